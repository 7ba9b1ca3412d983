/** /api/app/projects: projects (a property or portfolio) of the active workspace. */
import { z } from 'zod';
import { createProjectSchema, updateProjectSchema } from '../projects.js';
import { endpoint } from './endpoint.js';

export const projectSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  address: z.string().nullable(),
  unitCount: z.number().nullable(),
  documentCount: z.number(),
  totalQueries: z.number(),
  lastQueryAt: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** Whether the caller's role or authorship lets them rename or delete it (the server checks again). */
  canEdit: z.boolean(),
});
export type Project = z.output<typeof projectSchema>;
export const projectDetailSchema = projectSchema.extend({ createdByName: z.string().nullable() });
export type ProjectDetail = z.output<typeof projectDetailSchema>;

export const projectStatsSchema = z.object({
  documentCount: z.number(),
  documentsByType: z.record(z.string(), z.number()),
  documentsByStatus: z.record(z.string(), z.number()),
  totalQueries: z.number(),
  lastQueryAt: z.string().nullable(),
  storageBytes: z.number(),
});
export type ProjectStats = z.output<typeof projectStatsSchema>;

export const projectsApi = {
  list: endpoint({ method: 'get', path: '/projects', response: z.object({ projects: z.array(projectSchema) }) }),
  create: endpoint({ method: 'post', path: '/projects', body: createProjectSchema, response: projectDetailSchema, status: 201 }),
  get: endpoint({ method: 'get', path: '/projects/:id', response: projectDetailSchema }),
  stats: endpoint({ method: 'get', path: '/projects/:id/stats', response: projectStatsSchema }),
  update: endpoint({ method: 'patch', path: '/projects/:id', body: updateProjectSchema, response: projectDetailSchema }),
  remove: endpoint({ method: 'delete', path: '/projects/:id', response: null }),
};
