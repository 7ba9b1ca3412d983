/**
 * Scoring rules of the lease evaluation format (../shared/eval/leases/README.md), exactly as written there:
 * token F1 >= 0.8 for names and addresses, unit labels without "Apt."/"Unit"/"#"/"Suite", money within 0.5%,
 * set F1 for lists and rent schedules, every key exact for objects, evidence as the share of the gold quote's word
 * 3-grams found in the cited passage. Pure: the runner (run.ts) feeds it what the product answered.
 */
import { mean, passageGrams, quoteCoverage, quoteWords } from '../metrics.js';

/** The fields of the lease evaluation format (../shared/eval/leases/README.md), as its reports list them. */
export const LEASE_FIELDS = [
  'effective_date',
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
  'governing_law',
] as const;
export type FieldName = (typeof LEASE_FIELDS)[number];

const CORPORATE = new Set(['inc', 'llc', 'ltd', 'corp']);

/** Lower-cased words without punctuation; for party names also without Inc/LLC/Ltd/Corp. */
export function tokens(text: string, dropCorporate = false): string[] {
  // "L.L.C." and "Inc." lose their dots first, so they read as one word.
  const words = text
    .toLowerCase()
    .replace(/\b((?:[a-z]\.){2,})/g, (m) => m.replace(/\./g, ''))
    .replace(/[^\p{L}\p{N}\s]+/gu, ' ')
    .split(/\s+/)
    .filter(Boolean);
  return dropCorporate ? words.filter((w) => !CORPORATE.has(w)) : words;
}

/** SQuAD-style token F1 over bags of words. */
export function tokenF1(gold: string[], got: string[]): number {
  if (!gold.length && !got.length) return 1;
  if (!gold.length || !got.length) return 0;
  const counts = new Map<string, number>();
  for (const t of gold) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of got) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common++;
      counts.set(t, n - 1);
    }
  }
  if (!common) return 0;
  const p = common / got.length;
  const r = common / gold.length;
  return (2 * p * r) / (p + r);
}

export const sameName = (gold: string, got: string) => tokenF1(tokens(gold, true), tokens(got, true)) >= 0.8;
export const sameAddress = (gold: string, got: string) => tokenF1(tokens(gold), tokens(got)) >= 0.8;

/** "Apt. 4B", "Unit 4B", "#4B", "Suite 4B" and "4b" are one unit. */
export function normaliseUnit(unit: string): string {
  return unit
    .toLowerCase()
    .replace(/\b(apt\.?|unit|suite)(?=\s|\d|$)/g, '')
    .replace(/#/g, '')
    .replace(/\s+/g, '')
    .trim();
}

export const sameMoney = (gold: number, got: unknown) => typeof got === 'number' && Number.isFinite(got) && Math.abs(got - gold) <= 0.005 * Math.abs(gold);

/** Set F1 with a matching rule: each gold item is matched to at most one predicted item. */
export function setF1<T, U>(gold: T[], got: U[], same: (g: T, p: U) => boolean): number {
  if (!gold.length && !got.length) return 1;
  if (!gold.length || !got.length) return 0;
  const used = new Set<number>();
  let matched = 0;
  for (const g of gold) {
    const i = got.findIndex((p, j) => !used.has(j) && same(g, p));
    if (i >= 0) {
      used.add(i);
      matched++;
    }
  }
  if (!matched) return 0;
  const p = matched / got.length;
  const r = matched / gold.length;
  return (2 * p * r) / (p + r);
}

/** Every key of both objects equal (a key that is null or missing counts as absent). */
export function sameObject(gold: Record<string, unknown>, got: unknown): boolean {
  if (!got || typeof got !== 'object' || Array.isArray(got)) return false;
  const present = (o: Record<string, unknown>) => Object.keys(o).filter((k) => o[k] !== null && o[k] !== undefined);
  const g = present(gold).sort();
  const p = present(got as Record<string, unknown>).sort();
  if (g.join() !== p.join()) return false;
  return g.every((k) => {
    const a = gold[k];
    const b = (got as Record<string, unknown>)[k];
    return typeof a === 'number' && typeof b === 'number' ? Math.abs(a - b) < 1e-6 : a === b;
  });
}

/** Nothing stated: null, undefined, an empty string or an empty list. */
export function notStated(value: unknown): boolean {
  return value === null || value === undefined || (typeof value === 'string' && !value.trim()) || (Array.isArray(value) && value.length === 0);
}

const strings = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);

/**
 * How well `got` matches a non-null gold value, 0..1: 1 or 0 for single values and objects, the set F1 for
 * lists (tenants, rent schedule, utilities).
 */
export function fieldScore(field: FieldName | string, gold: unknown, got: unknown): number {
  // A gold empty list ("the tenant pays no utilities") is matched by an empty list only.
  if (Array.isArray(gold) && !gold.length) return Array.isArray(got) && !got.length ? 1 : 0;
  if (notStated(got)) return 0;
  const hit = (b: boolean) => (b ? 1 : 0);
  switch (field) {
    case 'landlord':
      return hit(typeof got === 'string' && sameName(gold as string, got));
    case 'tenants':
      return setF1(strings(gold), strings(got), sameName);
    case 'premises_address':
      return hit(typeof got === 'string' && sameAddress(gold as string, got));
    case 'unit':
      return hit(typeof got === 'string' && normaliseUnit(gold as string) === normaliseUnit(got));
    case 'commencement_date':
    case 'expiration_date':
    case 'effective_date':
      return hit(got === gold);
    case 'term_months':
    case 'notice_to_vacate_days':
      return hit(got === gold);
    case 'monthly_rent':
    case 'security_deposit':
    case 'pet_deposit':
      return hit(sameMoney(gold as number, got));
    case 'rent_schedule': {
      type Step = { from: string; monthly_rent: number };
      const steps = (Array.isArray(got) ? got : []) as Step[];
      return setF1(gold as Step[], steps, (g, p) => !!p && p.from === g.from && sameMoney(g.monthly_rent, p.monthly_rent));
    }
    case 'late_fee':
    case 'renewal_option':
    case 'early_termination':
      return hit(sameObject(gold as Record<string, unknown>, got));
    case 'pets':
    case 'subletting':
    case 'repairs':
      return hit(got === gold);
    case 'utilities_tenant':
      return setF1(strings(gold), strings(got), (a, b) => a === b);
    case 'governing_law':
      return hit(typeof got === 'string' && got.trim().toLowerCase() === (gold as string).trim().toLowerCase());
    default:
      return hit(JSON.stringify(got) === JSON.stringify(gold));
  }
}

