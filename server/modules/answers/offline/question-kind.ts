/**
 * Recognises what kind of answer a question wants (a date, an amount, a duration, a party, a place, yes or no,
 * a list) and, for the key terms of a lease or contract, which term it asks about, so the composer knows what
 * value to look for in the passages.
 */
import type { QuestionKind } from '../../../../common/search.js';
import { questionPart } from '../../search/question-part.js';
import { contentStems, stem } from './text.js';

/** Key terms the composer has dedicated logic for (the product's key-term extraction asks these). */
export type KeyTopic =
  | 'parties'
  | 'agreement_date'
  | 'effective_date'
  | 'expiration'
  | 'renewal_term'
  | 'renewal_notice'
  | 'termination_notice'
  | 'governing_law';

export interface QuestionAnalysis {
  kind: QuestionKind;
  topic: KeyTopic | null;
  /** The question itself, without a leading context such as "Consider the Lease between A and B;". */
  question: string;
  /** Leading context, if any (titles, party names); useful for ranking, not for the kind. */
  context: string;
  /** Content-word stems of the question (stopwords and the kind's own words removed). */
  terms: string[];
  /** Extra stems that signal the topic in a sentence (e.g. expire, terminate, until for an expiration). */
  cues: string[];
}

/**
 * Phrasings of the seven key terms. The eval and the key-terms feature can ask these verbatim; the composer
 * recognises many other phrasings too.
 */
export const KEY_TERM_QUESTIONS: Record<KeyTopic, string> = {
  parties: 'Who are the parties to this contract?',
  agreement_date: 'What is the date of this contract?',
  effective_date: 'What is the effective date of this contract?',
  expiration: 'What is the expiration date of this contract?',
  renewal_term: 'What is the renewal term for this contract?',
  renewal_notice: 'What is the notice period required to terminate the renewal?',
  termination_notice: 'How much notice is needed to terminate this contract?',
  governing_law: 'What is the governing law for this contract?',
};

const topicCues: Record<KeyTopic, string[]> = {
  parties: ['between', 'among', 'party', 'parties', 'landlord', 'tenant', 'lessor', 'lessee', 'entered'],
  agreement_date: ['dated', 'made', 'entered', 'executed', 'date', 'day'],
  effective_date: ['effective', 'commence', 'commencement', 'date', 'begin'],
  expiration: ['expire', 'expiration', 'terminate', 'termination', 'term', 'end', 'until', 'continue', 'period', 'anniversary'],
  renewal_term: ['renew', 'renewal', 'extend', 'extension', 'successive', 'additional', 'term', 'automatically'],
  renewal_notice: ['notice', 'renew', 'renewal', 'non-renewal', 'prior', 'written', 'terminate', 'expiration', 'term'],
  termination_notice: ['notice', 'terminate', 'termination', 'prior', 'written', 'days'],
  governing_law: ['governed', 'governing', 'laws', 'law', 'construed', 'accordance', 'jurisdiction'],
};

/**
 * Words the clauses stating a key term use, to add to the search query: "Who are the parties?" shares few
 * words with 'by and between Acme Inc. ("Landlord") and ...', so search alone may miss the preamble.
 */
const searchExpansions: Record<KeyTopic, string> = {
  parties: 'by and between entered into made among Inc. LLC Ltd. corporation company',
  agreement_date: 'dated as of made entered into day of by and between signed witness whereof',
  effective_date: 'effective date commence effective as of entered into by and between',
  expiration: 'term expire continue until years initial term terminate effective date dated as of entered into by and between',
  renewal_term: 'renew automatically successive additional renewal term',
  renewal_notice: 'renew notice non-renewal prior written days expiration term',
  termination_notice: 'terminate notice prior written days',
  governing_law: 'governed construed accordance laws state',
};

/** The query to search with for a question: the question, plus the key term's usual wording when it is one. */
export function expandSearchQuery(question: string): string {
  const { topic } = analyzeQuestion(question);
  return topic ? `${question} ${searchExpansions[topic]}` : question;
}

function detectTopic(q: string): KeyTopic | null {
  if (
    /\b(governing|governed|govern|governs|choice of) (law|laws)\b|\bwhich (state'?s? |country'?s? |jurisdiction'?s? )?laws?\b|\bwhat laws? (govern|appl)|\blaws? (govern|appl)|\bjurisdiction\b/.test(
      q,
    )
  ) {
    return 'governing_law';
  }
  if (/\bnotice\b/.test(q) || /\bhow (far|long) in advance\b/.test(q)) {
    if (/renew|non-?renewal|extend|extension|roll ?over/.test(q)) return 'renewal_notice';
    if (/terminat|cancel|end\b|vacat|move out|quit|leave|break/.test(q)) return 'termination_notice';
  }
  if (
    /\b(renewal|extension) (term|period|option)s?\b|\b(term|length|duration) of (the |any |each )?(renewal|extension)|\brenew(s|ed)? for\b|\bhow long .*\brenew|\brenewal\b.*\bhow long/.test(
      q,
    )
  ) {
    return 'renewal_term';
  }
  if (
    /\b(expir\w*|end date|termination date|end of the term|last day of the term|term end|lease end)\b|\bwhen does (the|this|it)?\s*(\w+\s+){0,3}(end|expire|terminate|run out)\b|\bwhen will\b.*\b(end|expire)\b|\buntil when\b/.test(
      q,
    )
  ) {
    return 'expiration';
  }
  if (
    /\beffective date\b|\b(start|commencement|begin(ning)?) date\b|\bwhen does .*\b(start|begin|commence|take effect|become effective)\b|\bwhen (is|was) .*\beffective\b/.test(
      q,
    )
  ) {
    return 'effective_date';
  }
  if (
    // The document may be named in between: "the date of the Sponsorship Agreement", "when was the Maple Court lease signed".
    /\bdate of (this|the) (?!(?:\w+ ){0,4}?(?:termination|expiration|renewal|commencement|notice)\b)(\w+ ){0,4}?(contract|agreement|lease|document)\b|\bagreement date\b|\bwhen (was|is) (this|the) (\w+ ){0,4}?(contract|agreement|lease)\b[^?]{0,60}?\b(signed|dated|made|executed|entered)|\bdated\b|\bexecution date\b|\bwhen was it signed\b/.test(
      q,
    )
  ) {
    return 'agreement_date';
  }
  // "parties to/of/in" names them, but "a change of control of one of the parties in ..." asks about something else.
  if (/\bwho (are|is|were) the (contracting )?parties\b|(?<!\bof the )\bparties (to|of|in)\b|\bwho (signed|entered)\b|\bwhich parties\b/.test(q))
    return 'parties';
  return null;
}

