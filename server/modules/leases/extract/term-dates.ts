/**
 * The term: commencement and expiration dates and the length in months. Every complete date in the document is a
 * candidate; the words just before it ("commencing", "ending", "through", "Expiration Date:") say whether it
 * starts or ends the term, and the clause's topic says whether it is the lease's term at all (not a rent due
 * date, a signing date or an option's deadline). A length ("for a term of twelve (12) months") is read the same
 * way. A missing end is derived from a stated start and length, a missing length from stated dates.
 */
import { type Candidate, type Cues, cueScore, type Decision, decide, evidenceOf, notStated } from './evidence.js';
import { after, before, type DateAt, datesIn, durationsIn, expirationFor, monthsBetween } from './quantities.js';
import type { Clause } from './segment.js';

/** Words that make a clause about the lease term. */
const termTopic: Cues = [
  [/\bterm\b/, 1.5],
  [/\bcommenc/, 1],
  [/\b(lease|rental|tenancy) (period|term)\b/, 1],
  [/\bexpir/, 1],
  [/\bbegin|\bstart/, 0.5],
  [/\bend(s|ing)? on\b|\bterminat\w* on\b/, 0.5],
  [/\btenancy\b/, 0.5],
  [/\bmonth[- ]to[- ]month\b/, 0.3],
];

/** Clauses whose dates are something else: rent due, signing, notices, options, insurance. */
const otherTopic: Cues = [
  [/\b(rent|payment|installment)s? (is |are |shall be )?(due|payable)\b|\bdue (on|by)\b/, -2],
  [/\blate (fee|charge)|\bnsf\b|returned check/, -2.5],
  [/\b(signed|executed|dated|entered into|made (and entered into )?(on|this|as of))\b/, -1.5],
  [/\b(option|renew\w*|extension|extend\w*|holdover|hold over)\b/, -1.2],
  [/\bnotice\b/, -0.8],
  [/\binsurance|\binspection|\bbirth|\bdate of birth/, -2],
  [/\bdeposit\b/, -1],
];

const startCue: Cues = [
  [/commencement date\s*(?:\([^)]*\)\s*)?(?:is|shall be|will be|:|of)?\s*(?:on\s+)?$/, 4],
  [/(?:start|begin\w*|move[- ]in|occupancy) date\s*(?:is|shall be|will be|:)?\s*(?:on\s+)?$/, 4],
  [/\b(commenc\w*|begin\w*|start\w*)\s+(?:on|as of|at[^,]{0,20}on)?\s*(?:the\s+)?(?:date\s+of\s+)?$/, 3.5],
  [/\b(commenc\w*|begin\w*|start\w*)\b[^.;]{0,40}$/, 1.5],
  [/\bfrom\s+(?:and including\s+)?$/, 2.5],
  [/\beffective\s+(?:as of\s+|on\s+)?$/, 1],
  [/\bterm\s*:\s*$/, 1.5],
];

const endCue: Cues = [
  [/(?:expiration|termination|end(?:ing)?|expiry) date\s*(?:\([^)]*\)\s*)?(?:is|shall be|will be|:|of)?\s*(?:on\s+)?$/, 4],
  [/\b(end\w*|expir\w*|terminat\w*|conclud\w*)\s+(?:on|at[^,]{0,25}on|at midnight on|as of)?\s*(?:the\s+)?$/, 3.5],
  [/\b(end\w*|expir\w*|terminat\w*)\b[^.;]{0,40}$/, 1.5],
  [/\b(through|thru|until|till|to)\s+(?:and including\s+)?(?:the\s+)?$/, 2.5],
  [/\s[-–]\s*$/, 1],
  [/\blast day\b[^.;]{0,20}$/, 1],
];

interface DateRead {
  at: DateAt;
  start: number;
  end: number;
}

