/**
 * Finders for the key terms of a contract or lease: each looks at one candidate sentence and, when the sentence
 * states the term, returns its value, how convincing the sentence is (bonus) and the words for the answer.
 */
import type { AnswerValue } from './answer-value.js';
import type { Candidate } from './candidates.js';
import { findDurations, findPerpetual, normalizeDuration, smallNumberWords, type FoundDuration } from './extract-amounts.js';
import { addToDate, findDates, isCompleteDate, isoDate, longDate, ordinalDays, shortDate, type FoundDate } from './extract-dates.js';
import { findPartiesInPreamble, findRegisteredCompanies, findRoleLabels, findSignatureParties } from './extract-parties.js';
import { findGoverningLaw } from './extract-places.js';
import type { KeyTopic } from './question-kind.js';
import { defersDefinition } from './resolve-dates.js';
import { squash } from './text.js';

export interface Finding {
  value: AnswerValue;
  /** Words for the value in the answer ("June 30, 2025", "thirty (30) days"). */
  phrase: string;
  /** How convincing this sentence is for the question, added to the candidate's relevance. */
  bonus: number;
  /** When the supporting text runs past the sentence: the last sentence index (within the passage) to cite. */
  throughSentence?: number;
  /** Extra facts for the answer text. */
  note?: string;
  /** Another sentence the value was computed from (the start date a term's length counts from), cited after it. */
  alsoCite?: Candidate;
}

export interface FinderContext {
  /** The best date the agreement starts from (effective date, else the agreement's date), for relative terms, with the sentence stating it. */
  anchorDate: (documentId: string) => (FoundDate & { from: Candidate }) | null;
  /** The agreement's own date (preamble), for "effective as of the date first written above", with the sentence stating it. */
  agreementDate: (documentId: string) => (FoundDate & { from: Candidate }) | null;
  /** The latest date a signature block in the passages gives ("Date: March 9, 2021"), with its sentence. */
  signatureDate?: (documentId: string) => (FoundDate & { from: Candidate }) | null;
  /** The effective date the passages state (by a date, or by reference to the agreement's own date), with its sentence. */
  effectiveDate?: (documentId: string) => (FoundDate & { from: Candidate }) | null;
  /** The text of the document that directly follows a candidate's passage, when search returned that passage too. */
  followingText?: (c: Candidate) => string | null;
}

/** Near the start of the document: preambles name the parties and the date. */
function preambleWeight(c: Candidate): number {
  const at = c.charStart;
  return at < 1500 ? 1 : at < 4000 ? 0.5 : 0;
}

export function dateValue(d: Pick<FoundDate, 'year' | 'month' | 'day'>): AnswerValue {
  const full = { year: d.year, month: d.month, day: d.day };
  return { type: 'date', iso: isoDate(full), year: full.year, month: full.month, day: full.day, normalized: shortDate(full) };
}

export function durationValue(d: FoundDuration): AnswerValue {
  return { type: 'duration', amount: d.amount, unit: d.unit, successive: d.successive, count: d.count, normalized: normalizeDuration(d) };
}

/** Dates in the sentence that are not about some other document ("the Supply Agreement dated May 1, 2019"). */
function ownDates(text: string): FoundDate[] {
  // "Reference is hereby made to that certain Agreement dated ...": every date in it is the other agreement's.
  if (/^\W*reference is (hereby )?made to\b/i.test(text)) return [];
  return findDates(text).filter((d) => {
    const before = text.slice(Math.max(0, d.start - 120), d.start);
    // Page furniture of filings: "Source: ACME INC, 10-K, 8/22/2019".
    if (/\bSource:[^\n]{0,80}$/.test(before) || /\b(S-1|10-K|10-Q|8-K|10-12[BG]|S-4|F-1|SB-2|DRS)\s*,?\s*$/i.test(before)) return false;
    if (/\b(amended|restated)\s*(on\s*|as of\s*)?$/i.test(before)) return false;
    // "as amended November 11, 2005 and March 27, 2006", "as supplemented September 12, 2008".
    if (
      /\b(amended|restated|supplemented|modified)\s+(on\s+|as of\s+)?[^.;()]{0,60}(,|\band)\s*$/i.test(before) ||
      /\b(supplemented|modified)\s*(on\s*|as of\s*)?$/i.test(before)
    )
      return false;
    // A draft's revision date in a header: "DRAFT (Americas) 1/12/00 (Rev 1)".
    if (/\bdraft\b[^\n]{0,40}$/i.test(before)) return false;
    // "that certain Supply Agreement dated", "a Unit Agreement (the "Unit Agreement") dated as of".
    const other =
      /\b(that certain|the|said|an?)\b[^.;()]{0,90}\b(agreement|contract|lease|amendment|plan|act|order)\b(\s*\([^()]{0,60}\))?([^.;()]{0,30}|\s+(by\s+and\s+)?between\b[^;()]{0,80}?)\b(dated|of)\s*(as of\s*)?$/i.test(
        before,
      );
    return !other || /\bthis\s+[\w\s-]{0,40}(dated|of)\s*(as of\s*)?$/i.test(before);
  });
}

