/**
 * How long an agreement runs: its end (an explicit date, a date term defined elsewhere, a length counted from its
 * start, or no fixed end). Renewals and the notice that stops one are in find-renewal.ts (key-term finders, see
 * finding.ts).
 */
import type { Candidate } from './candidates.js';
import { findDurations, findPerpetual, smallNumberWords, type FoundDuration } from './extract-amounts.js';
import { addToDate, isCompleteDate, longDate, ordinalDays, type FoundDate } from './extract-dates.js';
import { ownDateReference, recital, startsOnOwnDate, startsOnSigning } from './find-start-dates.js';
import { dateValue, definedName, durationValue, ownDates, readOn, type FinderContext, type Finding } from './finding.js';
import { squash } from './text.js';

/** "fifth" or "five" year anniversary: the number words 1-20 that durations are read with. */
const cardinals = Object.keys(smallNumberWords);
const anniversaryRe = new RegExp(
  `\\b\\[?(${ordinalDays.join('|')}|${cardinals.join('|')}|\\d{1,2}(?:st|nd|rd|th)?)\\]?\\s*(?:\\(\\s*\\d{1,2}\\s*(?:s\\s?t|n\\s?d|r\\s?d|t\\s?h)?\\s*\\)\\s*)?(?:-?\\s*years?\\s+)?anniversary\\s+(?:date\\s+)?of\\s+(?:the\\s+)?`,
  'i',
);
/** References to the agreement's own start, from which a term can be counted. */
const ownStart =
  /\b(effective\s+date|commencement\s+date|execution|signing|signature|date\s+(hereof|of\s+(this|the)\s+(agreement|contract|lease))|date\s+(first\s+)?(written|set\s+forth|stated)\s+above|date\s+first\s+above\s+written|date\s+of\s+execution)\b/i;

/** The agreement or its term as what the sentence is about: "This Agreement shall commence ...", "The initial term ...". */
export const termSubject =
  /\b(this (\w+ ){0,3}(agreement|lease|contract|amendment|power of attorney)|the (initial |original )?term( of (this|the) (\w+ ){0,3}(agreement|lease|contract))?|the contract term)\b/i;
const termVerb = /\b(commenc\w*|begin\w*|continu\w*|remain|expir\w*|terminat\w*|in (full )?(force|effect)|take effect|have a term|be for)\b/i;
/** What outlives the term or follows it (survival, transition help, confidentiality "thereafter"): not the term itself. */
const afterTerm =
  /\b((shall|will) not (affect|relieve|release|prejudice)|surviv\w*|notwithstanding (the )?(expiration|termination)|(upon|after|following|in the event of) (a |the |any )?(such )?(expiration|termination)|(?<!\b(?:end\w*|expir\w*|terminat\w*)\s)on (a |the |any )?(such )?(expiration|termination)(?! date)|remain in (full )?(force|effect) (following|after))\b/i;
/** A length counted from the end of the term: "(period) after/following (the effective date of) (the) expiration". */
const afterTheEnd = /^\s*(?:\([^)]*\)\s*)?(?:period\s+)?(?:after|following|from|beyond)\s+(?:the\s+)?(?:[\w-]+\s+){0,4}?(?:expiration|termination|expiry)\b/i;
/**
 * The length of the term a sentence states ("for a period of five (5) years from the Effective Date"), or "after-end"
 * when the sentence's first length counts from the term's end ("for three years following the effective date of
 * expiration", "during the Term and 5 years thereafter"): what follows the term.
 */
