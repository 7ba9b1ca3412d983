/**
 * Text helpers for the offline composer: sentence splitting that keeps character offsets (so a citation can
 * point at the exact sentence in the canonical text) and content-word matching between a question and a
 * sentence.
 */

export interface Sentence {
  text: string;
  /** [start, end) offsets into the text that was split. */
  start: number;
  end: number;
}

/**
 * Words that end with a period but do not end a sentence in legal text: titles, company suffixes, section
 * references and common Latin abbreviations. Lower-cased, without the final period.
 */
const abbreviations = new Set([
  'sec',
  'secs',
  'art',
  'arts',
  'para',
  'paras',
  'no',
  'nos',
  'vol',
  'p',
  'pp',
  'ch',
  'cl',
  'subd',
  'sched',
  'inc',
  'co',
  'corp',
  'ltd',
  'llc',
  'l.l.c',
  'lp',
  'l.p',
  'llp',
  'plc',
  'n.a',
  's.a',
  'a.g',
  'b.v',
  'n.v',
  'gmbh',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'prof',
  'messrs',
  'ave',
  'blvd',
  'rd',
  'ste',
  'fl',
  'u.s',
  'u.s.a',
  'u.k',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'v',
  'cf',
  'approx',
  'dept',
  'est',
  'esq',
  'attn',
  'tel',
  'jan',
  'feb',
  'mar',
  'apr',
  'jun',
  'jul',
  'aug',
  'sep',
  'sept',
  'oct',
  'nov',
  'dec',
  'min',
  'max',
  'viz',
]);

const MAX_SENTENCE = 700;

function isAbbreviationBefore(text: string, dot: number): boolean {
  // The token that ends at the period, e.g. "U.S" in "U.S. law" or "Inc" in "Acme Inc. (the".
  let s = dot;
  while (s > 0 && /[A-Za-z.&]/.test(text[s - 1]!)) s--;
  const token = text.slice(s, dot).toLowerCase().replace(/^\.+/, '');
  if (!token) return /\d/.test(text[dot - 1] ?? '') && isListNumber(text, dot);
  if (abbreviations.has(token)) return true;
  // Single initials ("John Q. Public") and dotted acronyms ("N.Y.").
  return /^[a-z]$/.test(token) || /^([a-z]\.)+[a-z]$/.test(token);
}

const monthName =
  /(?:jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)/;
const dateBeforeDot = new RegExp(`(?<![A-Za-z])${monthName.source}(?:\\s+\\d{1,2})?$`, 'i');

/** A period typed inside a date ("June 30. 2027", "4 day of Sept. 2019"): the year follows, the sentence goes on. */
function isDateDot(text: string, dot: number): boolean {
  return /^\s*(?:19|20)\d\d\b/.test(text.slice(dot + 1, dot + 12)) && dateBeforeDot.test(text.slice(Math.max(0, dot - 14), dot));
}

/** "4." or "4.2." at the start of a line is a section number, not the end of a sentence. */
function isListNumber(text: string, dot: number): boolean {
  let s = dot;
  while (s > 0 && /[\d.]/.test(text[s - 1]!)) s--;
  const lineStart = text.lastIndexOf('\n', s - 1) + 1;
  return text.slice(lineStart, s).trim() === '' || /(section|sec\.?|article|clause|paragraph)\s*$/i.test(text.slice(0, s));
}

function isHeadingLine(line: string): boolean {
  const t = line.trim();
  if (t.length < 3 || t.length > 80 || /[,;]$/.test(t)) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  return letters.length >= 3 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.85 && !/[.:]\s*\S/.test(t.replace(/^[\d.\s]+/, ''));
}

/**
 * Splits text into sentences, keeping exact offsets. Boundaries: sentence-ending punctuation followed by a
 * capital, digit or opening bracket (not after abbreviations such as "Sec.", "U.S." or "Inc."), blank lines,
 * all-capital heading lines and numbered or lettered list items at the start of a line. Over-long pieces are
 * cut at semicolons so a citation stays a readable clause.
 */
