/**
 * Questions that belong to the documents however portfolio-like they sound: one that names a document ("the
 * Smith lease", "the First Amendment", "the lease with Acme Corp") asks what that document says, and one about a
 * document's content ("Summarise the inspection report", "What does the pet clause say?") needs its passages.
 */
import { normalize, unitKey } from './normalize.js';
import { FILLER } from './scanner.js';
import type { Vocabulary } from './vocabulary.js';

const CONTENT_WORDS =
  /\b(summari[sz]e|summary|summaries|explain|describe|sections?|paragraphs?|wording|language|quote|quotes|says?|said|mentions?|mentioned|according to|inspections?|reports?|invoices?|receipts?|emails?|letters?|photos?|pictures?|pages?|exhibits?|signatures?|signed by|witness|notar\w*|define|definition|defined|meaning|means)\b/i;

/** Capitalised words that start a sentence or describe leases in general, not a name. */
const NOT_A_NAME = new Set(
  'current active expired expiring ending upcoming future pending draft signed unsigned new old original previous residential commercial retail office industrial apartment standard monthly annual yearly month-to-month renewal'.split(
    ' ',
  ),
);

const NAMED_BEFORE =
  /\b((?:[A-Z][\w&.'’-]*)(?:\s+(?:[A-Z][\w&.'’-]*|of|and|&|de|van|von|la|le|du))*)(?:['’]s)?\s+(?:[Ll]ease|[Aa]greement|[Cc]ontract|[Aa]mendment|[Aa]ddendum|[Rr]ider|[Ss]ublease)\b(?![-\w])/g;
const NAMED_AFTER =
  /\b(?:[Ll]ease|[Aa]greement|[Cc]ontract|[Aa]mendment)\s+(?:with|of|for|between|signed by|by)\s+(?:the\s+)?([A-Z][\w&.'’-]*(?:\s+(?:[A-Z][\w&.'’-]*|of|and|&))*)/g;

/** The name words of a capitalised phrase, without leading question words and generic adjectives. */
function nameIn(phrase: string): string {
  const words = phrase.split(/\s+/);
  while (words.length && (NOT_A_NAME.has(words[0]!.toLowerCase()) || FILLER.has(words[0]!.toLowerCase()))) words.shift();
  return words.join(' ');
}

/** A name that is a unit ("Unit 4B", "4B") rather than a party or a document title. */
function isUnit(name: string, vocabulary: Vocabulary): boolean {
  if (/^(unit|apt|apartment|suite|ste|#)\b/i.test(name)) return true;
  const key = unitKey(name);
  return /\d/.test(key) && (vocabulary.units.has(key) || /^\d+[a-z]?$/i.test(key));
}

/** Whether the question names one document (a lease by its party or title), which the documents path answers. */
export function namesDocument(question: string, vocabulary: Vocabulary): boolean {
  for (const re of [NAMED_BEFORE, NAMED_AFTER]) {
    for (const m of question.matchAll(re)) {
      const name = nameIn(m[1]!);
      if (!name || isUnit(name, vocabulary)) continue;
      // "the Oak Street leases" is a property's leases, not a document; one "Oak Street lease" still names one.
      if (re === NAMED_AFTER && vocabulary.places.has(normalize(name))) continue;
      return true;
    }
  }
  return false;
}

/** Whether the question asks about what a document says rather than what the records hold. */
export const asksAboutContent = (question: string) => CONTENT_WORDS.test(question);
