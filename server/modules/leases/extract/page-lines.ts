/**
 * A page's text as clause spans with exact offsets: sentence ends (not abbreviations or section numbers), headings
 * and questions standing on their own lines, numbered items, label lines ("Security Deposit: $500") and summary
 * tables' rows ("Term thirty-six (36) months"), and the blank lines a scan puts inside a sentence.
 */
import type { Boxes } from './checkboxes.js';
import { readable, withoutNoise } from './readable.js';

const abbreviations = new Set(
  (
    'sec secs art para no nos vol p pp ch cl inc co corp ltd llc lp llp plc mr mrs ms dr st jr sr prof ave blvd rd ' +
    'ste fl apt e.g i.e etc vs v approx dept esq attn tel jan feb mar apr jun jul aug sep sept oct nov dec n s e w ' +
    'hwy pkwy ln ct pl sq ft bldg mt ft'
  ).split(/\s+/),
);

/** "4." or "4.2." opening a line, or "Section 4." — a number, not the end of a sentence. */
function endsWithAbbreviation(text: string, dot: number): boolean {
  let s = dot;
  while (s > 0 && /[A-Za-z.&]/.test(text[s - 1]!)) s--;
  const token = text.slice(s, dot).toLowerCase().replace(/^\.+/, '');
  if (!token) {
    // A number before the dot: a section number ("5. Rent") or a decimal, never a sentence end at line start.
    let d = dot;
    while (d > 0 && /[\d.]/.test(text[d - 1]!)) d--;
    if (d === dot) return false;
    const lineStart = text.lastIndexOf('\n', d - 1) + 1;
    return text.slice(lineStart, d).trim() === '' || /(section|sec\.?|article|paragraph|clause|§)\s*$/i.test(text.slice(Math.max(0, d - 12), d));
  }
  // "Birchwood Rentals, Inc. The Tenant is ...": a company's suffix can end a sentence too.
  if (
    /^(inc|corp|co|ltd|llc|lp|llp|l\.p|l\.l\.c)$/.test(token) &&
    /^\s+(The|This|Tenants?|Landlords?|Lessees?|Lessors?|Owners?|Residents?|Rent)\b/.test(text.slice(dot + 1, dot + 14))
  )
    return false;
  if (abbreviations.has(token)) return true;
  return /^[a-z]$/.test(token) || /^([a-z]\.)+[a-z]$/.test(token);
}

/**
 * A section number opening a line: "Section 4 -", "ARTICLE IV", "4.", "4.2", "(a)"-less numbering only; a street
 * number ("898 Market Street") is not one.
 */
const numberPrefix =
  /^\s*(?:(?:section|article|clause|paragraph|§)\s*[\dIVXivx]{1,4}(?:\.\d{1,2})*\s*[.:)\-–—]?|\d{1,2}(?:\.\d{1,2})+\.?|\d{1,2}[.)]|[IVX]{1,4}[.)])\s*/;
export const numberPrefixI = new RegExp(numberPrefix.source, 'i');

/** A line that opens a numbered or lettered item: "5.", "5.1", "(a)", "a)", "Section 5", "ARTICLE V", "•". */
export const itemStart =
  /^[ \t]*(?:(?:section|article|paragraph|clause)\s+[\dIVXivx]+[.:)]?\s|\d{1,2}(?:\.\d{1,2})*[.)]\s+(?=\S)|\d{1,2}\.\d{1,2}\s|\([a-z0-9]{1,4}\)\s|[a-h][.)]\s|[•·▪●◦*–-]\s)/i;

