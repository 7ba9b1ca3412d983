import { describe, expect, it } from 'vitest';
import { workspacesApi } from './api/workspaces';
import { createWorkspaceSchema, inviteMemberSchema, memberRoleSchema, workspaceSettingsSchema } from './workspaces';

const messages = (r: { success: boolean; error?: { issues: Array<{ path: PropertyKey[]; message: string }> } }) =>
  Object.fromEntries((r.error?.issues ?? []).map((i) => [String(i.path[0]), i.message]));

describe('workspace schemas', () => {
  it('settings: a name, an http(s) website or none, trimmed', () => {
    expect(workspaceSettingsSchema.parse({ name: ' Willow ', website: '', description: ' ' })).toEqual({ name: 'Willow', website: '', description: '' });
    expect(workspaceSettingsSchema.parse({ name: 'W', website: 'https://willow.example', description: '' }).website).toBe('https://willow.example');
    expect(messages(workspaceSettingsSchema.safeParse({ name: ' ', website: 'not a website', description: 'd'.repeat(1001) }))).toEqual({
      name: 'Company name is required',
      website: 'Website must start with http:// or https://',
      description: 'Description is too long',
    });
  });

  it('create: the name is required and at most 80 characters', () => {
    expect(messages(createWorkspaceSchema.safeParse({ name: '  ' }))).toEqual({ name: 'Workspace name is required' });
    expect(messages(createWorkspaceSchema.safeParse({}))).toEqual({ name: 'Workspace name is required' });
    expect(messages(createWorkspaceSchema.safeParse({ name: 'x'.repeat(81) }))).toEqual({ name: 'Workspace name is too long' });
  });

  it('invite: a valid address and Admin or Member', () => {
    expect(inviteMemberSchema.parse({ email: ' ian@example.com ', role: 'member' })).toEqual({ email: 'ian@example.com', role: 'member' });
    expect(messages(inviteMemberSchema.safeParse({ email: '', role: 'owner' }))).toEqual({ email: 'Email is required', role: 'Role must be Admin or Member' });
    expect(messages(inviteMemberSchema.safeParse({ email: 'not-an-email', role: 'admin' }))).toEqual({ email: 'Email is invalid' });
  });

  it('is what the server validates: the endpoints declare these very schemas', () => {
    expect(workspacesApi.create.body).toBe(createWorkspaceSchema);
    expect(workspacesApi.updateCurrent.body).toBe(workspaceSettingsSchema);
    expect(workspacesApi.changeRole.body).toBe(memberRoleSchema);
    expect(workspacesApi.invite.body).toBe(inviteMemberSchema);
  });
});