function statedLength(t: string): FoundDuration | 'after-end' | null {
  const length = findDurations(t).find((d) => {
    // "continue ... for at least a period of twenty-five (25) years": a minimum term, not a notice of at least so long.
    const before = t
      .slice(Math.max(0, d.start - 50), d.start)
      .replace(/\bat\s+least\s+(?:an?\s+|the\s+)?(?:initial\s+)?(?:period|term)\s+of\s*$|\bfor\s+at\s+least\s*$/i, 'for ');
    // Days are notice periods, unless the term itself is counted in days ("the Term shall be for 180 days").
    if (d.successive || (d.unit === 'day' && !/\bterm\b[^.;]{0,30}\b(be|of|for)\s*(a period of\s*)?$/i.test(before))) return false;
    const afterIt = t.slice(d.end, d.end + 40);
    return (
      !/\b(notice|prior|advance|written|at least|not less than|no later than|renew\w*|(?<!\b(?:shall|will|and)\s)extend\w*|additional|successive|subsequent|further|within|each|per|every)\b[^.;]{0,30}$/i.test(
        before,
      ) &&
      !/^an?\s/i.test(d.text) &&
      // "... seek damages for any infringement during the six years immediately preceding", "the six (6) month period
      // immediately preceding the date ... notice": a period before something.
      !/^\s*['’]?\s*(period\s+)?(prior|notice|written|before|in advance|renewal|extension|(immediately )?preceding)/i.test(afterIt) &&
      // A part of the term: "after the first five (5) years of the Term", "during the last six months of the Term".
      !(/\b(first|last|final|remaining)\s*$/i.test(before) && /^\s*(\([^)]*\)\s*)?of\s+(the|this|its|each|any)\b/i.test(afterIt))
    );
  });
  if (length && countsFromTheEnd(t, length)) return 'after-end';
  return length ?? null;
}

function countsFromTheEnd(t: string, d: FoundDuration): boolean {
  const before = t.slice(Math.max(0, d.start - 50), d.start);
  return (
    afterTheEnd.test(t.slice(d.end, d.end + 80)) ||
    (/\bterm\s+(?:and|plus)\s+(?:for\s+)?(?:a\s+period\s+of\s+)?$/i.test(before) && /^\s*(?:\([^)]*\)\s*)?thereafter\b/i.test(t.slice(d.end, d.end + 25)))
  );
}

/**
 * The length of the initial term a sentence states ("This Agreement shall have an initial term of five (5) years"):
 * what a renewal "for successive terms of the same duration" is as long as.
 */
export function initialTermLength(c: Candidate): FoundDuration | null {
  const full = c.sentence.text;
  if (!speaksOfTheTermsEnd(c) || statesNoTerm(full) || recital.test(full)) return null;
  const renewal = renewalWord.exec(full);
  const t = renewal ? full.slice(0, renewal.index) : full;
  if (!new RegExp(`${termSubject.source}[^.;]{0,80}?${termVerb.source}`, 'i').test(t) && !/\b(initial|original)\s+term\b/i.test(t)) return null;
  const length = statedLength(t);
  return length === 'after-end' ? null : length;
}

/** A renewal or extension (not "the Term shall extend for a period of fifty years"). */
const renewalWord = /\b(renew\w*|extension|(?<!(?:shall|will)\s)extend\w*(?!\s+(?:to|until|through)\b))\b/i;

