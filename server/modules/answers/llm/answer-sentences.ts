/**
 * Splits a generated answer into sentences and finds the citation markers in each. Markers usually follow the
 * sentence ("… per month [1]." or "… per month. [1]"), sometimes sit mid-sentence ("rent is $5 [1] and the
 * deposit $10 [2]"); each group of adjacent markers backs the words before it.
 */

export interface MarkerGroup {
  /** [start, end) of the group's raw text in the sentence, e.g. "[1][3]" or "[1, 2]". */
  start: number;
  end: number;
  /** Passage numbers as written (1-based), in order, without repeats. */
  numbers: number[];
}

export interface AnswerSentence {
  /** The sentence as written, markers included. */
  text: string;
  /** What separated it from the previous sentence: a space, a line break or a blank line. */
  separator: '' | ' ' | '\n' | '\n\n';
  markers: MarkerGroup[];
}

const MARKER = String.raw`\[\s*(?:(?:[Pp]assages?|[Ss]ources?|[Rr]efs?)\s*)?\d{1,3}(?:\s*(?:,|;|–|-|and)\s*\d{1,3})*\s*\]`;
const markerRe = () => new RegExp(MARKER, 'g');
const groupRe = () => new RegExp(String.raw`${MARKER}(?:\s*${MARKER})*`, 'g');

/** Words ending in a period that do not end a sentence. */
const ABBREVIATIONS = new Set([
  'inc',
  'co',
  'corp',
  'ltd',
  'llc',
  'no',
  'nos',
  'sec',
  'art',
  'para',
  'p',
  'pp',
  'vol',
  'mr',
  'mrs',
  'ms',
  'dr',
  'st',
  'jr',
  'sr',
  'ave',
  'blvd',
  'rd',
  'ste',
  'u.s',
  'u.s.a',
  'u.k',
  'e.g',
  'i.e',
  'etc',
  'vs',
  'v',
  'approx',
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
  'n.a',
  's.a',
  'l.p',
  'l.l.c',
]);

function numbersIn(group: string): number[] {
  const out: number[] = [];
  for (const m of group.matchAll(markerRe())) {
    const body = m[0].replace(/[[\]]/g, '').replace(/^\s*(?:passages?|sources?|refs?)\s*/i, '');
    for (const part of body.split(/\s*(?:,|;|and)\s*/)) {
      const range = /^(\d+)\s*[–-]\s*(\d+)$/.exec(part.trim());
      if (range) {
        const [a, b] = [Number(range[1]), Number(range[2])];
        if (b >= a && b - a < 20) for (let n = a; n <= b; n++) out.push(n);
      } else if (/^\d+$/.test(part.trim())) out.push(Number(part.trim()));
    }
  }
  return [...new Set(out)];
}

export function findMarkers(sentence: string): MarkerGroup[] {
  return [...sentence.matchAll(groupRe())].map((m) => ({ start: m.index!, end: m.index! + m[0].length, numbers: numbersIn(m[0]) }));
}

/** Removes every citation marker, leaving the claim's words. */
export function withoutMarkers(text: string): string {
  return text
    .replace(markerRe(), ' ')
    .replace(/\s+/g, ' ')
    .replace(/\s+([.,;:!?])/g, '$1')
    .trim();
}

function endsWithAbbreviation(text: string): boolean {
  const token = /([A-Za-z][A-Za-z.]*)\.$/.exec(text)?.[1]?.toLowerCase();
  return !!token && (ABBREVIATIONS.has(token) || /^[a-z]$/.test(token));
}

function splitLine(line: string): string[] {
  // A boundary: end punctuation, closing quotes/brackets, any markers, then space before a non-lower-case
  // character, or the end of the line.
  const boundary = new RegExp(String.raw`[.!?]+["'”’)]*(?:\s*${MARKER})*(?=\s+[^\sa-z]|\s*$)`, 'g');
  const out: string[] = [];
  let from = 0;
  for (const m of line.matchAll(boundary)) {
    const end = m.index! + m[0].length;
    const upToPunctuation = line.slice(from, m.index! + 1);
    if (line[m.index!] === '.' && endsWithAbbreviation(upToPunctuation)) continue;
    out.push(line.slice(from, end));
    from = end;
  }
  out.push(line.slice(from));
  // Pieces without a letter or digit (a lone "." left where a link was removed) are not sentences.
  return out.map((s) => s.trim()).filter((s) => /[\p{L}\p{N}]/u.test(s));
}

export function splitAnswer(answer: string): AnswerSentence[] {
  const out: AnswerSentence[] = [];
  let blankBefore = false;
  for (const line of answer.split(/\r?\n/)) {
    if (!line.trim()) {
      blankBefore = true;
      continue;
    }
    splitLine(line).forEach((text, i) => {
      const separator = out.length === 0 ? '' : i > 0 ? ' ' : blankBefore ? '\n\n' : '\n';
      out.push({ text, separator, markers: findMarkers(text) });
    });
    blankBefore = false;
  }
  return out;
}
