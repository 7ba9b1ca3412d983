import { Hono } from 'hono';
import { apiKeysApi } from '../../../common/api/api-keys.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { assertCan, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as service from './api-keys.service.js';

/**
 * The API Keys screen's endpoints under /api/app/api-keys. Owners and Admins manage keys ('apiKeys.manage');
 * Members are refused on the server, listing included (the screen tells them who can help).
 */
export function apiKeyRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps), async (c, next) => {
    assertCan(c.get('workspace'), 'apiKeys.manage');
    await next();
  });

  const route = declaredRoutes(routes, '/api-keys', deps);

  route(apiKeysApi.list, async (c) => ({ keys: await service.listApiKeys(deps, c.get('workspace').id) }));

  route(apiKeysApi.create, async (c, { body }) => {
    const created = await service.createApiKey(deps, { workspaceId: c.get('workspace').id, userId: c.get('user').id }, body);
    c.header('Cache-Control', 'no-store');
    return created;
  });

  route(apiKeysApi.setEnabled, (c, { params, body }) => service.setApiKeyEnabled(deps, c.get('workspace').id, params.id, body.enabled));

  route(apiKeysApi.remove, async (c, { params }) => {
    await service.deleteApiKey(deps, c.get('workspace').id, params.id);
  });

  return routes;
}