/** The end of the term: an explicit end date, a term counted from the start, or no fixed end. */
export function findExpiration(c: Candidate, ctx: FinderContext): Finding | null {
  // A sentence cut off by a page or passage break is read on into what follows ("shall continue for a period of" |
  // "five (5) years").
  const full = readOn(c, ctx);
  if (!speaksOfTheTermsEnd(c) || statesNoTerm(full)) return null;
  // Recitals tell the history ("WHEREAS, ... LEADER was to maintain the software for a period of two years"), and a
  // notary's "My Commission Expires November 1, 2013" is the notary's: neither is this agreement's term.
  if (recital.test(full) || /\bcommission\s+expires?\b/i.test(full)) return null;
  // A sentence that goes on to renewals: only what comes before the renewal states the (initial) term.
  const renewal = renewalWord.exec(full);
  const initialCue = /\b(initial|original)\s+term\b|\bterm of this\b|\bcommenc|\bbegin/i.test(full);
  const t = renewal && !initialCue ? full.slice(0, renewal.index) : full;
  if (endsAnotherPeriod(t)) return null;
  // "During the initial one year period beginning on the Amendment Date, Distributor shall be the only distributor":
  // what holds within a period, not how long the agreement runs.
  if (/^\W*(?:\d+(?:\.\d+)*\.?\s+)?during\b/i.test(t)) return null;
  const about = new RegExp(`${termSubject.source}[^.;]{0,80}?${termVerb.source}`, 'i').test(t);
  // What happens once it ends ("In the event this Agreement is terminated ..., the Party shall not ... for six
  // months"), or a right to end it early ("Either Party may terminate ... upon two weeks written notice").
  const after =
    afterTerm.test(full) ||
    /^\W*(\d+(\.\d+)*\s+)?(in the event|if|upon|after|following)\b[^.;,]{0,60}\b(terminat\w*|expir\w*)/i.test(full) ||
    // "After the Initial Term, this Agreement shall continue on a month to month basis": what follows the term.
    /^\W*(\d+(\.\d+)*\s+)?(after|following|upon|at|on) the (expiration|end) of the (initial|original) term|^\W*(\d+(\.\d+)*\s+)?(after|following) the (initial|original) term\b/i.test(
      full,
    );
  const earlyRight = /\b(may|shall be entitled to|is entitled to|has the right to|can)\s+(\w+\s+){0,2}terminat\w*/i.test(full);
  // What survives the agreement ("the provisions of this clause shall survive the termination of this Agreement and
  // continue ... for five years"), and for how long, is no term of it.
  if (/\bsurviv\w*/i.test(t) && (!about || /\b(provisions?|sections?|clauses?|articles?|obligations?|covenants?)\b[^.;]{0,60}\bsurviv/i.test(t))) return null;
  const weight = (about ? 0.3 : 0) - (after ? 0.7 : 0) - (earlyRight ? 0.5 : 0);
  const dates = ownDates(t);
  const end = explicitEndDate(t, dates);
  if (end) return { ...end, bonus: 1.6 + Math.min(0, weight) };
  // An end given by a date term the document defines elsewhere ("shall expire on the Expiration Date"): that
  // definition's date when a passage at hand gives it, else the clause, for the answer service to resolve.
  const endTerm = definedEndTerm(t);
  if (endTerm) {
    const defined = ctx.definedDate?.(c.passage.documentId, endTerm);
    if (defined && defined.from !== c) {
      return { value: dateValue(defined), phrase: longDate(defined), bonus: 1.5 + Math.min(0, weight), note: `the ${endTerm}`, alsoCite: defined.from };
    }
    if (!after) return { value: { type: 'text', normalized: 'stated in the term clause' }, phrase: squash(t), bonus: 0.9 + weight, note: 'term-clause' };
  }
  // "until the end of the current calendar year": December 31 of the year the term starts in.
  if (/\buntil\s+the\s+end\s+of\s+the\s+(?:current|then[\s-]current|same)\s+calendar\s+year\b/i.test(t)) {
    const start = ctx.anchorDate(c.passage.documentId) ?? ctx.agreementDate(c.passage.documentId);
    if (start?.year) {
      const end = { year: start.year, month: 12, day: 31 };
      return { value: dateValue(end), phrase: longDate(end), bonus: 1.1 + weight, note: 'the end of the calendar year it starts in', alsoCite: start.from };
    }
  }
  // The start the term counts from: a date the sentence gives, the agreement's own date when the sentence counts
  // from it ("five years from the date hereof", "begins upon its execution"), else the agreement's start.
  const startDate = (): (FoundDate & { from?: Candidate }) | null | undefined => {
    const stated = dates.find(
      (d) => isCompleteDate(d) && /\b(commenc\w*|effective|begin\w*|starting|from|on)\s*(on\s+|as of\s+)?$/i.test(t.slice(Math.max(0, d.start - 40), d.start)),
    );
    if (stated) return stated;
    const doc = c.passage.documentId;
    const own =
      (startsOnOwnDate(t) || startsOnSigning(t) || countsFromOwnDate.test(t)) && !/\b(?:effective|commencement)\s+date\b/i.test(t)
        ? ctx.agreementDate(doc)
        : null;
    return (own && isCompleteDate(own) ? own : null) ?? ctx.anchorDate(doc) ?? own ?? ctx.effectiveDate?.(doc) ?? ctx.agreementDate(doc);
  };
  const relative = (amount: number, unit: FoundDuration['unit'], phrase: string, fromOwnDate = false, dayBefore = false): Finding => {
    // "end on the first anniversary of the date of this Agreement": the agreement's date, not the start the sentence gives.
    const own = fromOwnDate ? ctx.agreementDate(c.passage.documentId) : null;
    const start = own ?? startDate();
    const from = start?.from && start.from !== c ? { alsoCite: start.from } : {};
    if (start && isCompleteDate(start)) {
      // "through the day prior to the fourth anniversary": the day before that anniversary.
      const end = dayBefore ? addToDate(addToDate(start, amount, unit), -1, 'day') : addToDate(start, amount, unit);
      const note = `${dayBefore ? 'the day before ' : ''}${phrase} from ${longDate(start)}`;
      return { value: dateValue(end), phrase: longDate(end), bonus: 1.1 + weight, note, ...from };
    }
    // A start filled in only in part (a form's "____ __, 2015"): the end is known as far as the start is.
    const partial = start ? addToPartialDate(start, amount, unit) : null;
    if (partial) {
      return { value: dateValue(partial), phrase: partialPhrase(partial), bonus: 1.0 + weight, note: `${phrase} from ${longDate(start!)}`, ...from };
    }
    const duration: FoundDuration = { text: phrase, start: 0, end: 0, amount, unit, successive: false, count: null, businessDays: false };
    return { value: durationValue(duration), phrase, bonus: 0.8 + weight, note: FROM_THE_START };
  };
  // "the first anniversary of the Effective Date"
  // "the fifth (5th) anniversary", "the [third] anniversary", "the four (4) year anniversary", "5th anniversary date".
  const anniversary = anniversaryRe.exec(t);
  const anniversaryOf = anniversary ? t.slice(anniversary.index + anniversary[0].length, anniversary.index + anniversary[0].length + 120) : '';
  if (anniversary && (ownStart.test(anniversaryOf) || /^(?:the\s+)?(?:this|the)\s+(?:[\w-]+\s+){0,2}(?:agreement|contract|lease)\b/i.test(anniversaryOf))) {
    const word = anniversary[1]!.toLowerCase();
    const n = ordinalDays.indexOf(word) + 1 || (smallNumberWords[word] ?? 0) || parseInt(word, 10);
    const ofOwnDate = !/^(?:the\s+)?(?:effective|commencement)\s+date\b/i.test(anniversaryOf) && countsFromOwnDate.test(`of ${anniversaryOf}`);
    const dayBefore = /\b(?:the\s+)?day\s+(?:immediately\s+)?(?:prior\s+to|before|preceding)\s+(?:the\s+)?$/i.test(
      t.slice(Math.max(0, anniversary.index - 40), anniversary.index),
    );
    return relative(n, 'year', `${n} year${n === 1 ? '' : 's'}`, ofOwnDate, dayBefore);
  }
  // "shall terminate ... on the 30th day after the Effective Date": a count of days from the start.
  const nthDay = /\b(?:on|at|by)\s+(?:the\s+)?(\d{1,3})(?:st|nd|rd|th)\s+day\s+(?:after|following|from)\s+/i.exec(t);
  const nthDayOf = nthDay ? t.slice(nthDay.index + nthDay[0].length, nthDay.index + nthDay[0].length + 80) : '';
  if (nthDay && new RegExp(`^(?:the\\s+)?${ownStart.source}`, 'i').test(nthDayOf)) {
    const n = Number(nthDay[1]);
    const ofOwnDate = !/^(?:the\s+)?(?:effective|commencement)\s+date\b/i.test(nthDayOf) && countsFromOwnDate.test(`of ${nthDayOf}`);
    return relative(n, 'day', `${n} day${n === 1 ? '' : 's'}`, ofOwnDate);
  }
  // A term counted from the start: "for a period of five (5) years from the Effective Date".
  const length = statedLength(t);
  if (length === 'after-end') return null;
  const termDuration = length;
  if (termDuration && /\b(term|continue|remain|period|effect|expire|terminate|end|extend)\w*/i.test(t)) {
    // What the length counts from stands right after it (a name in brackets between): "seven (7) years ("Initial
    // Term") and will renew ... after the Initial Term" counts from nothing but the start.
    const from =
      /^\s*(?:\([^()]{0,60}\)\s*)?(?:thereafter\s+)?(?:commencing\s+|beginning\s+|starting\s+)?\b(from|after|following)\s+(the\s+)?([^,.;]{0,60})/i.exec(
        t.slice(termDuration.end, termDuration.end + 150),
      );
    // "... shall commence on January 10, 2019 and shall expire ... twenty-four (24) months from that date".
    const fromOwnStart =
      !from ||
      ownStart.test(from[3]!) ||
      countsFromOwnDate.test(from[0]!) ||
      /^(the\s+)?date (hereof|of this)/i.test(from[3]!) ||
      (/^(that|such|said|the same) date\b/i.test(from[3]!) && /\b(commenc\w*|begin\w*|effective|start\w*)\b/i.test(t.slice(0, termDuration.start)));
    if (fromOwnStart) return relative(termDuration.amount, termDuration.unit, squash(termDuration.text));
    // Counted from the end ("three years from the end of the quarter in which termination occurs"): not the term.
    if (/\b(terminat\w*|expir\w*|dissolution)\b/i.test(from[3]!)) return null;
    // Counted from something other than the agreement's start (a launch, a delivery): a length, no fixed date.
    const event = squash(from[0]!.replace(/\s+(unless|provided|subject|except)\b.*$/i, ''));
    return { value: durationValue({ ...termDuration, successive: false, count: null }), phrase: squash(termDuration.text), bonus: 0.9 + weight, note: event };
  }
  // "shall continue until the expiration of the Sublicense Agreement": an end set by another event, not no end.
  const event = endingEvent(t);
  if (event && !after) {
    return { value: { type: 'text', normalized: `until ${event}` }, phrase: event, bonus: about ? 1.3 : 0.9, note: UNTIL_EVENT };
  }
  const perpetual = findPerpetual(t);
  // "shall continue in perpetuity following termination": an obligation that outlives the term.
  if (perpetual && !after) {
    const aboutTheAgreement = /\b(this agreement|the term)\b/i.test(t) && /\b(commenc|effective|continu)/i.test(t);
    return {
      value: { type: 'perpetual', normalized: 'perpetual' },
      phrase: squash(perpetual.text),
      bonus: (aboutTheAgreement ? 1.3 : 0.9) + Math.min(0, weight),
    };
  }
  // The term clause itself, when its end cannot be computed ("shall continue for the time periods set forth in
  // Schedule 1", "for the duration of the Lease", "shall expire upon completion of the Project", a redacted
  // period): quoting it beats saying nothing was found.
  if (about && !after && /\b(effective|in (full )?force|in effect|until|upon|completion|duration)\b/i.test(t)) {
    return { value: { type: 'text', normalized: 'stated in the term clause' }, phrase: squash(t), bonus: 0.6, note: 'term-clause' };
  }
  return null;
}

