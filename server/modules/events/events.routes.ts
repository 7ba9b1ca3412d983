import { Hono } from 'hono';
import { eventsApi } from '../../../common/api/events.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { streamEvents, untilAborted } from '../../lib/http-stream.js';
import { requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';

/**
 * GET /api/app/events: a server-sent event stream of the caller's active workspace, and only that workspace
 * (the id comes from the server-resolved membership, never from the client). A heartbeat every 25 seconds
 * keeps proxies from closing an idle stream and lets the client notice a dead one.
 */
export function eventRoutes(deps: AppDeps, options: { heartbeatMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const routes = new Hono<AppEnv>().use('*', requireUser(deps), requireWorkspace(deps));
  declaredRoutes(
    routes,
    '/events',
    deps,
  )(eventsApi.stream, (c) => {
    const workspaceId = c.get('workspace').id;
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamEvents(c, { logger: deps.logger, context: { workspaceId } }, async (send, clientLeft) => {
      const unsubscribe = await deps.events.subscribe(workspaceId, (event) => {
        void send({ event: event.type, data: JSON.stringify(event.data) });
      });
      const heartbeat = setInterval(() => void send({ event: 'heartbeat', data: new Date().toISOString() }), heartbeatMs);
      try {
        await send({ event: 'ready', data: '{}', retry: 1000 });
        // Open until the client leaves or the bus closes (shutdown), then every listener is removed.
        await untilAborted(clientLeft, deps.events.closing);
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });
  return routes;
}
