import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { parseBody } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';

export const MAX_REPORTED_PATH = 512;

// Anyone can post here, so only a bounded, printable, site-relative path reaches the log.
const notFoundReport = z.object({
  path: z
    .string({ error: 'Path is required' })
    .min(1, 'Path is required')
    .max(MAX_REPORTED_PATH, `Path must be at most ${MAX_REPORTED_PATH} characters`)
    .regex(/^\/(?!\/)/, 'Path must start with a single /')
    .regex(/^[^\u0000-\u001f\u007f]*$/, 'Path must not contain control characters'),
});

const tooLarge = () => {
  throw new AppError('payload_too_large', 'Request body is too large');
};

/** Client reports, e.g. the 404 page reporting a path reached by client-side navigation. */
export function telemetryRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/not-found', bodyLimit({ maxSize: 2 * 1024, onError: tooLarge }), async (c) => {
    const { path } = await parseBody(c, notFoundReport);
    deps.logger.warn({ path, referrer: c.req.header('referer'), source: 'client' }, 'page not found');
    return c.body(null, 204);
  });
}