/**
 * The sentence can state when the agreement ends: it speaks of the agreement or its term (or a label or section heading
 * does: "Termination Date: December 31, 2023", "2. TERM OF AGREEMENT") and of an end, a length or a continuation.
 */
function speaksOfTheTermsEnd(c: Candidate): boolean {
  const full = c.sentence.text;
  const heading = c.passage.text.slice(Math.max(0, c.sentence.start - 40), c.sentence.start);
  const termCue =
    /\bexpir\w*|\b(term|agreement|lease|contract|licen[cs]e|amendment)\b|\b(termination|end)\s+date\s*:|\b(term|period)\s*:/i.test(full) ||
    /\bTERM\b|^\W*(\d+(\.\d+)*\.?\s+)?Term\b/.test(heading);
  const endCue =
    /\b(expir\w*|terminat\w*|end(s|ed|ing)?|conclud\w*|until|through|thereafter|continue[sd]?|remain|period of|anniversary|initial term|term of (this|the)|shall extend|extended to|(a|an initial) term of|indefinite\w*|perpetu\w*|valid for)\b|\b(term|period)\s*:/i;
  return termCue && endCue.test(full);
}

/**
 * Sentences that look like a term clause and are not one: the definition of another term ('"Quarter" shall mean the
 * three (3) month period ...') and severability ("if any provision is held invalid, the rest of this Agreement shall
 * remain in full force"), what survives a void clause.
 */
