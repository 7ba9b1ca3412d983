/**
 * When an agreement was made and when it takes effect: the date that dates it, an effective date stated by a date,
 * by reference to the agreement's own date, or by its signing (key-term finders, see finding.ts).
 */
import type { Candidate } from './candidates.js';
import { findDates, isCompleteDate, isoDate, longDate, type FoundDate } from './extract-dates.js';
import { dateValue, definedName, ownDates, preambleWeight, type FinderContext, type Finding } from './finding.js';
import { defersDefinition } from './resolve-dates.js';
import { squash, type Sentence } from './text.js';

/** Words before a deadline: "by", "on or before", "no later than". */
const deadline = /\b(?:by|on\s+or\s+before|no\s+later\s+than|not\s+later\s+than|prior\s+to|before)\s*$/i;
/** Words before a date that ends something ("the Term is hereby extended to January 20, 2012", "terminating on"). */
const endsOn = /\b(?:extended\s+(?:to|until|through)|(?:expir|terminat|end)\w*\s+(?:on|at)|until|through)\s+(?:the\s+)?$/i;
/** "effective as of", "effective on": the date the agreement takes effect. */
const takesEffect = /\beffective\s+(?:as\s+of|on|from)(?:\s+(?:this|the))*\s*$/i;
/** Words that date an agreement, just before its date: "dated as of", "made this", "entered into as of the". */
const datedBy = /\b(?:dated|made|entered\s+into|executed|signed|as\s+of)\b(?:\s+(?:on|as\s+of|this|the|on\s+this))*\s*$/i;

/**
 * The words before a date say it dates another document: "dated (as of)" follows a noun phrase whose determiner is
 * "the", "that (certain)", "such" or "said" ("the Schedule 13G/A ... dated as of", "that certain Loan Agreement dated"),
 * not "this" ("This Content License Agreement (the "Agreement"), dated as of"). Aliases in brackets or quotes are
 * skipped, as their "the" belongs to the alias.
 */
