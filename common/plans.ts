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

export const plans: Plan[] = [
  {
    id: 'starter',
    name: 'Starter',
    monthlyPrice: 29,
    maxUnits: 50,
    monthlyQueries: 1000,
    maxMembers: 3,
    description: 'For independent landlords and small portfolios.',
    features: ['Up to 50 units', 'Document search and cited answers', 'Lease key-term extraction', '1,000 questions per month', 'Up to 3 team members', 'Email support'],
  },
  {
    id: 'professional',
    name: 'Professional',
    monthlyPrice: 89,
    maxUnits: 250,
    monthlyQueries: 5000,
    maxMembers: 15,
    mostPopular: true,
    description: 'For growing property management companies.',
    features: ['Up to 250 units', 'Everything in Starter', 'Maintenance tracking and tenant hub', 'Portfolio analytics', '5,000 questions per month', 'Up to 15 team members', 'API access and webhooks', 'Priority support'],
  },
  {
    id: 'enterprise',
    name: 'Enterprise',
    monthlyPrice: null,
    maxUnits: null,
    monthlyQueries: null,
    maxMembers: null,
    description: 'For large portfolios with custom needs.',
    features: ['Unlimited units', 'Everything in Professional', 'Unlimited questions', 'Unlimited team members', 'Single sign-on (OIDC)', 'Dedicated success manager', 'Custom integrations and SLA'],
  },
];

/** A workspace without a paid plan is on a free trial with this plan's limits. */
export const TRIAL_PLAN_ID: PlanId = 'professional';

export const planById = (id: PlanId) => plans.find((p) => p.id === id)!;

/** Price per month when billed annually, rounded to whole dollars. */
export const annualMonthlyPrice = (monthly: number) => Math.round(monthly * (1 - ANNUAL_DISCOUNT));
