import { z } from 'zod';

/**
 * The terms a lease abstraction reads out of a lease or an amendment (issue 10). The keys and value shapes are
 * those of the lease evaluation format (../shared/eval/leases/README.md), so what the product stores, what the
 * API returns and what the evaluation compares are one thing. A term the document does not state is `null`.
 *
 * Money is a decimal number in the lease's currency (1850.5 = $1,850.50) as the lease states it; the portfolio
 * records keep integer cents (decision 0027) and are filled from these by `leaseRecordFromTerms`.
 */

const isoDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date (YYYY-MM-DD)')
  .refine((v) => new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), 'is not a real date');
const money = z.number().finite().min(0).max(1_000_000_000);
const wholeCount = (max: number) => z.number().int().min(0).max(max);
const name = z.string().trim().min(1).max(300);

export const permissions = ['allowed', 'with_consent', 'prohibited'] as const;
export type Permission = (typeof permissions)[number];
export const repairParties = ['landlord', 'tenant', 'shared'] as const;
export const utilities = ['water', 'electricity', 'gas', 'trash', 'internet', 'sewer'] as const;
export type Utility = (typeof utilities)[number];

/** Each term's value schema. Nested keys are nullable where a lease may state part of a term only. */
export const leaseTermSchemas = {
  landlord: name,
  tenants: z.array(name).min(1).max(20),
  premises_address: z.string().trim().min(1).max(500),
  unit: z.string().trim().min(1).max(50),
  commencement_date: isoDate,
  expiration_date: isoDate,
  term_months: wholeCount(1200),
  monthly_rent: money,
  rent_schedule: z
    .array(z.object({ from: isoDate, monthly_rent: money }))
    .min(1)
    .max(100),
  security_deposit: money,
  late_fee: z
    .object({ amount: money.optional(), percent: z.number().min(0).max(100).optional(), grace_days: wholeCount(365).nullable().optional() })
    .refine((v) => v.amount !== undefined || v.percent !== undefined, 'needs an amount or a percent'),
  renewal_option: z.object({ count: wholeCount(99).nullable(), term_months: wholeCount(1200).nullable(), notice_days: wholeCount(3650).nullable() }),
  notice_to_vacate_days: wholeCount(3650),
  early_termination: z.object({ notice_days: wholeCount(3650).nullable(), fee: money.nullable() }),
  pets: z.enum(permissions),
  pet_deposit: money,
  subletting: z.enum(permissions),
  repairs: z.enum(repairParties),
  utilities_tenant: z.array(z.enum(utilities)).max(utilities.length),
  permitted_use: z.string().trim().min(1).max(500),
  governing_law: z.string().trim().min(1).max(100),
  /** An amendment's: the date its changes take effect (else the date it was signed). */
  effective_date: isoDate,
} as const;

export type LeaseTermKey = keyof typeof leaseTermSchemas;
export type LeaseTermValue<K extends LeaseTermKey = LeaseTermKey> = z.output<(typeof leaseTermSchemas)[K]>;
export type LeaseTerms = { [K in LeaseTermKey]?: LeaseTermValue<K> | null };

/** Terms a lease is abstracted into, in the order the review form shows them. */
export const leaseTermKeys = [
  'landlord',
  'tenants',
  'premises_address',
  'unit',
  'commencement_date',
  'expiration_date',
  'term_months',
  'monthly_rent',
  'rent_schedule',
  'security_deposit',
  'late_fee',
  'renewal_option',
  'notice_to_vacate_days',
  'early_termination',
  'pets',
  'pet_deposit',
  'subletting',
  'repairs',
  'utilities_tenant',
  'permitted_use',
  'governing_law',
] as const satisfies readonly LeaseTermKey[];

/** Terms an amendment, extension or renewal letter may change; `effective_date` is when. */
export const amendmentTermKeys = ['effective_date', ...leaseTermKeys] as const satisfies readonly LeaseTermKey[];

