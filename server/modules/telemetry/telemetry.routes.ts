import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { telemetryApi } from '../../../common/api/public.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { declaredRoutes } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';

export { MAX_REPORTED_PATH } from '../../../common/api/public.js';

const tooLarge = () => {
  throw new AppError('payload_too_large', 'Request body is too large');
};

/** Client reports, e.g. the 404 page reporting a path reached by client-side navigation. */
export function telemetryRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  declaredRoutes(routes, '/telemetry', deps)(telemetryApi.notFound, [bodyLimit({ maxSize: 2 * 1024, onError: tooLarge })], (c, { body }) => {
    deps.logger.warn({ path: body.path, referrer: c.req.header('referer'), source: 'client' }, 'page not found');
  });
  return routes;
}
