import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { getStatus } from './status.service.js';

/** Public status: live component checks and uptime from recorded health samples. */
export function statusRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  // The API check is a trivial request dispatched through this router: it measures this process routing
  // and answering a request, without leaving the process.
  routes.get('/ping', (c) => c.json({ ok: true }));
  const apiProbe = async () => {
    const res = await routes.request('/ping');
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
  routes.get('/', async (c) => {
    c.header('cache-control', 'no-store');
    return c.json(await getStatus({ db: deps.db, intervalSeconds: deps.env.HEALTH_SAMPLE_SECONDS, apiProbe }));
  });
  return routes;
}
