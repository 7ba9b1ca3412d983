import { ANNUAL_DISCOUNT, TRIAL_DAYS, planById } from '@common/plans';

const pct = `${Math.round(ANNUAL_DISCOUNT * 100)}%`;
const starter = planById('starter');
const professional = planById('professional');

/** Pricing questions; every number comes from the plans module. */
export const pricingFaq: Array<{ q: string; a: string }> = [
  {
    q: 'How does the free trial work?',
    a: `Every new workspace starts with a ${TRIAL_DAYS}-day free trial with the features of the ${professional.name} plan. No credit card is required to start, and nothing is charged unless you choose a plan.`,
  },
  {
    q: 'What counts as a unit?',
    a: `A unit is one rentable space you manage: an apartment, a house, or a commercial suite. ${starter.name} covers up to ${starter.maxUnits} units and ${professional.name} up to ${professional.maxUnits}. Enterprise has no unit limit.`,
  },
  {
    q: 'How much do I save with annual billing?',
    a: `Annual billing saves ${pct} compared with paying monthly. The price shown with Annual selected is the monthly equivalent, billed once a year.`,
  },
  {
    q: 'Can I change plans later?',
    a: 'Yes. You can move between plans as your portfolio changes. If you are not sure which plan fits, talk to us and we will help you choose.',
  },
  {
    q: 'What happens to my documents if I cancel?',
    a: 'Your documents stay yours. When a workspace is deleted, its documents and everything built from them are deleted as described in our Privacy Policy.',
  },
  {
    q: 'Is my data used to train AI models?',
    a: 'No. Your documents and questions are used only to provide the service to your workspace. They are never used to train models for anyone else.',
  },
];
