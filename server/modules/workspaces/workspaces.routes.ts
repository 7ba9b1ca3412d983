import { Hono } from 'hono';
import { workspacesApi } from '../../../common/api/workspaces.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { allow, assertCan, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as invitations from './invitations.service.js';
import * as members from './members.service.js';
import * as workspaces from './workspaces.service.js';

/** Workspaces: list and create, settings, usage, members, roles, invitations; declared in common/api/workspaces.ts. */
export function workspaceRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  const route = declaredRoutes(routes, '/workspaces', deps);
  const ok = { ok: true } as const;

  // The invitation page is reachable signed out: it shows whose workspace the link is for.
  route(workspacesApi.invitation, (_c, { params }) => invitations.describeInvitation(db, params.id));

  routes.use('*', requireUser(deps));
  route(workspacesApi.acceptInvitation, (c, { params }) => invitations.acceptInvitation(deps, c.req.raw.headers, params.id));

  routes.use('*', requireWorkspace(deps));

  route(workspacesApi.list, async (c) => {
    const active = c.get('workspace').id;
    const list = await workspaces.listWorkspacesForUser(db, c.get('user').id);
    return { workspaces: list.map((w) => ({ ...w, active: w.id === active })) };
  });

  route(workspacesApi.create, (c, { body }) => workspaces.createWorkspace(db, c.get('user').id, body.name));

  route(workspacesApi.current, (c) => {
    const ws = c.get('workspace');
    return workspaces.getWorkspace(db, ws.id, ws.role);
  });

  route(workspacesApi.updateCurrent, [allow('workspace.settings')], async (c, { body }) => {
    const ws = c.get('workspace');
    await workspaces.updateWorkspaceSettings(db, ws.id, body);
    return workspaces.getWorkspace(db, ws.id, ws.role);
  });

  route(workspacesApi.summary, (c) => {
    assertCan(c.get('workspace'), 'analytics.view');
    return workspaces.getSummary(db, c.get('workspace').id);
  });

  route(workspacesApi.usage, (c) => {
    assertCan(c.get('workspace'), 'analytics.view');
    return workspaces.getUsage(db, c.get('workspace').id);
  });

  route(workspacesApi.recentQueries, async (c) => {
    assertCan(c.get('workspace'), 'search.use');
    return { queries: await workspaces.recentQueries(db, c.get('workspace').id, c.get('user').id) };
  });

  route(workspacesApi.members, async (c) => ({ members: await members.listMembers(db, c.get('workspace').id) }));

  route(workspacesApi.changeRole, [allow('members.changeRole')], async (c, { params, body }) => {
    const ws = c.get('workspace');
    await members.changeMemberRole(db, ws, params.memberId, body.role);
    return ok;
  });

  route(workspacesApi.removeMember, async (c, { params }) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.remove');
    await members.removeMember(db, ws, params.memberId);
    return ok;
  });

  route(workspacesApi.invitations, async (c) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.invite');
    return { invitations: await invitations.listPendingInvitations(db, ws.id) };
  });

  route(workspacesApi.invite, [allow('members.invite')], (c, { body }) => {
    const ws = c.get('workspace');
    return invitations.inviteMember(deps, c.req.raw.headers, ws.id, body);
  });

  route(workspacesApi.resendInvitation, (c, { params }) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.invite');
    return invitations.resendInvitation(deps, c.req.raw.headers, ws.id, params.id);
  });

  route(workspacesApi.revokeInvitation, async (c, { params }) => {
    const ws = c.get('workspace');
    assertCan(ws, 'members.invite');
    await invitations.revokeInvitation(db, ws.id, params.id);
    return ok;
  });

  return routes;
}
