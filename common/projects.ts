import { z } from 'zod';

/**
 * A project's fields, validated by the server (POST and PATCH /api/app/projects) and by the project forms with
 * the same rules and messages.
 */
export const projectLimits = { name: 120, description: 2000, address: 300, units: 100_000 } as const;

export const projectFields = {
  name: z
    .string({ message: 'Project name is required' })
    .trim()
    .min(1, 'Project name is required')
    .max(projectLimits.name, 'Project name must be 120 characters or fewer'),
  description: z.string({ message: 'Description must be text' }).trim().max(projectLimits.description, 'Description must be 2,000 characters or fewer'),
  address: z.string({ message: 'Address must be text' }).trim().max(projectLimits.address, 'Address must be 300 characters or fewer').nullable(),
  unitCount: z
    .number({ message: 'Units must be a whole number' })
    .int('Units must be a whole number')
    .min(0, 'Units cannot be negative')
    .max(projectLimits.units, 'Units must be 100,000 or fewer')
    .nullable(),
};

export const createProjectSchema = z.object({
  name: projectFields.name,
  description: projectFields.description.optional(),
  address: projectFields.address.optional(),
  unitCount: projectFields.unitCount.optional(),
});
export type ProjectInput = z.output<typeof createProjectSchema>;
// No defaults here: a field left out of a PATCH stays as it is.
export const updateProjectSchema = createProjectSchema.partial();

/**
 * The project form: what its text boxes hold, turned into the API's input by the same field rules. An empty
 * address or units box means "none"; units must be typed as a whole number.
 */
export const projectFormSchema = z.object({
  name: projectFields.name,
  description: projectFields.description,
  address: z
    .string()
    .transform((v) => v.trim() || null)
    .pipe(projectFields.address),
  unitCount: z
    .string()
    .trim()
    .refine((v) => /^\d*$/.test(v), 'Units must be a whole number')
    .transform((v) => (v ? Number(v) : null))
    .pipe(projectFields.unitCount),
});
export type ProjectFormValues = z.input<typeof projectFormSchema>;