/** A line that is a heading on its own: short, mostly capitals or Title Case, no sentence inside. */
export function headingLine(line: string): boolean {
  const numbered = numberPrefixI.test(line) && /\S/.test(line.replace(numberPrefixI, ''));
  const t = line.trim().replace(numberPrefixI, '');
  if (t.length < 3 || t.length > 70 || /[,;]$/.test(t) || /\$|\d{3}/.test(t)) return false;
  // "Yes." / "None." answer a question or a form's line; they name no section.
  if (/^(?:yes|no|none|n\/a|not applicable|nil)\W*$/i.test(t)) return false;
  const letters = t.replace(/[^A-Za-z]/g, '');
  if (letters.length < 3) return false;
  const upper = letters.replace(/[^A-Z]/g, '').length / letters.length;
  if (upper > 0.85) return !/[.:]\s*\S/.test(t);
  const words = t.replace(/[.:]$/, '').split(/\s+/);
  const capitalised = words.filter((w) => /^[A-Z(&]/.test(w) || /^(of|and|or|to|the|for|in|on|by|a|an|with)$/.test(w)).length;
  return (
    words.length <= 6 &&
    capitalised === words.length &&
    (numbered || /[.:]$/.test(t)) &&
    !/[.:]\s*\S/.test(t.replace(/[.:]$/, '')) &&
    !/^(Landlord|Tenant|Lessor|Lessee|Owner|Resident)s?\b.*:\s*\S/.test(t)
  );
}

/**
 * A question standing as a heading, as plain-language leases put them ("Can you keep a pet?", "Who pays for
 * utilities?"): short, capitalised, one question and nothing else.
 */
export function questionLine(line: string): boolean {
  const t = line.trim().replace(numberPrefixI, '');
  return /^[A-Z][^.?!:;]{4,100}\?["”’)]*$/.test(t) && t.split(/\s+/).length <= 14;
}

/** "5. SECURITY DEPOSIT." / "Pets." / "ARTICLE 4 - RENT": the words of a clause that is only a heading. */
export function headingText(text: string): string {
  return text
    .replace(numberPrefixI, '')
    .replace(/[\s.:?–-]+$/, '')
    .replace(/\s+/g, ' ')
    .toLowerCase();
}

function pushClause(text: string, start: number, end: number, out: Array<{ start: number; end: number }>) {
  while (start < end && /\s/.test(text[start]!)) start++;
  while (end > start && /\s/.test(text[end - 1]!)) end--;
  if (end > start && /[A-Za-z0-9]/.test(text.slice(start, end))) out.push({ start, end });
}

const MAX_CLAUSE = 900;

type LineKind = 'blank' | 'heading' | 'label' | 'text';

/** Splits one page into clause spans; `row` marks a span that starts a summary table's row. */
export function splitPage(text: string, boxes: Boxes = { unticked: [], ticks: [] }): Array<{ start: number; end: number; row?: boolean }> {
  const cuts = new Set<number>([0, text.length]);
  // Rows of a summary table ("Term thirty-six (36) months" / "Expiration Date the last day of ..."): a line
  // led by a lease term's name is a row when a neighbouring line is one too, whatever its value starts with.
  const lines = [...text.matchAll(/[^\n]*(?:\n|$)/g)].map((m) => m[0].replace(/\n$/, ''));
  // Read as mended ("Tenant sha1l" is "Tenant shall", a sentence); a line after one that hangs on "the" goes on.
  const hanging = (l: string) =>
    /(?:,|\b(?:of|the|a|an|to|and|or|for|by|with|in|on|at|from|that|which|shall|will|may|must|not|per|this|its|their|any|all|each))\s*$/i.test(l);
  const rowish = lines.map((l, i) => rowLabel(readable(l), true) !== null && !(i > 0 && hanging(lines[i - 1]!)));
  const rowStarts = new Set<number>();
  let lineNo = -1;
  // A blank line inside a wrapped sentence ("... Resident will place in Resident's name and pay for\n\nelectricity
  // and trash.") is a scan's paragraph slip; after a short line ("Term" / "thirty-six months") it ends a cell. A
  // photo's OCR may put a blank line after every wrapped line: where it does so twice before lower-case words, a
  // long line that ends no sentence runs on over the blank line whatever the next line starts with.
  const blanks = [...text.matchAll(/\n[ \t]*\n\s*/g)].map((m) => {
    const end = m.index! + m[0].length;
    // The line as read, without a scan's noise after its last word.
    const lineBefore = withoutNoise(
      text
        .slice(text.lastIndexOf('\n', m.index! - 1) + 1, m.index!)
        .replace(/\s+/g, ' ')
        .trim(),
    );
    const nextLine = text.slice(end, text.indexOf('\n', end) < 0 ? text.length : text.indexOf('\n', end));
    const wraps = lineBefore.length >= 30 && !/[.:!?"”’')\]]\s*$/.test(lineBefore);
    // A line that stops on a comma, a semicolon or a word that cannot end a sentence ("of", "the", "shall") runs on.
    const hangs =
      wraps &&
      !itemStart.test(nextLine) &&
      /(?:[,;]|\b(?:of|the|a|an|to|and|or|for|by|with|in|on|at|from|that|which|is|are|be|shall|will|may|must|not|per|this|its|their|any|all|each|than)),?$/i.test(
        lineBefore,
      );
    // The next line goes on with a word in lower case, or with the number a date or an address was cut before
    // ("... starting on 1 July" / "2025.", "... Boise, ID" / "83702").
    const goesOn = wraps && (/^[a-z]/.test(nextLine) || (/[A-Za-z]$/.test(lineBefore) && /^\d/.test(nextLine) && !itemStart.test(nextLine)));
    return { end, wraps, lower: goesOn || hangs, nextLine };
  });
  const wrappedPage = blanks.filter((b) => b.lower).length >= 2;
  // Lines that go on with the sentence before a blank line: no heading, item or label starts there.
  const continued = new Set<number>();
  for (const b of blanks) {
    // An address broken over the blank line ("... 641 Harbor Boulevard, Ann" / "Arbor, MI 48134") runs on too.
    const addressRest = /^(?:[A-Z][a-z]+\.?,?\s+){1,4}[A-Z]{2}\.?\s+\d{5}\b/.test(b.nextLine) && b.wraps;
    const runsOn =
      b.lower ||
      addressRest ||
      (wrappedPage && b.wraps && !headingLine(b.nextLine) && !questionLine(b.nextLine) && !itemStart.test(b.nextLine) && rowLabel(b.nextLine) === null);
    if (!runsOn) cuts.add(b.end);
    else continued.add(b.end);
  }
  const lineRe = /[^\n]*(?:\n|$)/g;
  let previous = '';
  let previousKind: LineKind = 'blank';
  // The last line with words, across blank lines: a list ending ";" there runs on after them.
  let lastWords = '';
  for (let m = lineRe.exec(text); m && m[0].length > 0; m = lineRe.exec(text)) {
    lineNo++;
    const line = m[0].replace(/\n$/, '');
    if (continued.has(m.index)) {
      previous = line;
      previousKind = 'text';
      lastWords = line;
      continue;
    }
    // A line ends what came before when that ended a sentence, was blank, a heading or a label line; else it
    // may be the wrapped rest of a sentence ("... the State of\nOregon.").
    const afterBreak = previousKind !== 'text' || /[.:;!?]["”’')]*\s*$/.test(previous);
    const numbered = numberPrefixI.test(line);
    let kind: LineKind = line.trim() === '' ? 'blank' : 'text';
    // The line after a label ("1.2 Tenant:") is its value, even when it looks like a heading.
    const tableRow = rowish[lineNo] === true && (rowish[lineNo - 1] === true || rowish[lineNo + 1] === true);
    // A heading follows an ended sentence, not a list running on (";", ","): "... Trash L;" / "Internet T." goes on.
    if (!tableRow && (headingLine(line) || questionLine(line)) && ((afterBreak && !/[;,]\s*$/.test(lastWords)) || numbered) && !/:\s*$/.test(previous)) {
      cuts.add(m.index);
      cuts.add(m.index + line.length);
      kind = 'heading';
    } else if (/^[ \t]*[A-Z][^:\n]{2,80}:\s*$/.test(line) && !/[.;]\s/.test(line) && m.index > 0 && (afterBreak || itemStart.test(previous))) {
      // A lead-in of its own ("The Landlord must pay for:") after a list's last item.
      cuts.add(m.index);
    } else if (itemStart.test(line) && m.index > 0) {
      // An item after a line that does not end a sentence may be a wrapped number ("within\n30 days", "nine\n(9)
      // months"): the item pattern needs "5." or "(a)", which wrapped prose rarely starts with.
      const wrappedNumber =
        /^\s*\(\d{1,3}\)\s/.test(line) &&
        /\b(?:one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|\w+teen|\w+ty(?:-\w+)?|hundred)\s*$/i.test(previous);
      if ((!/^\s*\d{1,3}\s/.test(line) || afterBreak) && !wrappedNumber) cuts.add(m.index);
    } else if (
      /^[ \t]*[A-Z][A-Za-z'’ /&()-]{1,40}:\s*\S/.test(line) &&
      // After a sentence's end, a number, or a short title without its stop ("Utilities" / "Tenant: gas, power").
      (afterBreak || /\S{0,3}\d\s*$/.test(previous) || /^[ \t]*[A-Z][A-Za-z'’&/-]*(?:[ \t]+[A-Za-z'’&/-]+){0,3}[ \t]*$/.test(previous)) &&
      m.index > 0
    ) {
      // "Security Deposit: $500" form lines.
      cuts.add(m.index);
      kind = 'label';
    } else if ((rowLabel(line) && afterBreak) || tableRow) {
      // A summary table's row: "Monthly rent $2,450.00".
      cuts.add(m.index);
      rowStarts.add(m.index);
      kind = 'label';
    }
    previous = line;
    previousKind = kind;
    if (line.trim()) lastWords = line;
  }
  for (const m of text.matchAll(/[.!?]["”’')]*(?=\s+["“(]?[A-Z0-9([])/g)) {
    const dot = m.index!;
    if (text[dot] === '.' && endsWithAbbreviation(text, dot)) continue;
    // An unticked option that ends before the next box ("a late charge of [ ] $____. [X] 8% of the Rent.") ends no
    // sentence: the options are one.
    const next = dot + m[0].length + (/^\s*/.exec(text.slice(dot + m[0].length))?.[0].length ?? 0);
    if (boxes.unticked.some((u) => dot >= u.start && dot < u.end) && [...boxes.unticked, ...boxes.ticks].some((b) => b.start === next)) continue;
    cuts.add(dot + m[0].length);
  }
  const sorted = [...cuts].sort((a, b) => a - b);
  const spans: Array<{ start: number; end: number; row?: boolean }> = [];
  for (let i = 0; i + 1 < sorted.length; i++) pushClause(text, sorted[i]!, sorted[i + 1]!, spans);
  for (const s of spans)
    if (rowStarts.has(text.lastIndexOf('\n', s.start - 1) + 1) && !text.slice(text.lastIndexOf('\n', s.start - 1) + 1, s.start).trim()) s.row = true;
  return spans.flatMap((s) => (s.end - s.start > MAX_CLAUSE ? splitLong(text, s) : [s]));
}

/** An over-long piece (a table, a run-on clause) is cut at semicolons, then at line breaks. */
function splitLong(text: string, span: { start: number; end: number }): Array<{ start: number; end: number }> {
  const out: Array<{ start: number; end: number }> = [];
  const piece = text.slice(span.start, span.end);
  const breaks = [...piece.matchAll(/;\s+/g)].length >= 2 ? /;\s+/g : /\n/g;
  let from = span.start;
  for (const m of piece.matchAll(breaks)) {
    const at = span.start + m.index! + m[0].length;
    if (at - from >= 200) {
      pushClause(text, from, at, out);
      from = at;
    }
  }
  pushClause(text, from, span.end, out);
  return out;
}

/**
 * The name of a lease term opening a row of a summary table without a colon ("Pets Not permitted", "Monthly rent
 * $2,450.00", "Governing law California"): general lease vocabulary, followed by a value rather than a verb.
 */
const termLabel =
  /^((?:landlord|tenant|lessor|lessee|owner)'s (?:address(?: for notices)?|notice address)|date of (?:this )?lease|lease date|effective date|building|project|guarantors?|brokers?|(?:tenant's )?(?:proportionate|pro rata) share|landlord(?:'s name)?|lessor|owner(?:\/agent)?|managing agent|tenants?(?:\(s\))?|lessees?|residents?(?:\(s\))?|occupants?|property(?: address)?|premises(?: address)?|rental (?:unit|property|address)|unit(?: number| no[.,]?)?|apartment(?: number| no[.,]?)?|suite|lease term|term(?: of lease)?|commencement(?: date)?|start date|lease start(?: date)?|end date|lease end(?: date)?|expiration(?: date)?|termination date|(?:monthly |base |annual |minimum )?rent(?: amount)?|security deposit|deposit|pet deposit|late (?:fees?|charges?)|grace period|pets?(?: policy)?|animals|subletting(?: and assignment)?|assignment(?: and subletting)?|utilities(?: paid by (?:the )?(?:tenant|landlord|resident|owner|lessee|lessor))?|utilities included(?: in rent)?|repairs?(?: and maintenance)?|maintenance(?: and repairs?)?|renewal(?: options?)?|options? to (?:renew|extend)|extension (?:options?|rights?)|early termination|termination (?:option|right)|notice to vacate|move[- ]out notice|governing law|applicable law|choice of law|permitted use|use of premises)\s+/i;
/** What may follow a row's label: a value (capitalised, a figure, a box), not the rest of a sentence. */
const rowValue = /^(?:[A-Z0-9$[(]|(?:one|two|none|not|no|only|yes)\b)(?!(?:shall|will|may|must|is|are|agrees?|pays?|has|of|for|to|in|on|and|or)\b)/;
/** Inside a table any value goes ("the last day of the 36th month"), but not the rest of a sentence. */
const rowValueInTable =
  /^(?!(?:shall|will|may|must|is|are|was|were|be|been|agrees?|pays?|has|have|hereby|herein|hereunder|of|for|to|in|on|and|or|at|by|with|under|as)\b)[A-Za-z0-9$[("“']/i;

/** "Pets Not permitted" → "Pets"; in a table (`inTable`) the value may start in lower case. */
export function rowLabel(line: string, inTable = false): string | null {
  const t = line.trim().replace(numberPrefixI, '');
  const m = termLabel.exec(t);
  return m && (inTable ? rowValueInTable : rowValue).test(t.slice(m[0].length)) ? m[1]! : null;
}
