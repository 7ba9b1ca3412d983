import { describe, expect, it } from 'vitest';
import { isMonth, monthWeeks, relativeDays, shiftMonth } from './format';

describe('calendar formatting', () => {
  it('lays a month out in whole weeks, Sunday first, in UTC', () => {
    const weeks = monthWeeks('2027-02');
    // February 2027 starts on a Monday and ends on a Sunday.
    expect(weeks[0]).toEqual(['2027-01-31', '2027-02-01', '2027-02-02', '2027-02-03', '2027-02-04', '2027-02-05', '2027-02-06']);
    expect(weeks.at(-1)).toEqual(['2027-02-28', '2027-03-01', '2027-03-02', '2027-03-03', '2027-03-04', '2027-03-05', '2027-03-06']);
    expect(weeks.every((w) => w.length === 7)).toBe(true);
    expect(monthWeeks('2026-11')).toHaveLength(5);
    expect(monthWeeks('2026-08')).toHaveLength(6);
  });

  it('moves between months across years and reads only real months from the address', () => {
    expect(shiftMonth('2027-01', -1)).toBe('2026-12');
    expect(shiftMonth('2026-12', 1)).toBe('2027-01');
    expect(isMonth('2027-13')).toBe(false);
    expect(isMonth('2027-09')).toBe(true);
    expect(isMonth(null)).toBe(false);
  });

  it('says how far a date is in words', () => {
    expect(relativeDays('2027-03-01', '2027-03-01')).toBe('today');
    expect(relativeDays('2027-03-01', '2027-03-02')).toBe('tomorrow');
    expect(relativeDays('2027-03-01', '2027-02-28')).toBe('yesterday');
    expect(relativeDays('2027-03-01', '2027-04-15')).toBe('in 45 days');
    expect(relativeDays('2027-03-01', '2027-02-20')).toBe('9 days ago');
  });
});
