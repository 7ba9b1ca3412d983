import { Hono } from 'hono';
import { dashboardApi } from '../../../common/api/dashboard.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { assertCan, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { listAttention } from './attention.js';

/** /api/app/dashboard: Items Needing Attention of the active workspace. */
export function dashboardRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>().use('*', requireUser(deps), requireWorkspace(deps));
  const route = declaredRoutes(routes, '/dashboard', deps);
  route(dashboardApi.attention, (c) => {
    assertCan(c.get('workspace'), 'portfolio.view');
    return listAttention(deps.db, c.get('workspace').id, new Date().toISOString().slice(0, 10));
  });
  return routes;
}
