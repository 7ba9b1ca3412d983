/**
 * Renewals and the notice that stops one (key-term finders, see finding.ts): the renewal term, an agreement that
 * continues until terminated, and the notice period, told from notices of other things.
 */
import type { Candidate } from './candidates.js';
import { findDurations, type FoundDuration } from './extract-amounts.js';
import { termSubject } from './find-term.js';
import { definedName, durationValue, readOn, type FinderContext, type Finding } from './finding.js';
import { squash } from './text.js';

const noticeBefore = /\b(notice|prior|advance|written|at least|not less than|no less than|no later than|no fewer than|minimum of|within)\b[^.;]{0,40}$/i;
const noticeAfter = /^\s*[)’']?\s*(s\s+)?(prior|notice|before|in advance|advance|written|'|’)/i;

function isNoticeDuration(text: string, d: FoundDuration): boolean {
  return noticeBefore.test(text.slice(Math.max(0, d.start - 60), d.start)) || noticeAfter.test(text.slice(d.end, d.end + 25));
}

export function findRenewalTerm(c: Candidate, ctx?: FinderContext): Finding | null {
  const t = c.sentence.text;
  // An insurance policy's or a bond's renewals are not the agreement's.
  if (/\b(insur\w*|polic(y|ies)|coverage|bonds?)\b/i.test(t)) return null;
  // Nor is the definition of some other period ('"Agreement Quarter" means ... each successive period of three months').
  const defined = definedName(t);
  if (defined && !/\b(term|renewal|extension)\b/i.test(defined)) return null;
  // Evergreen: "... and shall continue in full force and effect thereafter until terminated by either Party".
  // Also "thereafter, it shall automatically continue until terminated", "and indefinitely after that until terminated
  // by either party", "Thereafter, this Agreement shall automatically continue in effect until either party gives notice".
  const evergreen =
    /\b(continue|remain)\w*\b[^.;]{0,60}\bthereafter\b[^.;]{0,30}\buntil\s+(it\s+is\s+)?terminated\b/i.exec(t) ??
    /\b(thereafter|indefinitely after that)\b[^.;]{0,60}\b(continue|remain)\w*\b[^.;]{0,30}\buntil\s+((it\s+is\s+)?terminated|either\s+party\s+gives)\b/i.exec(
      t,
    ) ??
    /\b(continue|remain)\w*\b[^.;]{0,60}\bindefinitely after that until\s+terminated\b/i.exec(t);
  if (evergreen && (termSubject.test(t) || /^\W*thereafter\b/i.test(t))) {
    return { value: { type: 'perpetual', normalized: 'perpetual' }, phrase: squash(evergreen[0]), bonus: 1.0, note: 'evergreen' };
  }
  // Also a continuation by additional terms ("shall automatically continue following the Initial Term, for an additional
  // period of three (3) years", "the option to continue the franchise relationship for two (2) additional terms").
  // A defined name in quotes ('("Extended Term" and, with the Initial Term, "Term")') names the renewal, it does not
  // state one: blanked (offsets kept) before looking for the renewal's words.
  const unquoted = t.replace(/["“][^"“”]{0,40}["”]/g, (m) => ' '.repeat(m.length));
  // "the two-year period following the termination or non-renewal of this Agreement" speaks of its end, not a renewal.
  const renewWord = /\b((?<!\bnon-?)renew\w*|extend\w*|extension|year[\s-]to[\s-]year|month[\s-]to[\s-]month|successive)\b/i.exec(unquoted);
  const additional = !renewWord && /\b(continu\w*|option)\b/i.test(t) ? /\b(?:additional|further)\s+(?:\S+\s+){0,4}?(?:terms?|periods?)\b/i.exec(t) : null;
  const renew = renewWord ?? additional;
  if (!renew) return null;
  // "automatic annual renewals", "extend automatically for monthly periods", "renewed tacitly every year".
  const periodic =
    /\b(annual|yearly|monthly)\s+(renewals?|periods?|basis|terms?|extensions?)\b|\b(renewed|extended)\b[^.;]{0,20}\bevery\s+(year|month)\b/i.exec(
      t.slice(Math.max(0, renew.index - 30)),
    );
  if (periodic) {
    const unit = /month/i.test(periodic[0]) ? 'month' : 'year';
    const d: FoundDuration = { text: periodic[0], start: 0, end: 0, amount: 1, unit, successive: true, count: null, businessDays: false };
    return { value: durationValue(d), phrase: `1 ${unit}`, bonus: 1.2 };
  }
  // A sentence cut off by a page or passage break: its lengths are read on into what follows.
  const read = readOn(c, ctx);
  const durations = findDurations(read).filter(
    (d) =>
      !isNoticeDuration(read, d) &&
      d.end > renew.index - 80 &&
      // An additional term's length is given with it: "two (2) additional terms of ten (10) years each".
      (!additional || (d.end > renew.index && d.start <= renew.index + renew[0].length + 30)) &&
      // The initial term's length before the renewal ("for three (3) years thereafter (the "Initial Term") and shall
      // automatically renew ...") is not the renewal's, nor is the term's length before a possible extension
      // ("continue for four (4) years unless ... the parties extend the term by mutual written agreement").
      (d.start >= renew.index || !/\b(?:initial|original|unless)\b|\b(?:and|,)\s+(?:shall|will)\b/i.test(read.slice(d.end, renew.index))),
  );
  const after = durations.find((d) => d.start >= renew.index) ?? durations[durations.length - 1];
  if (!after) {
    // "will renew automatically for an additional term equal in duration to the previous term".
    const equal =
      /\b(?:a|an)?\s*(?:additional\s+|renewal\s+|further\s+|successive\s+)?(?:term|period)s?\s+(?:equal\s+(?:in\s+(?:duration|length)\s+)?to\s+the\s+(?:previous|initial|original|preceding|expiring|then[\s-]current)\s+(?:\w+\s+)?(?:term|period)|of\s+the\s+same\s+(?:duration|length))\b/i.exec(
        t,
      );
    // "... equal to the initial term" resolved: the length the initial term has, cited from where it is stated.
    const initial = equal ? ctx?.initialTermLength?.(c.passage.documentId) : null;
    if (initial) {
      return {
        value: durationValue({ ...initial, successive: true, count: null }),
        phrase: squash(initial.text),
        bonus: 1.0,
        note: 'equal',
        ...(initial.from !== c ? { alsoCite: initial.from } : {}),
      };
    }
    return equal
      ? {
          value: { type: 'text', normalized: 'equal to the previous term' },
          phrase: squash(equal[0]).replace(/^(an?|additional)\s+/i, ''),
          bonus: 1.0,
          note: 'equal',
        }
      : null;
  }
  let bonus = 1.0;
  if (/\bautomatic\w*\b|\bsuccessive\b|\brenewal term\b/i.test(t)) bonus += 0.4;
  // An option to renew "for four (4) additional ten (10) year terms".
  if (/\b(additional|further)\s+(\S+\s+){0,4}(terms?|periods?)\b/i.test(t)) bonus += 0.3;
  // "If we are not offering new master franchises, ..." is a contingency, not the renewal clause.
  if (/^\W*(\d+(\.\d+)*\s+)?([A-Z][\w ]{0,40}\s+)?if\b/i.test(t)) bonus -= 0.3;
  if (/\b(warrant|price|payment|rent increase)\w*/i.test(t)) bonus -= 0.5;
  return { value: durationValue(after), phrase: squash(after.text), bonus };
}

const renewalWords = /\b(renew\w*|non-?renewal|extend\w*|extension|successive|automatic\w*|evergreen|year[\s-]to[\s-]year|month[\s-]to[\s-]month)\b/i;

/**
 * A notice to stop a renewal exists only where there is a renewal: the sentence speaks of one, or (for "notice
 * before the end of the then-current term") its passage does. A right to terminate for convenience or at any
 * time, with notice, is a termination notice, not a renewal notice.
 */
function stopsARenewal(c: Candidate): boolean {
  const t = c.sentence.text;
  const atWill = /\b(for convenience|for any reason|without cause|at any time|for no reason)\b/i.test(t);
  // "may be terminated by either party for any reason ..., whether or not extended beyond the initial term": a right
  // to end the agreement at will, even where the sentence names a renewal, unless it speaks of not renewing.
  // A right to end the agreement at will during a renewal period ends what renews: "Contractor shall be entitled to
  // terminate this Agreement only during the Extended Term, with or without cause, upon ... six (6) months".
  if (atWill && !speaksOfNotRenewing.test(t) && !duringARenewal.test(t)) return false;
  if (renewalWords.test(t) || endsWhenATermEnds.test(t)) return true;
  if (atWill) return duringARenewal.test(t);
  return renewalWords.test(c.passage.text);
}

/**
 * Ending the agreement when a term ends, or on an anniversary, stops it going on: "upon thirty days prior written
 * notice, may cancel this Agreement at the end of the Initial Term and thereafter on each anniversary".
 */
const endsWhenATermEnds =
  /\b(?:terminat\w*|cancel\w*|end)\b[^.;]{0,40}\b(?:at|on|as of|upon|effective (?:at|on|as of))\s+(?:the\s+)?(?:end|expiration|expiry)\s+of\s+(?:the\s+|any\s+|each\s+|its\s+|such\s+)?(?:then[\s-]current\s+|initial\s+|original\s+|renewal\s+)?term\b|\b(?:terminat\w*|cancel\w*)\b[^.;]{0,80}\bon\s+(?:each|any)\s+(?:subsequent\s+)?anniversary\b/i;

/** "non-renewal", "not to renew", "its intention not to", "prior to the expiration of the then-current term". */
const speaksOfNotRenewing =
  /\b(non-?renew\w*|not\s+(?:to\s+)?(?:be\s+)?renew\w*|intent\w*\s+not\s+to|(?:prior\s+to|before)\s+the\s+(?:expiration|end)|(?:expiration|end)\s+of\s+(?:the\s+|any\s+|each\s+)?(?:then[\s-])?(?:current|initial|renewal|such))\b/i;
/**
 * A renewal period named as when a right runs: "may terminate ... only during the Extended Term". (Not "following the
 * Initial Term": CUAD reads "may terminate for any reason following the Initial Term upon 90 days notice" both ways,
 * once in each split, so that gives no rule.)
 */
const duringARenewal = /\bduring\s+(?:the|any|an?)\s+(?:renewal|renewed|extended|extension)\s+(?:term|period)\b/i;

/**
 * A notice that does not stop this agreement's renewal: one that exercises an option to renew or extend ("If
 * Distributor wishes to extend the term, it must notify Airspan at least six months prior"), an insurer's notice of
 * a policy's non-renewal, a notice to cure a breach, a patent's renewal, or a notice of changed charges.
 */
export function noticeOfSomethingElse(t: string): boolean {
  const exercises =
    /\b(elect\w*|wish\w*|desir\w*|option|exercis\w*|request\w*)\b[^.;]{0,40}\b(renew|extend)\w*/i.test(t) &&
    !/\b(not\s+to\s+renew|non-?renewal|not\s+(be\s+)?(renewed|extended)|terminat\w*|cancel\w*|unless|prevent\w*)\b/i.test(t);
  return (
    exercises ||
    /\b(insur\w*|polic(y|ies)|coverage)\b/i.test(t) ||
    (/\b(cure[ds]?|breach\w*|default\w*)\b/i.test(t) && !/\b(renew\w*|non-?renewal)\b/i.test(t)) ||
    /\bpatent/i.test(t) ||
    // A notice announcing an extension ("at least ninety (90) days prior notice of any such extension").
    /\bnotice\s+of\s+(?:any\s+|such\s+|the\s+|its\s+|an?\s+)*(?:extension|renewal)\b/i.test(t) ||
    /\b(change|increase|adjust)\w*\b[^.;]{0,40}\b(charges?|prices?|pricing|fees?|rates?)\b/i.test(t)
  );
}

/**
 * A renewal stopped by a party's word before the term ends, though the sentence never says "notice": "shall
 * automatically renew ... unless terminated by either party at least six months prior to the expiration of the
 * then-current term", "unless either party requests in writing, at least ninety (90) days prior to the anniversary
 * date, that this Agreement not be renewed".
 */
const stoppedBeforeTheEnd =
  /\b(?:unless|until)\b[^.;]{0,80}\b(?:terminat\w*|cancel\w*|not\s+(?:to\s+)?(?:be\s+)?(?:renew|extend)\w*|non-?renew\w*|request\w*)\b[^.;]{0,120}\b(?:prior\s+to|before)\s+(?:the\s+)?(?:expiration|expiry|end|anniversary)/i;
/** An agreement that runs on until a party ends it with notice: "shall automatically continue until terminated by either party upon not less than thirty (30) days prior written notice". */
const runsUntilNoticeEnds =
  /\b(?:continu\w*|remain\w*|thereafter|after\s+that|indefinitely)\b[^.;]{0,60}\buntil\s+(?:it\s+is\s+)?terminated\s+by\s+(?:either|any|one|the\s+other)\b[^.;]{0,60}\bnotice\b/i;

export function findNotice(c: Candidate, topic: 'renewal_notice' | 'termination_notice'): Finding | null {
  const t = c.sentence.text;
  const unspoken = topic === 'renewal_notice' && renewalWords.test(t) && stoppedBeforeTheEnd.test(t);
  const evergreen = topic === 'renewal_notice' && runsUntilNoticeEnds.test(t) && !/\b(for convenience|for any reason|without cause|at any time)\b/i.test(t);
  if (!/\bnotice|notif/i.test(t) && !unspoken) return null;
  const about =
    topic === 'renewal_notice'
      ? /\b(renew\w*|non-?renewal|extend\w*|extension|expiration|end of the (then[\s-])?(current|initial|renewal)|then[\s-]current term|month[\s-]to[\s-]month|year[\s-]to[\s-]year|(after|following) the (initial|original) term)\b/i
      : /\b(terminat\w*|cancel\w*|end\b|vacate|quit)\b/i;
  if (!about.test(t) && !evergreen) return null;
  if (topic === 'renewal_notice' && !evergreen && (!stopsARenewal(c) || noticeOfSomethingElse(t))) return null;
  // Without the word "notice", the period is the one right before "prior to" the end.
  const priorToTheEnd = (d: FoundDuration) => unspoken && /^\s*(?:prior|before)\b/i.test(t.slice(d.end, d.end + 20));
  const durations = findDurations(t).filter((d) => (isNoticeDuration(t, d) || priorToTheEnd(d)) && (d.unit !== 'year' || d.amount <= 2));
  const d = durations[0];
  if (!d) {
    // "written notice of non-renewal ... [***] prior to the end of the applicable term": the period is redacted.
    const redacted = /\[\s*\*+\s*\]\s*(\w+\s+)?(prior|before|in advance)\b/i.exec(t);
    if (topic === 'renewal_notice' && redacted && /\b(renew\w*|non-?renewal)\b/i.test(t)) {
      return { value: { type: 'text', normalized: 'redacted' }, phrase: 'a period redacted in this copy', bonus: 1.0 };
    }
    return null;
  }
  let bonus = 1.0;
  const aboutRenewal = /\b(renew\w*|non-?renewal)\b/i.test(t);
  if (topic === 'renewal_notice' && aboutRenewal) bonus += 0.4;
  // Ending an evergreen agreement is less surely "stopping a renewal" than a notice of non-renewal.
  if (topic === 'renewal_notice' && evergreen && !aboutRenewal) bonus -= 0.3;
  if (topic === 'termination_notice') bonus += (/\bterminat\w*|\bcancel\w*/i.test(t) ? 0.4 : 0) - (aboutRenewal ? 0.5 : 0);
  return { value: durationValue({ ...d, successive: false, count: null }), phrase: squash(d.text), bonus };
}
