import { Hono, type Context } from 'hono';
import { projectsApi } from '../../../common/api/projects.js';
import type { AppDeps } from '../../deps.js';
import { prepareProjectDeletion } from '../documents/document-files.js';
import { declaredRoutes } from '../../lib/http.js';
import { allow, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import * as service from './projects.service.js';

/** Projects (a property or portfolio) of the active workspace; declared in common/api/projects.ts. */
export function projectRoutes(deps: AppDeps) {
  const { db } = deps;
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps));
  const route = declaredRoutes(routes, '/projects', deps);

  const caller = (c: Context<AppEnv>): service.Caller => ({ userId: c.get('user').id, role: c.get('workspace').role });

  route(projectsApi.list, async (c) => ({ projects: await service.listProjects(db, c.get('workspace').id, caller(c)) }));

  route(projectsApi.create, [allow('projects.create')], (c, { body }) => service.createProject(db, c.get('workspace').id, caller(c), body));

  route(projectsApi.get, async (c, { params }) => service.getProject(db, c.get('workspace').id, params.id, caller(c)));

  route(projectsApi.stats, async (c, { params }) => service.getProjectStats(db, c.get('workspace').id, params.id));

  route(projectsApi.update, async (c, { params, body }) => service.updateProject(db, c.get('workspace').id, params.id, caller(c), body));

  route(projectsApi.remove, async (c, { params }) => {
    const workspaceId = c.get('workspace').id;
    const afterDeletion = await prepareProjectDeletion(deps, workspaceId, params.id);
    await service.deleteProject(db, workspaceId, params.id, caller(c));
    await afterDeletion();
  });

  return routes;
}
