/** /api/app/admin: platform administration (ADMIN_EMAILS only), and whether the caller's account is approved. */
import { z } from 'zod';
import type { AdminOverview, PendingAccount, WaitlistRow } from '../admin.js';
import { roles } from '../permissions.js';
import { endpoint } from './endpoint.js';

export const pendingAccountSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  company: z.string().nullable(),
  portfolioSize: z.string().nullable(),
  workspaceName: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<PendingAccount>;

export const waitlistRowSchema = z.object({
  id: z.string(),
  email: z.string(),
  position: z.number(),
  createdAt: z.string(),
  invitedAt: z.string().nullable(),
}) satisfies z.ZodType<WaitlistRow>;

export const adminApi = {
  /** 403 while the account awaits approval. */
  meStatus: endpoint({
    method: 'get',
    path: '/admin/me-status',
    response: z.object({ approved: z.literal(true), workspace: z.object({ id: z.string(), role: z.enum(roles) }) }),
  }),
  overview: endpoint({
    method: 'get',
    path: '/admin',
    response: z.object({
      signupApproval: z.enum(['auto', 'manual']),
      pending: z.array(pendingAccountSchema),
      waitlist: z.array(waitlistRowSchema),
    }) satisfies z.ZodType<AdminOverview>,
  }),
  pendingAccounts: endpoint({ method: 'get', path: '/admin/accounts/pending', response: z.object({ accounts: z.array(pendingAccountSchema) }) }),
  approve: endpoint({
    method: 'post',
    path: '/admin/accounts/:id/approve',
    response: z.object({ id: z.string(), approved: z.boolean(), emailed: z.boolean() }),
  }),
  waitlist: endpoint({ method: 'get', path: '/admin/waitlist', response: z.object({ entries: z.array(waitlistRowSchema) }) }),
  invite: endpoint({
    method: 'post',
    path: '/admin/waitlist/:id/invite',
    params: z.object({ id: z.uuid('Waitlist entry not found') }),
    response: z.object({ entry: waitlistRowSchema }),
  }),
};
