/**
 * The rent schedule: rows of a table or items of a list (a period, by date or by months or years from the
 * commencement, with its monthly amount), dated increases, or a yearly percentage applied through the term.
 */
import { type Decision, evidenceOf, topicScore } from './evidence.js';
import { after, before, datesIn, type Money, moneyIn, ordinals } from './quantities.js';
import { rentHeading, rentTopic } from './rent.js';
import type { Clause } from './segment.js';

export interface ScheduleStep {
  from: string;
  monthly_rent: number;
}

const ordinalYear = new RegExp(`\\b(${ordinals.join('|')})\\s+(?:full\\s+)?(?:lease\\s+|contract\\s+)?year\\b`);

/** The months after commencement where a period starts: "Months 13-24" → 12, "Lease Year 3" → 24, "second year" → 12. */
function periodOffset(text: string): number | null {
  const l = text.toLowerCase();
  let m = /\bmonths?\s+(\d{1,3})\s*(?:-|–|to|through|thru)\s*(\d{1,3})\b/.exec(l);
  if (m) return +m[1]! - 1;
  m = /\b(?:lease\s+|contract\s+)?years?\s+(\d{1,2})\b(?:\s*(?:-|–|to|through|thru)\s*\d{1,2})?/.exec(l);
  if (m && +m[1]! < 40) return (+m[1]! - 1) * 12;
  m = ordinalYear.exec(l);
  if (m) return ordinals.indexOf(m[1]!) * 12;
  m = /\b(\d)(?:st|nd|rd|th)\s+(?:lease\s+)?year\b/.exec(l);
  if (m) return (+m[1]! - 1) * 12;
  return null;
}

export interface ScheduleInput {
  commencement: string | null;
  expiration: string | null;
  initialRent: number | null;
}

/** Where a rent period is named: a date ("November 1, 2024"), or months/years from commencement ("Months 13-24"). */
interface PeriodMarker {
  start: number;
  end: number;
  iso: string | null;
  offset: number | null;
}

const offsetMarker =
  /\bmonths?\s+\d{1,3}\s*(?:-|–|to|through|thru)\s*\d{1,3}\b|\b(?:lease\s+|contract\s+)?years?\s+\d{1,2}\b(?:\s*(?:-|–|to|through|thru)\s*\d{1,2}\b)?|\b(?:first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)\s+(?:full\s+)?(?:lease\s+|contract\s+)?year\b|\b\d(?:st|nd|rd|th)\s+(?:lease\s+)?year\b/gi;

/**
 * A table whose period column is headed "Months" ("Months of the Term", "Month(s)") or "Lease Year" names its
 * rows by bare numbers ("1 - 12", "13 - 24"; "1", "2"): the header says what they count.
 */
function headerUnit(text: string): 'month' | 'year' | null {
  const firstAmount = text.search(/\$\s?\d/);
  const head = (firstAmount >= 0 ? text.slice(0, firstAmount) : text).toLowerCase().slice(-200);
  if (/\bmonths?\b(?:\s*\(s\))?(?:\s+(?:of|in)\s+(?:the\s+)?(?:lease\s+)?term)?(?!\s+(?:after|before|following|prior))/.test(head)) return 'month';
  if (/\b(?:lease|contract|rental)\s+years?\b|\byears?\s+of\s+(?:the\s+)?term\b|(?:^|\n|\|)\s*years?\s*(?:$|\n|\|)/.test(head)) return 'year';
  return null;
}

function bareMarkers(text: string, unit: 'month' | 'year'): PeriodMarker[] {
  const out: PeriodMarker[] = [];
  const range = /(?<![\d$,./-])(\d{1,3})\s*(?:-|–|to|through|thru)\s*(\d{1,3})(?![\d,.%/-])(?!\s*(?:days?|months?|years?|%|percent))/g;
  for (const m of text.matchAll(range)) {
    const a = +m[1]!;
    const b = +m[2]!;
    if (a < 1 || b < a) continue;
    out.push({ start: m.index!, end: m.index! + m[0].length, iso: null, offset: unit === 'month' ? a - 1 : (a - 1) * 12 });
  }
  if (unit === 'year' && !out.length)
    for (const m of text.matchAll(/(?:^|\n|\|\s)\s*(\d{1,2})(?=\s+(?:\$|\|)|\s*\n\s*\$)/g)) {
      const a = +m[1]!;
      if (a < 1 || a > 40) continue;
      const at = m.index! + m[0].indexOf(m[1]!);
      out.push({ start: at, end: at + m[1]!.length, iso: null, offset: (a - 1) * 12 });
    }
  return out;
}

