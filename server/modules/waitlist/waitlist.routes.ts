import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { parseBody } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { joinWaitlistSchema, type JoinWaitlistResponse, type WaitlistCountResponse } from '../../../common/waitlist.js';
import { joinWaitlist, sendWaitlistConfirmation, waitlistCount } from './waitlist.service.js';

/** Public waitlist: join (position from the database), count. */
export function waitlistRoutes(deps: AppDeps) {
  return new Hono<AppEnv>()
    .post('/', async (c) => {
      const input = await parseBody(c, joinWaitlistSchema);
      const { position, email } = await joinWaitlist(deps.db, input.email);
      const confirmationSent = await sendWaitlistConfirmation(deps, email, position);
      return c.json({ position, confirmationSent } satisfies JoinWaitlistResponse, 201);
    })
    .get('/count', async (c) => c.json({ count: await waitlistCount(deps.db) } satisfies WaitlistCountResponse));
}
