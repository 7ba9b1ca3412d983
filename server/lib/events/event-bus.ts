import type { DatabaseHandle } from '../../db/client.js';
import type { Logger } from '../logger.js';

/** Something that happened in a workspace, e.g. a document's processing status changed. */
export interface WorkspaceEvent {
  type: string;
  workspaceId: string;
  data: Record<string, unknown>;
}

export type EventHandler = (event: WorkspaceEvent) => void;

export interface EventBus {
  /** Delivers the event to every process's subscribers of that workspace (through PostgreSQL NOTIFY). */
  publish(event: WorkspaceEvent): Promise<void>;
  /** Handlers receive only events of `workspaceId`. Returns the unsubscribe function. */
  subscribe(workspaceId: string, handler: EventHandler): Promise<() => void>;
  /** Aborted when the bus closes (shutdown), so long-lived streams can end and let the server stop. */
  readonly closing: AbortSignal;
  close(): Promise<void>;
}

const CHANNEL = 'propwise_workspace_events';
/** NOTIFY payloads are limited to 8000 bytes; events carry ids and statuses, never document text. */
const MAX_PAYLOAD_BYTES = 7500;

/**
 * Events go through the database so that a worker process's status changes reach the web process holding the
 * browser's connection. Each process LISTENs once and fans out to its own subscribers by workspace id.
 */
export function createEventBus(database: DatabaseHandle, logger: Logger): EventBus {
  const subscribers = new Map<string, Set<EventHandler>>();
  const closing = new AbortController();
  let listening: Promise<() => Promise<void>> | undefined;

  const deliver = (payload: string) => {
    let event: WorkspaceEvent;
    try {
      event = JSON.parse(payload);
    } catch {
      logger.warn({ payload: payload.slice(0, 200) }, 'ignored malformed workspace event');
      return;
    }
    subscribers.get(event.workspaceId)?.forEach((handler) => {
      try {
        handler(event);
      } catch (err) {
        logger.error({ err }, 'workspace event handler failed');
      }
    });
  };

  return {
    closing: closing.signal,
    async publish(event) {
      const payload = JSON.stringify(event);
      if (Buffer.byteLength(payload) > MAX_PAYLOAD_BYTES) throw new Error(`event ${event.type} is too large to publish`);
      await database.notify(CHANNEL, payload);
    },
    async subscribe(workspaceId, handler) {
      listening ??= database.listen(CHANNEL, deliver);
      await listening;
      let set = subscribers.get(workspaceId);
      if (!set) subscribers.set(workspaceId, (set = new Set()));
      set.add(handler);
      return () => {
        set!.delete(handler);
        if (set!.size === 0) subscribers.delete(workspaceId);
      };
    },
    async close() {
      closing.abort();
      subscribers.clear();
      if (listening) await (await listening)();
      listening = undefined;
    },
  };
}
