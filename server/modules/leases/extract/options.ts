/**
 * Rights about the end of the term: renewal options (how many, how long, the notice to exercise), the notice to
 * vacate or not renew, and early termination (notice and fee). A right is read from the clauses on its topic and
 * the sentences right after them in the same section (a notice requirement often follows the grant); clauses on
 * a neighbouring topic (default, casualty, the landlord's entry) count against.
 */
import { type Candidate, type Cues, cueScore, type Decision, decide, topicScore } from './evidence.js';
import { after, before, type Duration, durationsIn, leadOf, moneyIn, smallNumber } from './quantities.js';
import type { Clause } from './segment.js';

/** The clause and the next ones in its section on the same page: a right and its conditions. */
function withFollowing(clauses: Clause[], i: number, count = 2): Clause[] {
  const c = clauses[i]!;
  const out = [c];
  for (let j = i + 1; j < clauses.length && out.length <= count; j++) {
    const n = clauses[j]!;
    if (n.page !== c.page || n.heading !== c.heading || n.isHeading) break;
    out.push(n);
  }
  return out;
}

/** A notice period in days stated in a text: "at least ninety (90) days' prior written notice", "six months before". */
function noticeDays(text: string, durations: Duration[] = durationsIn(text)): { days: number; strength: number } | null {
  let best: { days: number; strength: number } | null = null;
  for (const d of durations) {
    if (d.days === null || d.raw.unit === 'year' || d.days > 730) continue;
    const lead = before(text, d.start, 50);
    const tail = after(text, d.end, 70);
    let s = 0;
    if (/^\s*(?:'s?|s')?\s*(?:\([^)]*\)\s*)?(?:prior\s+|advance\s+|written\s+|advanced\s+)*(?:written\s+)?notice/.test(tail)) s += 3;
    if (/\b(notice|notify|notification|inform|tell|in writing|written)\b[^.;]{0,45}$/.test(lead)) s += 1.5;
    if (/^\s*(?:\([^)]*\)\s*)?(?:prior to|before|in advance|preceding|ahead of)\b/.test(tail)) s += 2;
    if (/\b(at least|not less than|no less than|minimum of|no later than|not later than)\s*$/.test(lead)) s += 1;
    if (/\b(no more than|not more than|no earlier than|not earlier than)\s*$/.test(lead)) s -= 2;
    if (/^\s*(?:after|following|of (?:the )?receipt)/.test(tail)) s -= 1;
    if (s <= 0) continue;
    if (!best || s > best.strength) best = { days: d.days, strength: s };
  }
  return best;
}

const renewalTopic: Cues = [
  [/\boptions? to (renew|extend)\b/, 3],
  [/\b(renewal|extension) (options?|rights?|terms?|periods?)\b/, 2.5],
  [/\b(right|privilege) to (renew|extend)\b/, 2.5],
  [
    /\b(renew|extend) (this lease|the lease|the term|this agreement|the agreement|the lease term|the tenancy|this tenancy|the rental agreement|the rental period)\b/,
    1.5,
  ],
  [/\b(may|can|is entitled to|shall be entitled to|has the right to|shall have the right to) (renew|extend)\b/, 1],
  [/\brenew|\bextend|\bextension\b/, 1],
  // "require the Landlord to grant a new tenancy for a further term".
  [/\b(?:grant|enter into|offer)\s+(?:the\s+tenant\s+)?(?:a\s+)?new\s+(?:lease|tenancy)\b/, 1.5],
  [/\bfurther\s+(?:term|period)\b/, 1],
  [/\bautomatic\w*|\bauto-renew|\bmonth[- ]to[- ]month\b|\bholdover\b|\bhold over\b/, -1.5],
  [/\bno (option|right) to (renew|extend)|\bnot have any (option|right)|\bno renewal/, -6],
  [/\bnot\s+(?:\w+\s+){0,3}(?:any\s+)?(?:options?|rights?|privileges?)\s+to\s+(?:renew|extend)/, -6],
  // Renewing by a new agreement of both parties is no option the tenant holds.
  [
    /\b(if|when|provided) (both parties|the parties|landlord and tenant|tenant and landlord|landlord) (mutually )?(agree|consent)|\bby mutual (written )?(agreement|consent)|\bupon mutual\b/,
    -4,
  ],
  // A letter exercising an option uses it up; it grants none.
  [/\bhereby (exercises?|elects? to exercise)|\bexercises? (the|its|their|his|her|your) (renewal |extension )?(option|right)/, -6],
  // A form's line answered "None" / "N/A": no option.
  [/^[^:]{0,50}:\s*(?:none|no|n\/a|not applicable)\b\W*$/, -6],
];