/** Words that date an agreement, just before its date: "dated as of", "made this", "entered into as of the". */
const datedBy = /\b(?:dated|made|entered\s+into|executed|signed|as\s+of)\b(?:\s+(?:on|as\s+of|this|the|on\s+this))*\s*$/i;

function findAgreementDate(c: Candidate): Finding | null {
  // Recitals tell the history ("WHEREAS, the parties entered into ... dated ..."), not this agreement's date.
  if (/^\W*(?:\(?\w{1,3}[.)]\s*)?(witnesseth\W*)?(whereas|recitals?)\b/i.test(c.sentence.text)) return null;
  const dates = ownDates(c.sentence.text);
  if (!dates.length) return null;
  const t = c.sentence.text;
  // The date the agreement is dated by ("following the pilot held on May 2, 2017, is entered into as of June 19, 2017";
  // a header's date before "entered into as of the 3rd day of June, 2019"), else the first.
  const d = dates.find((x) => datedBy.test(t.slice(Math.max(0, x.start - 40), x.start))) ?? dates[0]!;
  const selfReference =
    /\bthis\s+([\w-]+\s+){0,5}(agreement|lease|contract|amendment)\b[^.]{0,120}\b(dated|made|entered into|executed)\b/i.test(t) ||
    // A preamble after a long cover and contents: "MASTER FRANCHISE AGREEMENT   AGREEMENT made as of the ___ day of ___, 2015".
    /^\W*(?:[\w.,&-]+\s+){0,8}?(agreement|lease|contract|amendment)\s+(is\s+)?(made|entered\s+into|dated|executed)\b/i.test(t);
  // The execution line of a signature page: "IN WITNESS WHEREOF ... signed this Contract ... on November 8, 2002".
  const signedOn =
    /\b(in witness whereof|signed at|executed at)\b[^.]{0,160}$/i.test(t.slice(0, d.start)) && !/\b(expire|terminat|renew|if|unless|before)\b/i.test(t);
  if (!preambleWeight(c) && !selfReference && !signedOn) {
    // A signature block's date ("By: /s/ ... Title: CEO  Date: August 16, 2019"): when the parties signed.
    const signature = /\b(By|Name|Title)\s*:|\/s\//.test(t) ? dates.filter((x) => signatureBlockDate.test(t.slice(Math.max(0, x.start - 12), x.start))) : [];
    const last = signature.filter(isCompleteDate).sort((a, b) => (isoDate(a)! < isoDate(b)! ? 1 : -1))[0];
    return last ? { value: dateValue(last), phrase: longDate(last), bonus: 0.4, note: 'signature' } : null;
  }
  let bonus = 0.6 * preambleWeight(c);
  // A head line "Dated as of February 19, 2007" / "DATED 13 October 2005" dates the document itself.
  if (/^\W*dated\b/i.test(t)) bonus += 0.4;
  // A definition of some other date ("Commencement Date" means 16 October 2005) is not the agreement's date.
  if (/\bdate["”]?\s+(means|shall mean)\b/i.test(t)) bonus -= 0.6;
  if (signedOn && !preambleWeight(c) && !selfReference) bonus -= 0.3;
  if (/\b(made|entered into|dated|executed|as of|this\s+\S+\s+day|signed)\b/i.test(t)) bonus += 0.7;
  if (/\b(this|the)\s+([\w-]+\s+){0,4}(agreement|lease|contract|amendment)\b/i.test(t)) bonus += 0.2;
  if (/\b(expire|expiration|terminat|renew|until|through)\w*/i.test(t)) bonus -= 0.6;
  if (isCompleteDate(d)) bonus += 0.2;
  return { value: dateValue(d), phrase: longDate(d), bonus };
}

/**
 * The agreement's own date, by the ways contracts refer to it: "the date first above written", "the day and year first
 * above written", "the first date above written", "the date first set forth above", "the date hereof", "the date of
 * this Agreement".
 */
export const ownDateReference =
  /\b(?:(?:date|day)(?:\s+and\s+year)?\s+(?:first\s+)?(?:above\s+|herein\s+)?(?:written|set\s+forth|stated|listed|mentioned|shown|indicated)(?:\s+(?:above|herein))?(?!\s+below)|first\s+date\s+(?:above\s+)?(?:written|set\s+forth)(?:\s+above)?|date\s+hereof|date\s+of\s+(?:this|the)\s+(?:[\w-]+\s+){0,2}(?:agreement|contract|lease|amendment))\b/i;
/** The agreement's signing as the start: "upon execution of this document", "on the date it is signed by both Parties". */
const signingReference =
  /\b(?:upon|on|from|as\s+of|at|when|with)\s+(?:the\s+)?(?:(?:date\s+of\s+)?(?:its\s+|their\s+|the\s+)?(?:full\s+|mutual\s+|final\s+|last\s+)?(?:execution|signature|signing)\b|(?:date\s+(?:(?:on\s+which|when|that)\s+)?)?(?:it|this\s+(?:[\w-]+\s+){0,2}(?:agreement|contract))\s+(?:is|has\s+been)\s+(?:duly\s+)?(?:signed|executed)\b|(?:it\s+is\s+|being\s+)?signed\s+by\s+(?:both|all|each)\b)/i;
/** The agreement or its term is what starts: "This Agreement shall ...", "The term of this Agreement will ...", "It ...". */
const agreementStarts =
  /(?:^\W*(?:\d+(?:\.\d+)*\.?\s+)?(?:[A-Z][\w ]{0,30}\s+)?(?:it|this\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|lease|amendment|license|licence))|\bthis\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|lease|amendment|license|licence)\s+(?:shall|will|is|becomes?|commences?|begins?|takes?|enters?|comes?)|\bthe\s+(?:initial\s+|original\s+)?["“]?term["”]?(?:\s+of\s+this\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|lease))?(?:\s*\([^)]{0,30}\))?\s+(?:shall|will|is|commences?|begins?))\b/i;
