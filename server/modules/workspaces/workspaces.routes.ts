import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../auth/session.middleware.js';

/** Workspaces: list and create, settings, members, roles, invitations. */
export function workspaceRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  void deps;
  return routes;
}