export interface RenewalOption {
  count: number | null;
  term_months: number | null;
  notice_days: number | null;
}

const countRe =
  /\b(one|two|three|four|five|six|an?|single|\d)\s*(?:\(\s*\d\s*\)\s*)?(?:additional\s+|successive\s+|consecutive\s+|separate\s+|further\s+|independent\s+|renewal\s+|extension\s+)*(?:options?|renewals?|extensions?|(?:renewal |extension |additional )?(?:terms?|periods?))\b/gi;

function readRenewal(group: Clause[]): RenewalOption | null {
  const text = group.map((c) => c.norm).join(' ');
  const lower = text.toLowerCase();
  if (
    !/\b(options?|rights?|privileges?|may|entitled)\b/.test(lower) ||
    !/\b(renew\w*|extend\w*|extension|new (?:lease|tenancy)|further (?:term|period))\b/.test(lower)
  )
    return null;
  // A letter exercising an option uses it up; it grants none.
  if (/\bhereby (exercises?|elects? to exercise)|\bexercises? (the|its|their|his|her|your) (renewal |extension )?(option|right)/.test(lower)) return null;
  const durations = durationsIn(text);
  let termMonths: number | null = null;
  let count: number | null = null;
  for (const d of durations) {
    if (d.months === null) continue;
    const lead = before(text, d.start, 50);
    const tail = after(text, d.end, 40);
    if (/^\s*(?:'s?|s')?\s*(?:\([^)]*\)\s*)?(?:prior|advance|written|notice|before|after|following)/.test(tail)) continue;
    if (/\b(at least|within|no later than|not later than|prior|notice|before)\s*$/.test(lead)) continue;
    if (/\bprior to\b|\bbefore\b/.test(tail.slice(0, 15))) continue;
    termMonths = d.months;
    if (d.raw.count) count = d.raw.count;
    break;
  }
  countRe.lastIndex = 0;
  for (let m = countRe.exec(text); m; m = countRe.exec(text)) {
    const word = m[1]!.toLowerCase();
    // "a term" / "an additional period" say one; "the option" alone says one too (below).
    const n = smallNumber(word);
    if (n === null || n > 9) continue;
    if (/^\s*(?:year|month)/i.test(text.slice(m.index + m[0].length))) continue;
    if (/terms?|periods?/.test(m[0].toLowerCase()) && !/option|renew|extend|additional|successive|renewal|extension/i.test(before(text, m.index, 30) + m[0]))
      continue;
    count ??= n;
    break;
  }
  if (count === null && /\b(an|the|one|such|this)\s+(?:renewal\s+|extension\s+)?option\b|\boption to (renew|extend)\b|\bright to (renew|extend)\b/.test(lower))
    count = 1;
  const notice = noticeDays(text, durations);
  if (termMonths === null && count === null) return null;
  // A right to renew granted without a number is one.
  count ??= 1;
  return { count, term_months: termMonths, notice_days: notice ? notice.days : null };
}

