/**
 * Questions about one row of a table ("What is Maria Lopez's rent?", "When does the lease for unit 4B end?").
 * Spreadsheets are indexed one row a line, each cell labelled with its column ("Unit: 4B; Tenant: Maria Lopez;
 * Rent: $1,850; Lease End: 2027-05-31", server/lib/extract/spreadsheet.ts), and a row is never cut in two
 * (ingest/chunker.ts). A row answers when the question names one of its cells (a tenant, a unit) and one of its
 * columns: the answer is that row's value in that column, typed, and cites the row alone. Reading the row as
 * cells, not as a sentence, is what keeps the value from coming out of the row next to it.
 */
import type { Citation, SearchHit } from '../../../../common/search.js';
import { citedPages } from '../cited-pages.js';
import type { AnswerValue } from './answer-value.js';
import { findAmounts } from './extract-amounts.js';
import { findDates, isCompleteDate, longDate } from './extract-dates.js';
import { dateValue } from './key-term-finders.js';
import type { QuestionAnalysis } from './question-kind.js';
import { stem } from './text.js';

export interface TableRowAnswer {
  answer: string;
  citations: Citation[];
  value: AnswerValue;
}

interface Cell {
  header: string;
  value: string;
}

interface Row {
  passage: SearchHit;
  rank: number;
  /** The row's line, as offsets into the passage text. */
  start: number;
  end: number;
  cells: Cell[];
}

/** Words a question uses for a column's words: "When does the lease expire?" asks for "Lease End". */
const synonyms: Record<string, string[]> = {
  end: ['expir', 'expire', 'finish', 'until'],
  start: ['begin', 'commen'],
  rent: ['rental', 'pay', 'paid'],
  tenant: ['who', 'lessee', 'occupa', 'reside'],
  deposit: ['securi'],
};

