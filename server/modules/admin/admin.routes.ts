import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../auth/session.middleware.js';

/** Platform administration: approve pending accounts, list the waitlist and invite from it. */
export function adminRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  void deps;
  return routes;
}
