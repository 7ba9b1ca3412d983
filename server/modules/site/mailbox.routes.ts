import { Hono } from 'hono';
import { siteApi } from '../../../common/api/site.js';
import { desc } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { declaredRoutes } from '../../lib/http.js';

/** Development-only mailbox: the outbox of emails stored while no SMTP_URL is set. 404 when DEV_MAILBOX is off. */
export function mailboxRoutes(deps: AppDeps) {
  const { env, db } = deps;
  const routes = new Hono();
  declaredRoutes(routes, '/dev/mailbox', deps)(siteApi.mailbox, async () => {
    if (!env.DEV_MAILBOX) throw notFound('Page');
    const rows = await db.select().from(mailOutbox).orderBy(desc(mailOutbox.createdAt)).limit(100);
    return {
      emails: rows.map((r) => ({ id: r.id, to: r.to, subject: r.subject, text: r.text, html: r.html, links: r.links, createdAt: r.createdAt.toISOString() })),
    };
  });
  return routes;
}
