import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { newsletterApi } from '../../../common/api/public.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { declaredRoutes } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { subscribe } from './newsletter.service.js';

const tooLarge = () => {
  throw new AppError('payload_too_large', 'Request body is too large');
};

/** Public newsletter sign-up: unique address, confirmation email. */
export function newsletterRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  declaredRoutes(routes, '/newsletter', deps)(newsletterApi.subscribe, [bodyLimit({ maxSize: 4 * 1024, onError: tooLarge })], async (c, { body }) => {
    const result = await subscribe(deps, body.email);
    if (result.status !== 'subscribed') c.status(200);
    return result;
  });
  return routes;
}
