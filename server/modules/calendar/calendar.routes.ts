import { Hono } from 'hono';
import { calendarApi as api } from '../../../common/api/calendar.js';
import { can } from '../../../common/permissions.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { declaredRoutes } from '../../lib/http.js';
import { allow, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { addDays, todayUtc } from '../leases/critical-dates.js';
import { workspaceCriticalDates } from '../leases/critical-dates.service.js';
import { getAlertSettings, updateAlertSettings } from './alert-settings.service.js';
import { ensureAlertsScheduled } from './alerts.job.js';
import { createFeed, feedStatus, revokeFeed } from './calendar-feed.service.js';
import { workspaceLeaseCount, workspaceProperties } from './calendar.service.js';

/** /api/app/calendar: the active workspace's critical dates, the caller's ICS feed, alert settings (decision 0028). */
export function calendarRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps));
  const route = declaredRoutes(routes, '/calendar', deps);
  const view = [allow('portfolio.view')];

  route(api.dates, view, async (c, { query }) => {
    const workspaceId = c.get('workspace').id;
    const today = todayUtc();
    const from = query.from ?? today;
    const to = query.to ?? addDays(from, 365);
    const [items, properties, leaseCount] = await Promise.all([
      workspaceCriticalDates(deps.db, workspaceId, { from, to, propertyId: query.propertyId, kind: query.kind }),
      workspaceProperties(deps.db, workspaceId),
      workspaceLeaseCount(deps.db, workspaceId),
    ]);
    // Another workspace's property (or none at all) is not found, the same answer for both.
    if (query.propertyId && !properties.some((p) => p.id === query.propertyId)) throw notFound('Property');
    return { today, from, to, items, properties, leaseCount };
  });

  route(api.feed, view, (c) => feedStatus(deps.db, c.get('workspace').id, c.get('user').id));
  route(api.createFeed, view, (c) => createFeed(deps.db, deps.env.PUBLIC_URL, c.get('workspace').id, c.get('user').id));
  route(api.revokeFeed, view, (c) => revokeFeed(deps.db, c.get('workspace').id, c.get('user').id));

  route(api.alertSettings, view, async (c) => ({
    ...(await getAlertSettings(deps.db, c.get('workspace').id)),
    editable: can(c.get('workspace').role, 'workspace.settings'),
  }));
  route(api.updateAlertSettings, [allow('workspace.settings')], async (c, { body }) => {
    const saved = await updateAlertSettings(deps.db, c.get('workspace').id, body);
    // New lead times apply now, not at tomorrow's run: alerts they make due go out within moments.
    await ensureAlertsScheduled(deps.db, true);
    return { ...saved, editable: true };
  });

  return routes;
}
