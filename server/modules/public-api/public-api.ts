import { OpenAPIHono, type Hook } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { requireApiKey, type PublicApiEnv } from './api-key-auth.js';
import { registerDocumentRoutes } from './documents.routes.js';
import { registerLeaseRoutes } from './leases.routes.js';
import { registerProjectRoutes } from './projects.routes.js';
import { registerPortfolioRoutes } from './portfolio.routes.js';
import { registerSearchRoutes } from './search.routes.js';
import { registerWorkspaceRoutes } from './workspace.routes.js';

/** Validation failures become the one error shape: 400 naming the first bad field. */
const invalidInput: Hook<unknown, PublicApiEnv, string, unknown> = (result) => {
  if (result.success) return;
  const issue = result.error.issues[0];
  const field = issue?.path.length ? issue.path.join('.') : 'body';
  throw new AppError('invalid_input', issue?.message ?? 'Invalid input', { field });
};

export const OPENAPI_INFO = {
  title: 'Propwise API',
  version: '1.0.0',
  description:
    'Upload documents, search them and ask questions with cited answers and typed values. To check an answer, read the ' +
    "cited document's text (GET /documents/{id}/text): a citation's `char_start`/`char_end` are offsets in it. " +
    'Authenticate with a workspace API key: ' +
    "`Authorization: Bearer <key>`. Every call is confined to the key's workspace. Field names are snake_case. " +
    'Errors are `{"error": {"code", "message", "field"?}}` with 400 (invalid input, `field` names it), 401 (missing, ' +
    "invalid, inactive or deleted key), 403 (the key's permission level is too low), 404, 409 (same file already " +
    'uploaded), 413 (file over the upload limit), 415 (unsupported file type or request content type) and 429 ' +
    '(per-key rate limit; see Retry-After).',
};

/**
 * The public API v1 under /api/v1. Routes are declared with @hono/zod-openapi, so the schemas that validate a
 * request are the ones /api/v1/openapi.json publishes. Order per request: key (401, 429) → permission level
 * (403) → input (400) → service (404, 409, 413, 415).
 */
export function createPublicApi(deps: AppDeps) {
  const api = new OpenAPIHono<PublicApiEnv>({ defaultHook: invalidInput });
  api.openAPIRegistry.registerComponent('securitySchemes', 'bearerAuth', {
    type: 'http',
    scheme: 'bearer',
    description: 'A workspace API key from Dashboard → API Keys.',
  });

  api.doc31('/openapi.json', { openapi: '3.1.0', info: OPENAPI_INFO, servers: [{ url: '/api/v1' }], security: [{ bearerAuth: [] }] });

  // How long the server spent on the request (key check, validation, work, JSON), for clients and the
  // benchmark, which compares it with the round trip it sees and with the work's own took_ms.
  api.use('*', async (c, next) => {
    const started = performance.now();
    await next();
    c.header('Server-Timing', `app;dur=${(performance.now() - started).toFixed(2)}`);
  });
  const authenticate = requireApiKey(deps);
  api.use('*', async (c, next) => (c.req.path.endsWith('/openapi.json') ? next() : authenticate(c, next)));
  // JSON bodies are small; only the upload (streamed, with its own limit) may be large.
  const jsonLimit = bodyLimit({
    maxSize: 256 * 1024,
    onError: () => {
      throw new AppError('payload_too_large', 'The request body is too large');
    },
  });
  api.use('*', async (c, next) => (c.req.method === 'POST' && c.req.path.endsWith('/documents') ? next() : jsonLimit(c, next)));

  const ctx = { deps };
  registerDocumentRoutes(api, ctx);
  registerProjectRoutes(api, ctx);
  registerPortfolioRoutes(api, ctx);
  registerLeaseRoutes(api, ctx);
  registerSearchRoutes(api, ctx);
  registerWorkspaceRoutes(api, ctx);
  return api;
}
