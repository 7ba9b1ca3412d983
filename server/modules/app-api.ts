import { Hono } from 'hono';
import type { AppDeps } from '../deps.js';
import type { AppEnv } from './auth/session.middleware.js';
import { accountRoutes } from './account/account.routes.js';
import { apiKeyRoutes } from './api-keys/api-keys.routes.js';
import { calendarRoutes } from './calendar/calendar.routes.js';
import { adminRoutes } from './admin/admin.routes.js';
import { configRoutes } from './site/config.routes.js';
import { contactRoutes } from './contact/contact.routes.js';
import { contentRoutes } from './content/content.routes.js';
import { mailboxRoutes } from './site/mailbox.routes.js';
import { documentRoutes } from './documents/documents.routes.js';
import { eventRoutes } from './events/events.routes.js';
import { newsletterRoutes } from './newsletter/newsletter.routes.js';
import { projectRoutes } from './projects/projects.routes.js';
import { portfolioRoutes } from './portfolio/portfolio.routes.js';
import { leaseRoutes } from './leases/leases.routes.js';
import { dashboardRoutes } from './dashboard/dashboard.routes.js';
import { queryRoutes } from './questions/queries.routes.js';
import { searchRoutes } from './search/search.routes.js';
import { statusRoutes } from './status/status.routes.js';
import { telemetryRoutes } from './telemetry/telemetry.routes.js';
import { waitlistRoutes } from './waitlist/waitlist.routes.js';
import { workspaceRoutes } from './workspaces/workspaces.routes.js';

/** The web app's API under /api/app: one router per domain, each with its own auth requirements. */
export function createAppApi(deps: AppDeps) {
  return new Hono<AppEnv>()
    .route('/config', configRoutes(deps))
    .route('/content', contentRoutes(deps))
    .route('/waitlist', waitlistRoutes(deps))
    .route('/contact', contactRoutes(deps))
    .route('/newsletter', newsletterRoutes(deps))
    .route('/status', statusRoutes(deps))
    .route('/telemetry', telemetryRoutes(deps))
    .route('/dev/mailbox', mailboxRoutes(deps))
    .route('/admin', adminRoutes(deps))
    .route('/account', accountRoutes(deps))
    .route('/workspaces', workspaceRoutes(deps))
    .route('/events', eventRoutes(deps))
    .route('/projects', projectRoutes(deps))
    .route('/portfolio', portfolioRoutes(deps))
    .route('/calendar', calendarRoutes(deps))
    .route('/leases', leaseRoutes(deps))
    .route('/dashboard', dashboardRoutes(deps))
    .route('/documents', documentRoutes(deps))
    .route('/search', searchRoutes(deps))
    .route('/queries', queryRoutes(deps))
    .route('/api-keys', apiKeyRoutes(deps));
}
