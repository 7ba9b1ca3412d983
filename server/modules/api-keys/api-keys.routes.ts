import { Hono } from 'hono';
import { createApiKeySchema, updateApiKeySchema } from '../../../common/api-keys.js';
import type { AppDeps } from '../../deps.js';
import { parseBody } from '../../lib/http.js';
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

  routes.get('/', async (c) => c.json({ keys: await service.listApiKeys(deps, c.get('workspace').id) }));

  routes.post('/', async (c) => {
    const input = await parseBody(c, createApiKeySchema);
    const created = await service.createApiKey(deps, { workspaceId: c.get('workspace').id, userId: c.get('user').id }, input);
    c.header('Cache-Control', 'no-store');
    return c.json(created, 201);
  });

  routes.patch('/:id', async (c) => {
    const { enabled } = await parseBody(c, updateApiKeySchema);
    return c.json(await service.setApiKeyEnabled(deps, c.get('workspace').id, c.req.param('id'), enabled));
  });

  routes.delete('/:id', async (c) => {
    await service.deleteApiKey(deps, c.get('workspace').id, c.req.param('id'));
    return c.body(null, 204);
  });

  return routes;
}
