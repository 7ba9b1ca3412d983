import { betterAuth } from 'better-auth';
import { drizzleAdapter } from 'better-auth/adapters/drizzle';
import { APIError, createAuthMiddleware } from 'better-auth/api';
import { genericOAuth, organization, twoFactor } from 'better-auth/plugins';
import { apiKey } from '@better-auth/api-key';
import type { GenericOAuthConfig } from 'better-auth/plugins';
import { authMessages, fieldErrors, inviteeSignUpSchema, signUpSchema } from '../../../common/auth.js';
import type { Database } from '../../db/client.js';
import * as schema from '../../db/schema/index.js';
import type { Mailer } from '../../lib/mail/mailer.js';
import { emails } from '../../lib/mail/templates.js';
import type { Env } from '../../env.js';
import { INVITATION_CLOSED, invitationIdOf, invitationOfSignUp, joinInvitedWorkspace, openInvitationFor } from './invitation-sign-up.js';
import { apiKeyPluginOptions, authLogger, workspaceAccessControl } from './api-key-plugin.js';
import { afterSignIn, beforeSignIn, clearSignInDelay } from './sign-in-throttle.js';
import { refuseReusedTotp } from './totp-replay.js';

export const EMAIL_TAKEN = 'An account with this email already exists. Sign in instead, or reset your password if you forgot it.';

export interface AuthDeps {
  env: Env;
  db: Database;
  mailer: Mailer;
  /** Called once a new account is stored (bootstrap gives it its workspace; auth does not import workspaces). */
  onUserCreated: (user: { id: string; name: string; email: string; company?: string | null }) => Promise<unknown>;
}

