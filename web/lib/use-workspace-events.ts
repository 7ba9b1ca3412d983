import { useEffect, useRef } from 'react';
import { eventsApi } from '@common/api/events';
import { apiUrl } from './api';
import { reconnectDelayMs } from './reconnect-delay';

export interface LiveEvent {
  type: string;
  data: Record<string, unknown>;
}

/**
 * Listens to the active workspace's live events (GET /api/app/events). A dropped stream reconnects after
 * 1, 2, 5 and then every 10 seconds; a stream silent for longer than two heartbeats counts as dropped.
 * Pass the workspace id so switching workspace opens a new stream.
 */
export function useWorkspaceEvents(workspaceId: string | undefined, onEvent: (event: LiveEvent) => void, types: string[]) {
  const handler = useRef(onEvent);
  handler.current = onEvent;
  const typesKey = types.join(',');

  useEffect(() => {
    if (!workspaceId) return;
    let source: EventSource | undefined;
    let retryTimer: ReturnType<typeof setTimeout> | undefined;
    let watchdog: ReturnType<typeof setTimeout> | undefined;
    let failures = 0;
    let stopped = false;

    const resetWatchdog = () => {
      clearTimeout(watchdog);
      watchdog = setTimeout(() => reconnect(), 60_000);
    };
    const reconnect = () => {
      source?.close();
      clearTimeout(watchdog);
      if (stopped) return;
      retryTimer = setTimeout(connect, reconnectDelayMs(failures++));
    };
    const connect = () => {
      source = new EventSource(apiUrl(eventsApi.stream, {}));
      source.addEventListener('ready', () => {
        failures = 0;
        resetWatchdog();
      });
      source.addEventListener('heartbeat', resetWatchdog);
      for (const type of typesKey.split(',').filter(Boolean)) {
        source.addEventListener(type, (message) => {
          resetWatchdog();
          try {
            handler.current({ type, data: JSON.parse((message as MessageEvent<string>).data) });
          } catch {
            // a malformed event is ignored; the next list refresh shows the truth
          }
        });
      }
      // EventSource would retry on its own schedule; close it and follow ours instead.
      source.onerror = () => reconnect();
    };

    connect();
    return () => {
      stopped = true;
      source?.close();
      clearTimeout(retryTimer);
      clearTimeout(watchdog);
    };
  }, [workspaceId, typesKey]);
}