/** A date set by the signatures: "the date of last signature", "the later of the dates ... signed", "the date shown below". */
const signedBelow =
  /\b(?:(?:last|latest|final|later|most\s+recent)\s+(?:final\s+)?(?:date\s+of\s+)?(?:signature|execution|signing)|(?:later|latest|last)\s+(?:of\s+the\s+)?dates?\b[^.;]{0,60}\b(?:sign\w*|execut\w*|below)|date\s+(?:noted|set\s+forth|shown|written|indicated)\s+below|(?:last|later)\s+date\s+signed)\b/i;
/** The sentence sets the agreement's start by its last signature, whose date only the signature blocks give. */
export function startsOnLastSignature(t: string): boolean {
  return signedBelow.test(t) && /\beffective\b|\bcommenc/i.test(t);
}
/** A signature block's date: "Date: March 9, 2021", "Dated: 6/7/2014". */
export const signatureBlockDate = /\b(?:date|dated)\s*:\s*$/i;

/** A start the sentence speaks of: "shall become effective", "commences", "takes effect", "enters into force". */
const startCue = /\b(?:effective|commenc\w*|begin\w*|start\w*|take[sn]?\s+effect|(?:enter|come)s?\s+into\s+(?:force|effect)|in\s+force)\b/i;

const effectiveCue = /\beffective(\s?date)?\b|\bcommence(s|ment)?\b|\btakes? effect\b|\bstart date\b|\bbegin(s|ning)?\b/i;