function statesNoTerm(full: string): boolean {
  const defined = definedName(full);
  if (defined && !ownTermName.test(defined)) return true;
  return /\b(invalid|illegal|unenforceable|void|voidable)\b/i.test(full) && /\b(provision|term|clause|part|portion|section)s?\b/i.test(full);
}

/**
 * Names a contract gives its own term or end ("Term", "Initial Term", "Contract Period", "Expiration Date"); a defined
 * period with any other name ("Interim Period", "Arizona Trademark License Term", "Agreement Quarter") is another period.
 */
const ownTermName =
  /^(?:the\s+)?(?:(?:initial|original|agreement|contract)\s+)?(?:term|period|term of (?:this |the )?(?:agreement|contract)|duration|(?:expiration|termination|end)(?:\s+date)?)$/i;

/** The agreement or its term as what the sentence speaks of. */
const ownTerm =
  /\b(this (\w+ ){0,3}(agreement|lease|contract|amendment)|the (initial |original )?term\b|term of (this|the) (\w+ ){0,3}(agreement|lease|contract))/i;
const otherPeriod = /\b(warrant\w*|exclusiv\w*|royalt\w*|non-?compet\w*|lock-?up|confidential\w*|work plan|development (term|period))\b/i;

/**
 * Another period's end ("a warranty for a period of 12 months", "Licensee's term of exclusivity shall expire"), in a
 * sentence that never speaks of the agreement or its term.
 */