/** OAuth/OIDC providers that are configured. Google runs through the same generic OIDC code path. */
function oauthProviders(env: Env): GenericOAuthConfig[] {
  const providers: GenericOAuthConfig[] = [];
  if (env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET) {
    providers.push({
      providerId: 'google',
      discoveryUrl: env.GOOGLE_DISCOVERY_URL,
      clientId: env.GOOGLE_CLIENT_ID,
      clientSecret: env.GOOGLE_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  if (env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID) {
    providers.push({
      providerId: 'oidc',
      discoveryUrl: env.OIDC_DISCOVERY_URL,
      clientId: env.OIDC_CLIENT_ID,
      clientSecret: env.OIDC_CLIENT_SECRET,
      scopes: ['openid', 'email', 'profile'],
      pkce: true,
    });
  }
  return providers;
}

export function createAuth({ env, db, mailer, onUserCreated }: AuthDeps) {
  const url = (path: string) => new URL(path, env.PUBLIC_URL).toString();
  const adminEmails = new Set(
    env.ADMIN_EMAILS.split(',')
      .map((e) => e.trim().toLowerCase())
      .filter(Boolean),
  );
  return betterAuth({
    appName: 'Propwise',
    baseURL: env.PUBLIC_URL,
    basePath: '/api/auth',
    secret: env.AUTH_SECRET,
    trustedOrigins: [env.PUBLIC_URL],
    database: drizzleAdapter(db, { provider: 'pg', schema }),
    logger: authLogger,
    user: {
      additionalFields: {
        company: { type: 'string', required: false, input: true },
        portfolioSize: { type: 'string', required: false, input: true },
        // false while SIGNUP_APPROVAL=manual and no platform administrator has approved the account yet
        approved: { type: 'boolean', required: false, input: false, defaultValue: true },
      },
    },
    emailAndPassword: {
      enabled: true,
      minPasswordLength: 6,
      maxPasswordLength: 128,
      requireEmailVerification: true,
      revokeSessionsOnPasswordReset: true,
      resetPasswordTokenExpiresIn: 60 * 60,
      sendResetPassword: async ({ user, url: resetUrl }) => {
        await mailer.send({ to: user.email, ...emails.resetPassword(resetUrl) });
      },
      onPasswordReset: ({ user }) => clearSignInDelay(db, user.email),
    },
    emailVerification: {
      sendOnSignUp: true,
      autoSignInAfterVerification: true,
      expiresIn: 60 * 60 * 24,
      sendVerificationEmail: async ({ user, url: verifyUrl }) => {
        if (user.emailVerified) return; // an invitee's address was proven by the invitation link
        await mailer.send({ to: user.email, ...emails.verifyEmail(user.name, verifyUrl) });
      },
    },
    session: {
      expiresIn: 60 * 60 * 24 * 30, // "Remember me"; unchecked, better-auth issues a browser-session cookie
      updateAge: 60 * 60 * 24,
    },
    account: { accountLinking: { enabled: true, trustedProviders: ['google'] } },
    rateLimit: {
      enabled: true,
      storage: 'database',
      window: 60,
      // Everything else under /api/auth per client address; never below the sign-in limit it contains.
      max: Math.max(300, env.AUTH_RATE_LIMIT_PER_MINUTE),
      customRules: {
        // Reading one's own session guards no secret, and every page load does it: an office behind one
        // address would otherwise be signed out by its own browsing.
        '/get-session': false,
        '/sign-in/email': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/sign-up/email': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/change-password': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/send-verification-email': { window: 60, max: Math.max(3, Math.floor(env.AUTH_RATE_LIMIT_PER_MINUTE / 2)) },
        '/request-password-reset': { window: 60, max: Math.max(3, Math.floor(env.AUTH_RATE_LIMIT_PER_MINUTE / 2)) },
        '/reset-password': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/two-factor/verify-totp': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
        '/two-factor/verify-backup-code': { window: 60, max: env.AUTH_RATE_LIMIT_PER_MINUTE },
      },
    },
    // Workspace API keys are managed only through /api/app/api-keys (role checks, masking data, permission
    // level); the plugin's own HTTP endpoints stay closed and the server calls them in process.
    disabledPaths: [
      '/api-key/create',
      '/api-key/get',
      '/api-key/update',
      '/api-key/delete',
      '/api-key/list',
      '/api-key/delete-all-expired-api-keys',
      '/api-key/verify',
    ],
    advanced: {
      cookiePrefix: 'propwise',
      useSecureCookies: env.PUBLIC_URL.startsWith('https://'),
      defaultCookieAttributes: { httpOnly: true, sameSite: 'lax' },
      ipAddress: { ipAddressHeaders: ['x-propwise-client-ip'] },
    },
    hooks: {
      before: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await beforeSignIn(ctx, db); // per-account delay (sign-in-throttle.ts)
        if (ctx.path === '/two-factor/verify-totp') await refuseReusedTotp(ctx, db); // each code once (totp-replay.ts)
        if (ctx.path !== '/sign-up/email') return;
        // From an invitation link: name, invited email and password only (invitation-sign-up.ts).
        const invitationId = invitationIdOf(ctx);
        const parsed = (invitationId ? inviteeSignUpSchema : signUpSchema).safeParse(ctx.body);
        if (!parsed.success) {
          const fields = fieldErrors(parsed.error);
          throw new APIError('BAD_REQUEST', { message: Object.values(fields)[0] ?? authMessages.unexpected, code: 'invalid_input', fields });
        }
        // The product asks for a clear message on a duplicate sign-up. better-auth would otherwise answer a
        // fake success (it hides existing accounts when verification is required), leaving the person stuck.
        const existing = await db.query.user.findFirst({
          where: (u, { eq }) => eq(u.email, parsed.data.email.toLowerCase()),
          columns: { id: true },
        });
        if (existing) {
          throw new APIError('UNPROCESSABLE_ENTITY', { message: EMAIL_TAKEN, code: 'email_taken' });
        }
        if (invitationId && !(await openInvitationFor(db, invitationId, parsed.data.email))) {
          throw new APIError('BAD_REQUEST', { message: INVITATION_CLOSED, code: 'invitation_closed' });
        }
      }),
      after: createAuthMiddleware(async (ctx) => {
        if (ctx.path === '/sign-in/email') await afterSignIn(ctx, db);
      }),
    },
    databaseHooks: {
      user: {
        create: {
          // Platform administrators are approved from the start: nobody else could approve them.
          // An invitee is verified and approved by the invitation (invitation-sign-up.ts).
          before: async (user, ctx) => {
            const invited = (await invitationOfSignUp(db, ctx, user.email)) !== null;
            const approved = invited || env.SIGNUP_APPROVAL === 'auto' || adminEmails.has(user.email.toLowerCase());
            return { data: { ...user, approved, ...(invited && { emailVerified: true }) } };
          },
          after: async (user, ctx) => {
            const inv = await invitationOfSignUp(db, ctx, user.email);
            if (inv && (await joinInvitedWorkspace(db, user.id, inv))) return;
            await onUserCreated({ id: user.id, name: user.name, email: user.email, company: (user as { company?: string }).company });
          },
        },
      },
      session: {
        create: {
          // Sessions start in the user's first workspace so every signed-in request has one.
          before: async (session) => {
            const first = await db.query.member.findFirst({
              where: (m, { eq }) => eq(m.userId, session.userId),
              orderBy: (m, { asc }) => asc(m.createdAt),
            });
            return { data: { ...session, activeOrganizationId: first?.organizationId ?? null } };
          },
        },
      },
    },
    plugins: [
      organization({
        ...workspaceAccessControl,
        creatorRole: 'owner',
        invitationExpiresIn: 60 * 60 * 24 * 7,
        cancelPendingInvitationsOnReInvite: true,
        sendInvitationEmail: async ({ id, email, role, organization: org, inviter }) => {
          await mailer.send({ to: email, ...emails.invitation(inviter.user.name, org.name, role, url(`/accept-invitation/${id}`)) });
        },
        schema: {
          organization: {
            additionalFields: {
              website: { type: 'string', required: false, input: true },
              description: { type: 'string', required: false, input: true },
            },
          },
        },
      }),
      twoFactor({ issuer: 'Propwise' }),
      genericOAuth({ config: oauthProviders(env) }),
      apiKey(apiKeyPluginOptions(env)),
    ],
  });
}

export type Auth = ReturnType<typeof createAuth>;