/** Each date of a clause scored as the term's start and end from its own cues and its place among the dates. */
function readDates(clause: Clause, topic: number): DateRead[] {
  const dates = datesIn(clause.norm);
  const out: DateRead[] = [];
  dates.forEach((d, i) => {
    const prevEnd = i > 0 ? dates[i - 1]!.end : 0;
    const lead = before(clause.norm, d.start, Math.min(90, d.start - prevEnd));
    const label = clause.label;
    let s = cueScore(lead, startCue);
    let e = cueScore(lead, endCue);
    if (/commence|start|begin|move[- ]in|from/.test(label)) s += 2;
    if (/expir|end|terminat|until|through/.test(label)) e += 2;
    // "from March 1, 2025 to February 28, 2026": the second of a pair ends, the first starts.
    if (i > 0 && /^\s*,?\s*(?:and\s+)?(?:(?:to|through|thru|until|till|ending|expiring|terminating)\b|[-–])/.test(clause.lower.slice(prevEnd, d.start)))
      e += 1.5;
    if (i < dates.length - 1 && /^\s*(?:to|through|thru|until|[-–])\s*$/.test(clause.lower.slice(d.end, dates[i + 1]!.start))) s += 1.5;
    // The date of a rent payment or a notice right after: "on March 1, 2025 and on the first day of each month".
    const tail = after(clause.norm, d.end, 40);
    if (/^\s*(?:,?\s*(?:and|the)\s+)?(?:on\s+)?(?:the\s+)?(?:first|1st)\s+day\s+of\s+each/.test(tail)) s -= 1;
    out.push({ at: d, start: s > 0 ? s + topic : 0, end: e > 0 ? e + topic : 0 });
  });
  return out;
}

export interface TermDates {
  commencement: Decision<string>;
  expiration: Decision<string>;
  termMonths: Decision<number>;
}

/** Durations that state the lease's length: "for a term of twelve (12) months", "Lease Term: 1 year". */
function termLengths(clauses: Clause[], amendment: boolean): Candidate<number>[] {
  const out: Candidate<number>[] = [];
  for (const c of clauses) {
    const topic =
      cueScore(c.lower, termTopic) +
      (/\bterm\b|duration|lease period|how long|length/.test(c.heading) ? 1 : 0) +
      (/\bterm\b|duration|period/.test(c.label) ? 2 : 0);
    if (topic <= 0) continue;
    const other = cueScore(c.lower, otherTopic);
    for (const d of durationsIn(c.norm)) {
      if (d.months === null || d.raw.successive) continue;
      const lead = before(c.norm, d.start, 60);
      const tail = after(c.norm, d.end, 30);
      let s = 0;
      if (
        /\b(term|period|tenancy|lease)\s+(?:of|is|shall be|will be)\s+(?:approximately\s+)?$/.test(lead) ||
        /\bfor\s+(?:a\s+)?(?:term|period)\s+of\s+$/.test(lead)
      )
        s += 3.5;
      else if (/\bfor\s+(?:a\s+)?$|\bterm\s*:\s*$|\bterm\b[^.;]{0,30}$/.test(lead)) s += 2;
      // "It starts on ... and ends on .... That is twelve months.": the length summed up after the dates.
      else if (/^\s*(?:that|this|which)\s+(?:is|makes|comes to|means)\s+(?:a\s+total\s+of\s+)?$/.test(lead)) s += 2;
      if (/^\s*(?:\([^)]*\)\s*)?(?:lease\s+)?term\b/.test(tail) || /^\s*(?:\([^)]*\)\s*)?(?:commencing|beginning|starting|from)\b/.test(tail)) s += 1.5;
      if (/renew|option|extend|extension|additional|successive|further/.test(lead.slice(-40)) && !amendment) s -= 3;
      // A definition of a lease year or a period of the rent is not the term.
      if (/\blease year\b|\brent(al)? period\b|\beach period\b|\banniversary\b/.test(c.lower) && !/\bterm\b[^.;]{0,20}$/.test(lead)) s -= 3;
      if (/^\s*(?:'s\s+|')?\s*(?:prior|written|advance)?\s*notice|^\s*(?:prior|before|after|following|in advance)/.test(tail)) s -= 4;
      if (/\bnotice\b|\bwithin\s*$|\bafter\s*$|\bbefore\s*$|\bprior\b/.test(lead.slice(-25))) s -= 3;
      if (s <= 0) continue;
      out.push({ value: d.months, clauses: [c], score: s + topic * 0.5 + Math.min(0, other) * 0.5 });
    }
  }
  return out;
}

