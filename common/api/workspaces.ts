/** /api/app/workspaces: workspaces, settings, usage and summary, members, roles and invitations. */
import { z } from 'zod';
import { roles } from '../permissions.js';
import { createWorkspaceSchema, inviteMemberSchema, memberRoleSchema, workspaceSettingsSchema } from '../workspaces.js';
import { endpoint } from './endpoint.js';

const role = z.enum(roles);

export const workspaceListItemSchema = z.object({ id: z.string(), name: z.string(), role, active: z.boolean() });
export type WorkspaceListItem = z.output<typeof workspaceListItemSchema>;

export const currentWorkspaceSchema = z.object({
  id: z.string(),
  name: z.string(),
  website: z.string(),
  description: z.string(),
  createdAt: z.string(),
  role,
  plan: z.object({
    id: z.string(),
    name: z.string(),
    monthlyQueries: z.number().nullable(),
    trial: z.boolean(),
    trialDays: z.number(),
    trialEndsAt: z.string(),
  }),
});
export type CurrentWorkspace = z.output<typeof currentWorkspaceSchema>;

export const usageSchema = z.object({ used: z.number(), limit: z.number().nullable(), planName: z.string(), periodStart: z.string() });
export type Usage = z.output<typeof usageSchema>;

export const summarySchema = z.object({
  /** Portfolio cards (issue 10): units, units with a lease in force today, open work orders, documents added this month. */
  totalUnits: z.number(),
  occupiedUnits: z.number(),
  openMaintenance: z.number(),
  documentsThisMonth: z.number(),
  documents: z.number(),
  projects: z.number(),
  questionsThisMonth: z.number(),
  searchesThisMonth: z.number(),
  members: z.number(),
});
export type Summary = z.output<typeof summarySchema>;

export const recentQuerySchema = z.object({
  id: z.string(),
  kind: z.enum(['question', 'search']),
  question: z.string(),
  answered: z.boolean(),
  resultCount: z.number(),
  citationCount: z.number(),
  createdAt: z.string(),
});
export type RecentQuery = z.output<typeof recentQuerySchema>;

export const memberSchema = z.object({
  id: z.string(),
  userId: z.string(),
  name: z.string(),
  email: z.string(),
  image: z.string().nullable(),
  role,
  joinedAt: z.string(),
  lastActiveAt: z.string().nullable(),
});
export type Member = z.output<typeof memberSchema>;

export const invitationSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  status: z.string(),
  expiresAt: z.string(),
  createdAt: z.string(),
  invitedBy: z.string().nullable(),
});
export type Invitation = z.output<typeof invitationSchema>;

export const invitationDetailsSchema = z.object({
  id: z.string(),
  email: z.string(),
  role,
  workspaceName: z.string(),
  inviterName: z.string().nullable(),
  status: z.string(),
});
export type InvitationDetails = z.output<typeof invitationDetailsSchema>;

const ok = z.object({ ok: z.literal(true) });
const sentInvitation = z.object({ id: z.string(), email: z.string() });

export const workspacesApi = {
  /** Reachable signed out: the invitation page shows whose workspace the link is for. */
  invitation: endpoint({ method: 'get', path: '/workspaces/invitations/:id', response: invitationDetailsSchema }),
  acceptInvitation: endpoint({ method: 'post', path: '/workspaces/invitations/:id/accept', response: z.object({ workspaceId: z.string().nullable() }) }),
  list: endpoint({ method: 'get', path: '/workspaces', response: z.object({ workspaces: z.array(workspaceListItemSchema) }) }),
  create: endpoint({ method: 'post', path: '/workspaces', body: createWorkspaceSchema, response: z.object({ id: z.string(), name: z.string() }), status: 201 }),
  current: endpoint({ method: 'get', path: '/workspaces/current', response: currentWorkspaceSchema }),
  updateCurrent: endpoint({ method: 'patch', path: '/workspaces/current', body: workspaceSettingsSchema, response: currentWorkspaceSchema }),
  summary: endpoint({ method: 'get', path: '/workspaces/current/summary', response: summarySchema }),
  usage: endpoint({ method: 'get', path: '/workspaces/current/usage', response: usageSchema }),
  recentQueries: endpoint({ method: 'get', path: '/workspaces/current/recent-queries', response: z.object({ queries: z.array(recentQuerySchema) }) }),
  members: endpoint({ method: 'get', path: '/workspaces/current/members', response: z.object({ members: z.array(memberSchema) }) }),
  changeRole: endpoint({ method: 'patch', path: '/workspaces/current/members/:memberId', body: memberRoleSchema, response: ok }),
  removeMember: endpoint({ method: 'delete', path: '/workspaces/current/members/:memberId', response: ok }),
  invitations: endpoint({ method: 'get', path: '/workspaces/current/invitations', response: z.object({ invitations: z.array(invitationSchema) }) }),
  invite: endpoint({ method: 'post', path: '/workspaces/current/invitations', body: inviteMemberSchema, response: sentInvitation, status: 201 }),
  resendInvitation: endpoint({ method: 'post', path: '/workspaces/current/invitations/:id/resend', response: sentInvitation }),
  revokeInvitation: endpoint({ method: 'delete', path: '/workspaces/current/invitations/:id', response: ok }),
};