function datesAnotherDocument(before: string): boolean {
  const head = /\bdated\s+(?:as\s+of\s+)?(?:the\s+)?$/i.exec(before);
  if (!head) return false;
  const phrase = before
    .slice(0, head.index)
    .replace(/\([^()]*\)/g, ' ')
    .replace(/["“][^"“”]*["”]/g, ' ');
  const determiners = [...phrase.matchAll(/\b(this|these|the|that(?:\s+certain)?|such|said)\b/gi)];
  const last = determiners.at(-1)?.[1]?.toLowerCase();
  return !!last && last !== 'this' && last !== 'these';
}

/** A recital: "WHEREAS, ...", "RECITALS: ...", "(B) WHEREAS ...". */
export const recital = /^\W*(?:\(?\w{1,3}[.)]\s*)?(?:witnesseth\W*)?(?:whereas|recitals?)\b/i;

export function findAgreementDate(c: Candidate, ctx?: FinderContext): Finding | null {
  // Recitals tell the history ("WHEREAS, the parties entered into ... dated ..."), not this agreement's date.
  if (recital.test(c.sentence.text)) return null;
  const t = c.sentence.text;
  // A deadline ("shall update its catalogue by June 30, 2009", "install the sign on or before March 28, 2008") is no
  // date the agreement is dated by, nor is a date something ends on ("the Term is hereby extended to January 20, 2012"),
  // nor the date of another document ("Amendment No. 1 to the License Agreement dated as of May 1, 2010").
  const dates = ownDates(t).filter(
    (d) =>
      !deadline.test(t.slice(Math.max(0, d.start - 25), d.start)) &&
      !endsOn.test(t.slice(Math.max(0, d.start - 30), d.start)) &&
      !datesAnotherDocument(t.slice(Math.max(0, d.start - 240), d.start)),
  );
  if (!dates.length) return null;
  // The date the agreement is dated by ("following the pilot held on May 2, 2017, is entered into as of June 19, 2017";
  // a header's date before "entered into as of the 3rd day of June, 2019"); in a signature block (a short letter
  // agreement is signed on its first page) the last party's signing; else the first.
  // "shall be effective as of May 1, 2020 ... and is made and entered into this 10th day of January, 2020": the date
  // it is made, not the date it takes effect, when the sentence gives both.
  const cue = (x: FoundDate) => t.slice(Math.max(0, x.start - 40), x.start);
  const datedDates = dates.filter((x) => datedBy.test(cue(x)));
  const dated = datedDates.find((x) => !takesEffect.test(cue(x))) ?? datedDates[0];
  const lastSigned = latestSignatureDate(c, dates);
  const signed = dated ? null : lastSigned;
  const d = dated ?? signed ?? dates[0]!;
  const selfReference =
    /\bthis\s+([\w-]+\s+){0,5}(agreement|lease|contract|amendment)\b[^.]{0,120}\b(dated|made|entered into|executed)\b/i.test(t) ||
    // A preamble after a long cover and contents: "MASTER FRANCHISE AGREEMENT   AGREEMENT made as of the ___ day of ___, 2015".
    /^\W*(?:[\w.,&-]+\s+){0,8}?(agreement|lease|contract|amendment)\s+(is\s+)?(made|entered\s+into|dated|executed)\b/i.test(t);
  // The execution line of a signature page: "IN WITNESS WHEREOF ... signed this Contract ... on November 8, 2002".
  // Or a line that opens with the signing: "Signed and effective this 25th day of May, 1999".
  const signedOn = executionLine.test(t.slice(0, d.start)) && !notExecution.test(t);
  if (!preambleWeight(c) && !selfReference && !signedOn) {
    // A signature block's date ("By: /s/ ... Title: CEO  Date: August 16, 2019"): when the parties signed.
    // A block signed before another party's later signature elsewhere in the passages: the last one dates it.
    const latest = ctx?.signatureDate?.(c.passage.documentId);
    if (!lastSigned || (latest && isoDate(latest)! > isoDate(lastSigned)!)) return null;
    return { value: dateValue(lastSigned), phrase: longDate(lastSigned), bonus: 0.4, note: 'signature' };
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
  return { value: dateValue(d), phrase: longDate(d), bonus, ...(signed ? { note: 'signature' } : {}) };
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
  /\b(?:(?:last|latest|final|later|most\s+recent)\s+(?:final\s+)?(?:date\s+of\s+)?(?:signature|execution|signing)|(?:later|latest|last)\s+(?:of\s+the\s+)?(?:\w+\s+){0,2}dates?\b[^.;]{0,60}\b(?:sign\w*|execut\w*|below)|signed\s+acceptance|date\s+(?:noted|set\s+forth|shown|written|indicated)\s+below|(?:last|later)\s+date\s+signed)\b/i;
/** The sentence sets the agreement's start by its last signature, whose date only the signature blocks give. */
export function startsOnLastSignature(t: string): boolean {
  return signedBelow.test(t) && /\beffective\b|\bcommenc/i.test(t);
}
/** A signature block's date: "Date: March 9, 2021", "Dated: 6/7/2014". */
const signatureBlockDate = /\b(?:date|dated)\s*:\s*$/i;
/** In a signature block, a date field's label right before it without a colon: "Signature /s/ Andrew Zhang   Date 13/07/05". */
const dateLabelBefore = /\bDate\s+$/;
/**
 * A form's date field labelled below its line, which text extraction puts after the date: "/s/ Geno Auriemma 5/17/12
 * GENO AURIEMMA Date", "Markham, ON 24 OCT 2011 Place Date", "4/24/2018 04/25/2018 Date Date".
 */
const dateLabelAfter = /^[^.;:]{0,40}?\bDate\b(?!\s*[:(])/;
/** A sentence with the text of the passage it is in: what a signature block's date is read from. */
type SentenceInPassage = { passage: { text: string }; sentence: Sentence };
/**
 * Signature markers: a sentence with them is a signature block, not prose. Labels with a colon ("By:", "Name:"), a
 * conformed signature ("/s/"), or a form's labels printed under their lines, which text extraction puts after
 * what was written on them ("John Cecil Name Chairman & CEO Title").
 */
const signatureMarks = /\b(By|Name|Title)\s*:|\/s\/|\bSignature\s+[^.;:]{0,60}?\bName\s+[^.;:]{0,60}?\bTitle\b/;

/**
 * The complete dates of a signature block in a candidate sentence: labelled "Date:" before them, or "Date" after them
 * where the lines around the sentence are a signature block (text extraction splits a block into one-line sentences).
 */
export function signatureDates(c: SentenceInPassage, dates: FoundDate[] = findDates(c.sentence.text)): FoundDate[] {
  const { text } = c.passage;
  const at = c.sentence.start;
  const block = signatureMarks.test(text.slice(Math.max(0, at - 120), c.sentence.end + 120));
  return dates.filter((d) => {
    if (!isCompleteDate(d)) return false;
    const before = text.slice(Math.max(0, at + d.start - 12), at + d.start);
    return signatureBlockDate.test(before) || (block && (dateLabelBefore.test(before) || dateLabelAfter.test(text.slice(at + d.end, at + d.end + 60))));
  });
}

/** Words before an execution line's date: "IN WITNESS WHEREOF ... executed on", "THUS DONE AND SIGNED at Pretoria on this". */
const executionLine = /\b(in witness whereof|signed at|executed at)\b[^.]{0,160}$|^\W*(signed|executed)\b[^.]{0,80}$/i;
/** An execution line speaks of the signing, not of an end, a renewal or a condition. */
const notExecution = /\b(expire|terminat|renew|if|unless|before)\b/i;

/**
 * The date a signature page gives an agreement, in one sentence: its execution line ("Signed and effective this 25th
 * day of May, 1999"; "This Affiliate Agreement is executed as of the 14th day of December, 1997"), else the latest
 * "Date:" of its signature blocks (the day the last party signed).
 */
export function signingDate(c: SentenceInPassage): { date: FoundDate; by: 'execution' | 'signature' } | null {
  const t = c.sentence.text;
  const dates = findDates(t).filter(isCompleteDate);
  if (!notExecution.test(t)) {
    const executed = dates.find((d) => {
      const before = t.slice(0, d.start);
      return (
        executionLine.test(before) ||
        /\b(?:is|was|are|were|been)\s+(?:duly\s+)?(?:executed|signed)\s+(?:(?:as\s+of|on|this)\s+)?(?:the\s+)?[^.;]{0,12}$/i.test(before)
      );
    });
    if (executed) return { date: executed, by: 'execution' };
  }
  const latest = latestSignatureDate(c, dates);
  return latest ? { date: latest, by: 'signature' } : null;
}

/** The latest of a candidate's signature-block dates (among `dates`): when the last party signed. */
function latestSignatureDate(c: SentenceInPassage, dates: FoundDate[]): FoundDate | null {
  return signatureDates(c, dates).sort((a, b) => (isoDate(a)! < isoDate(b)! ? 1 : -1))[0] ?? null;
}

/** A start the sentence speaks of: "shall become effective", "commences", "takes effect", "enters into force". */
const startCue = /\b(?:effective|commenc\w*|begin\w*|start\w*|take[sn]?\s+effect|(?:enter|come)s?\s+into\s+(?:force|effect)|in\s+force)\b/i;

const effectiveCue = /\beffective(\s?date)?\b|\bcommenc(e[sd]?|ement|ing)\b|\btakes? effect\b|\bstart date\b|\bbegin(s|ning)?\b/i;

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

export function findEffectiveDate(c: Candidate, ctx?: FinderContext): Finding | null {
  const t = c.sentence.text;
  // Recitals tell the history ("WHEREAS, ... signed a Memorandum of Understanding ... effective from 16th June 1999"),
  // unless they speak of this agreement ("WHEREAS, this split-dollar agreement is to be effective as of ...").
  if (recital.test(t) && !/\bthis\s+(?:[\w-]+\s+){0,3}(?:agreement|contract|lease)\b/i.test(t)) return null;
  // The definition of another term ('"Offtake Agreement Effective Date" means ...') states no effective date of this one.
  const defined = definedName(t);
  // The definition of the agreement's own term gives its start: '"Contract Period" shall mean that period of time
  // commencing on November 1st, 2017 and concluding November 2nd, 2020'.
  if (
    defined &&
    !/^(effective|commencement|start) date$/i.test(defined) &&
    !/^(?:(?:initial|original)\s+)?(?:term|(?:contract|agreement|license|licence)\s+(?:period|term))$/i.test(defined) &&
    !/["“](effective|commencement|start) date["”]\s+(means|shall mean)\b/i.test(t)
  )
    return null;
  // "effective as of the Effective Date (as defined below)": the date here is not it; its definition is elsewhere.
  if (defersDefinition(t, 'Effective Date')) return null;
  const dates = ownDates(t);
  if (!dates.length) return startByReference(c, t, ctx);
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
    // A change that takes effect ("Commission will decrease by .5% effective 10/1/99", "will add four directors,
    // effective March 27, 2014") in a sentence that never names the agreement, its term or its start.
    if (!/\b(?:agreement|contract|lease|amendment|term|effective\s+date|commencement\s+date|hereof|hereunder)\b/i.test(t)) bonus -= 0.6;
    return { value: dateValue(best.d), phrase: longDate(best.d), bonus };
  }
  // The sentence's dates are something else's ("until the earlier of (i) December 31, 2022"): a start by reference,
  // if any ("The term ... will begin on the date hereof"); a date with no effective-date wording is no effective date.
  return startByReference(c, t, ctx);
}

/**
 * A start stated by reference, in a sentence that gives no date of its own for it: the agreement's own date ("the
 * Term will begin on the date hereof"), the last signature, the signing, or an event a definition names.
 */
function startByReference(c: Candidate, t: string, ctx?: FinderContext): Finding | null {
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
