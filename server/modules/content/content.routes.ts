import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../auth/session.middleware.js';

/** Public content: blog posts and legal pages from content/*.md. */
export function contentRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  void deps;
  return routes;
}
