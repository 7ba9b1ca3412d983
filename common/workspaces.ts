import { z } from 'zod';

/**
 * Workspace input, validated by the server (server/modules/workspaces/workspaces.routes.ts) and by the forms
 * that send it (create workspace, general settings, invite member) with the same rules and messages.
 */
const workspaceName = (required: string) => z.string({ message: required }).trim().min(1, required).max(80, 'Workspace name is too long');

/** POST /api/app/workspaces */
export const createWorkspaceSchema = z.object({ name: workspaceName('Workspace name is required') });

/** PATCH /api/app/workspaces/current: the General settings, where the workspace's name is the company's. */
export const workspaceSettingsSchema = z.object({
  name: workspaceName('Company name is required'),
  website: z
    .string()
    .trim()
    .max(200, 'Website is too long')
    .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'Website must start with http:// or https://'),
  description: z.string().trim().max(1000, 'Description is too long'),
});
export type WorkspaceSettingsInput = z.input<typeof workspaceSettingsSchema>;

export const memberRoles = ['admin', 'member'] as const;
const role = z.enum(memberRoles, { message: 'Role must be Admin or Member' });

/** PATCH /api/app/workspaces/current/members/:memberId */
export const memberRoleSchema = z.object({ role });

/** POST /api/app/workspaces/current/invitations */
export const inviteMemberSchema = z.object({
  email: z.string({ message: 'Email is required' }).trim().min(1, 'Email is required').pipe(z.email('Email is invalid')),
  role,
});
export type InviteMemberInput = z.input<typeof inviteMemberSchema>;
