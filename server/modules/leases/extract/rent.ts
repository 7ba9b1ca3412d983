/**
 * The monthly rent: every amount in a clause about rent is a candidate, scored by the words around it (what it is,
 * what it is per) and the clause's topic; a later step of a schedule ("thereafter", "Lease Year 2") is not the
 * initial rent, and an annual figure becomes monthly when no monthly one is given.
 */
import { type Candidate, type Cues, type Decision, decide, topicScore } from './evidence.js';
import { after, leadOf, type Money, moneyIn } from './quantities.js';
import type { Clause } from './segment.js';

export const rentTopic: Cues = [
  [/\brent\b|\brental\b/, 1.5],
  [/\b(base|monthly|minimum|fixed|basic|annual) (base )?rent\b/, 1.5],
  [/\bper month\b|\bmonthly\b|\beach month\b|\ba month\b/, 1],
  [/\binstall?ments?\b/, 0.5],
];
export const rentHeading = /\brent\b|\brental\b|\bpayment/;
/** Amounts near these words are something other than the rent. */
export const notRent =
  /\b(additional rent|operating (expense|cost)|common area|cam\b|taxes|estimated|share of|deposit|late|fee|charge|penalt|fine|pet|animal|parking|utilit|nsf|returned|dishonou?red|bounced|check|cleaning|damage|key|application|admin\w*|insurance|interest|attorney|repair|lock|per day|daily|each day|liquidated|holdover|hold over|minimum of|up to|not to exceed|exceed|cap|limit|cost|storage|broker|commission|guarant)/;

function rentAmount(c: Clause, m: Money, amounts: Money[], amendment: boolean): { value: number; score: number } | null {
  if (m.percent || m.value < 50 || m.value > 5_000_000) return null;
  let lead = leadOf(c.norm, m.start, 70);
  // "will change from $1,600.00 to $1,680.00": the new amount reads with the words before the old one.
  const fromTo = /\bfrom\s+\$[\d,.]+(?:\s*(?:per month|a month|monthly))?\s+to\s*$/.exec(lead);
  if (fromTo) lead = leadOf(c.norm, c.norm.toLowerCase().lastIndexOf('from', m.start), 70);
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
  // The old amount of "from $1,600.00 to $1,680.00" is the rent being replaced.
  if (/\bfrom\s*$/.test(near) && /^\s*(?:per month\s+|a month\s+|monthly\s+)?to\s+\$/.test(tail)) score -= 3;
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
  // "$7,800.00 $93,600.00" under "Monthly Base Rent Annual Base Rent": an amount with its twelvefold beside it is
  // the monthly figure, whatever header words come near.
  const hasAnnual = amounts.some((o) => o !== m && o.start > m.start && o.start - m.end < 40 && Math.abs(o.value - m.value * 12) < 1.5);
  if (hasAnnual) score += 1;
  else if (m.per === 'year' || /\b(annual|yearly|per annum|per year)\b[^$]{0,25}$/.test(near)) {
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
    // A definition of another term ('"Operating Expenses" means ... estimated at $2,700 per month') states no rent.
    const defined = /^\W*(?:\d+(?:\.\d+)*\.?\s+)?["“']([^"”']{2,50})["”']\s+(?:means|shall mean|refers to|is defined as)\b/.exec(c.norm);
    if (defined && !/\brent\b/i.test(defined[1]!)) continue;
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
