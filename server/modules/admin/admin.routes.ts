import { Hono, type MiddlewareHandler } from 'hono';
import type { AppDeps } from '../../deps.js';
import { adminApi } from '../../../common/api/admin.js';
import { AppError } from '../../lib/errors.js';
import { declaredRoutes } from '../../lib/http.js';
import { isPlatformAdmin, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { approveAccount, inviteFromWaitlist, listPendingAccounts, listWaitlist } from './admin.service.js';

/** 403 unless the signed-in user is a platform administrator (ADMIN_EMAILS). */
function requirePlatformAdmin(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    if (!isPlatformAdmin(deps, c.get('user').email)) throw new AppError('forbidden', 'Platform administrators only');
    await next();
  };
}

/** Platform administration: approve pending accounts, list the waitlist and invite from it. */
export function adminRoutes(deps: AppDeps) {
  const mail = { db: deps.db, mailer: deps.mailer, publicUrl: deps.env.PUBLIC_URL };
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps));
  const route = declaredRoutes(routes, '/admin', deps);

  // Whether the caller may use the workspace API yet: 403 while the account awaits approval.
  route(
    adminApi.meStatus,
    [requireWorkspace(deps)],
    (c) => ({ approved: true, workspace: { id: c.get('workspace').id, role: c.get('workspace').role } }) as const,
  );

  routes.use('*', requirePlatformAdmin(deps));
  route(adminApi.overview, async () => {
    const [pending, waitlist] = await Promise.all([listPendingAccounts(deps.db), listWaitlist(deps.db)]);
    return { signupApproval: deps.env.SIGNUP_APPROVAL, pending, waitlist };
  });
  route(adminApi.pendingAccounts, async () => ({ accounts: await listPendingAccounts(deps.db) }));
  route(adminApi.approve, (_c, { params }) => approveAccount(mail, params.id));
  route(adminApi.waitlist, async () => ({ entries: await listWaitlist(deps.db) }));
  route(adminApi.invite, async (_c, { params }) => ({ entry: await inviteFromWaitlist(mail, params.id) }));
  return routes;
}