/** The evidence rule: share of the gold quote's word 3-grams found in the cited passage (CUAD citations' rule). */
export function evidenceOverlap(goldQuote: string, citedPassage: string | null | undefined): number {
  if (!citedPassage || !quoteWords(goldQuote).length) return 0;
  return quoteCoverage(goldQuote, [passageGrams(citedPassage)]);
}

// ---- one document ----

export interface PredictedTerm {
  value: unknown;
  evidence: { quote: string; page?: number } | null;
}

export interface GoldDocument {
  document: string;
  kind: 'lease' | 'amendment';
  amends: string | null;
  fields: Record<string, unknown>;
  evidence: Record<string, string>;
}

export interface FieldResult {
  field: string;
  gold: unknown;
  got: unknown;
  /** Non-null gold: 0..1 by the field's rule. Null gold: 1 when reported as not stated. */
  score: number;
  goldNull: boolean;
  /** Whether the product gave a value and a passage for it. */
  stated: boolean;
  hasEvidence: boolean;
  /** Overlap of the cited passage with the gold quote, when gold has a quote and the product gave a value. */
  evidence: number | null;
}

/**
 * Scores a document's abstraction against its gold. A lease is scored on every gold key; an amendment only on the
 * keys its gold holds (it states only what it changes). `predicted` null: the product gave no abstraction.
 */
export function scoreDocument(gold: GoldDocument, predicted: Record<string, PredictedTerm> | null): FieldResult[] {
  return Object.entries(gold.fields).map(([field, goldValue]) => {
    const term = predicted?.[field];
    const got = term?.value ?? null;
    const stated = !notStated(got);
    const goldNull = goldValue === null || goldValue === undefined;
    const quote = gold.evidence[field];
    return {
      field,
      gold: goldValue ?? null,
      got,
      score: goldNull ? (stated ? 0 : 1) : fieldScore(field, goldValue, got),
      goldNull,
      stated,
      hasEvidence: stated && !!term?.evidence?.quote,
      evidence: !goldNull && stated && quote ? evidenceOverlap(quote, term?.evidence?.quote) : null,
    };
  });
}

// ---- summaries ----

export interface FieldSummary {
  /** Documents whose gold states the field. */
  n: number;
  accuracy: number;
  /** Documents whose gold has the field null, and the share of them reported as not stated. */
  nullN: number;
  notStated: number;
}

export interface AbstractionSummary {
  documents: number;
  byField: Record<string, FieldSummary>;
  /** Mean over every (document, field) with a non-null gold value. */
  overall: number;
  /** Share of null gold fields reported as not stated. */
  notStated: number;
  /** Both together: every (document, field), null ones scoring 1 when reported as not stated. */
  combined: number;
  /** Mean overlap of cited passages with gold quotes, over values the product stated where gold has a quote. */
  evidenceOverlap: number;
  /** Share of the values the product stated that carry a passage. */
  valuesWithEvidence: number;
  statedValues: number;
}

export function summarize(rows: FieldResult[][], fieldOrder: readonly string[]): AbstractionSummary {
  const flat = rows.flat();
  const byField: Record<string, FieldSummary> = {};
  for (const field of fieldOrder) {
    const mine = flat.filter((r) => r.field === field);
    if (!mine.length) continue;
    const stated = mine.filter((r) => !r.goldNull);
    const nulls = mine.filter((r) => r.goldNull);
    byField[field] = { n: stated.length, accuracy: mean(stated.map((r) => r.score)), nullN: nulls.length, notStated: mean(nulls.map((r) => r.score)) };
  }
  const statedGold = flat.filter((r) => !r.goldNull);
  const nullGold = flat.filter((r) => r.goldNull);
  const evidence = flat.filter((r) => r.evidence !== null).map((r) => r.evidence!);
  const statedValues = flat.filter((r) => r.stated);
  return {
    documents: rows.length,
    byField,
    overall: mean(statedGold.map((r) => r.score)),
    notStated: mean(nullGold.map((r) => r.score)),
    combined: mean(flat.map((r) => r.score)),
    evidenceOverlap: mean(evidence),
    valuesWithEvidence: statedValues.length ? statedValues.filter((r) => r.hasEvidence).length / statedValues.length : 0,
    statedValues: statedValues.length,
  };
}

// ---- as of a date, and portfolio questions ----

/** An as-of answer is right when it matches the expected value by the field's rule (null: not stated). */
export function asOfCorrect(field: string, expected: unknown, got: unknown): boolean {
  if (expected === null || expected === undefined) return notStated(got);
  return fieldScore(field, expected, got) === 1;
}

/** Set F1 of the leases a portfolio answer cites against the expected leases. */
export function portfolioF1(expected: string[], got: string[]): number {
  return setF1([...new Set(expected)], [...new Set(got)], (a, b) => a === b);
}
