/**
 * People's names read from a scan, checked against their other mentions in the same document (a signature block,
 * a notice clause): a one-letter slip is mended, two names run together are split.
 */
import type { Clause } from './segment.js';

/** Edit distance of at most one between two words (case ignored). */
function nearWord(a: string, b: string): boolean {
  const x = a.toLowerCase();
  const y = b.toLowerCase();
  if (x === y) return true;
  if (Math.abs(x.length - y.length) > 1) return false;
  let i = 0;
  while (i < x.length && i < y.length && x[i] === y[i]) i++;
  return x.slice(i + 1) === y.slice(i + 1) || x.slice(i + 1) === y.slice(i) || x.slice(i) === y.slice(i + 1);
}

const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * People's names checked against the rest of the document (signature blocks and notices repeat them): a scan's slip
 * in one word ("pavid Tanaka" where "David Tanaka" signs) is mended from its other mention, and two people a scan
 * ran together ("Aisha Pereirai Leah Vasquez") are split when each is named elsewhere.
 */
export function confirmedNames(names: string[], clauses: Clause[], isCompany: (name: string) => boolean): string[] {
  const corpus = clauses.map((c) => c.norm).join('\n');
  const mentioned = (name: string) => new RegExp(`\\b${escapeRe(name)}\\b`).test(corpus.replace(new RegExp(`\\b${escapeRe(name)}\\b`), ''));
  return names.flatMap((name) => {
    if (isCompany(name) || mentioned(name)) return [name];
    const words = name.split(/\s+/);
    // A word mended from a mention of the same name with that word spelled one letter apart.
    const mended = words.map((w, i) => {
      if (!/^[A-Za-z]{3,}$/.test(w)) return w;
      const others = words.map((o, j) => (j === i ? '([A-Z][a-z]+)' : escapeRe(o))).join('\\s+');
      for (const m of corpus.matchAll(new RegExp(`\\b${others}\\b`, 'g'))) if (m[1] !== w && nearWord(m[1]!, w)) return m[1]!;
      return w;
    });
    if (mended.join(' ') !== name) return [mended.join(' ')];
    // Two people run together: each half is named elsewhere (a word of it may differ by a letter).
    if (words.length === 4) {
      const halves = [words.slice(0, 2), words.slice(2)].map((half) => {
        const [first, last] = half as [string, string];
        const m = new RegExp(`\\b${escapeRe(first)}\\s+([A-Z][a-z]+)\\b`).exec(corpus.replace(name, ''));
        return m && nearWord(m[1]!, last) ? `${first} ${m[1]}` : null;
      });
      if (halves[0] && halves[1]) return halves as string[];
    }
    return [name];
  });
}