export function splitSentences(text: string): Sentence[] {
  const cuts = new Set<number>([0, text.length]);
  // Blank lines end a paragraph.
  for (const m of text.matchAll(/\n[ \t]*\n\s*/g)) cuts.add(m.index! + m[0].length);
  // Heading lines stand alone; list items start a new piece.
  const lineRe = /[^\n]*\n?/g;
  for (let m = lineRe.exec(text); m && m[0].length > 0; m = lineRe.exec(text)) {
    const line = m[0].replace(/\n$/, '');
    if (isHeadingLine(line)) {
      cuts.add(m.index);
      cuts.add(m.index + line.length);
    } else if (/^\s*(\(?[a-z0-9]{1,4}\)|\d{1,2}(\.\d{1,2})*\.?\s|[•·\-–*]\s)/i.test(line) && m.index > 0) {
      cuts.add(m.index);
    }
  }
  // Sentence-ending punctuation.
  for (const m of text.matchAll(/[.!?]["”’)]?(?=\s+["“(]?[A-Z0-9([])/g)) {
    const dot = m.index!;
    if (text[dot] === '.' && isAbbreviationBefore(text, dot)) continue;
    if (text[dot] === '.' && isDateDot(text, dot)) continue;
    cuts.add(dot + m[0].length);
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const out: Sentence[] = [];
  for (let i = 0; i + 1 < sorted.length; i++) pushTrimmed(text, sorted[i]!, sorted[i + 1]!, out);
  return out.flatMap((s) => (s.text.length > MAX_SENTENCE ? splitAtSemicolons(text, s) : [s]));
}

function pushTrimmed(text: string, start: number, end: number, out: Sentence[]) {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start && /[A-Za-z0-9]/.test(text.slice(start, end))) out.push({ text: text.slice(start, end), start, end });
}

function splitAtSemicolons(text: string, s: Sentence): Sentence[] {
  const out: Sentence[] = [];
  let from = s.start;
  for (const m of s.text.matchAll(/;\s+/g)) {
    const at = s.start + m.index! + 1;
    if (at - from >= 150) {
      pushTrimmed(text, from, at, out);
      from = at;
    }
  }
  pushTrimmed(text, from, s.end, out);
  return out;
}

const stopwords = new Set(
  (
    'a an the of to in on at by for from with without and or nor but if then than as is are was were be been being ' +
    'do does did doing done have has had having can could may might must shall should will would this that these ' +
    "those there here it its it's what which who whom whose when where why how any all each every some such no not " +
    'our your their his her my me we you they them he she i us about into over under per upon between within ' +
    'contract agreement document documents lease hereof herein hereunder thereof party parties this? please tell ' +
    "consider provided provide provides include includes including included under there's what's anything " +
    'something everything anyone someone also about regarding concerning related relating'
  ).split(/\s+/),
);

const suffixes = ['ations', 'ation', 'ments', 'ment', 'ings', 'ing', 'ally', 'ly', 'als', 'al', 'ed', 'es', 's'];

/** A crude stem: common suffixes off, then the first six letters, so "renew"/"renewal" and "terminate"/"termination" meet. */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/['’]s$/, '');
  for (const suffix of suffixes) {
    if (w.endsWith(suffix) && w.length - suffix.length >= (suffix === 's' ? 3 : 4) && !w.endsWith('ss')) {
      w = w.slice(0, -suffix.length);
      break;
    }
  }
  return w.slice(0, 6);
}

/** Content-word stems of a text, stopwords removed. */
export function contentStems(text: string, keepStopwords: ReadonlySet<string> = new Set()): string[] {
  const words = text.toLowerCase().match(/[a-z][a-z'’]*[a-z]|\d+/g) ?? [];
  return words.filter((w) => !stopwords.has(w) || keepStopwords.has(w)).map(stem);
}

/** Collapses the runs of spaces and line breaks that extracted PDF text is full of. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
