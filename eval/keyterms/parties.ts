/** Party names in gold answers, and whether an answer names a party (eval/keyterms.ts). */
const ENTITY_SUFFIXES = new Set([
  'inc',
  'incorporated',
  'llc',
  'l',
  'ltd',
  'limited',
  'corp',
  'corporation',
  'co',
  'company',
  'plc',
  'sa',
  's',
  'a',
  'ag',
  'lp',
  'llp',
  'gmbh',
  'kg',
  'bv',
  'b',
  'v',
  'nv',
  'n',
  'pte',
  'pty',
  'the',
  'and',
  'of',
  'de',
  'a/s',
  'ab',
  'spa',
  'srl',
]);

/** Letters without their accents, so "Laboratórios" and "Laboratorios" are one word. */
const unaccented = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '');

/**
 * What some gold names add after the name itself, which no answer is expected to repeat: "General Electric Capital
 * Corporation together with its successors and assigns", "Glamis Gold Ltd. and all of its subsidiaries and other
 * Affiliates", "Mellon Investor Services LLC operating with the service name BNY Mellon Shareowner Services".
 */
const descriptiveTail =
  /,?\s+(?:together\s+with\s+its\b|and(?:\/or)?\s+(?:all\s+of\s+)?(?:its|their|certain)\s+(?:[\w-]+\s+){0,3}?(?:affiliates|subsidiaries|successors)\b|operating\s+(?:with|under)\s+the\b|on\s+behalf\s+of\b|doing\s+business\s+as\b).*$/is;

/** The significant words of a party name, aliases in parentheses or quotes and a descriptive tail removed. */
export function partyWords(name: string): string[] {
  return unaccented(name)
    .replace(/\([^)]*\)?/g, ' ')
    .replace(/["“”][^"“”]*["“”]/g, ' ')
    .replace(descriptiveTail, '')
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter((w) => w && w !== '&' && !ENTITY_SUFFIXES.has(w));
}

/** Gold "A ("X"); B ("Y"); (together "Parties")" → the party names. */
export function goldParties(answer: string): string[] {
  // A few gold answers wrap the whole list in parentheses: "(AFSALA Bancorp, Inc. (the "Company"); ...)".
  const unwrapped = /^\(.*\)$/s.test(answer.trim()) ? answer.trim().slice(1, -1) : answer;
  return unwrapped
    .split(';')
    .map((p) => p.trim())
    .filter((p) => partyWords(p).length > 0 && !/^\(?\s*(together|collectively|individually|each|hereinafter)\b/i.test(p.replace(/^\(/, '')));
}

/**
 * A party is named when most (≥ 60%) of its significant words appear in the answer. A word counts as written
 * apart or together ("Radial Spark" for "RadialSpark") and, from five letters, one letter off: CUAD's gold misspells
 * names the contracts spell right ("Melavante" for Metavante, "Pifzer" for Pfizer).
 */
export function namesParty(answerText: string, party: string): boolean {
  const words = partyWords(party);
  if (!words.length) return false;
  const said = unaccented(answerText)
    .toLowerCase()
    .split(/[^a-z0-9&]+/)
    .filter(Boolean);
  const have = new Set(said);
  for (let i = 0; i + 1 < said.length; i++) have.add(said[i]! + said[i + 1]!);
  const found = words.map((w) => have.has(w) || (w.length >= 5 && said.some((a) => oneEditApart(w, a))));
  // Two gold words the answer writes as one.
  for (let i = 0; i + 1 < words.length; i++) if (have.has(words[i]! + words[i + 1]!)) found[i] = found[i + 1] = true;
  return found.filter(Boolean).length / words.length >= 0.6;
}

/** One letter inserted, removed or changed, or two neighbours swapped (and both words at least five letters long). */
function oneEditApart(a: string, b: string): boolean {
  if (b.length < 5 || Math.abs(a.length - b.length) > 1 || a === b) return a === b;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  // Changed, or swapped with the next letter ("Pifzer").
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}
