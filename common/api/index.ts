/** Every declared /api/app endpoint by domain (decision 0016). The route walk in server/modules/app-api.test.ts checks it. */
import type { Endpoint } from './endpoint.js';
import { accountApi } from './account.js';
import { documentsApi } from './documents.js';
import { eventsApi } from './events.js';
import { adminApi } from './admin.js';
import { apiKeysApi } from './api-keys.js';
import { calendarApi } from './calendar.js';
import { contactApi, contentApi, newsletterApi, statusApi, telemetryApi, waitlistApi } from './public.js';
import { siteApi } from './site.js';
import { viewerApi } from './viewer.js';
import { workspacesApi } from './workspaces.js';
import { projectsApi } from './projects.js';
import { portfolioApi } from './portfolio.js';
import { leasesApi } from './leases.js';
import { rentRollApi } from './rent-roll.js';
import { dashboardApi } from './dashboard.js';
import { queriesApi } from './queries.js';
import { searchApi } from './search.js';

export const appApi = {
  projects: projectsApi,
  search: searchApi,
  queries: queriesApi,
  apiKeys: apiKeysApi,
  account: accountApi,
  admin: adminApi,
  content: contentApi,
  waitlist: waitlistApi,
  contact: contactApi,
  newsletter: newsletterApi,
  status: statusApi,
  telemetry: telemetryApi,
  site: siteApi,
  workspaces: workspacesApi,
  documents: documentsApi,
  viewer: viewerApi,
  events: eventsApi,
  portfolio: portfolioApi,
  calendar: calendarApi,
  leases: leasesApi,
  rentRoll: rentRollApi,
  dashboard: dashboardApi,
} satisfies Record<string, Record<string, Endpoint>>;
