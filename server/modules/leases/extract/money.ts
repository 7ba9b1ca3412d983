/**
 * Deposits and the late fee: an amount called a (security or pet) deposit, and a late charge as an amount or a
 * share of the rent with its days of grace (none stated: the fee is owed from the day rent is due).
 */
import { type Candidate, type Cues, type Decision, decide, evidenceOf, topicScore } from './evidence.js';
import { after, before, durationsIn, leadOf, moneyIn, ordinals } from './quantities.js';
import type { Clause } from './segment.js';

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
  // "by the end of the third day after it is due", "on the 5th day after the due date": days counted from the due date.
  const fromDue =
    /\b(?:by|within|before|on|until|through)\s+(?:the\s+end\s+of\s+)?(?:the\s+)?(?:(\d{1,2})(?:st|nd|rd|th)|(first|second|third|fourth|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|thirteenth|fourteenth|fifteenth))(?:\s*\(\s*\d{1,2}(?:st|nd|rd|th)?\s*\))?\s+(?:calendar\s+|business\s+)?day\s+(?:after|following|past|from)\s+(?:it\s+(?:is|was|becomes)\s+due|(?:the\s+)?(?:rent\s+)?(?:is\s+)?due(?:\s+date)?|the\s+date\s+(?:it|rent|the\s+rent|payment)\s+(?:is|was)\s+due)/.exec(
      lower,
    );
  if (fromDue) return fromDue[1] ? +fromDue[1] : ordinals.indexOf(fromDue[2]!) + 1;
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
