/**
 * Plans, prices, limits and trial length: the one source for the pricing page and for plan enforcement.
 * Prices are in US dollars per month; annual billing saves ANNUAL_DISCOUNT.
 */
export const TRIAL_DAYS = 14;
export const ANNUAL_DISCOUNT = 0.2;

export type PlanId = 'starter' | 'professional' | 'enterprise';

export interface Plan {
  id: PlanId;
  name: string;
  /** null = custom pricing (talk to sales) */
  monthlyPrice: number | null;
  /** null = unlimited */
  maxUnits: number | null;
  /** Questions and searches per workspace per calendar month; null = unlimited. */
  monthlyQueries: number | null;
  maxMembers: number | null;
  description: string;
  features: string[];
  mostPopular?: boolean;
}

const count = (n: number) => n.toLocaleString('en-US');
/** The plan's limits as the first lines of its feature list, so the list can never disagree with the numbers. */
const limitFeatures = (p: Pick<Plan, 'maxUnits' | 'monthlyQueries' | 'maxMembers'>) => [
  p.maxUnits === null ? 'Unlimited units' : `Up to ${count(p.maxUnits)} units`,
  p.monthlyQueries === null ? 'Unlimited questions' : `${count(p.monthlyQueries)} questions per month`,
  p.maxMembers === null ? 'Unlimited team members' : `Up to ${count(p.maxMembers)} team members`,
];

const starter = { maxUnits: 50, monthlyQueries: 1000, maxMembers: 3 };
const professional = { maxUnits: 250, monthlyQueries: 5000, maxMembers: 15 };
const enterprise = { maxUnits: null, monthlyQueries: null, maxMembers: null };

export const plans: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 29,
    ...starter,
    description: 'For independent landlords and small portfolios.',
    features: [...limitFeatures(starter), 'Document search and cited answers', 'Lease key-term extraction (coming soon)', 'Email support'],
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 89,
    ...professional,
    mostPopular: true,
    description: 'For growing property management companies.',
    features: [
      ...limitFeatures(professional),
      'Everything in Starter',
      'Maintenance tracking and tenant hub (coming soon)',
      'Portfolio analytics (coming soon)',
      'API access (webhooks coming soon)',
      'Priority support',
    ],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    ...enterprise,
    description: 'For large portfolios with custom needs.',
    features: [...limitFeatures(enterprise), 'Everything in Professional', 'Single sign-on (OIDC)', 'Dedicated success manager', 'Custom integrations and SLA'],
  },
];

/** A workspace without a paid plan is on a free trial with this plan's limits. */
export const TRIAL_PLAN_ID: PlanId = 'professional';

export const planById = (id: PlanId) => plans.find((p) => p.id === id)!;

/** Price per month when billed annually, rounded to whole dollars. */
export const annualMonthlyPrice = (monthly: number) => Math.round(monthly * (1 - ANNUAL_DISCOUNT));