/** "effective as of the date first written above", "effective from the date hereof". */
const effectiveByReference =
  /\beffective\s+(as\s+of|from|on)\s+[^.;]{0,60}\b(date first (above |set forth |written |stated )*(written|set forth|stated)( above)?|date hereof|date of this (agreement|contract|lease))\b|\b(date first (above )?(written|set forth)( above)?|date hereof)\b[^.;]{0,40}\(?[“"]?effective date|\beffective date["”]?\s+(means|shall mean|is)\s+the\s+(date hereof|date of (this|the) (agreement|contract|lease)|date first (above )?(written|set forth)( above)?)\b/i;

/** The sentence starts the agreement (or defines its effective or commencement date) on the agreement's own date. */
export function startsOnOwnDate(t: string): boolean {
  if (effectiveByReference.test(t)) return true;
  const ref = ownDateReference.exec(t);
  if (!ref) return false;
  const before = t.slice(Math.max(0, ref.index - 100), ref.index);
  // "This Agreement shall become effective on the date first above written", "The Term shall begin on the date hereof"
  // (not "the Lock-Up Period commencing on the date hereof", nor another agreement "effective as of the date hereof").
  if (startCue.test(before) && /\b(?:as\s+of|on|from|upon|with|at)\s+(?:the\s+)?$/i.test(before) && agreementStarts.test(before)) return true;
  // '"Effective Date" means the date first written above', 'Commencement Date means the date of this Lease'.
  return /\b(?:effective|commencement|start)\s+date["”]?\s*(?:means|shall\s+mean|is|shall\s+be)\s+(?:the\s+)?$/i.test(before);
}

/** The sentence starts the agreement on its signing ("effective upon execution", "commences when signed by both"). */
export function startsOnSigning(t: string): boolean {
  const ref = signingReference.exec(t);
  if (!ref) return false;
  const before = t.slice(Math.max(0, ref.index - 80), ref.index);
  return (
    (startCue.test(before) && agreementStarts.test(before)) ||
    /\b(?:effective|commencement|start)\s+date["”]?\s*(?:means|shall\s+mean|is|shall\s+be)\s*$/i.test(before)
  );
}

function findEffectiveDate(c: Candidate, ctx?: FinderContext): Finding | null {
  const t = c.sentence.text;
  // The definition of another term ('"Offtake Agreement Effective Date" means ...') states no effective date of this one.
  const defines = /^\W*(?:\(?\w{1,3}[.)]\s*)?["“]([^"”]{1,60})["”]\s+(means|shall mean|has the meaning)\b/i.exec(t);
  if (
    defines &&
    !/^(effective|commencement|start) date$/i.test(defines[1]!.trim()) &&
    !/["“](effective|commencement|start) date["”]\s+(means|shall mean)\b/i.test(t)
  )
    return null;
  // "effective as of the Effective Date (as defined below)": the date here is not it; its definition is elsewhere.
  if (defersDefinition(t, 'Effective Date')) return null;
  const dates = ownDates(t);
  if (!dates.length) {
    const d = ctx && startsOnOwnDate(t) ? ctx.agreementDate(c.passage.documentId) : null;
    if (d)
      return { value: dateValue(d), phrase: longDate(d), bonus: 1.0, note: 'the date the agreement is dated', ...(d.from !== c ? { alsoCite: d.from } : {}) };
    // "This Agreement begins upon its execution": the signing, which the agreement's own date usually records.
    // Set by the last signature ("the date of the last signature", "the later of the dates on which the parties sign",
    // "as of the date shown below"): the latest date the signature blocks in the passages give.
    const lastSigned = ctx?.signatureDate && startsOnLastSignature(t) ? ctx.signatureDate(c.passage.documentId) : null;
    if (lastSigned)
      return {
        value: dateValue(lastSigned),
        phrase: longDate(lastSigned),
        bonus: 0.8,
        note: 'signature',
        ...(lastSigned.from !== c ? { alsoCite: lastSigned.from } : {}),
      };
    const signed = ctx && startsOnSigning(t) ? ctx.agreementDate(c.passage.documentId) : null;
    if (signed)
      return { value: dateValue(signed), phrase: longDate(signed), bonus: 0.7, note: 'signing', ...(signed.from !== c ? { alsoCite: signed.from } : {}) };
    // The Effective Date defined by an event ("the date of last signature", "the Closing"): quote the definition.
    if (/["“]\s*effective date\s*["”]|(?:^\W*(?:\(?\w{1,3}[.)]\s*)?|["“]|\bthe\s+)effective date\b["”]?\s*(means|shall mean|shall be|is)\b/i.test(t)) {
      return { value: { type: 'text', normalized: 'defined in the cited clause' }, phrase: squash(t), bonus: 0.5, note: 'defined-by-clause' };
    }
    return null;
  }
  // The date closest to an "effective"/"commence" cue wins.
  let best: { d: FoundDate; dist: number } | null = null;
  // "Phase I will commence on August 1, 2010" starts something else than the agreement.
  const aboutAgreement = /\b(agreement|contract|lease|term|effective)\b/i.test(t);
  for (const d of dates) {
    // "shall commence on the Effective Date and shall terminate ... on December 31, 2022": an end, not a start.
    if (/\b(expir\w*|end(s|ing)?|terminat\w*|until|through)\b[^.;]{0,50}$/i.test(t.slice(Math.max(0, d.start - 60), d.start))) continue;
    const window = t.slice(Math.max(0, d.start - 120), Math.min(t.length, d.end + 60));
    const m = effectiveCue.exec(window);
    if (!m || (!aboutAgreement && !/^(effective|commencement)/i.test(m[0]))) continue;
    const dist = Math.abs(m.index - Math.min(120, d.start));
    if (!best || dist < best.dist) best = { d, dist };
  }
  if (best) {
    let bonus = 1.0 + 0.3 * preambleWeight(c);
    if (/["“]\s*effective date\s*["”]|effective date["”]?\s*(means|shall mean|is)/i.test(t)) bonus += 0.5;
    if (/\b(expire|expiration|end(s|ing)?|terminat\w*|until|through)\b/i.test(t.slice(Math.max(0, best.d.start - 40), best.d.start))) bonus -= 0.8;
    return { value: dateValue(best.d), phrase: longDate(best.d), bonus };
  }
  // A date with no effective-date wording is the agreement's date, not a stated effective date.
  return null;
}

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
const termSubject =
  /\b(this (\w+ ){0,3}(agreement|lease|contract|amendment|power of attorney)|the (initial |original )?term( of (this|the) (\w+ ){0,3}(agreement|lease|contract))?|the contract term)\b/i;
const termVerb = /\b(commenc\w*|begin\w*|continu\w*|remain|expir\w*|terminat\w*|in (full )?(force|effect)|take effect|have a term|be for)\b/i;
/** What outlives the term or follows it (survival, transition help, confidentiality "thereafter"): not the term itself. */
const afterTerm =
  /\b((shall|will) not (affect|relieve|release|prejudice)|surviv\w*|notwithstanding (the )?(expiration|termination)|(upon|after|following|in the event of|on) (a |the |any )?(such )?(expiration|termination)|remain in (full )?(force|effect) (following|after))\b/i;
/** A renewal or extension (not "the Term shall extend for a period of fifty years"). */
const renewalWord = /\b(renew\w*|extension|(?<!(?:shall|will)\s)extend\w*)\b/i;

/** The end of the term: an explicit end date, a term counted from the start, or no fixed end. */
function findExpiration(c: Candidate, ctx: FinderContext): Finding | null {
  const full = c.sentence.text;
  const expires = /\bexpir\w*/i.test(full);
  const termCue = expires || /\b(term|agreement|lease|contract|licen[cs]e|amendment)\b/i.test(full);
  const endCue =
    /\b(expir\w*|terminat\w*|end(s|ed|ing)?|until|through|thereafter|continue[sd]?|remain|period of|anniversary|initial term|term of (this|the)|shall extend)\b/i;
  if (!termCue || !endCue.test(full)) return null;
  // A sentence that goes on to renewals: only what comes before the renewal states the (initial) term.
  const renewal = renewalWord.exec(full);
  const initialCue = /\b(initial|original)\s+term\b|\bterm of this\b|\bcommenc|\bbegin/i.test(full);
  const t = renewal && !initialCue ? full.slice(0, renewal.index) : full;
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
  const weight = (about ? 0.3 : 0) - (after ? 0.7 : 0) - (earlyRight ? 0.5 : 0);
  const dates = ownDates(t);
  // An explicit end date: the date after expire/end/until/through.
  for (const d of dates) {
    const before = t.slice(Math.max(0, d.start - 80), d.start);
    if (
      /\b(expir\w*|end(s|ing)?|until|through|terminat\w*|up\s+to\s+and\s+including|ending|later\s+than)\b[^.;]{0,60}$/i.test(before) &&
      !/\b(commenc\w*|effective|begin\w*|starting|from)\s*(on\s+)?(as of\s+)?$/i.test(before)
    ) {
      // "five years after launch, but in no event later than February 28, 2013": that date is the latest end.
      const latest = /\blater\s+than\s*$/i.test(before) ? { note: 'at the latest' } : {};
      return { value: dateValue(d), phrase: longDate(d), bonus: 1.6 + Math.min(0, weight), ...latest };
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
  const relative = (amount: number, unit: FoundDuration['unit'], phrase: string, fromOwnDate = false): Finding => {
    // "end on the first anniversary of the date of this Agreement": the agreement's date, not the start the sentence gives.
    const own = fromOwnDate ? ctx.agreementDate(c.passage.documentId) : null;
    const start = own ?? startDate();
    const from = start?.from && start.from !== c ? { alsoCite: start.from } : {};
    if (start && isCompleteDate(start)) {
      const end = addToDate(start, amount, unit);
      return { value: dateValue(end), phrase: longDate(end), bonus: 1.1 + weight, note: `${phrase} from ${longDate(start)}`, ...from };
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
    return relative(n, 'year', `${n} year${n === 1 ? '' : 's'}`, ofOwnDate);
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
  const termDuration = findDurations(t).find((d) => {
    // "continue ... for at least a period of twenty-five (25) years": a minimum term, not a notice of at least so long.
    const before = t.slice(Math.max(0, d.start - 50), d.start).replace(/\bat\s+least\s+(?:an?\s+|the\s+)?(?:initial\s+)?(?:period|term)\s+of\s*$/i, 'for ');
    // Days are notice periods, unless the term itself is counted in days ("the Term shall be for 180 days").
    if (d.successive || (d.unit === 'day' && !/\bterm\b[^.;]{0,30}\b(be|of|for)\s*(a period of\s*)?$/i.test(before))) return false;
    const afterIt = t.slice(d.end, d.end + 25);
    return (
      !/\b(notice|prior|advance|written|at least|not less than|no later than|renew\w*|extend\w*|additional|successive|subsequent|further|within|each|per|every)\b[^.;]{0,30}$/i.test(
        before,
      ) &&
      !/^an?\s/i.test(d.text) &&
      !/^\s*(prior|notice|written|before|in advance|after (the )?(\w+ )?(expiration|termination))/i.test(afterIt)
    );
  });
  if (termDuration && /\b(term|continue|remain|period|effect|expire|terminate|end|extend)\w*/i.test(t)) {
    const from = /\b(from|after|following)\s+(the\s+)?([^,.;]{0,60})/i.exec(t.slice(termDuration.end, termDuration.end + 90));
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
  const perpetual = findPerpetual(t);
  if (perpetual) {
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

const noticeBefore = /\b(notice|prior|advance|written|at least|not less than|no less than|no later than|no fewer than|minimum of|within)\b[^.;]{0,40}$/i;
const noticeAfter = /^\s*[)’']?\s*(s\s+)?(prior|notice|before|in advance|advance|written|'|’)/i;

function isNoticeDuration(text: string, d: FoundDuration): boolean {
  return noticeBefore.test(text.slice(Math.max(0, d.start - 60), d.start)) || noticeAfter.test(text.slice(d.end, d.end + 25));
}

function findRenewalTerm(c: Candidate): Finding | null {
  const t = c.sentence.text;
  // Evergreen: "... and shall continue in full force and effect thereafter until terminated by either Party".
  const evergreen = /\b(continue|remain)\w*\b[^.;]{0,60}\bthereafter\b[^.;]{0,30}\buntil\s+(it\s+is\s+)?terminated\b/i.exec(t);
  if (evergreen && termSubject.test(t)) {
    return { value: { type: 'perpetual', normalized: 'perpetual' }, phrase: squash(evergreen[0]), bonus: 1.0, note: 'evergreen' };
  }
  const renew = /\b(renew\w*|extend\w*|extension|year[\s-]to[\s-]year|month[\s-]to[\s-]month|successive)\b/i.exec(t);
  if (!renew) return null;
  const durations = findDurations(t).filter((d) => !isNoticeDuration(t, d) && d.end > renew.index - 80);
  const after = durations.find((d) => d.start >= renew.index) ?? durations[durations.length - 1];
  if (!after) {
    // "will renew automatically for an additional term equal in duration to the previous term".
    const equal =
      /\b(?:a|an)?\s*(?:additional\s+|renewal\s+|further\s+)?(?:term|period)s?\s+equal\s+(?:in\s+(?:duration|length)\s+)?to\s+the\s+(?:previous|initial|original|preceding|expiring|then[\s-]current)\s+(?:\w+\s+)?(?:term|period)\b/i.exec(
        t,
      );
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
  if (renewalWords.test(t)) return true;
  if (/\b(for convenience|for any reason|without cause|at any time|for no reason)\b/i.test(t)) return false;
  return renewalWords.test(c.passage.text);
}

function findNotice(c: Candidate, topic: 'renewal_notice' | 'termination_notice'): Finding | null {
  const t = c.sentence.text;
  if (!/\bnotice|notif/i.test(t)) return null;
  const about =
    topic === 'renewal_notice'
      ? /\b(renew\w*|non-?renewal|extend\w*|expiration|end of the (then[\s-])?(current|initial|renewal)|then[\s-]current term|month[\s-]to[\s-]month|year[\s-]to[\s-]year|after the initial term)\b/i
      : /\b(terminat\w*|cancel\w*|end\b|vacate|quit)\b/i;
  if (!about.test(t)) return null;
  if (topic === 'renewal_notice' && !stopsARenewal(c)) return null;
  const durations = findDurations(t).filter((d) => isNoticeDuration(t, d) && (d.unit !== 'year' || d.amount <= 2));
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
  if (topic === 'termination_notice') bonus += (/\bterminat\w*|\bcancel\w*/i.test(t) ? 0.4 : 0) - (aboutRenewal ? 0.5 : 0);
  return { value: durationValue({ ...d, successive: false, count: null }), phrase: squash(d.text), bonus };
}

function findLaw(c: Candidate): Finding | null {
  // A name cut by a page or line break ("the State of New" | "York") reads on into the next sentence.
  const next = c.siblings[c.index + 1];
  const runsOn =
    next && /\b(?:laws?|legislation)\s+of\b[^.;]{0,40}[A-Za-z]$/i.test(c.sentence.text.trimEnd()) && /^\s*[A-Z][\w'’-]*(?=[\s,.;]|$)/.test(next.text);
  const place = findGoverningLaw(runsOn ? c.passage.text.slice(c.sentence.start, next.end).replace(/\s*\n\s*/g, ' ') : c.sentence.text);
  if (!place) return null;
  let bonus = 1.0;
  if (/\bgovern\w*\b/i.test(c.sentence.text)) bonus += 0.5;
  // The choice-of-law clause speaks of the agreement itself: "This Agreement shall be construed ... under the laws of".
  if (/\bthis (\w+ ){0,3}(agreement|contract|lease)\b[^.]{0,60}\b(governed|construed|interpreted|enforced)\b/i.test(c.sentence.text)) bonus += 0.4;
  // A legal opinion "limited to matters governed by federal laws and the laws of Tennessee" chooses no law.
  if (/\b(opinion|counsel)\b/i.test(c.sentence.text)) bonus -= 0.6;
  if (/\barbitrat\w*|\bcourts?\b|\bvenue\b/i.test(c.sentence.text) && !/\bgovern/i.test(c.sentence.text)) bonus -= 0.6;
  // The jurisdiction in the document's words ("the Commonwealth of Massachusetts"); normalized is its short name.
  const written = place.written ?? place.name;
  return {
    value: { type: 'jurisdiction', name: written.replace(/^the\s+/, ''), normalized: place.name },
    phrase: written,
    bonus,
    throughSentence: runsOn ? c.index + 1 : undefined,
  };
}

/** Sentence index (within the passage) holding the offset `at` of the passage text. */
function sentenceIndexAt(c: Candidate, at: number): number {
  const i = c.siblings.findIndex((s) => s.end >= at);
  return i < 0 ? c.siblings.length - 1 : i;
}

export function findPartiesFrom(c: Candidate): Finding | null {
  const t = c.sentence.text;
  const preambleLike =
    /\b(between|among|amongst|B E T W E E N)\b/i.test(t) ||
    (/\b(entered\s+into|made|executed)\b/i.test(t) && /\(\s*(the\s+)?[“”"][^"“”]{2,40}[”“"]\s*\)/.test(t)) ||
    // Letters ("... hereby confirm their agreement with"), powers of attorney ("does hereby appoint") and
    // "X, hereinafter referred to as the "Company"" name their parties by defined terms without "between".
    (/\b(agree\w*|contract|confirm\w*|appoints?|hereinafter)\b/i.test(t) &&
      /\(\s*(the\s+)?[“”"][^"“”]{2,40}[”“"]\s*\)|\bhereinafter\s+(referred\s+to\s+as|called)\b/i.test(t));
  // "Party A:" alone on a line, the name on the next: the labels run over several "sentences".
  const labelFirst = /^\s*(party\s+[a-d]|landlord|tenant|lessor|lessee|licensor|licensee|buyer|seller|supplier|customer)\s*:\s*$/i.test(t);
  // A signature block ("ACME INC.  By: ____"): what an addendum or a letter without a preamble has.
  const signed = /\bBy\s*:/.test(t);
  const registered = /\((company|registered|registration) (no|number)\b/i.test(t);
  if (!preambleLike && !labelFirst && !signed && !registered && !findRoleLabels(t).length) return null;
  // A preamble can run over several "sentences" (numbered party lists), so read on from this sentence.
  const window = c.passage.text.slice(c.sentence.start, Math.min(c.passage.text.length, c.sentence.start + 2500));
  let parties = preambleLike ? findPartiesInPreamble(window) : [];
  let labelled = false;
  let fromSignatures = false;
  if (parties.length < 2) {
    parties = findRoleLabels(window);
    labelled = true;
  }
  if (parties.length < 2 && registered) parties = findRegisteredCompanies(window.slice(0, 1500));
  if (parties.length < 2 && signed) {
    parties = findSignatureParties(window.slice(0, 1200));
    fromSignatures = true;
  }
  if (parties.length < 2) return preambleLike ? partiesListedElsewhere(c) : null;
  const lastEnd = c.sentence.start + Math.max(...parties.map((p) => p.end));
  const names = parties.map((p) => p.name);
  const phrase = joinNames(
    parties.map((p) => (p.blank ? `${p.name} (name not given)` : p.role && p.role.toLowerCase() !== p.name.toLowerCase() ? `${p.name} (“${p.role}”)` : p.name)),
  );
  return {
    value: { type: 'parties', names, roles: parties.map((p) => p.role), normalized: names.join('; ') },
    phrase,
    // The preamble proper ("This Agreement is made ... ("Licensor") ...") over a cover page's "by and between A and B".
    bonus:
      (fromSignatures ? 0.5 : labelled ? 0.6 : 1.0) +
      0.8 * preambleWeight(c) +
      (/\b(agreement|lease|contract)\b/i.test(t) ? 0.3 : 0) +
      (!labelled && parties.some((p) => p.role) ? 0.3 : 0) +
      (/^\W*this\b/i.test(t) ? 0.4 : 0),
    throughSentence: sentenceIndexAt(c, lastEnd),
  };
}

/** "between and among the Parties signatory hereto ..., which Parties are identified in Schedule A": say where. */
function partiesListedElsewhere(c: Candidate): Finding | null {
  const m =
    /\b(?:parties|persons|entities|companies)\s+(?:signatory|listed|named|identified|set\s+forth|specified)\b[^.]{0,160}?\b((?:schedule|annex|appendix|exhibit|attachment)\s+[A-Z0-9]{1,3})\b/i.exec(
      c.sentence.text,
    );
  if (!m) return null;
  const where = squash(m[1]!).replace(/^./, (ch) => ch.toUpperCase());
  return {
    value: { type: 'parties', names: [], roles: [], normalized: `listed in ${where}` },
    phrase: `those named in ${where}`,
    bonus: 0.6 + 0.8 * preambleWeight(c),
  };
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

export function findKeyTerm(topic: KeyTopic, c: Candidate, ctx: FinderContext): Finding | null {
  switch (topic) {
    case 'parties':
      return findPartiesFrom(c);
    case 'agreement_date':
      return findAgreementDate(c);
    case 'effective_date':
      return findEffectiveDate(c, ctx);
    case 'expiration':
      return findExpiration(c, ctx);
    case 'renewal_term':
      return findRenewalTerm(c);
    case 'renewal_notice':
    case 'termination_notice':
      return findNotice(c, topic);
    case 'governing_law':
      return findLaw(c);
  }
}

export { findEffectiveDate, findAgreementDate };
