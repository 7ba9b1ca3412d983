import { Hono } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { parseBody } from '../../lib/http.js';
import { assertCan, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as invitations from './invitations.service.js';
import * as members from './members.service.js';
import * as workspaces from './workspaces.service.js';

const nameSchema = z.string().trim().min(1, 'Workspace name is required').max(80, 'Workspace name is too long');
const createSchema = z.object({ name: nameSchema });
const settingsSchema = z.object({
  name: nameSchema,
  website: z
    .string()
    .trim()
    .max(200, 'Website is too long')
    .refine((v) => v === '' || /^https?:\/\/[^\s.]+\.[^\s]+$/i.test(v), 'Website must start with http:// or https://'),
  description: z.string().trim().max(1000, 'Description is too long'),
});
const roleSchema = z.object({ role: z.enum(['admin', 'member'], { message: 'Role must be Admin or Member' }) });
const inviteSchema = z.object({
  email: z.string().trim().min(1, 'Email is required').email('Email is invalid'),
  role: z.enum(['admin', 'member'], { message: 'Role must be Admin or Member' }),
});

/** Workspaces: list and create, settings, usage, members, roles, invitations. */
export function workspaceRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();

  // The invitation page is reachable signed out: it shows whose workspace the link is for.
  routes.get('/invitations/:id', async (c) => c.json(await invitations.describeInvitation(db, c.req.param('id'))));

  routes.use('*', requireUser(deps));
  routes.post('/invitations/:id/accept', async (c) => c.json(await invitations.acceptInvitation(deps, c.req.raw.headers, c.req.param('id'))));

  routes.use('*', requireWorkspace(deps));

  routes.get('/', async (c) => {
    const active = c.get('workspace').id;
    const list = await workspaces.listWorkspacesForUser(db, c.get('user').id);
    return c.json({ workspaces: list.map((w) => ({ ...w, active: w.id === active })) });
  });

  routes.post('/', async (c) => {
    const { name } = await parseBody(c, createSchema);
    return c.json(await workspaces.createWorkspace(db, c.get('user').id, name), 201);
  });

  routes.get('/current', async (c) => {
    const ws = c.get('workspace');
    return c.json(await workspaces.getWorkspace(db, ws.id, ws.role));
  });

  routes.patch('/current', async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'workspace.settings');
    await workspaces.updateWorkspaceSettings(db, ws.id, await parseBody(c, settingsSchema));
    return c.json(await workspaces.getWorkspace(db, ws.id, ws.role));
  });

  routes.get('/current/summary', async (c) => {
    assertCan(c.get('workspace'), 'analytics.view');
    return c.json(await workspaces.getSummary(db, c.get('workspace').id));
  });

  routes.get('/current/usage', async (c) => {
    assertCan(c.get('workspace'), 'analytics.view');
    return c.json(await workspaces.getUsage(db, c.get('workspace').id));
  });

  routes.get('/current/recent-queries', async (c) => {
    assertCan(c.get('workspace'), 'search.use');
    return c.json({ queries: await workspaces.recentQueries(db, c.get('workspace').id, c.get('user').id) });
  });

  routes.get('/current/members', async (c) => c.json({ members: await members.listMembers(db, c.get('workspace').id) }));

  routes.patch('/current/members/:memberId', async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.changeRole');
    const { role } = await parseBody(c, roleSchema);
    await members.changeMemberRole(db, ws, c.req.param('memberId'), role);
    return c.json({ ok: true });
  });

  routes.delete('/current/members/:memberId', async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.remove');
    await members.removeMember(db, ws, c.req.param('memberId'));
    return c.json({ ok: true });
  });

  routes.get('/current/invitations', async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.invite');
    return c.json({ invitations: await invitations.listPendingInvitations(db, ws.id) });
  });

  routes.post('/current/invitations', async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.invite');
    const input = await parseBody(c, inviteSchema);
    return c.json(await invitations.inviteMember(deps, c.req.raw.headers, ws.id, input), 201);
  });

  routes.post('/current/invitations/:id/resend', async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.invite');
    return c.json(await invitations.resendInvitation(deps, c.req.raw.headers, ws.id, c.req.param('id')));
  });

  routes.delete('/current/invitations/:id', async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.invite');
    await invitations.revokeInvitation(db, ws.id, c.req.param('id'));
    return c.json({ ok: true });
  });

  return routes;
}
