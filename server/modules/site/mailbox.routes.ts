import type { Context } from 'hono';
import { Hono } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import { desc } from 'drizzle-orm';
import { siteApi } from '../../../common/api/site.js';
import { mailOutbox } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import type { Env } from '../../env.js';
import { AppError, notFound } from '../../lib/errors.js';
import { declaredRoutes } from '../../lib/http.js';
import { isPlatformAdmin } from '../auth/session.middleware.js';

/**
 * Development mailbox: the outbox of emails stored while no SMTP_URL is set. It holds every verification and
 * password-reset link, so it is as sensitive as the accounts themselves (decision 0014): DEV_MAILBOX=local (the
 * default outside production) opens it only to the server's own machine and to signed-in platform
 * administrators, `on` to anyone, `off` (the default in production) to nobody.
 */
export function mailboxRoutes(deps: AppDeps) {
  const routes = new Hono();
  declaredRoutes(
    routes,
    '/dev/mailbox',
    deps,
  )(siteApi.mailbox, async (c) => {
    await assertMailboxReader(deps, c);
    const rows = await deps.db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
    return {
      emails: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, links: r.links, createdAt: r.createdAt.toISOString() })),
    };
  });
  return routes;
}

async function assertMailboxReader(deps: AppDeps, c: Context) {
  const mode = deps.env.DEV_MAILBOX;
  if (mode === 'off') throw notFound('Page');
  if (mode === 'on' || isLoopbackClient(c)) return;
  const session = await deps.auth.api.getSession({ headers: c.req.raw.headers });
  if (session && isPlatformAdmin(deps, session.user.email)) return;
  throw new AppError('forbidden', 'The development mailbox opens only in a browser on the server itself (localhost) or to a signed-in platform administrator');
}

/**
 * True when the TCP peer is this machine and nothing says it forwarded someone else's request. A reverse proxy
 * on the same host connects from loopback for every visitor; its forwarding headers give it away (whatever
 * TRUST_PROXY says, a forwarded request is never treated as local; a client adding them only locks itself out).
 */
export function isLoopbackClient(c: Context) {
  if (c.req.header('x-forwarded-for') || c.req.header('forwarded') || c.req.header('x-real-ip')) return false;
  let address: string | undefined;
  try {
    address = getConnInfo(c).remote.address;
  } catch {
    return false; // no socket (in-process requests)
  }
  return !!address && (/^127\./.test(address) || address === '::1' || /^::ffff:127\./.test(address));
}

/** The start-up log line that says how email is delivered and where to read it. */
export function mailDeliveryNotice(env: Env): string {
  if (env.SMTP_URL) {
    const smtp = new URL(env.SMTP_URL);
    return `Email is sent over SMTP through ${smtp.hostname}${smtp.port ? `:${smtp.port}` : ''} from ${env.MAIL_FROM}`;
  }
  const where = {
    on: `read it at ${env.PUBLIC_URL}/dev/mailbox (DEV_MAILBOX=on: open to anyone who can reach this server)`,
    local: `read it at ${env.PUBLIC_URL}/dev/mailbox in a browser on this machine, or there as a platform administrator (ADMIN_EMAILS)`,
    off: 'the development mailbox is off (DEV_MAILBOX=off), so read the links in this log',
  }[env.DEV_MAILBOX];
  return `Email is not sent (no SMTP_URL): each email is stored in the outbox and its links written to this log; ${where}`;
}
