/**
 * Money terms: the monthly rent, its schedule of changes, the security deposit, a pet deposit and the late fee.
 * Every amount in a clause on the topic is a candidate; the words right before and after it (what it is, what it
 * is per) and the clause's topic and heading score it. An annual figure becomes monthly when no monthly one is
 * given; a fee stated as a share of the rent stays a percent.
 */
import { type Candidate, type Cues, cueScore, type Decision, decide, evidenceOf, topicScore } from './evidence.js';
import { after, before, datesIn, durationsIn, leadOf, type Money, moneyIn } from './quantities.js';
import type { Clause } from './segment.js';

const rentTopic: Cues = [
  [/\brent\b|\brental\b/, 1.5],
  [/\b(base|monthly|minimum|fixed|basic|annual) (base )?rent\b/, 1.5],
  [/\bper month\b|\bmonthly\b|\beach month\b|\ba month\b/, 1],
  [/\binstall?ments?\b/, 0.5],
];
const rentHeading = /\brent\b|\brental\b|\bpayment/;
/** Amounts near these words are something other than the rent. */
const notRent =
  /\b(additional rent|operating (expense|cost)|common area|cam\b|taxes|estimated|share of|deposit|late|fee|charge|penalt|fine|pet|animal|parking|utilit|nsf|returned|dishonou?red|bounced|check|cleaning|damage|key|application|admin\w*|insurance|interest|attorney|repair|lock|per day|daily|each day|liquidated|holdover|hold over|minimum of|up to|not to exceed|exceed|cap|limit|cost|storage|broker|commission|guarant)/;

function rentAmount(c: Clause, m: Money, amounts: Money[], amendment: boolean): { value: number; score: number } | null {
  if (m.percent || m.value < 50 || m.value > 5_000_000) return null;
  const lead = leadOf(c.norm, m.start, 70);
  const near = lead.slice(-35);
  const clauseAround = c.lower;
  const tail = after(c.norm, m.end, 45);
  let score = 0;
  if (/\brent(al)?\b/.test(lead)) score += 1.5;
  if (
    /\b(base|monthly|minimum|fixed|basic)\s+(base\s+)?rent(al)?\b[^$]{0,30}$|\brent(al)?\s+(amount|rate|is|of|shall be|will be|in the amount of|equal to|:)\s*(?:the\s+sum\s+of\s+)?(?:[a-z -]+dollars\s*)?(?:\(\s*)?$/.test(
      near,
    )
  )
    score += 2;
  if (/\bsum of\s*$|\bamount of\s*$|\bpay\s*$/.test(near)) score += 0.5;
  if (
    m.per === 'month' ||
    /^\s*(?:\)\s*)?(?:per|a|each|every)\s+(?:calendar\s+)?month|^\s*(?:\)\s*)?monthly/.test(tail) ||
    /\bmonthly\b|\bper month\b|\beach month\b|\bmonthly install?ments? of\s*$/.test(near)
  )
    score += 2;
  if (/\b(rent|month)\b/.test(c.label) || rentHeading.test(c.label)) score += 2;
  if (notRent.test(near) || notRent.test(tail.slice(0, 25))) score -= 3.5;
  if (m.per === 'day' || m.per === 'week' || m.per === 'square foot') return null;
  // A later step of the rent ("thereafter", "for Lease Year 2", "increased to"), unless an amendment sets it.
  const span = `${lead} ${tail}`;
  if (
    !amendment &&
    /\bthereafter\b|\bincrease[sd]?\b|\badjust(ed|s)?\b|\b(lease |contract )?years? ([2-9]|1\d)\b|\b(second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth) (full )?(lease |contract )?year\b|\bmonths? (1[3-9]|[2-9]\d)\b/.test(
      span,
    )
  )
    score -= 2.5;
  if (
    /\b(first|initial|1st) (full )?(lease |contract )?(year|month|term|period)\b|\bmonths? 1\b|\binitial\b/.test(span) ||
    /\binitial (monthly |base )?rent\b/.test(clauseAround)
  )
    score += 1;
  let value = m.value;
  if (m.per === 'year' || /\b(annual|yearly|per annum|per year)\b[^$]{0,25}$/.test(near)) {
    // "annual rent of $54,000, payable in monthly installments of $4,500": the monthly figure is its own candidate.
    value = Math.round((m.value / 12) * 100) / 100;
    score -= 0.5;
    if (amounts.some((o) => o !== m && Math.abs(o.value * 12 - m.value) < 1)) return null;
  }
  return { value, score };
}

