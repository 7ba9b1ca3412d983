/** Every declared /api/app endpoint by domain (decision 0016). The route walk in server/modules/app-api.test.ts checks it. */
import type { Endpoint } from './endpoint.js';
import { accountApi } from './account.js';
import { adminApi } from './admin.js';
import { apiKeysApi } from './api-keys.js';
import { projectsApi } from './projects.js';
import { queriesApi } from './queries.js';
import { searchApi } from './search.js';

export const appApi = {
  projects: projectsApi,
  search: searchApi,
  queries: queriesApi,
  apiKeys: apiKeysApi,
  account: accountApi,
  admin: adminApi,
} satisfies Record<string, Record<string, Endpoint>>;
