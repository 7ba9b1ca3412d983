/**
 * Compares a composed answer's value with a lawyer-normalized key-term answer (CUAD style: dates as M/D/YY
 * with "[]" for blanks, durations such as "successive 1 year" or "30 days", "perpetual", jurisdictions by
 * name, parties separated by ";"). A gold "" means the term is not stated explicitly: only no answer matches.
 */
import type { AnswerValue } from './answer-value.js';
import type { KeyTopic } from './question-kind.js';

function dateParts(s: string): { m: string; d: string; y: string } | null {
  const m = /^\s*(\d{1,2}|\[\])\/(\d{1,2}|\[\])\/(\d{2,4}|\[\](?:\[\])?)\s*$/.exec(s);
  if (!m) return null;
  const year = m[3]!.startsWith('[') ? '[]' : m[3]!.slice(-2);
  const norm = (x: string) => (x.startsWith('[') ? '[]' : String(Number(x)));
  return { m: norm(m[1]!), d: norm(m[2]!), y: year };
}

function durationParts(s: string): { amount: number; unit: string } | null {
  const m = /(\d+)\s*(day|week|month|year)s?/i.exec(s);
  if (!m) return null;
  let amount = Number(m[1]);
  let unit = m[2]!.toLowerCase();
  if (unit === 'month' && amount % 12 === 0) {
    amount /= 12;
    unit = 'year';
  }
  return { amount, unit };
}

function words(s: string): string[] {
  return (
    s
      .toLowerCase()
      .replace(/\([^)]*\)/g, ' ')
      .replace(/["“”'’]/g, '')
      .match(/[a-z0-9&]+/g)
      ?.filter((w) => !/^(the|of|and|inc|llc|ltd|co|corp|corporation|company|limited|a|an|sa|ag|plc|lp|l|p|n|na)$/.test(w)) ?? []
  );
}

function namesOverlap(a: string, b: string): boolean {
  const wa = new Set(words(a));
  const wb = words(b);
  if (!wa.size || !wb.length) return false;
  const shared = wb.filter((w) => wa.has(w)).length;
  return shared / Math.min(wa.size, wb.length) >= 0.5;
}

export function keyTermMatches(topic: KeyTopic, gold: string, value: AnswerValue | null): boolean {
  const g = gold.trim();
  if (!g) return value === null;
  if (!value) return false;
  switch (topic) {
    case 'agreement_date':
    case 'effective_date':
    case 'expiration': {
      if (/perpetual/i.test(g)) return value.type === 'perpetual';
      const gp = dateParts(g);
      const vp = value.type === 'date' ? dateParts(value.normalized) : null;
      return !!gp && !!vp && gp.m === vp.m && gp.d === vp.d && gp.y === vp.y;
    }
    case 'renewal_term':
    case 'renewal_notice':
    case 'termination_notice': {
      if (/perpetual/i.test(g)) return value.type === 'perpetual';
      const gp = durationParts(g);
      const vp = value.type === 'duration' ? durationParts(value.normalized) : null;
      return !!gp && !!vp && gp.amount === vp.amount && gp.unit === vp.unit;
    }
    case 'governing_law': {
      if (value.type !== 'jurisdiction') return false;
      const v = value.name.toLowerCase();
      return g
        .split(/[;,]/)
        .map((x) => x.trim().toLowerCase())
        .filter(Boolean)
        .some((x) => x.includes(v) || v.includes(x) || namesOverlap(x, v));
    }
    case 'parties': {
      if (value.type !== 'parties') return false;
      const goldNames = g
        .split(';')
        .map((x) => x.trim())
        .filter((x) => words(x).length);
      const found = goldNames.filter((gn) => value.names.some((n) => namesOverlap(gn, n)));
      return found.length / goldNames.length >= 0.5;
    }
  }
}