/** The initial monthly rent: candidates from every clause on the topic, earliest stated first among equals. */
export function readMonthlyRent(clauses: Clause[], amendment = false): { decision: Decision<number>; candidates: Candidate<number>[] } {
  const cands: Candidate<number>[] = [];
  for (const c of clauses) {
    const topic = topicScore(c, rentTopic, rentHeading);
    if (topic <= 0) continue;
    const amounts = moneyIn(c.norm);
    for (const m of amounts) {
      const r = rentAmount(c, m, amounts, amendment);
      if (!r || r.score <= 0) continue;
      // The first rent stated is the initial one; later ones are often a schedule's steps or examples.
      cands.push({ value: r.value, clauses: [c], score: r.score + topic * 0.5 - c.index * 0.004 - amounts.indexOf(m) * 0.2 });
    }
  }
  return { decision: decide(cands, 3, (v) => v.toFixed(2)), candidates: cands };
}

export interface ScheduleStep {
  from: string;
  monthly_rent: number;
}

const ordinals = ['first', 'second', 'third', 'fourth', 'fifth', 'sixth', 'seventh', 'eighth', 'ninth', 'tenth'];

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

function periodMarkers(text: string): PeriodMarker[] {
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
  return out.sort((x, y) => x.start - y.start);
}

/**
 * Rows of a rent table or list in a run of text: "November 1, 2024 $2,600.00", "Months 13-24 $15,965.00 per
 * month", "1 April 1, 2019 - $132,800.04 $11,066.67 $32.00" (annual, monthly and per-foot columns), or a list whose
 * items put the amount first ("$5,443.55 per month for Lease Year 2 commencing September 1, 2022; ...").
 */
function scheduleRows(text: string): Array<{ iso: string | null; offset: number | null; rent: number }> {
  const markers = periodMarkers(text);
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
    const rows = pieces.map(scheduleRow).filter((r) => r !== null);
    if (rows.length > best.length) best = rows;
  }
  return best;
}

function scheduleRow(piece: string): { iso: string | null; offset: number | null; rent: number } | null {
  const lower = piece.toLowerCase();
  if (/\b(additional rent|operating (expense|cost)|common area|estimated|percentage rent|gross sales|security|deposit|late|parking|pet)\b/.test(lower))
    return null;
  const amounts = moneyIn(piece).filter((a) => !a.percent && a.value >= 50);
  if (!amounts.length) return null;
  const monthly = pickMonthly(amounts, piece);
  if (monthly === null) return null;
  const markers = periodMarkers(piece);
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
export function readRentSchedule(clauses: Clause[], input: ScheduleInput): { decision: Decision<ScheduleStep[]>; steps: ScheduleStep[] } {
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
    const text = run.map((r) => r.norm).join('\n');
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
  if (!steps.size) return { decision: { value: null, evidence: null, confidence: 0 }, steps: [] };
  const list = [...steps.values()].sort((a, b) => a.step.from.localeCompare(b.step.from));
  // The schedule starts at commencement with the initial rent when its first stated step is a later change.
  if (input.commencement && input.initialRent && list[0]!.step.from > input.commencement)
    list.unshift({ step: { from: input.commencement, monthly_rent: input.initialRent }, clauses: list[0]!.clauses });
  if (list.length < 2) return { decision: { value: null, evidence: null, confidence: 0 }, steps: [] };
  const value = list.map((s) => s.step);
  const cited = [...new Set(list.flatMap((s) => s.clauses))].sort((x, y) => x.index - y.index);
  return { decision: { value, evidence: evidenceOf(cited), confidence: 0.75 }, steps: value };
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

const depositTopic: Cues = [
  [/\bsecurity deposit\b/, 3],
  [/\bdeposit\b/, 1.5],
  [/\bsecurity\b/, 0.5],
];

/** The security deposit: an amount called a deposit, not a pet's or a key's. */
export function readSecurityDeposit(clauses: Clause[]): Decision<number> {
  const cands: Candidate<number>[] = [];
  for (const c of clauses) {
    const topic = topicScore(c, depositTopic, /deposit|security/);
    if (topic <= 0) continue;
    for (const m of moneyIn(c.norm)) {
      if (m.percent || m.value <= 0) continue;
      const lead = leadOf(c.norm, m.start, 60);
      const near = lead.slice(-30);
      const tail = after(c.norm, m.end, 60).replace(/^\s*\)/, '');
      let s = 0;
      if (
        /\bsecurity deposit\b|\bdeposit(ed)?\b/.test(lead) ||
        /^\s*(?:\([^)]*\)\s*)?(?:as\s+(?:a\s+|the\s+)?)?(?:security\s+)?deposit\b|^\s*(?:\([^)]*\)\s*)?as\s+(?:a\s+|the\s+)?security\b/.test(tail)
      )
        s += 2.5;
      if (/security deposit|security/.test(c.label) || /^deposit/.test(c.label)) s += 2.5;
      if (/\bsecurity\b/.test(lead + tail)) s += 1;
      if (/\bpet\b|\banimal|\bkey|\bcleaning|\bnon-?refundable fee|\bapplication|\blate\b|\bper\s+day/.test(near + tail.slice(0, 30))) s -= 3;
      if (/\b(deduct|interest|within|return|refund)\w*\b/.test(near) && !/\bdeposit\b/.test(near)) s -= 1;
      if (/\brent\b/.test(near) && !/\bdeposit\b/.test(near)) s -= 1.5;
      if (s <= 0) continue;
      cands.push({ value: m.value, clauses: [c], score: s + topic * 0.5 - c.index * 0.003 });
    }
  }
  return decide(cands, 3, (v) => v.toFixed(2));
}

