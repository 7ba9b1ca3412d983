/**
 * Finders for the key terms of a contract or lease: each looks at one candidate sentence and, when the sentence
 * states the term, returns its value, how convincing the sentence is (bonus) and the words for the answer. One
 * entry point, findKeyTerm; the finders live by subject in find-start-dates.ts, find-term.ts and
 * find-parties-law.ts, over the shared types and helpers of finding.ts.
 */
import type { Candidate } from './candidates.js';
import { findPartiesFrom, findLaw } from './find-parties-law.js';
import { findAgreementDate, findEffectiveDate } from './find-start-dates.js';
import { findNotice, findRenewalTerm } from './find-renewal.js';
import { findExpiration } from './find-term.js';
import type { FinderContext, Finding } from './finding.js';
import type { KeyTopic } from './question-kind.js';

export { findPartiesFrom, joinNames } from './find-parties-law.js';
export {
  findAgreementDate,
  findEffectiveDate,
  signatureDates,
  signingDate,
  startsOnLastSignature,
  startsOnOwnDate,
  startsOnSigning,
} from './find-start-dates.js';
export { FROM_THE_START, initialTermLength, UNTIL_EVENT } from './find-term.js';
export { dateValue, durationValue, type FinderContext, type Finding } from './finding.js';

export function findKeyTerm(topic: KeyTopic, c: Candidate, ctx: FinderContext): Finding | null {
  switch (topic) {
    case 'parties':
      return findPartiesFrom(c);
    case 'agreement_date':
      return findAgreementDate(c, ctx);
    case 'effective_date':
      return findEffectiveDate(c, ctx);
    case 'expiration':
      return findExpiration(c, ctx);
    case 'renewal_term':
      return findRenewalTerm(c, ctx);
    case 'renewal_notice':
    case 'termination_notice':
      return findNotice(c, topic);
    case 'governing_law':
      return findLaw(c);
  }
}
