import { Hono, type MiddlewareHandler } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { isPlatformAdmin, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import type { AdminOverview } from '../../../common/admin.js';
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

  // Whether the caller may use the workspace API yet: 403 while the account awaits approval.
  routes.get('/me-status', requireWorkspace(deps), (c) =>
    c.json({ approved: true, workspace: { id: c.get('workspace').id, role: c.get('workspace').role } }),
  );

  routes.use('*', requirePlatformAdmin(deps));
  routes.get('/', async (c) => {
    const [pending, waitlist] = await Promise.all([listPendingAccounts(deps.db), listWaitlist(deps.db)]);
    return c.json({ signupApproval: deps.env.SIGNUP_APPROVAL, pending, waitlist } satisfies AdminOverview);
  });
  routes.get('/accounts/pending', async (c) => c.json({ accounts: await listPendingAccounts(deps.db) }));
  routes.post('/accounts/:id/approve', async (c) => c.json(await approveAccount(mail, c.req.param('id'))));
  routes.get('/waitlist', async (c) => c.json({ entries: await listWaitlist(deps.db) }));
  routes.post('/waitlist/:id/invite', async (c) => {
    const id = z.uuid().safeParse(c.req.param('id'));
    if (!id.success) throw new AppError('not_found', 'Waitlist entry not found');
    return c.json({ entry: await inviteFromWaitlist(mail, id.data) });
  });
  return routes;
}
