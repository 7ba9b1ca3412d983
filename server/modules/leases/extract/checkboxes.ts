/**
 * Check boxes on a form page: a ticked option is chosen ("[X] None"), an unticked one is not ("[ ] Tenant shall
 * have the option to renew ..."), whatever clause or line the option runs over. Found on the whole page, before
 * the page is cut into clauses, so an unticked option that spans a sentence or a line break is dropped from every
 * clause it touches. Scans write boxes loosely ("[]", "[1", "LX]", "IX]"); the loose forms count only on a page
 * that has clear boxes too, so a footnote "[1]" elsewhere is left alone.
 */

export interface Span {
  start: number;
  end: number;
}

const clearBox = /\[\s*[xX✓✔√]?\s*\]|[☐□☒☑]/g;
/** A ticked box: "[X]", "(X)", "☒", and scans' "LX]", "IX]", "|X]", "[X". */
const tickedBox = /(?<![A-Za-z0-9])(?:[[(LI|l]\s*[xX✓✔√]\s*[\])]|\[\s*[xX✓✔√](?=\s)|☒|☑|■)/g;
/** An unticked box: "[ ]", "[]", "( )", "☐", and scans' "[1", "[l", "[|", "[J" for "[]". */
const emptyBox = /\[\s*\]|\(\s\)|☐|□/g;
const looseEmptyBox = /(?<![A-Za-z0-9])\[\s?[1lI|J]\]?(?=\s|[A-Za-z])/g;

export interface Boxes {
  /** Unticked options: from the box to the end of its option. */
  unticked: Span[];
  /** Ticked boxes' marks (the option they tick stays). */
  ticks: Span[];
}

function marks(text: string, re: RegExp): Span[] {
  return [...text.matchAll(re)].map((m) => ({ start: m.index!, end: m.index! + m[0].length }));
}

/**
 * Where an unticked option ends: at the next box, at the end of its sentence, at a blank line, or at the end of its
 * line when it is a short option of a table or list ("[ ] Landlord" / "Gas [X] Tenant").
 */
function optionEnd(text: string, from: number, nextBox: number): number {
  const limit = Math.min(nextBox, text.length);
  let words = 0;
  let inWord = false;
  for (let i = from; i < limit; i++) {
    const ch = text[i]!;
    if (
      /[.;?!]/.test(ch) &&
      (i + 1 >= text.length || /\s/.test(text[i + 1]!)) &&
      !/\b(?:No|Apt|St|Mr|Mrs|Ms|Dr|Inc)$/.test(text.slice(Math.max(from, i - 4), i))
    )
      return i + 1;
    if (ch === '\n') {
      if (/^\n[ \t]*\n/.test(text.slice(i, i + 3)) || /^\n[ \t]*(?:\d{1,2}[.)]|\(?[a-h]\))\s/.test(text.slice(i, i + 8))) return i;
      // A short option of a table row or list ends with its line; a longer one, or one that runs on (":", "of",
      // a verb), is a sentence that wraps.
      const so = text.slice(from, i);
      if (words >= 1 && words <= 3 && !/[:,]\s*$|\b(?:of|and|or|the|for|to|a|an|at|by|with)\s*$/i.test(so) && !/\b(?:shall|will|may|must|is|are)\b/i.test(so))
        return i;
    }
    const wordChar = /[A-Za-z0-9$]/.test(ch);
    if (wordChar && !inWord) words++;
    inWord = wordChar;
  }
  return limit;
}

/** The page's ticked marks and unticked options. */
export function findBoxes(text: string): Boxes {
  const clear = (text.match(clearBox) ?? []).length + (text.match(tickedBox) ?? []).length;
  if (clear === 0) return { unticked: [], ticks: [] };
  const ticks = marks(text, tickedBox);
  const empty = [...marks(text, emptyBox), ...(clear >= 2 ? marks(text, looseEmptyBox) : [])].filter(
    (e) => !ticks.some((t) => t.start < e.end && e.start < t.end),
  );
  const all = [...ticks.map((t) => ({ ...t, ticked: true })), ...empty.map((e) => ({ ...e, ticked: false }))].sort((a, b) => a.start - b.start);
  const unticked: Span[] = [];
  all.forEach((box, i) => {
    if (box.ticked) return;
    const next = all[i + 1]?.start ?? text.length;
    unticked.push({ start: box.start, end: optionEnd(text, box.end, next) });
  });
  return { unticked, ticks };
}

/**
 * A clause's characters with the unticked options it holds left out and ticked marks blanked ("by [X] check [ ]
 * cash." reads "by check ."), for reading values; quotes still cite the page's own characters.
 */
export function chosenText(text: string, start: number, end: number, boxes: Boxes): string {
  if (!boxes.unticked.length && !boxes.ticks.length) return text.slice(start, end);
  const drop = [...boxes.unticked, ...boxes.ticks].filter((s) => s.start < end && start < s.end).sort((a, b) => a.start - b.start);
  if (!drop.length) return text.slice(start, end);
  let out = '';
  let at = start;
  for (const s of drop) {
    if (s.start > at) out += text.slice(at, s.start);
    out += ' ';
    at = Math.max(at, s.end);
  }
  if (at < end) out += text.slice(at, end);
  return out;
}
