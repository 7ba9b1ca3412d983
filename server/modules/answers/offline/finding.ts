/**
 * What a key-term finder returns for one candidate sentence, the context finders share (the document's dates), and
 * the value helpers every finder uses. The finders themselves: find-start-dates.ts (agreement and effective dates),
 * find-term.ts (expiration, renewal, notice), find-parties-law.ts (parties, governing law).
 */
import type { AnswerValue } from './answer-value.js';
import type { Candidate } from './candidates.js';
import { normalizeDuration, type FoundDuration } from './extract-amounts.js';
import { findDates, isoDate, shortDate, type FoundDate } from './extract-dates.js';

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
  /** The date a passage at hand defines a date term as ('"Expiration Date" means March 31, 2020'), with its sentence. */
  definedDate?: (documentId: string, term: string) => (FoundDate & { from: Candidate }) | null;
  /** The length of the initial term the passages state, with its sentence: what "renews for terms of the same duration" means. */
  initialTermLength?: (documentId: string) => (FoundDuration & { from: Candidate }) | null;
  /** The text of the document that directly follows a candidate's passage, when search returned that passage too. */
  followingText?: (c: Candidate) => string | null;
}

/**
 * A candidate's sentence, read on into what follows when a page or passage break cut it off ("... and shall
 * automatically renew for additional" | "one (1) year terms"): up to the next sentence end. The citation stays with
 * the candidate's sentence.
 */
export function readOn(c: Candidate, ctx?: FinderContext): string {
  const t = c.sentence.text;
  if (/[.;:!?]["”’)]?\s*$/.test(t)) return t;
  const sibling = c.siblings[c.index + 1];
  const next = sibling ? c.passage.text.slice(sibling.start, sibling.end) : ctx?.followingText?.(c);
  // Only a continuation: what follows a heading ("3. TERM") starts a sentence of its own, with a capital.
  if (!next || !/^\s*[a-z]/.test(next)) return t;
  return `${t} ${next.slice(0, Math.max(0, next.search(/[.;]/)) || 200)}`;
}

/** Near the start of the document: preambles name the parties and the date. */
export function preambleWeight(c: Candidate): number {
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
export function ownDates(text: string): FoundDate[] {
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
    // "this Agreement (the "Term") shall commence as of": a verb before the date makes it this agreement's own.
    return !other || /\bthis\s+[\w\s-]{0,40}(dated|of)\s*(as of\s*)?$/i.test(before) || /\b(shall|will)\s+(\w+\s+){0,2}(as\s+)?of\s*$/i.test(before);
  });
}

/**
 * The name a definition sentence defines: '1.41 "Year" shall mean ...', 'Section 1.10 "Agreement Quarter" means ...',
 * 'B. "Contract Year" shall refer to ...'. Null when the sentence defines nothing.
 */
export function definedName(sentence: string): string | null {
  const m =
    /^\W*(?:(?:section|article)\s+)?(?:[\d.]+\s+|\(?\w{1,3}[.)]\s*)?["“]([^"”]{1,60})["”]\s+(?:(?:shall\s+)?(?:means?|refers?\s+to)|has the meaning)\b/i.exec(
      sentence,
    );
  return m ? m[1]!.trim() : null;
}
