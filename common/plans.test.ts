import { describe, expect, it } from 'vitest';
import { ANNUAL_DISCOUNT, TRIAL_DAYS, annualMonthlyPrice, planById, plans } from './plans.js';

describe('plans', () => {
  it('offers the published plans, prices, limits and trial', () => {
    expect(plans.map((p) => [p.id, p.monthlyPrice, p.maxUnits])).toEqual([
      ['starter', 29, 50],
      ['professional', 89, 250],
      ['enterprise', null, null],
    ]);
    expect(plans.filter((p) => p.mostPopular).map((p) => p.id)).toEqual(['professional']);
    expect(TRIAL_DAYS).toBe(14);
    expect(ANNUAL_DISCOUNT).toBe(0.2);
  });

  it('prices annual billing 20% lower, in whole dollars', () => {
    expect(annualMonthlyPrice(89)).toBe(71);
    expect(annualMonthlyPrice(29)).toBe(23);
  });

  it('lists each plan limit exactly as the numbers say', () => {
    expect(planById('starter').features).toEqual(expect.arrayContaining(['Up to 50 units', '1,000 questions per month', 'Up to 3 team members']));
    expect(planById('professional').features).toEqual(expect.arrayContaining(['Up to 250 units', '5,000 questions per month']));
    expect(planById('enterprise').features).toEqual(expect.arrayContaining(['Unlimited units', 'Unlimited questions']));
  });
});
