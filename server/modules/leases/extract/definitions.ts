/**
 * Terms a lease defines for itself ('"Transfer" means any assignment, sublease or other transfer', 'any sublease
 * or assignment (each, a "Transfer")'): a clause that later uses the defined word is about what the definition
 * says, so a reader may count the word as its topic's vocabulary.
 */
import type { Clause } from './segment.js';

/** Defined term (lower-cased) → the words of its definition (lower-cased). */
export function definedTerms(clauses: Clause[]): Map<string, string> {
  const terms = new Map<string, string>();
  for (const c of clauses) {
    if (!/["“]/.test(c.norm)) continue;
    // '"Transfer" means ...', '"Transfer" shall include ...'.
    for (const m of c.norm.matchAll(/["“]([A-Z][A-Za-z' -]{1,40})["”]\s+(?:means?|shall\s+mean|shall\s+include|includes?|refers?\s+to)\s+([^;]{5,300})/g))
      terms.set(m[1]!.toLowerCase(), m[2]!.toLowerCase());
    // '... any assignment or sublease (each, a "Transfer")': the words before the brackets.
    for (const m of c.norm.matchAll(/\(\s*(?:each|collectively|together|individually)?,?\s*(?:an?\s+|the\s+)?["“]([A-Z][A-Za-z' -]{1,40})["”]\s*\)/g)) {
      const term = m[1]!.toLowerCase();
      if (!terms.has(term)) terms.set(term, c.norm.slice(Math.max(0, m.index! - 160), m.index!).toLowerCase());
    }
  }
  return terms;
}

/**
 * The defined words whose definition is on a topic (`topic` matches the definition), as one pattern, or null. The
 * topic's own words are left out (a term defined as "Lease" is not new vocabulary).
 */
export function termsAbout(terms: Map<string, string>, topic: RegExp): RegExp | null {
  const words = [...terms]
    .filter(([term, definition]) => topic.test(definition) && !topic.test(term) && term.length >= 3)
    .map(([term]) => term.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  return words.length ? new RegExp(`\\b(?:${words.join('|')})s?\\b`) : null;
}
