/**
 * The public API as an integrator meets it: the real app (createApp over the evaluation's dependencies) listening
 * on a loopback port inside the evaluation process, a Full Access API key created for each workspace by the
 * product's own key service, and questions sent as POST /api/v1/query with `Authorization: Bearer`.
 */
import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { createApp } from '../server/app.js';
import type { AppDeps } from '../server/deps.js';
import { createApiKey } from '../server/modules/api-keys/api-keys.service.js';
import { keepIdleConnectionsOpen } from '../server/lib/keep-alive.js';
import type { ApiSpan } from './grounding.js';
import type { StatedValue } from './keyterms.js';

/** The parts of a /api/v1/query answer the evaluation reads. */
export interface ApiAnswer {
  answer: string;
  answered: boolean;
  citations: ApiSpan[];
  passages: ApiSpan[];
  /** `value` of the response when the API gives one (typed answers), else null and the text is scored. */
  value: StatedValue | null;
  tookMs: number;
}

export interface EvalApi {
  url: string;
  /** Asks over the whole workspace, or only within `documentId` (filters.document_ids) when given. */
  ask(workspaceId: string, query: string, documentId?: string): Promise<ApiAnswer>;
  /** The workspace's Full Access key, for other /api/v1 calls (the lease evaluation's uploads and look-ups). */
  keyFor(workspaceId: string): Promise<string>;
  close(): Promise<void>;
}

interface V1Span {
  document_id: string;
  char_start: number;
  char_end: number;
  quote?: string;
  text?: string;
}

const span = (s: V1Span): ApiSpan => ({ documentId: s.document_id, charStart: s.char_start, charEnd: s.char_end, text: s.quote ?? s.text ?? '' });

/** Reads a /api/v1/query response body; a `value` that is not an object with a type is ignored. */
export function readApiAnswer(body: {
  answer: string;
  answered: boolean;
  citations: V1Span[];
  passages: V1Span[];
  value?: unknown;
  took_ms?: number;
}): ApiAnswer {
  const v = body.value;
  const value = v && typeof v === 'object' && typeof (v as { type?: unknown }).type === 'string' ? (v as StatedValue) : null;
  return {
    answer: body.answer,
    answered: body.answered,
    citations: body.citations.map(span),
    passages: body.passages.map(span),
    value,
    tookMs: body.took_ms ?? 0,
  };
}

/**
 * Starts the app on 127.0.0.1 (a free port) and creates one key per workspace on first use, as the workspace's
 * owner `userId` would in Settings → API keys. The key's rate limit is the environment's API_RATE_LIMIT_PER_MINUTE.
 */
export async function startEvalApi(deps: AppDeps, userId: string): Promise<EvalApi> {
  const app = createApp(deps);
  const { server, port } = await new Promise<{ server: ReturnType<typeof serve>; port: number }>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) => resolve({ server: s, port: info.port }));
    keepIdleConnectionsOpen(s); // as the product's server does: a pooled connection is never closed under a request
  });
  const url = `http://127.0.0.1:${port}`;
  const keys = new Map<string, Promise<string>>();
  const keyFor = (workspaceId: string) => {
    let key = keys.get(workspaceId);
    if (!key) {
      key = createApiKey(deps, { workspaceId, userId }, { name: `Evaluation ${new Date().toISOString()}`, permission: 'full' }).then((k) => k.key);
      keys.set(workspaceId, key);
    }
    return key;
  };
  return {
    url,
    keyFor,
    async ask(workspaceId, query, documentId) {
      const res = await fetch(`${url}/api/v1/query`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await keyFor(workspaceId)}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query, ...(documentId ? { filters: { document_ids: [documentId] } } : {}) }),
      });
      if (res.status !== 200) throw new Error(`POST /api/v1/query answered ${res.status}: ${(await res.text()).slice(0, 300)}`);
      return readApiAnswer((await res.json()) as Parameters<typeof readApiAnswer>[0]);
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
