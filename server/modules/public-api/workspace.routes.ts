import { createRoute, z } from '@hono/zod-openapi';
import { roles } from '../../../common/permissions.js';
import { listMembers } from '../workspaces/members.service.js';
import { requireLevel } from './api-key-auth.js';
import { bearer, curlSample, errorResponses, type PublicApi, type PublicApiContext } from './route-helpers.js';

const MemberSchema = z.object({ id: z.string(), name: z.string(), email: z.email(), role: z.enum(roles), joined_at: z.iso.datetime() }).openapi('Member');

const listWorkspaceMembers = createRoute({
  method: 'get',
  path: '/workspace/members',
  summary: 'List workspace members',
  description: 'Who has access to the workspace, with their roles: a workspace administration endpoint, so it needs a Full Access key.',
  tags: ['Workspace'],
  security: bearer,
  middleware: [requireLevel('full')] as const,
  responses: {
    200: { description: 'Members, longest-standing first', content: { 'application/json': { schema: z.object({ members: z.array(MemberSchema) }) } } },
    ...errorResponses(),
  },
  ...curlSample('curl -H "Authorization: Bearer $PROPWISE_API_KEY" https://propwise.example/api/v1/workspace/members'),
});

/** Workspace administration endpoints (Full Access keys only). */
export function registerWorkspaceRoutes(api: PublicApi, { deps }: PublicApiContext) {
  api.openapi(listWorkspaceMembers, async (c) => {
    const members = await listMembers(deps.db, c.get('caller').workspaceId);
    return c.json({ members: members.map((m) => ({ id: m.id, name: m.name, email: m.email, role: m.role, joined_at: m.joinedAt })) }, 200);
  });
}
