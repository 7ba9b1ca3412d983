import { Hono } from 'hono';
import { streamSSE } from 'hono/streaming';
import { eventsApi } from '../../../common/api/events.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';

/**
 * GET /api/app/events: a server-sent event stream of the caller's active workspace, and only that workspace
 * (the id comes from the server-resolved membership, never from the client). A heartbeat every 25 seconds
 * keeps proxies from closing an idle stream and lets the client notice a dead one.
 */
export function eventRoutes(deps: AppDeps, options: { heartbeatMs?: number } = {}) {
  const heartbeatMs = options.heartbeatMs ?? 25_000;
  const routes = new Hono<AppEnv>().use('*', requireUser(deps), requireWorkspace(deps));
  declaredRoutes(routes, '/events', deps)(eventsApi.stream, (c) => {
    const workspaceId = c.get('workspace').id;
    c.header('Cache-Control', 'no-cache, no-transform');
    c.header('X-Accel-Buffering', 'no');
    return streamSSE(c, async (stream) => {
      const unsubscribe = await deps.events.subscribe(workspaceId, (event) => {
        void stream.writeSSE({ event: event.type, data: JSON.stringify(event.data) }).catch(() => {});
      });
      const heartbeat = setInterval(() => {
        void stream.writeSSE({ event: 'heartbeat', data: new Date().toISOString() }).catch(() => {});
      }, heartbeatMs);
      try {
        await stream.writeSSE({ event: 'ready', data: '{}', retry: 1000 });
        await new Promise<void>((resolve) => {
          stream.onAbort(resolve);
          if (deps.events.closing.aborted) resolve();
          deps.events.closing.addEventListener('abort', () => resolve(), { once: true });
        });
      } finally {
        clearInterval(heartbeat);
        unsubscribe();
      }
    });
  });
  return routes;
}
