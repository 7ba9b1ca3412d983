/**
 * Field comparison by the rules of the lease evaluation format (../shared/eval/leases/README.md), for the
 * extractor's DB-free harness: a score in 0..1 per field (1 = right; set fields score their F1), and the CUAD-style
 * evidence overlap (the share of the gold quote's word 3-grams found in the cited passage).
 */

const suffixes = new Set(['inc', 'llc', 'ltd', 'corp', 'l', 'p', 'lp', 'incorporated', 'corporation']);

function tokens(s: string): string[] {
  return s
    .toLowerCase()
    .replace(/[^a-z0-9\s]/g, ' ')
    .split(/\s+/)
    .filter((t) => t && !suffixes.has(t));
}

export function tokenF1(a: string, b: string): number {
  const x = tokens(a);
  const y = tokens(b);
  if (!x.length || !y.length) return x.length === y.length ? 1 : 0;
  const counts = new Map<string, number>();
  for (const t of y) counts.set(t, (counts.get(t) ?? 0) + 1);
  let common = 0;
  for (const t of x) {
    const n = counts.get(t) ?? 0;
    if (n > 0) {
      common++;
      counts.set(t, n - 1);
    }
  }
  if (!common) return 0;
  const p = common / x.length;
  const r = common / y.length;
  return (2 * p * r) / (p + r);
}

/** Set F1 where two items match when `same` says so (each item matched at most once). */
function setF1<T>(predicted: T[], gold: T[], same: (a: T, b: T) => boolean): number {
  if (!predicted.length && !gold.length) return 1;
  if (!predicted.length || !gold.length) return 0;
  const used = new Set<number>();
  let hits = 0;
  for (const p of predicted) {
    const j = gold.findIndex((g, i) => !used.has(i) && same(p, g));
    if (j >= 0) {
      used.add(j);
      hits++;
    }
  }
  if (!hits) return 0;
  const precision = hits / predicted.length;
  const recall = hits / gold.length;
  return (2 * precision * recall) / (precision + recall);
}

const close = (a: unknown, b: unknown) => typeof a === 'number' && typeof b === 'number' && Math.abs(a - b) <= Math.abs(b) * 0.005 + 1e-9;

function normalUnit(u: string): string {
  return u
    .toLowerCase()
    .replace(/\b(apt|apartment|unit|suite|ste|no)\b\.?|#/g, '')
    .replace(/[\s.,:]+/g, '');
}

function sameKeys(a: Record<string, unknown>, b: Record<string, unknown>): boolean {
  const keys = new Set([...Object.keys(a), ...Object.keys(b)]);
  for (const k of keys) {
    const x = a[k] ?? null;
    const y = b[k] ?? null;
    if (typeof x === 'number' && typeof y === 'number' ? !close(x, y) : x !== y) return false;
  }
  return true;
}

/** 0..1: how right `predicted` is for `field` against `gold` (both non-null). */
export function fieldScore(field: string, predicted: unknown, gold: unknown): number {
  switch (field) {
    case 'landlord':
    case 'premises_address':
    case 'permitted_use':
      return tokenF1(String(predicted), String(gold)) >= 0.8 ? 1 : 0;
    case 'tenants':
      return setF1(predicted as string[], gold as string[], (a, b) => tokenF1(a, b) >= 0.8);
    case 'unit':
      return normalUnit(String(predicted)) === normalUnit(String(gold)) ? 1 : 0;
    case 'monthly_rent':
    case 'security_deposit':
    case 'pet_deposit':
      return close(predicted, gold) ? 1 : 0;
    case 'rent_schedule':
      return setF1(
        predicted as Array<{ from: string; monthly_rent: number }>,
        gold as Array<{ from: string; monthly_rent: number }>,
        (a, b) => a.from === b.from && close(a.monthly_rent, b.monthly_rent),
      );
    case 'utilities_tenant':
      return setF1(predicted as string[], gold as string[], (a, b) => a === b);
    case 'late_fee':
    case 'renewal_option':
    case 'early_termination':
      return sameKeys(predicted as Record<string, unknown>, gold as Record<string, unknown>) ? 1 : 0;
    case 'governing_law':
      return String(predicted).toLowerCase() === String(gold).toLowerCase() ? 1 : 0;
    default:
      return JSON.stringify(predicted) === JSON.stringify(gold) ? 1 : 0;
  }
}

function trigrams(s: string): string[] {
  const words = s
    .toLowerCase()
    .replace(/[^a-z0-9$%.\s]/g, ' ')
    .split(/\s+/)
    .filter(Boolean);
  if (words.length < 3) return [words.join(' ')];
  return words.slice(0, -2).map((_, i) => words.slice(i, i + 3).join(' '));
}

/** The share of the gold quote's word 3-grams found in the cited passage. */
export function evidenceOverlap(cited: string, gold: string): number {
  const g = trigrams(gold);
  const c = new Set(trigrams(cited));
  return g.length ? g.filter((t) => c.has(t)).length / g.length : 0;
}
