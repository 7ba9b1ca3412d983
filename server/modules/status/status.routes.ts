import { Hono } from 'hono';
import { statusApi } from '../../../common/api/public.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { getStatus } from './status.service.js';

/** Public status: live component checks and uptime from recorded health samples. */
export function statusRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const route = declaredRoutes(routes, '/status', deps);
  // The API check is a trivial request dispatched through this router: it measures this process routing
  // and answering a request, without leaving the process.
  route(statusApi.ping, () => ({ ok: true }) as const);
  const apiProbe = async () => {
    const res = await routes.request('/ping');
    if (!res.ok) throw new Error(`HTTP ${res.status}`);
  };
  route(statusApi.status, (c) => {
    c.header('cache-control', 'no-store');
    return getStatus({ db: deps.db, intervalSeconds: deps.env.HEALTH_SAMPLE_SECONDS, apiProbe });
  });
  return routes;
}
