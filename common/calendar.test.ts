import { describe, expect, it } from 'vitest';
import { alertSettingsFormSchema, alertSettingsSchema } from './calendar.js';

describe('alert settings', () => {
  it('reads typed lead times into the list the API takes, longest first, each once', () => {
    expect(alertSettingsFormSchema.parse({ leadDays: ' 30, 90;120 60 30 ', emailEnabled: true })).toEqual({ leadDays: [120, 90, 60, 30], emailEnabled: true });
    expect(alertSettingsSchema.parse({ leadDays: [7, 365, 7], emailEnabled: false })).toEqual({ leadDays: [365, 7], emailEnabled: false });
  });

  it('reports a bad lead time on the field itself, with the API’s message', () => {
    const problem = (leadDays: string) => {
      const result = alertSettingsFormSchema.safeParse({ leadDays, emailEnabled: true });
      expect(result.success).toBe(false);
      const issue = result.error!.issues[0]!;
      expect(issue.path).toEqual(['leadDays']);
      return issue.message;
    };
    expect(problem('120, 400')).toBe('Each lead time must be between 1 and 365 days');
    expect(problem('0')).toBe('Each lead time must be between 1 and 365 days');
    expect(problem('ninety')).toBe('Lead times must be numbers of days');
    expect(problem('12.5')).toBe('Lead times must be whole numbers of days');
    expect(problem('')).toBe('Choose at least one lead time');
    expect(problem('1 2 3 4 5 6 7 8 9')).toBe('At most 8 lead times');
  });
});
