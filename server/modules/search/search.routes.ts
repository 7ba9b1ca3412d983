import { Hono } from 'hono';
import { searchApi } from '../../../common/api/search.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { searchAndLog } from './logged-search.js';
import { quickSearch } from './quick-search.js';

/** /api/app/search: passage search (logged) and name look-up as you type. Any member may search. */
export function searchRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>().use('*', requireUser(deps), requireWorkspace(deps));
  const route = declaredRoutes(routes, '/search', deps);
  route(searchApi.search, (c, { body }) => searchAndLog(deps, { workspaceId: c.get('workspace').id, userId: c.get('user').id }, body));
  route(searchApi.quick, (c, { query }) => quickSearch(deps.db, c.get('workspace').id, query.q ?? ''));
  return routes;
}
