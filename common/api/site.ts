/** This deployment's public configuration, and the development mailbox. */
import { z } from 'zod';
import { endpoint } from './endpoint.js';

export const appConfigSchema = z.object({
  launchMode: z.enum(['live', 'waitlist']),
  signupApproval: z.enum(['auto', 'manual']),
  googleEnabled: z.boolean(),
  oidc: z.object({ name: z.string() }).nullable(),
  supportEmail: z.string(),
  salesEmail: z.string(),
  /** Sales phone (CONTACT_PHONE); null when the deployment has none. */
  contactPhone: z.string().nullable(),
  maxUploadMb: z.number(),
  devMailbox: z.boolean(),
});
export type AppConfig = z.output<typeof appConfigSchema>;

export const outboxEmailSchema = z.object({
  id: z.string(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  links: z.array(z.string()),
  createdAt: z.string(),
});
export type OutboxEmail = z.output<typeof outboxEmailSchema>;

export const siteApi = {
  config: endpoint({ method: 'get', path: '/config', response: appConfigSchema }),
  /** 404 unless the development mailbox is on. */
  mailbox: endpoint({ method: 'get', path: '/dev/mailbox', response: z.object({ emails: z.array(outboxEmailSchema) }) }),
};
