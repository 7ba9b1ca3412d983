import type { MiddlewareHandler } from 'hono';
import { and, eq } from 'drizzle-orm';
import type { Action, Role } from '../../../common/permissions.js';
import { can } from '../../../common/permissions.js';
import { member } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import type { Auth } from './auth.js';

type SessionResult = NonNullable<Awaited<ReturnType<Auth['api']['getSession']>>>;
export type SessionUser = SessionResult['user'];

export interface WorkspaceContext {
  id: string;
  role: Role;
}

/** Hono variables set by the middleware below; routes read them with c.get(...). */
export type AppEnv = {
  Variables: {
    user: SessionUser;
    session: SessionResult['session'];
    workspace: WorkspaceContext;
  };
};

export function isPlatformAdmin(deps: AppDeps, email: string) {
  return deps.env.ADMIN_EMAILS.split(',')
    .map((e) => e.trim().toLowerCase())
    .filter(Boolean)
    .includes(email.toLowerCase());
}

/** 401 unless signed in. Sets `user` and `session`. */
export function requireUser(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const result = await deps.auth.api.getSession({ headers: c.req.raw.headers });
    if (!result) throw new AppError('unauthenticated', 'Sign in to continue');
    c.set('user', result.user);
    c.set('session', result.session);
    await next();
  };
}

/**
 * 403 until the account is approved (SIGNUP_APPROVAL=manual), then resolves the active workspace and the
 * caller's role in it from the database: never from anything the client sends.
 */
export function requireWorkspace(deps: AppDeps): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const user = c.get('user');
    if ((user as { approved?: boolean | null }).approved === false) {
      throw new AppError('forbidden', 'Your account is waiting for approval');
    }
    const activeId = c.get('session').activeOrganizationId;
    const membership = activeId
      ? await deps.db.query.member.findFirst({ where: and(eq(member.userId, user.id), eq(member.organizationId, activeId)) })
      : await deps.db.query.member.findFirst({ where: eq(member.userId, user.id) });
    if (!membership) throw new AppError('forbidden', 'You are not a member of this workspace');
    c.set('workspace', { id: membership.organizationId, role: membership.role as Role });
    await next();
  };
}

/** Throws 403 unless the caller's role in the active workspace allows the action. */
export function assertCan(workspace: WorkspaceContext, action: Action) {
  if (!can(workspace.role, action)) throw new AppError('forbidden', 'Your role does not allow this');
}

/** assertCan as route middleware: the role is checked before the request's input is read or validated. */
export const allow =
  (action: Action): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    assertCan(c.get('workspace'), action);
    await next();
  };