export function readRenewalOption(clauses: Clause[]): Decision<RenewalOption> {
  const cands: Candidate<RenewalOption>[] = [];
  clauses.forEach((c, i) => {
    const topic = topicScore(c, renewalTopic, /renew|extension|option to extend/);
    if (topic < 2.5 || c.isHeading) return;
    const group = withFollowing(clauses, i);
    const r = readRenewal(group);
    if (!r) return;
    const filled = (r.count !== null ? 1 : 0) + (r.term_months !== null ? 1 : 0) + (r.notice_days !== null ? 1 : 0);
    const used = r.notice_days !== null ? group : [c];
    cands.push({ value: r, clauses: used, score: topic + filled });
  });
  return decide(cands, 4.5);
}

const vacateTopic: Cues = [
  [/\bnotice (of )?(your |tenant's |the tenant's |its )?(intent(ion)? )?(to )?(vacate|move[- ]?out|terminate|not renew|non-?renew|leave|quit)/, 3],
  [/\bnotice to (vacate|quit)\b/, 3],
  [/\b(vacate|vacating|move[- ]?out|moving out|surrender|leave the (premises|apartment|unit|property|home|house))\b/, 2],
  [/\b(intends?|plans?|wish(es)?|decides?) to (leave|move)\b|\bleaving\b/, 1.5],
  [
    /\b(not to renew|not renew|non-?renewal|does not (wish|intend|plan) to renew|elect(s)? not to renew|whether (tenant|resident|you|lessee) (will|intends? to|plans? to|wishes to) renew)\b/,
    2,
  ],
  [/\bmonth[- ]to[- ]month\b/, 1],
  [/\b(end|terminate|cancel) (this|the|your|its) (month[- ]to[- ]month )?(tenancy|lease|rental agreement|agreement)\b/, 1.5],
  [/\beither party\b/, 0.5],
  [
    /\b(end|expiration|expiry) of the (lease|term|tenancy|initial term|lease term|fixed term|rental period|agreement)\b|\b(lease|term|tenancy) (ends|expires)\b|\bexpir/,
    1,
  ],
  [/\bterminat/, 0.5],
  [/\bearly terminat|\bterminate[^.]{0,40}\b(early|prior to the (end|expiration)|before the (end|expiration))|\bbuy[- ]?out|\btermination fee/, -3],
  [/\beffective (at|as of|on) the (end|last day|expiration) of the \w+(-\w+)?(\s*\(\w+\))? (full )?(lease |calendar )?(year|month)\b/, -3],
  [/\b(end|cancel|terminat\w*|break|leave|get out of)\b[^.;]{0,30}\bearly\b/, -3],
  // "Tenant may terminate this Lease upon 365 days' notice": a right to end it mid-term, not the notice to leave.
  [
    /\b(?:may|shall have the right to|has the right to|is entitled to)\s+(?:terminate|cancel)\s+(?:this|the)\s+(?:lease|agreement)\b(?![^.;]{0,60}\b(?:end|expiration|expiry) of\b)/,
    -2.5,
  ],
  [/\boption to (renew|extend)|\bexercis/, -2.5],
  [/\bdefault|\bbreach|\bfail(s|ure)? to pay|\bevict/, -2],
  [/\b(enter|entry|access|inspect|show)\b/, -2],
  [/\bincrease|\bchange (in|to|the) (rent|terms)/, -1.5],
  [/\bmilitary|\bactive duty|\barmed forces/, -2],
];

/** Days of notice the tenant must give to leave at the end of the term or not renew. */
export function readNoticeToVacate(clauses: Clause[]): Decision<number> {
  const cands: Candidate<number>[] = [];
  clauses.forEach((c) => {
    const topic = topicScore(c, vacateTopic, /vacat|move[- ]?out|notice|termination|surrender|end of (the )?(lease|term)/);
    // A right to end the lease early is early termination, not the notice to leave at the end of the term.
    if (topic < 2 || cueScore(c.lower, earlyTopic) >= 3) return;
    const n = noticeDays(c.norm);
    if (!n) return;
    cands.push({ value: n.days, clauses: [c], score: topic + n.strength * 0.5 });
  });
  return decide(cands, 3);
}