export function readTermDates(clauses: Clause[], options: { amendment: boolean }): TermDates {
  const starts: Candidate<string>[] = [];
  const ends: Candidate<string>[] = [];
  const pairs: Array<{ start: string; end: string; clause: Clause; score: number }> = [];
  for (const c of clauses) {
    const topic = cueScore(c.lower, termTopic) + (/\bterm\b|duration|lease period|dates?\b/.test(c.heading) ? 1 : 0);
    // In an amendment, "the Term is extended through ..." is the change itself.
    const other = cueScore(c.lower, options.amendment ? otherTopic.filter(([re]) => !re.test('extension')) : otherTopic);
    const context = topic + other;
    const reads = readDates(c, context);
    for (const r of reads) {
      if (r.start > 0) starts.push({ value: r.at.iso, clauses: [c], score: r.start });
      if (r.end > 0) ends.push({ value: r.at.iso, clauses: [c], score: r.end });
    }
    // A clause that gives both, in order: the strongest evidence of the term.
    const s = reads.filter((r) => r.start > r.end && r.start > 0);
    const e = reads.filter((r) => r.end > r.start && r.end > 0);
    if (s.length && e.length && s[0]!.at.start < e[e.length - 1]!.at.start && s[0]!.at.iso < e[e.length - 1]!.at.iso)
      pairs.push({ start: s[0]!.at.iso, end: e[e.length - 1]!.at.iso, clause: c, score: s[0]!.start + e[e.length - 1]!.end });
  }
  // A pair in one clause is worth more than the same dates alone.
  for (const p of pairs) {
    starts.push({ value: p.start, clauses: [p.clause], score: p.score / 2 + 1 });
    ends.push({ value: p.end, clauses: [p.clause], score: p.score / 2 + 1 });
  }
  const threshold = 3;
  let commencement = decide(starts, threshold);
  let expiration = decide(ends, threshold);
  // An end before the start is not this term's end: take the best end after the start.
  if (commencement.value && expiration.value && expiration.value <= commencement.value) {
    const later = ends.filter((e) => e.value > commencement.value!);
    expiration = decide(later, threshold);
  }
  let termMonths = decide(termLengths(clauses, options.amendment), 2.5);
  const startClause = starts.find((s) => s.value === commencement.value);
  if (!expiration.value && commencement.value && termMonths.value) {
    const termClause = termLengths(clauses, options.amendment).find((t) => t.value === termMonths.value);
    expiration = {
      value: expirationFor(commencement.value, termMonths.value),
      evidence: evidenceOf([...(termClause ? termClause.clauses : []), ...(startClause ? startClause.clauses : [])]),
      confidence: Math.min(commencement.confidence, termMonths.confidence) * 0.9,
    };
  }
  if (commencement.value && expiration.value) {
    const months = monthsBetween(commencement.value, expiration.value);
    if (months && (!termMonths.value || termMonths.confidence < 0.5)) {
      const endClause = ends.find((e) => e.value === expiration.value);
      termMonths = {
        value: months,
        evidence: evidenceOf([...(startClause?.clauses ?? []), ...(endClause?.clauses ?? [])]),
        confidence: Math.min(commencement.confidence, expiration.confidence) * 0.9,
      };
    }
  }
  if (!commencement.value) commencement = notStated;
  return { commencement, expiration, termMonths };
}
