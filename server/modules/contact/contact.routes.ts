import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import { parseBody } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { contactSchema, type ContactResponse } from '../../../common/contact.js';
import { submitContactMessage } from './contact.service.js';

/** Public contact form: validated, stored, emailed to SALES_EMAIL, rate-limited per address. */
export function contactRoutes(deps: AppDeps) {
  return new Hono<AppEnv>().post('/', async (c) => {
    const input = await parseBody(c, contactSchema);
    const saved = await submitContactMessage({ ...deps, salesEmail: deps.env.SALES_EMAIL }, input);
    return c.json({ id: saved.id, receivedAt: saved.receivedAt } satisfies ContactResponse, 201);
  });
}