const wordsOf = (text: string) =>
  text
    .toLowerCase()
    .replace(/['’]s\b/g, '')
    .match(/[a-z0-9]+/g) ?? [];
const looksLikeMoney = (value: string) => /^\(?-?\s?[$€£¥]\s?-?[\d,]+(\.\d+)?\)?$|^-?[\d,]+(\.\d+)?\s?(USD|EUR|GBP)$/i.test(value.trim());
const moneyHeader = /\b(rent|deposit|amount|price|fee|balance|cost|charge|payment|due|paid|arrears|total)\b/i;

/** "Unit: 4B; Tenant: Maria Lopez; Rent: $1,850" → cells. A piece without a "Header: " goes back to the cell before it. */
export function parseRow(line: string): Cell[] | null {
  const cells: Cell[] = [];
  for (const piece of line.split('; ')) {
    const m = /^([^:;]{1,60}?): (.*)$/s.exec(piece);
    if (m && m[1]!.trim() === m[1] && /[A-Za-z]/.test(m[1]!)) cells.push({ header: m[1]!, value: m[2]!.trim() });
    else if (cells.length) cells[cells.length - 1]!.value += `; ${piece}`;
    else return null;
  }
  return cells.length >= 2 ? cells : null;
}

/** The table rows in the passages: lines that read as labelled cells, in passages that hold a table. */
function tableRows(passages: SearchHit[]): Row[] {
  const rows: Row[] = [];
  passages.forEach((passage, rank) => {
    const found: Row[] = [];
    const lineRe = /[^\n]+/g;
    for (let m = lineRe.exec(passage.text); m; m = lineRe.exec(passage.text)) {
      const cells = parseRow(m[0]);
      if (cells) found.push({ passage, rank, start: m.index, end: m.index + m[0].length, cells });
    }
    // One line of "A: x; B: y" in prose is a list, not a table: a table has several rows or several columns.
    if (found.length >= 2 || found.some((r) => r.cells.length >= 3)) rows.push(...found);
  });
  return rows;
}

/** How strongly the question asks for this column: its words (or their synonyms) in the question. */
function columnScore(header: string, question: Set<string>, analysis: QuestionAnalysis, value: string): number {
  let score = 0;
  for (const w of wordsOf(header)) {
    const s = stem(w);
    if (question.has(s)) score += 1;
    else if ((synonyms[s] ?? []).some((x) => question.has(x))) score += 0.8;
  }
  if (score === 0) return 0;
  if (analysis.kind === 'when' && findDates(value).length) score += 0.5;
  if (analysis.kind === 'how_much' && (looksLikeMoney(value) || moneyHeader.test(header))) score += 0.5;
  return score;
}

/** How strongly the question names this cell's value ("Maria Lopez", "unit 4B"); 0 when it does not. */
function identityScore(cell: Cell, questionWords: Set<string>, questionStems: Set<string>): number {
  const words = wordsOf(cell.value);
  if (!words.length || words.length > 6) return 0;
  const hits = words.filter((w) => questionWords.has(w));
  const headerNamed = wordsOf(cell.header).some((w) => questionStems.has(stem(w)));
  // A bare number ("101", a rent) names a row only beside its column's name: "unit 101".
  if (!/[a-z]/i.test(cell.value)) return hits.length === words.length && headerNamed ? words.length + 1 : 0;
  if (hits.length === words.length) return words.length + (headerNamed ? 1 : 0);
  // Part of a name ("Lopez's rent") counts for less, and only for real words.
  const partial = hits.filter((w) => w.length >= 3 && /[a-z]/.test(w));
  return partial.length * 0.5;
}

function typedValue(header: string, value: string): { value: AnswerValue; display: string } {
  const date = findDates(value).find((d) => d.end - d.start >= value.trim().length - 2);
  if (date && isCompleteDate(date)) return { value: dateValue(date), display: longDate(date) };
  const amount = findAmounts(value)[0];
  if (amount && looksLikeMoney(value)) {
    return {
      value: { type: 'amount', value: amount.value, currency: amount.currency, percent: false, per: null, normalized: value.trim() },
      display: value.trim(),
    };
  }
  const plain = /^-?[\d,]+(\.\d+)?$/.exec(value.trim());
  if (plain && moneyHeader.test(header)) {
    const n = Number(plain[0].replace(/,/g, ''));
    return { value: { type: 'amount', value: n, currency: null, percent: false, per: null, normalized: value.trim() }, display: value.trim() };
  }
  // A notes column can hold a paragraph: the answer states its start, the citation holds it all.
  const display = value.length > 220 ? `${value.slice(0, value.lastIndexOf(' ', 219) > 110 ? value.lastIndexOf(' ', 219) : 219)}…` : value;
  return { value: { type: 'text', normalized: value }, display };
}

/** "Maria Lopez", or "unit 4B" for a code or number that needs its column's name to read. */
function identityPhrase(cell: Cell): string {
  return /^[A-Za-z][A-Za-z.'’-]*(\s+[A-Za-z][A-Za-z.'’-]*)+$/.test(cell.value) ? cell.value : `${cell.header.toLowerCase()} ${cell.value}`;
}

export function answerFromTableRows(analysis: QuestionAnalysis, passages: SearchHit[]): TableRowAnswer | null {
  const rows = tableRows(passages);
  if (!rows.length) return null;
  const questionWords = new Set(wordsOf(analysis.question));
  const questionStems = new Set([...questionWords].map(stem));

  // A value many rows share ("Property: Oak Street") says little about which row is meant.
  const seen = new Map<string, number>();
  const key = (cell: Cell) => `${cell.header}\u0000${cell.value.toLowerCase()}`;
  for (const row of rows) for (const cell of row.cells) seen.set(key(cell), (seen.get(key(cell)) ?? 0) + 1);

  let best: { row: Row; asked: Cell; named: Cell; score: number } | null = null;
  let runnerUp: { asked: Cell; score: number } | null = null;
  for (const row of rows) {
    const naming = row.cells
      .map((cell) => ({ cell, score: identityScore(cell, questionWords, questionStems) / seen.get(key(cell))! }))
      .filter((n) => n.score > 0)
      .sort((a, b) => b.score - a.score);
    const named = naming[0];
    const namingScore = naming.reduce((sum, n) => sum + n.score, 0);
    // Half a name ("Lopez") names a row; a value a few rows share ("Oak Street") does not.
    if (!named || namingScore < 0.5) continue;
    const asked = row.cells
      .filter((cell) => cell.value && !naming.some((n) => n.cell === cell))
      .map((cell) => ({ cell, score: columnScore(cell.header, questionStems, analysis, cell.value) }))
      .sort((a, b) => b.score - a.score)[0];
    if (!asked || asked.score <= 0) continue;
    // The row the question names most fully wins (rows come in rank order, so among equals the better-ranked).
    const score = namingScore * 2 + asked.score;
    if (!best || score > best.score + 1e-9) {
      if (best) runnerUp = best;
      best = { row, asked: asked.cell, named: named.cell, score };
    } else if (!runnerUp || score > runnerUp.score) runnerUp = { asked: asked.cell, score };
  }
  if (!best) return null;
  // Two rows named as well as each other with different values: the question does not say which it means.
  if (runnerUp && runnerUp.score >= best.score - 1e-9 && runnerUp.asked.value !== best.asked.value) return null;

  const { row, asked, named } = best;
  const { value, display } = typedValue(asked.header, asked.value);
  const p = row.passage;
  const citation: Citation = {
    number: 1,
    chunkId: p.chunkId,
    documentId: p.documentId,
    versionId: p.versionId,
    documentTitle: p.documentTitle,
    projectId: p.projectId,
    ...citedPages(p, p.charStart + row.start, p.charStart + row.end),
    quote: p.text.slice(row.start, row.end),
    charStart: p.charStart + row.start,
    charEnd: p.charStart + row.end,
  };
  return { answer: `The ${asked.header.toLowerCase()} for ${identityPhrase(named)} is ${display} [1].`, citations: [citation], value };
}
