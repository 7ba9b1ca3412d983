import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../auth/session.middleware.js';

/** Public newsletter sign-up: unique address, confirmation email. */
export function newsletterRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  void deps;
  return routes;
}
