import { describe, expect, it } from 'vitest';
import { projectsApi } from './api/projects';
import { createProjectSchema, projectFormSchema, updateProjectSchema } from './projects';

const form = { name: 'Maple Court', description: '', address: '', unitCount: '' };
const firstError = (input: unknown) => {
  const r = projectFormSchema.safeParse(input);
  const issue = r.error?.issues[0];
  return issue && { field: issue.path[0], message: issue.message };
};

describe('the project form schema', () => {
  it('turns the text boxes into the API input the server accepts', () => {
    const out = projectFormSchema.parse({ name: '  Maple Court ', description: ' Garden flats ', address: '  ', unitCount: ' 48 ' });
    expect(out).toEqual({ name: 'Maple Court', description: 'Garden flats', address: null, unitCount: 48 });
    expect(projectFormSchema.parse({ ...form, address: ' 12 Maple Ct ' })).toMatchObject({ address: '12 Maple Ct', unitCount: null });
    expect(createProjectSchema.parse(out)).toEqual(out);
  });

  it('refuses what the server refuses, with the server’s message', () => {
    const cases: Array<[Record<string, string>, string, string]> = [
      [{ name: '   ' }, 'name', 'Project name is required'],
      [{ name: 'x'.repeat(121) }, 'name', 'Project name must be 120 characters or fewer'],
      [{ description: 'd'.repeat(2001) }, 'description', 'Description must be 2,000 characters or fewer'],
      [{ address: 'a'.repeat(301) }, 'address', 'Address must be 300 characters or fewer'],
      [{ unitCount: '12.5' }, 'unitCount', 'Units must be a whole number'],
      [{ unitCount: '-1' }, 'unitCount', 'Units must be a whole number'],
      [{ unitCount: '100001' }, 'unitCount', 'Units must be 100,000 or fewer'],
    ];
    for (const [change, field, message] of cases) expect(firstError({ ...form, ...change }), JSON.stringify(change)).toEqual({ field, message });
    expect(projectFormSchema.parse({ ...form, name: 'x'.repeat(120), unitCount: '100000' })).toMatchObject({ unitCount: 100_000 });
  });

  it('feeds the schemas the server validates: the endpoints declare these very objects', () => {
    expect(projectsApi.create.body).toBe(createProjectSchema);
    expect(projectsApi.update.body).toBe(updateProjectSchema);
  });
});
