import { Hono } from 'hono';
import { contactApi } from '../../../common/api/public.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { submitContactMessage } from './contact.service.js';

/** Public contact form: validated, stored, emailed to SALES_EMAIL, rate-limited per address. */
export function contactRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  declaredRoutes(
    routes,
    '/contact',
    deps,
  )(contactApi.send, async (_c, { body }) => {
    const saved = await submitContactMessage({ ...deps, salesEmail: deps.env.SALES_EMAIL }, body);
    return { id: saved.id, receivedAt: saved.receivedAt };
  });
  return routes;
}