function endsAnotherPeriod(t: string): boolean {
  return otherPeriod.test(t) && !ownTerm.test(t);
}

/**
 * An explicit end date: the date after expire/end/until/through with no start word between the two ("Unless earlier
 * terminated, this Agreement shall take effect on December 1st, 2015" is a start), or the second date of a range
 * ("TERM: November 01, 2014 to October 31, 2017"). The bonus is the caller's.
 */
function explicitEndDate(t: string, dates: FoundDate[]): Finding | null {
  for (const d of dates) {
    const before = t.slice(Math.max(0, d.start - 80), d.start);
    const cue = [...before.matchAll(endCueBeforeDate)].pop();
    const afterCue = cue ? before.slice(cue.index + cue[0].length) : '';
    const previous = dates.find((o) => o.end <= d.start && d.start - o.end <= 12);
    const ends =
      (cue && afterCue.length <= 60 && !/[.;]/.test(afterCue) && !startCue.test(afterCue)) ||
      (previous && /^\s*(?:to|through|thru|until|-|–)\s*$/i.test(t.slice(previous.end, d.start)));
    if (!ends || /\b(commenc\w*|effective|begin\w*|starting|from)\s*(on\s+)?(as of\s+)?$/i.test(before)) continue;
    // A deadline for a payment or a delivery ("payable in total by no later than July 20, 2020") ends no term.
    if (/\b(payable|paid|pay|payments?|due|deliver\w*|invoices?)\b[^.;]{0,40}\b(?:by\s+)?(?:no\s+)?later\s+than\s*$/i.test(before)) continue;
    // "five years after launch, but in no event later than February 28, 2013": that date is the latest end.
    const latest = /\blater\s+than\s*$/i.test(before) ? { note: 'at the latest' } : {};
    return { value: dateValue(d), phrase: longDate(d), bonus: 0, ...latest };
  }
  return null;
}

/** Date terms that name a start, not an end: their definitions answer other questions. */
const startTerms = /^(?:effective|commencement|execution|signature|signing|closing|launch|start|delivery)\b|\b(?:effective|commencement|start)\s+date$/i;

/**
 * The defined date term a term clause ends on ("shall expire on the Expiration Date", "continue until the Termination
 * Date"), or null when it ends on no such term or on a start ("two years after the Effective Date" is a length).
 */
export function definedEndTerm(text: string): string | null {
  const m = /\b(?:expir\w*|end(?:s|ing)?|terminat\w*|until|through)\s+(?:on\s+|upon\s+|at\s+|as\s+of\s+)?(?:the\s+)?((?:[A-Z][\w-]*\s+){1,3}Date)\b/.exec(text);
  if (!m) return null;
  const term = m[1]!.trim();
  // "the Expiration Date of the Sales Agreement": a date of another document.
  if (/^\s*of\s+(?:the|that|such)\s+(?:\w+\s+){0,3}(?:agreement|contract|lease)\b/i.test(text.slice(m.index + m[0].length))) return null;
  return startTerms.test(term) ? null : term;
}

