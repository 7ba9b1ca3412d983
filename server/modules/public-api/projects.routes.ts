import { createRoute, z } from '@hono/zod-openapi';
import * as projects from '../projects/projects.service.js';
import { requireLevel, serviceRole } from './api-key-auth.js';
import { projectV1 } from './mappers.js';
import { bearer, curlSample, errorResponses, type PublicApi, type PublicApiContext } from './route-helpers.js';
import { CreateProjectBody, ProjectListQuery, ProjectSchema } from './schemas.js';

const listProjects = createRoute({
  method: 'get',
  path: '/projects',
  summary: 'List projects',
  description: "The workspace's projects (properties or portfolios), newest first. Read Only keys may call this.",
  tags: ['Projects'],
  security: bearer,
  middleware: [requireLevel('read')] as const,
  request: { query: ProjectListQuery },
  responses: {
    200: { description: 'Projects', content: { 'application/json': { schema: z.object({ projects: z.array(ProjectSchema) }) } } },
    ...errorResponses(),
  },
  ...curlSample('curl -H "Authorization: Bearer $PROPWISE_API_KEY" "https://propwise.example/api/v1/projects?limit=20"'),
});

const createProject = createRoute({
  method: 'post',
  path: '/projects',
  summary: 'Create a project',
  description: 'Needs a Read & Write or Full Access key.',
  tags: ['Projects'],
  security: bearer,
  middleware: [requireLevel('read_write')] as const,
  request: { body: { required: true, content: { 'application/json': { schema: CreateProjectBody } } } },
  responses: {
    201: { description: 'The new project', content: { 'application/json': { schema: ProjectSchema } } },
    ...errorResponses(415),
  },
  ...curlSample(
    'curl -X POST -H "Authorization: Bearer $PROPWISE_API_KEY" -H "Content-Type: application/json" \\\n  -d \'{"name": "Oak Street Apartments", "unit_count": 24}\' https://propwise.example/api/v1/projects',
  ),
});

export function registerProjectRoutes(api: PublicApi, { deps }: PublicApiContext) {
  api.openapi(listProjects, async (c) => {
    const caller = c.get('caller');
    const { limit } = c.req.valid('query');
    const rows = await projects.listProjects(deps.db, caller.workspaceId, { userId: caller.creatorId ?? '', role: serviceRole(caller) });
    return c.json({ projects: rows.slice(0, limit).map(projectV1) }, 200);
  });

  api.openapi(createProject, async (c) => {
    const caller = c.get('caller');
    const body = c.req.valid('json');
    // Attributed to the key's creator while that account exists (created_by is a nullable reference).
    const creator = { userId: caller.creatorId as string, role: serviceRole(caller) };
    const project = await projects.createProject(deps.db, caller.workspaceId, creator, {
      name: body.name,
      description: body.description,
      address: body.address,
      unitCount: body.unit_count,
    });
    return c.json(projectV1(project), 201);
  });
}