const petTopic: Cues = [
  [/\bpets?\b/, 2],
  [/\banimals?\b|\bdogs?\b|\bcats?\b/, 1.5],
];

/** A deposit for pets: an amount called a deposit in a clause about pets or animals. */
export function readPetDeposit(clauses: Clause[]): Decision<number> {
  const cands: Candidate<number>[] = [];
  for (const c of clauses) {
    const topic = topicScore(c, petTopic, /\bpets?\b|animal/);
    if (topic <= 0) continue;
    for (const m of moneyIn(c.norm)) {
      if (m.percent || m.value <= 0) continue;
      const near = before(c.norm, m.start, 50);
      const tail = after(c.norm, m.end, 50);
      let s = 0;
      if (
        /\bpet deposit\b|\bdeposit\b/.test(near) ||
        /^\s*(?:\([^)]*\)\s*)?(?:as\s+(?:a|an)\s+)?(?:additional\s+|refundable\s+|non-?refundable\s+)?(?:pet\s+|security\s+)?deposit\b/.test(tail)
      )
        s += 2.5;
      if (/\bpet\b|\banimal/.test(near + tail)) s += 1;
      if (/\bpet deposit\b/.test(c.label)) s += 2.5;
      if (/\bper month|\bmonthly|\bpet rent|\bfee\b/.test(near.slice(-25) + tail.slice(0, 20)) && !/deposit/.test(near.slice(-25) + tail.slice(0, 20))) s -= 2;
      if (s <= 0) continue;
      cands.push({ value: m.value, clauses: [c], score: s + topic * 0.5 });
    }
  }
  return decide(cands, 3, (v) => v.toFixed(2));
}

const lateTopic: Cues = [
  [/\blate (fee|charge|payment|penalty)s?\b/, 3],
  [/\blate\b/, 1.5],
  [/\bgrace period\b/, 1.5],
  [/\bdelinquen/, 1],
  [/\bnot (paid|received)\b|\bunpaid\b|\bpast due\b/, 1],
];

export interface LateFee {
  amount?: number;
  percent?: number;
  grace_days: number | null;
}

