import { Hono } from 'hono';
import { waitlistApi } from '../../../common/api/public.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { joinWaitlist, sendWaitlistConfirmation, waitlistCount } from './waitlist.service.js';

/** Public waitlist: join (position from the database), count. */
export function waitlistRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  const route = declaredRoutes(routes, '/waitlist', deps);
  route(waitlistApi.join, async (_c, { body }) => {
    const { position, email } = await joinWaitlist(deps.db, body.email);
    const confirmationSent = await sendWaitlistConfirmation(deps, email, position);
    return { position, confirmationSent };
  });
  route(waitlistApi.count, async () => ({ count: await waitlistCount(deps.db) }));
  return routes;
}
