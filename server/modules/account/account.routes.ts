import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { accountApi } from '../../../common/api/account.js';
import { declaredRoutes } from '../../lib/http.js';
import { requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as account from './account.service.js';

/**
 * The signed-in user: notification preferences (per user) and notifications (per user within the active
 * workspace). Every role may manage its own, so there is no matrix action beyond membership.
 */
export function accountRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps));

  const route = declaredRoutes(routes, '/account', deps);

  route(accountApi.preferences, (c) => account.getPreferences(db, c.get('user').id));
  route(accountApi.updatePreferences, (c, { body }) => account.updatePreferences(db, c.get('user').id, body));

  route(accountApi.notifications, (c) => account.listNotifications(db, c.get('workspace').id, c.get('user').id));
  route(accountApi.markAllRead, async (c) => {
    await account.markAllNotificationsRead(db, c.get('workspace').id, c.get('user').id);
    return { ok: true } as const;
  });
  route(accountApi.markRead, async (c, { params }) => {
    await account.markNotificationRead(db, c.get('workspace').id, c.get('user').id, params.id);
    return { ok: true } as const;
  });
  return routes;
}
