import { Hono } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { newsletterSchema } from '../../../common/newsletter.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { parseBody } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { subscribe } from './newsletter.service.js';

const tooLarge = () => {
  throw new AppError('payload_too_large', 'Request body is too large');
};

/** Public newsletter sign-up: unique address, confirmation email. */
export function newsletterRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', bodyLimit({ maxSize: 4 * 1024, onError: tooLarge }), async (c) => {
    const { email } = await parseBody(c, newsletterSchema);
    const result = await subscribe(deps, email);
    return c.json(result, result.status === 'subscribed' ? 201 : 200);
  });
}
