/** /api/app/projects: projects (a property or portfolio) of the active workspace. */
import { z } from 'zod';
import { endpoint } from './endpoint.js';

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
export const projectInputSchema = z.object({
  name: fields.name,
  description: fields.description.optional(),
  address: fields.address.optional(),
  unitCount: fields.unitCount.optional(),
});
export type ProjectInput = z.input<typeof projectInputSchema>;
// No defaults here: a field left out of a PATCH stays as it is.
export const projectUpdateSchema = projectInputSchema.partial();

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
  create: endpoint({ method: 'post', path: '/projects', body: projectInputSchema, response: projectDetailSchema, status: 201 }),
  get: endpoint({ method: 'get', path: '/projects/:id', response: projectDetailSchema }),
  stats: endpoint({ method: 'get', path: '/projects/:id/stats', response: projectStatsSchema }),
  update: endpoint({ method: 'patch', path: '/projects/:id', body: projectUpdateSchema, response: projectDetailSchema }),
  remove: endpoint({ method: 'delete', path: '/projects/:id', response: null }),
};