const kindOfTopic: Record<KeyTopic, QuestionKind> = {
  parties: 'who',
  agreement_date: 'when',
  effective_date: 'when',
  expiration: 'when',
  renewal_term: 'how_long',
  renewal_notice: 'how_long',
  termination_notice: 'how_long',
  governing_law: 'where',
};

const moneyNouns =
  /\b(rent|price|cost|fee|fees|deposit|amount|payment|charge|charges|premium|salary|compensation|royalt(y|ies)|penalty|fine|budget|value|sum|commission|cap|deductible|insurance limit|tax|taxes)\b/;
const durationNouns = /\b(term|period|duration|notice|length|lifetime|warranty period|grace period|how many (days|weeks|months|years))\b/;

function detectKind(q: string): QuestionKind {
  if (
    /^(when|by when|until when|on what date|what date|what day|which date|what time)\b/.test(q) ||
    /\b(what|which) (is|was|are) the [\w\s-]*\bdates?\b/.test(q)
  )
    return 'when';
  if (/^how much\b|^how many (dollars|euros|pounds)\b/.test(q)) return 'how_much';
  if (/^how (long|soon|far in advance|often)\b|^how many (days|weeks|months|years)\b|^for how long\b/.test(q)) return 'how_long';
  if (/^(who|whom|whose|which (party|person|company|entity|tenant|landlord))\b/.test(q)) return 'who';
  if (/^where\b|\b(located|location|address)\b|^in which (state|country|city|county)\b/.test(q)) return 'where';
  if (/^(is|are|was|were|can|could|may|might|does|do|did|will|would|shall|should|has|have|had|must)\b/.test(q)) return 'yes_no';
  if (/^what (is|are|was|were|'s)\b|^what's\b/.test(q)) {
    if (/\bdates?\b/.test(q)) return 'when';
    if (moneyNouns.test(q) && !/\b(term|period|notice)\b/.test(q)) return 'how_much';
    if (durationNouns.test(q)) return 'how_long';
    if (
      /\b(landlord|tenant|lessor|lessee|licensor|licensee|owner|buyer|seller|guarantor|contractor|vendor|supplier|customer|manager|agent|broker)('s)? name\b|\bname of the\b/.test(
        q,
      )
    )
      return 'who';
  }
  if (/^(which|what)\b.*\b(are|were)\b/.test(q) || /^list\b/.test(q) || /^(which|what) (?!does|is|was|has|happens)\w+s\b/.test(q)) return 'which';
  if (moneyNouns.test(q) && /^(what|tell)/.test(q)) return 'how_much';
  return 'general';
}

/** The kind of answer a question wants. */
export function classifyQuestion(input: string): QuestionKind {
  return analyzeQuestion(input).kind;
}

export function analyzeQuestion(input: string): QuestionAnalysis {
  const { question, context } = questionPart(input);
  const q = question
    .toLowerCase()
    .replace(/[’]/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/^(and|so|ok|okay|please|tell me|can you tell me|do you know)\s*,?\s*/, '')
    .trim();
  const topic = detectTopic(q);
  const kind = topic ? kindOfTopic[topic] : detectKind(q);
  // Question words, and words about the document rather than its content ("Is there a pet clause?").
  const kindWords = new Set(
    [
      'when',
      'long',
      'much',
      'many',
      'who',
      'where',
      'which',
      'what',
      'date',
      'there',
      'clause',
      'provision',
      'section',
      'paragraph',
      'language',
      'mention',
      'say',
      'specify',
      'state',
      'stated',
      'allowed',
      'allow',
      'permitted',
      'permit',
      'prohibited',
      'forbidden',
      'able',
      'ok',
      'okay',
      'happens',
      'happen',
      'want',
      'need',
      'like',
      'know',
    ].map(stem),
  );
  const terms = [...new Set(contentStems(question))].filter((t) => !kindWords.has(t));
  const cues = topic ? [...new Set(contentStems(topicCues[topic].join(' '), new Set(['between', 'until'])))] : [];
  return { kind, topic, question, context, terms, cues };
}
