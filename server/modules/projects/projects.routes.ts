import { Hono, type Context } from 'hono';
import { z } from 'zod';
import type { AppDeps } from '../../deps.js';
import { prepareProjectDeletion } from '../documents/document-files.js';
import { parseBody } from '../../lib/http.js';
import { assertCan, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as service from './projects.service.js';

const fields = {
  name: z.string({ message: 'Project name is required' }).trim().min(1, 'Project name is required').max(120, 'Project name must be 120 characters or fewer'),
  description: z.string({ message: 'Description must be text' }).trim().max(2000, 'Description must be 2,000 characters or fewer'),
  address: z.string({ message: 'Address must be text' }).trim().max(300, 'Address must be 300 characters or fewer').nullable(),
  unitCount: z
    .number({ message: 'Units must be a whole number' })
    .int('Units must be a whole number')
    .min(0, 'Units cannot be negative')
    .max(100_000, 'Units must be 100,000 or fewer')
    .nullable(),
};
const createSchema = z.object({
  name: fields.name,
  description: fields.description.optional(),
  address: fields.address.optional(),
  unitCount: fields.unitCount.optional(),
});
// No defaults here: a field left out of a PATCH stays as it is.
const updateSchema = createSchema.partial();

/** Projects (a property or portfolio) of the active workspace. */
export function projectRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps));

  const caller = (c: Context<AppEnv>): service.Caller => ({ userId: c.get('user').id, role: c.get('workspace').role });

  routes.get('/', async (c) => c.json({ projects: await service.listProjects(db, c.get('workspace').id, caller(c)) }));

  routes.post('/', async (c) => {
    assertCan(c.get('workspace'), 'projects.create');
    const input = await parseBody(c, createSchema);
    return c.json(await service.createProject(db, c.get('workspace').id, caller(c), input), 201);
  });

  routes.get('/:id', async (c) => c.json(await service.getProject(db, c.get('workspace').id, c.req.param('id'), caller(c))));

  routes.get('/:id/stats', async (c) => c.json(await service.getProjectStats(db, c.get('workspace').id, c.req.param('id'))));

  routes.patch('/:id', async (c) => {
    const input = await parseBody(c, updateSchema);
    return c.json(await service.updateProject(db, c.get('workspace').id, c.req.param('id'), caller(c), input));
  });

  routes.delete('/:id', async (c) => {
    const workspaceId = c.get('workspace').id;
    const afterDeletion = await prepareProjectDeletion(deps, workspaceId, c.req.param('id'));
    await service.deleteProject(db, workspaceId, c.req.param('id'), caller(c));
    await afterDeletion();
    return c.body(null, 204);
  });

  return routes;
}
