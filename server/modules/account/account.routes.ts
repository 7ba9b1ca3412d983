import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../auth/session.middleware.js';

/** The signed-in user: profile, notification preferences, notifications. */
export function accountRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  void deps;
  return routes;
}
