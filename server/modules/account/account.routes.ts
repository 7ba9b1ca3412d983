import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { parseBody } from '../../lib/http.js';
import { requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as account from './account.service.js';

const preferencesSchema = z
  .object({ emailNotifications: z.boolean(), queryAlerts: z.boolean(), weeklyReports: z.boolean() })
  .partial()
  .strict();

/**
 * The signed-in user: notification preferences (per user) and notifications (per user within the active
 * workspace). Every role may manage its own, so there is no matrix action beyond membership.
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps));

  routes.get('/preferences', async (c) => c.json(await account.getPreferences(db, c.get('user').id)));
  routes.put('/preferences', async (c) => c.json(await account.updatePreferences(db, c.get('user').id, await parseBody(c, preferencesSchema))));

  routes.get('/notifications', async (c) => c.json(await account.listNotifications(db, c.get('workspace').id, c.get('user').id)));
  routes.post('/notifications/read-all', async (c) => {
    await account.markAllNotificationsRead(db, c.get('workspace').id, c.get('user').id);
    return c.json({ ok: true });
  });
  routes.post('/notifications/:id/read', async (c) => {
    await account.markNotificationRead(db, c.get('workspace').id, c.get('user').id, c.req.param('id'));
    return c.json({ ok: true });
  });
  return routes;
}
