import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { clientIp } from '../../lib/http.js';
import { enforceRateLimit } from '../../lib/rate-limit.js';
import { addDays, todayUtc } from '../leases/critical-dates.js';
import { workspaceCriticalDates } from '../leases/critical-dates.service.js';
import { resolveFeed } from './calendar-feed.service.js';
import { criticalDatesCalendar } from './calendar-ics.js';

/** A calendar app polls every few minutes at most; more than this per feed is not a calendar app. */
const PER_FEED = { max: 30, windowSeconds: 60 };
/** Addresses that name no live feed, per client address: guessing is hopeless anyway, and cheap to refuse. */
const MISSES_PER_CLIENT = { max: 30, windowSeconds: 60 };
/** Dates this far back stay in the feed, so a calendar keeps last year's history. */
const HISTORY_DAYS = 365;

/**
 * GET /api/calendar/<token>.ics: a user's critical dates feed for calendar apps, which send no cookie; the secret
 * address is the credential (decision 0028). Outside /api/app (no session, nothing changes), rate-limited in the
 * database. Unknown, revoked, or its owner no longer a member: 404, the same answer for each.
 */
export function icsFeedRoutes(deps: AppDeps) {
  const routes = new Hono();
  routes.get('/:file', async (c) => {
    const file = c.req.param('file');
    const token = file.endsWith('.ics') ? file.slice(0, -'.ics'.length) : '';
    const feed = token ? await resolveFeed(deps.db, token) : null;
    if (!feed) {
      await enforceRateLimit(deps.db, `calendar-feed-miss:${clientIp(c, deps.env.TRUST_PROXY)}`, MISSES_PER_CLIENT, 'Too many calendar requests');
      throw notFound('Calendar feed');
    }
    await enforceRateLimit(deps.db, `calendar-feed:${feed.id}`, PER_FEED, 'This calendar is being fetched too often');
    const today = todayUtc();
    const items = await workspaceCriticalDates(deps.db, feed.workspaceId, { from: addDays(today, -HISTORY_DAYS) });
    const body = criticalDatesCalendar(items, { publicUrl: deps.env.PUBLIC_URL, workspaceName: feed.workspaceName, stamp: new Date() });
    return c.body(body, 200, {
      'Content-Type': 'text/calendar; charset=utf-8',
      'Content-Disposition': 'inline; filename="propwise-lease-dates.ics"',
      // The address is a secret: no shared cache may keep the answer.
      'Cache-Control': 'private, no-store',
      'X-Robots-Tag': 'noindex',
    });
  });
  return routes;
}