/** A count of time ("forty-five (45) days", "a period of"): what ends then is a wait, not an event. */
const waitingPeriod = new RegExp(`^(?:\\d|(?:a|the)\\s+period\\b|(?:${cardinals.join('|')}|twenty|thirty|forty|fifty|sixty|ninety)\\b)`, 'i');

/** The note of a term that ends with another event ("until the expiration of the License Agreement"). */
export const UNTIL_EVENT = 'until-event';

/**
 * The event a term runs until, when it is not the agreement's own end: "continue in full force and effect until the
 * expiration of the Sublicense Agreement", "remain in effect until the completion of the Project". "Until the
 * termination of this Agreement" and "until terminated" are no such event (findPerpetual reads them).
 */
function endingEvent(t: string): string | null {
  const m =
    /\b(?:continu\w*|remain\w*|in\s+(?:full\s+)?(?:force|effect)|be\s+effective)\b[^.;]{0,60}?\b(?:until|through)\s+((?:the\s+)?(?:later\s+of\s+the\s+)?(?:expiration|expiry|termination|completion|end)(?:\s+or\s+(?:earlier\s+|sooner\s+)?(?:expiration|termination))?\s+of\s+(?:the\s+|all\s+|any\s+)?([^,;.()]{3,100}))/i.exec(
      t,
    );
  if (!m) return null;
  const what = m[2]!.replace(/\s+(?:unless|provided|subject|except|in\s+accordance|pursuant|as\s+provided)\b.*$/i, '').trim();
  // The agreement's own end ("until the expiration of this Agreement", "of the Term", "of such Renewal Term").
  if (/^(?:this|such|said|its|it)\b|^(?:(?:initial|original|renewal|then[\s-]current)\s+)?term\b|^(?:agreement|contract|lease)\b/i.test(what)) return null;
  // "will not be effective until the expiration of forty-five (45) days after notice": a waiting period, not an end.
  if (/\bnot\b/i.test(m[0].slice(0, m[0].length - m[1]!.length)) || waitingPeriod.test(what)) return null;
  return squash(m[1]!.slice(0, m[1]!.length - m[2]!.length) + what);
}

/** Words that put the date after them at the end of the term, and words that make it a start. */
const endCueBeforeDate = /\b(expir\w*|end(s|ing)?|conclud\w*|until|through|terminat\w*|up\s+to\s+and\s+including|later\s+than|extended\s+to)\b/gi;
const startCue = /\b(commenc\w*|effective|take[sn]?\s+effect|begin\w*|start\w*|from)\b/i;

/** A term counted from the agreement's own date or its signing: "for five years from the date hereof", "from execution". */
const countsFromOwnDate = new RegExp(
  `\\b(?:from|after|following|of)\\s+(?:the\\s+)?(?:${ownDateReference.source.slice(2, -2)}|(?:date\\s+of\\s+)?(?:its\\s+|the\\s+)?(?:execution|signing|signature)\\b|date\\s+(?:(?:it|this\\s+(?:[\\w-]+\\s+){0,2}(?:agreement|contract))\\s+(?:is|was)\\s+)?(?:signed|executed)\\b)`,
  'i',
);

/** Years (or months, when the month is known) added to a date known only in part; null when the result is not known. */
function addToPartialDate(d: Pick<FoundDate, 'year' | 'month' | 'day'>, amount: number, unit: FoundDuration['unit']) {
  if (d.year === null) return null;
  if (d.month === null) return unit === 'year' ? { year: d.year + amount, month: null, day: null } : null;
  if (unit !== 'year' && unit !== 'month') return null;
  const months = d.month - 1 + (unit === 'year' ? 12 * amount : amount);
  return { year: d.year + Math.floor(months / 12), month: (months % 12) + 1, day: null };
}

function partialPhrase(d: { year: number; month: number | null }): string {
  return d.month === null ? `a day in ${d.year}` : `a day in ${longDate({ year: d.year, month: d.month, day: null })}`;
}

/** The note of a term length counted from the agreement's own start, whose date the passages did not give. */
export const FROM_THE_START = 'from the start of the term';