/** Days of grace: "within five (5) days after the due date", "more than 5 days late", "after the 5th day of the month". */
function graceIn(text: string): number | null {
  const lower = text.toLowerCase();
  for (const d of durationsIn(text)) {
    if (d.raw.unit !== 'day') continue;
    const lead = before(text, d.start, 45);
    const tail = after(text, d.end, 45);
    if (
      /\b(within|more than|over|after|following|beyond|by|exceed\w*|grace period of|grace period is|grace period:|later than|of)\s*(?:the\s+)?$/.test(lead) ||
      /^\s*(?:'s?\s+)?(?:after|following|of|past|from|late|grace|beyond|delinquen)/.test(tail)
    ) {
      if (/^\s*(?:'s?\s+)?(?:notice|prior|before)/.test(tail)) continue;
      return d.raw.amount;
    }
  }
  // "after the fifth (5th) day of the month", "by the 5th of the month": the days after a rent due on the 1st.
  const m =
    /\b(?:after|by|on or before|later than|beyond|following|before)\s+(?:\d{1,2}(?::\d\d)?\s*[ap]\.?m\.?\s+)?(?:on\s+)?(?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth)(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\))?)\s+(?:calendar\s+)?(?:day\s+)?(?:of\s+(?:the|each|any)\s+(?:calendar\s+)?month|after)/.exec(
      lower,
    );
  if (m) {
    const n = m[1] ? +m[1] : ordinals.indexOf(m[2]!) + 1;
    return n > 1 ? n - 1 : null;
  }
  return null;
}

export function readLateFee(clauses: Clause[], monthlyRent: number | null): Decision<LateFee> {
  const cands: Candidate<LateFee>[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    const topic = topicScore(c, lateTopic, /\blate\b|delinquen/);
    if (topic < 1.5) continue;
    // The grace period may be stated in the sentence before or after the fee.
    const neighbours = clauses.slice(Math.max(0, i - 1), i + 2).filter((n) => n.page === c.page && (n === c || n.heading === c.heading));
    for (const m of moneyIn(c.norm)) {
      const near = leadOf(c.norm, m.start, 60);
      const tail = after(c.norm, m.end, 80);
      let s = 0;
      let fee: LateFee | null = null;
      if (m.percent) {
        if (!/^\s*(?:\)\s*)?(?:\(\s*\d+(?:\.\d+)?\s*%\s*\)\s*)?of\b[^.;]{0,40}\b(rent|amount|installment|payment|sum|balance)/.test(tail)) continue;
        if (/\binterest\b|\bper annum\b|\bincrease/.test(near + tail)) continue;
        fee = { percent: m.value, grace_days: null };
        s += 2;
      } else {
        if (m.per === 'day' || /^\s*(?:per|for each|each|a)\s+(?:additional\s+)?(?:calendar\s+)?day/.test(tail)) {
          // "$10 per day after that": a daily charge on top; the initial fee is the other amount.
          continue;
        }
        if (/\breturned|\bnsf|\bdishonou?r|\bbounced|\bdeposit|\binsufficient funds|\bcheck\b/.test(near.slice(-40) + tail.slice(0, 70))) continue;
        if (monthlyRent && Math.abs(m.value - monthlyRent) < 0.01) continue;
        fee = { amount: m.value, grace_days: null };
        s += 2;
      }
      if (
        /\blate (fee|charge|payment charge|penalty)\b|\blate\b/.test(near) ||
        /^\s*(?:\)\s*)?(?:as\s+(?:a|an)\s+)?(?:late|administrative late)\s+(fee|charge)/.test(tail)
      )
        s += 1.5;
      if (/\blate\b/.test(c.label)) s += 2;
      let grace: number | null = null;
      let graceClause: Clause | null = null;
      for (const n of [c, ...neighbours.filter((x) => x !== c)]) {
        grace = graceIn(n.norm);
        if (grace !== null) {
          graceClause = n;
          break;
        }
      }
      fee.grace_days = grace;
      cands.push({
        value: fee,
        clauses: graceClause && graceClause !== c ? [c, graceClause].sort((x, y) => x.index - y.index) : [c],
        score: s + topic * 0.5 - c.index * 0.002,
      });
    }
  }
  const d = decide(cands, 3);
  if (d.value && d.value.grace_days === null) {
    // A grace period stated elsewhere in the section ("Rent is late if not received within 5 days").
    const src = cands.find((x) => x.value === d.value);
    const section = src ? clauses.filter((c) => c.heading && c.heading === src.clauses[0]!.heading && c.page === src.clauses[0]!.page) : [];
    for (const c of section) {
      if (!/\blate|\bgrace|\bdue\b/.test(c.lower)) continue;
      const g = graceIn(c.norm);
      if (g !== null) {
        d.value.grace_days = g;
        d.evidence = evidenceOf([src!.clauses[0]!, c]);
        break;
      }
    }
    // No grace period stated: the fee is owed from the day rent is due.
    d.value.grace_days ??= 0;
  }
  return d;
}

export { cueScore };