export const leaseTermLabels: Record<LeaseTermKey, string> = {
  landlord: 'Landlord',
  tenants: 'Tenants',
  premises_address: 'Premises',
  unit: 'Unit',
  commencement_date: 'Commencement',
  expiration_date: 'Expiration',
  term_months: 'Term',
  monthly_rent: 'Monthly rent',
  rent_schedule: 'Rent schedule',
  security_deposit: 'Security deposit',
  late_fee: 'Late fee',
  renewal_option: 'Renewal option',
  notice_to_vacate_days: 'Notice to vacate',
  early_termination: 'Early termination',
  pets: 'Pets',
  pet_deposit: 'Pet deposit',
  subletting: 'Subletting and assignment',
  repairs: 'Repairs and maintenance',
  utilities_tenant: 'Utilities paid by tenant',
  permitted_use: 'Permitted use',
  governing_law: 'Governing law',
  effective_date: 'Effective date',
};

/** Sections of the review form. */
export const leaseTermGroups: { title: string; keys: LeaseTermKey[] }[] = [
  { title: 'Parties and premises', keys: ['landlord', 'tenants', 'premises_address', 'unit'] },
  {
    title: 'Term',
    keys: ['effective_date', 'commencement_date', 'expiration_date', 'term_months', 'renewal_option', 'notice_to_vacate_days', 'early_termination'],
  },
  { title: 'Money', keys: ['monthly_rent', 'rent_schedule', 'security_deposit', 'late_fee', 'pet_deposit'] },
  { title: 'Use and upkeep', keys: ['pets', 'subletting', 'repairs', 'utilities_tenant', 'permitted_use', 'governing_law'] },
];

/** Checks a value for a term; `null` (not stated) is always valid. Returns the parsed value or the first problem. */
export function parseTermValue<K extends LeaseTermKey>(key: K, value: unknown): { ok: true; value: LeaseTermValue<K> | null } | { ok: false; message: string } {
  if (value === null) return { ok: true, value: null };
  const parsed = leaseTermSchemas[key].safeParse(value);
  if (parsed.success) return { ok: true, value: parsed.data as LeaseTermValue<K> };
  const issue = parsed.error.issues[0];
  const where = issue?.path.length ? ` (${issue.path.join('.')})` : '';
  return { ok: false, message: `${leaseTermLabels[key]}${where} ${issue?.message ?? 'is not valid'}` };
}

/** Where a value was read: the page and the quoted words, with their span in the version's canonical text. */
export const termEvidenceSchema = z.object({
  page: z.number().int().min(1),
  quote: z.string(),
  charStart: z.number().int().min(0),
  charEnd: z.number().int().min(0),
});
export type TermEvidence = z.output<typeof termEvidenceSchema>;

/** What the extractor found for one term, before any person looked at it. */
export interface ExtractedTerm<K extends LeaseTermKey = LeaseTermKey> {
  key: K;
  value: LeaseTermValue<K> | null;
  evidence: TermEvidence | null;
  /** 0..1, how sure the extractor is; the review form asks for attention below 0.6. */
  confidence: number;
}

export const documentLeaseKinds = ['lease', 'amendment'] as const;
export type DocumentLeaseKind = (typeof documentLeaseKinds)[number];

/** How a term reads on a date: the value, the document that set it and every value it had before. */
export interface TermAsOf {
  key: LeaseTermKey;
  value: unknown;
  /** The abstraction (lease or amendment) whose value is in force, null when no document states it. */
  source: { documentId: string; title: string; kind: DocumentLeaseKind; effectiveDate: string | null; evidence: TermEvidence | null } | null;
  history: { value: unknown; documentId: string; title: string; kind: DocumentLeaseKind; effectiveDate: string | null; corrected: boolean }[];
}

export const DEFAULT_ALERT_LEAD_DAYS = [120, 90, 60, 30] as const;