const earlyTopic: Cues = [
  [/\bearly terminat/, 3],
  [/\bterminat\w*\s+(this lease|the lease|this agreement|the term)?\s*(early|prior to (the )?(end|expiration|scheduled)|before (the )?(end|expiration))/, 3],
  [/\b(termination|cancellation|buy[- ]?out|break) (fee|payment|option|right|clause)\b/, 3],
  [/\bright to (terminate|cancel)\b/, 1.5],
  [
    /\b(tenant|resident|lessee|you) (may|shall have the right to|has the right to|will have the right to) (terminate|cancel|end) (this|the) (lease|agreement|tenancy)\b/,
    2,
  ],
  [/\beffective (at|as of|on) the (end|last day|expiration) of the \w+(-\w+)?(\s*\(\w+\))? (full )?(lease |calendar )?(year|month)\b/, 2.5],
  // "You can end this lease early", "Tenant may cancel the agreement early".
  [/\b(end|cancel|terminat\w*|break|get out of)\s+(?:this|the|your|its|their)\s+(?:lease|agreement|tenancy|rental agreement)\s+early\b/, 3],
  [/\b(reletting|re-letting|cancellation) (fee|charge)|\bliquidated damages\b/, 2],
  [/\bmonth[- ]to[- ]month\b/, -1.5],
  [/\bdefault|\bbreach|\bcasualty|\bfire\b|\bcondemn|\beminent domain|\bdestroy|\babandon|\bfail(s|ure)? to/, -3],
  [/\bmilitary|\bactive duty|\barmed forces|\bservicemember|\bdomestic violence/, -3],
  [/\blandlord may terminate/, -1.5],
  [/\bno (right|option) to terminate|\bmay not terminate[^.]{0,30}early/, -6],
];

export interface EarlyTermination {
  notice_days: number | null;
  fee: number | null;
}

/** A fee stated as an amount or as months of rent ("two (2) months' rent"). */
function feeIn(text: string, monthlyRent: number | null): number | null {
  const months =
    /\b(one|two|three|four|five|six|\d)\s*(?:\(\s*\d\s*\)\s*)?(?:full\s+)?months?(?:'|'s)?\s+(?:of\s+)?(?:the\s+)?(?:then[- ]current\s+|current\s+|monthly\s+|base\s+)*rent/i.exec(
      text,
    );
  for (const m of moneyIn(text)) {
    if (m.percent || m.per === 'month' || m.per === 'day') continue;
    // The words before the amount, its own words in letters left out ("a termination payment of Forty Four
    // Thousand Dollars and 99/100 ($44,169.99)").
    const near = leadOf(text, m.start, 60);
    if (
      /\b(fee|payment|charge|sum|amount|pay)\b/.test(near) ||
      /^\s*(?:\)\s*)?(?:as\s+(?:an?\s+)?)?(?:early\s+)?(?:termination|cancellation)\s+(?:fee|charge)/i.test(after(text, m.end, 40))
    )
      return m.value;
  }
  if (months && monthlyRent) {
    const n = smallNumber(months[1]!);
    if (n) return Math.round(n * monthlyRent * 100) / 100;
  }
  return null;
}

export function readEarlyTermination(clauses: Clause[], monthlyRent: number | null): Decision<EarlyTermination> {
  const cands: Candidate<EarlyTermination>[] = [];
  clauses.forEach((c, i) => {
    const topic = topicScore(c, earlyTopic, /early termination|termination (right|option)|buy[- ]?out|right to terminate/);
    if (topic < 2) return;
    const group = withFollowing(clauses, i);
    const text = group.map((g) => g.norm).join(' ');
    if (!/\btenants?\b|\byou\b|\blessees?\b|\bresidents?\b|\brenters?\b|\boccupants?\b|\beither party\b/i.test(text)) return;
    const notice = noticeDays(text);
    const fee = feeIn(text, monthlyRent);
    if (!notice && fee === null) return;
    cands.push({ value: { notice_days: notice ? notice.days : null, fee }, clauses: group, score: topic + (notice ? 1 : 0) + (fee !== null ? 1 : 0) });
  });
  return decide(cands, 3);
}