function periodMarkers(text: string, unit: 'month' | 'year' | null = null): PeriodMarker[] {
  const out: PeriodMarker[] = [];
  for (const d of datesIn(text)) {
    // A due date or a signing date names no period of rent.
    if (/\b(due|paid|payable|signed|dated)\b[^.;]{0,15}$/.test(before(text, d.start, 30))) continue;
    out.push({ start: d.start, end: d.end, iso: d.iso, offset: null });
  }
  offsetMarker.lastIndex = 0;
  for (let m = offsetMarker.exec(text); m; m = offsetMarker.exec(text)) {
    const offset = periodOffset(m[0]);
    if (offset === null || out.some((o) => o.start < m!.index + m![0].length && m!.index < o.end)) continue;
    out.push({ start: m.index, end: m.index + m[0].length, iso: null, offset });
  }
  if (unit) for (const b of bareMarkers(text, unit)) if (!out.some((o) => o.start < b.end && b.start < o.end)) out.push(b);
  return out.sort((x, y) => x.start - y.start);
}

/**
 * Rows of a rent table or list in a run of text: "November 1, 2024 $2,600.00", "Months 13-24 $15,965.00 per
 * month", "1 April 1, 2019 - $132,800.04 $11,066.67 $32.00" (annual, monthly and per-foot columns), or a list whose
 * items put the amount first ("$5,443.55 per month for Lease Year 2 commencing September 1, 2022; ...").
 */
function scheduleRows(text: string): Array<{ iso: string | null; offset: number | null; rent: number }> {
  const unit = headerUnit(text);
  const markers = periodMarkers(text, unit);
  const rowStarts = markers.filter((mk, i) => i === 0 || mk.start - markers[i - 1]!.end > 3);
  // Three readings of the rows; the one that finds most rows wins: items cut at semicolons and sentence ends,
  // rows led by their period (a table), or rows that end with their period ("$2,235.00 beginning August 1, 2026").
  const cuts: string[][] = [];
  if ((text.match(/;/g) ?? []).length >= 1) cuts.push(text.split(/;\s*|\n/));
  if (rowStarts.length >= 2) {
    cuts.push([text.slice(0, rowStarts[0]!.start), ...rowStarts.map((mk, i) => text.slice(mk.start, rowStarts[i + 1]?.start ?? text.length))]);
    cuts.push(rowStarts.map((mk, i) => text.slice(i === 0 ? 0 : rowStarts[i - 1]!.end, mk.end)));
  }
  if (!cuts.length) cuts.push([text]);
  let best: Array<{ iso: string | null; offset: number | null; rent: number }> = [];
  for (const pieces of cuts) {
    const rows = pieces.map((p) => scheduleRow(p, unit)).filter((r) => r !== null);
    if (rows.length > best.length) best = rows;
  }
  return best;
}

function scheduleRow(piece: string, unit: 'month' | 'year' | null = null): { iso: string | null; offset: number | null; rent: number } | null {
  const lower = piece.toLowerCase();
  if (/\b(additional rent|operating (expense|cost)|common area|estimated|percentage rent|gross sales|security|deposit|late|parking|pet)\b/.test(lower))
    return null;
  const amounts = moneyIn(piece).filter((a) => !a.percent && a.value >= 50);
  if (!amounts.length) return null;
  const monthly = pickMonthly(amounts, piece);
  if (monthly === null) return null;
  const markers = periodMarkers(piece, unit);
  if (!markers.length) return null;
  // A date after "commencing"/"beginning" names the period better than "Lease Year 2" beside it.
  const dated =
    markers.find(
      (mk) => mk.iso && /\b(commenc\w*|beginning|starting|from|effective|on and after|as of)\s*(?:on\s+)?(?:the\s+)?$/.test(before(piece, mk.start, 30)),
    ) ?? markers.find((mk) => mk.iso);
  const marker = dated ?? markers[0]!;
  return { iso: marker.iso, offset: marker.offset, rent: monthly };
}

