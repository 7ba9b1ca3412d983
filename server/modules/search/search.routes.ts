import { Hono } from 'hono';
import { searchRequestSchema } from '../../../common/search.js';
import type { AppDeps } from '../../deps.js';
import { parseBody } from '../../lib/http.js';
import { requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { searchAndLog } from './logged-search.js';
import { quickSearch } from './quick-search.js';

/** /api/app/search: passage search (logged) and name look-up as you type. Any member may search. */
export function searchRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .use('*', requireUser(deps), requireWorkspace(deps))
    .post('/', async (c) => {
      const req = await parseBody(c, searchRequestSchema);
      return c.json(await searchAndLog(deps, { workspaceId: c.get('workspace').id, userId: c.get('user').id }, req));
    })
    .get('/quick', async (c) => c.json(await quickSearch(deps.db, c.get('workspace').id, c.req.query('q') ?? '')));
}
