import { Hono } from 'hono';
import { queriesApi } from '../../../common/api/queries.js';
import type { AnswerStreamEvent } from '../../../common/search.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { declaredRoutes } from '../../lib/http.js';
import { streamEvents } from '../../lib/http-stream.js';
import { requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { getQuery, listQueries } from '../queries/query-log.service.js';
import { askRouted } from './ask.service.js';

/**
 * /api/app/queries: ask a question (whole answer, or streamed as server-sent events; from the portfolio records
 * or the documents, ask.service.ts), list recent ones, and open a saved one (the Share link; members only).
 */
export function queryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>().use('*', requireUser(deps), requireWorkspace(deps));
  const route = declaredRoutes(routes, '/queries', deps);
  route(queriesApi.ask, (c, { body }) => askRouted(deps, { workspaceId: c.get('workspace').id, userId: c.get('user').id }, body));
  // Validation errors answer as plain JSON before the stream starts.
  route(queriesApi.askStream, async (c, { body: req }) => {
    const asker = { workspaceId: c.get('workspace').id, userId: c.get('user').id };
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    const context = { workspaceId: asker.workspaceId };
    return streamEvents(c, { logger: deps.logger, context }, async (send, clientLeft) => {
      // Writes are chained so events leave in order and the stream only closes after the last one; once the
      // client has left, askQuestion stops (the signal) and nothing more is written.
      let written = Promise.resolve();
      const emit = (event: AnswerStreamEvent) => {
        written = written.then(() => send({ event: event.type, data: JSON.stringify(event) }));
      };
      try {
        await askRouted(deps, asker, req, { signal: clientLeft, onEvent: emit });
      } catch (error) {
        if (clientLeft.aborted) return; // the client left: nobody to tell, and stopping was the point
        deps.logger.error({ err: error, method: c.req.method, path: c.req.path, ...context }, 'streamed answer failed');
        const body =
          error instanceof AppError
            ? { code: error.code, message: error.message }
            : { code: 'internal', message: 'Something went wrong while answering. Please try again.' };
        emit({ type: 'error', error: body });
      }
      await written;
    });
  });
  route(queriesApi.list, async (c, { query }) => ({
    queries: await listQueries(deps.db, c.get('workspace').id, { projectId: query.projectId || undefined, limit: query.limit }),
  }));
  route(queriesApi.get, (c, { params }) => getQuery(deps.db, c.get('workspace').id, params.id));
  return routes;
}