/** Steps of the rent: a table or list of periods with amounts, dated increases, or a yearly percentage. */
export function readRentSchedule(
  clauses: Clause[],
  input: ScheduleInput,
): { decision: Decision<ScheduleStep[]>; steps: ScheduleStep[]; opening: Decision<number> | null } {
  const steps = new Map<string, { step: ScheduleStep; clauses: Clause[] }>();
  const add = (from: string, rent: number, clauses: Clause[]) => {
    if (!steps.has(from)) steps.set(from, { step: { from, monthly_rent: Math.round(rent * 100) / 100 }, clauses });
  };
  const used = new Set<number>();
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    if (used.has(i) || c.isHeading) continue;
    const topic = topicScore(c, rentTopic, rentHeading);
    if (topic <= 0) continue;
    // The run: this clause and what follows it in its section (a table's cells are clauses of their own).
    const run = [c];
    for (let j = i + 1; j < clauses.length && run.length < 80; j++) {
      const n = clauses[j]!;
      if (n.isHeading || n.heading !== c.heading) break;
      run.push(n);
    }
    // A table's cells as they are: a cell read under the one before it ("Monthly Installment: 1") is only "1".
    const text = run.map((r) => (r.labelFromHeading && r.lower.startsWith(`${r.label}: `) ? r.norm.slice(r.label.length + 2) : r.norm)).join('\n');
    const rows = scheduleRows(text);
    if (rows.length >= 2 || (rows.length === 1 && /\b(increase|adjust|beginning|commencing|effective)\w*/.test(c.lower))) {
      run.forEach((r) => used.add(r.index));
      for (const row of rows) {
        const from = row.iso ?? (row.offset !== null && input.commencement ? addMonthsIso(input.commencement, row.offset) : null);
        if (from) add(from, row.rent, run);
      }
    }
    // "increase by three percent (3%) on each anniversary of the Commencement Date".
    if (
      /\bincreas|\bescalat|\badjust|\braise/.test(c.lower) &&
      /\banniversary|\beach (lease |calendar )?year|\bannually|\bper (lease )?year|\byear over year|\bevery (twelve|12) months/.test(c.lower)
    ) {
      const pct = moneyIn(c.norm).find((a) => a.percent && a.value > 0 && a.value <= 15);
      if (pct && input.commencement && input.expiration && input.initialRent) {
        let rent = input.initialRent;
        for (let k = 1; k < 40; k++) {
          const from = addMonthsIso(input.commencement, 12 * k);
          if (from > input.expiration) break;
          rent = Math.round(rent * (1 + pct.value / 100) * 100) / 100;
          add(from, rent, [c]);
        }
      }
    }
  }
  if (!steps.size) return { decision: { value: null, evidence: null, confidence: 0 }, steps: [], opening: null };
  const list = [...steps.values()].sort((a, b) => a.step.from.localeCompare(b.step.from));
  // A stated row that starts at the commencement is the initial rent, even in a table of one row.
  const first = list[0]!;
  const opening =
    input.commencement && first.step.from === input.commencement
      ? { value: first.step.monthly_rent, evidence: evidenceOf(first.clauses), confidence: 0.8 }
      : null;
  // The schedule starts at commencement with the initial rent when its first stated step is a later change.
  if (input.commencement && input.initialRent && list[0]!.step.from > input.commencement)
    list.unshift({ step: { from: input.commencement, monthly_rent: input.initialRent }, clauses: list[0]!.clauses });
  if (list.length < 2) return { decision: { value: null, evidence: null, confidence: 0 }, steps: [], opening };
  const value = list.map((s) => s.step);
  const cited = [...new Set(list.flatMap((s) => s.clauses))].sort((x, y) => x.index - y.index);
  return { decision: { value, evidence: evidenceOf(cited), confidence: 0.75 }, steps: value, opening };
}

function pickMonthly(amounts: Money[], row: string): number | null {
  const lower = row.toLowerCase();
  const perMonth = amounts.find((a) => a.per === 'month' || /monthly|per month|\/\s*mo/.test(after(row, a.end, 20)));
  if (perMonth) return perMonth.value;
  if (amounts.length === 1) {
    const a = amounts[0]!;
    if (a.per === 'year' || /\bannual|\bper (year|annum)/.test(lower)) return /\bmonthly\b/.test(lower) ? a.value : Math.round((a.value / 12) * 100) / 100;
    if (a.per === 'square foot' || a.per === 'day') return null;
    return a.value;
  }
  // "Year 1   $54,000.00   $4,500.00": annual and monthly columns.
  const [x, y] = amounts;
  if (x && y && Math.abs(x.value - y.value * 12) < 1) return y.value;
  if (x && y && Math.abs(y.value - x.value * 12) < 1) return x.value;
  return null;
}

function addMonthsIso(iso: string, months: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 + months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}
