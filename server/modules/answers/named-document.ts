/**
 * Questions that name a document ("What is the rent in the Smith lease?", "When does Lease-4B.pdf end?"): which
 * documents they name, and what to say when the named document does not exist or does not state the value. An
 * answer to such a question rests on the named document only (decision 0022).
 */
import type { SearchFocus } from '../../../common/search.js';
import { documentsFittingName, rankByName } from '../search/document-focus.js';
import { subordinateKind } from '../search/document-title.js';
import { questionPart } from '../search/question-part.js';
import type { SearchDeps } from '../search/search.service.js';
import type { SearchScope } from '../search/search.sql.js';
import { lexemesOf } from '../search/term-stats.js';
import { analyzeQuestion, type KeyTopic } from './offline/question-kind.js';

export interface NamedDocument {
  id: string;
  title: string;
}

/** What a question names: nothing, a name no document fits, or documents (answered each on its own when `separate`). */
export type NamedTarget = { kind: 'none' } | { kind: 'missing'; name: string } | { kind: 'documents'; documents: NamedDocument[]; separate: boolean };

/** A pattern's letters in either case, so names (capitalised as typed) can be told apart from other words. */
const anyCase = (pattern: string) => pattern.replace(/[a-z]/g, (c) => `[${c}${c.toUpperCase()}]`);
const documentNouns = anyCase(
  'lease|agreement|contract|licence|license|amendment|addendum|policy|deed|tenancy|invoice|report|letter|schedule|rent roll|file|document',
);
const nameWord = "[A-Z0-9][\\w&.'’-]*";
const capitalisedName = `${nameWord}(?:\\s+(?:of\\s+|and\\s+|&\\s+)?${nameWord}){0,5}`;
/** A file name as uploaded: "Smith_Lease_2021.pdf". */
const fileNamePattern = /\b[\w.-]+\.(?:pdf|docx?|xlsx?|csv|txt|eml|msg|png|jpe?g|tiff?)\b/i;
/** Capitalised words before a document noun: "the Smith lease", "the Acme Supply Agreement", "Jane Doe's lease". */
const nameBeforeNoun = new RegExp(`\\b(?:${anyCase('the|this|that|my|our|in|of|for|under')})\\s+(${capitalisedName})(?:['’]s)?\\s+(?:${documentNouns})\\b`);
/**
 * A document noun followed by whom or what it is with: "the lease with Jones", "the agreement between Acme and
 * Beta"; the capitalised words before the noun are its title ("the Pricing Schedule between Acme and Beta").
 */
const nameAfterNoun = new RegExp(`\\b(?:(${capitalisedName})\\s+)?((?:${documentNouns})\\s+(?:with|between|for|of|at)\\s+)(${capitalisedName})`);
/** A possessive: "Jane Doe's lease". */
const possessiveName = new RegExp(`(${capitalisedName})['’]s\\s+(?:${documentNouns})\\b`);
/** A unit or suite: "unit 4B", "Suite 210". */
const unitPattern = /\b(?:unit|suite|apartment|apt\.?|flat)\s+#?([A-Z]?\d+[A-Z]?)\b/i;
/** Words that call a document by its kind, not its name ("the Lease", "the Master Agreement" is still a name). */
const genericWord =
  /^(?:the|this|that|a|an|my|our|its|their|lease|agreement|contract|document|current|new|existing|original|residential|commercial|same|above|said|which|what|each|every|any|all)$/i;

/** The words a question names a document by, or null when it names none. */
export function namingPhrase(input: string): { name: string; fileName: string | null } | null {
  const { context, question } = questionPart(input);
  const file = fileNamePattern.exec(input)?.[0] ?? null;
  if (context) return { name: context.replace(/^\s*(consider|regarding|re:|for|in|about)\s+(the\s+)?/i, '').trim(), fileName: file };
  if (file) return { name: file, fileName: file };
  const unit = unitPattern.exec(question);
  if (unit) return { name: unit[0], fileName: null };
  const after = nameAfterNoun.exec(question);
  const named = (words: string) => words.split(/\s+/).some((w) => !/^(of|and|&)$/i.test(w) && !genericWord.test(w));
  if (after && named(after[3]!)) {
    const title = after[1] && named(after[1]) ? after[1] : null;
    // "Pricing Schedule between Acme Widgets": the title, the noun and whom it is with, as a name with a title.
    return { name: title ? `${title} ${after[2]}${after[3]}` : after[3]!, fileName: null };
  }
  for (const pattern of [nameBeforeNoun, possessiveName]) {
    const m = pattern.exec(question);
    if (!m) continue;
    // Names are capitalised as typed ("the smith lease" is not read as one); "the Lease" is a kind, not a name.
    if (named(m[1]!)) return { name: m[1]!, fileName: null };
  }
  return null;
}

/** Words of a name that tell documents apart (not "Inc.", "lease", "between"). */
const commonNameWords =
  /^(?:inc|incorporated|corp|corporation|co|company|ltd|limited|llc|llp|lp|plc|gmbh|sa|ag|bv|nv|pty|the|and|of|between|among|by|agreement|lease|contract|amendment|dated|as|unit|suite)$/i;

/** A name giving a title and whom the document is between: "the Supply Agreement between Acme and Beta". */
const titledName = /^(.*?)\s+(?:by\s+and\s+between|between|among|with)\s+\S/i;

/** A name fits a document when its opening holds at least this share of the name's weight (title words twice). */
const MIN_NAME_FIT = 0.35;
/** Documents the name fits about as well as the best (two copies of one agreement) are named together. */
const ALIKE_FIT = 0.95;
const MAX_NAMED = 3;

/**
 * What the question names. When it has a naming phrase, the documents are ranked by how well the whole name fits
 * their openings (title, parties, premises: rankByName), so of a family of documents between the same parties the
 * one whose title the question uses is taken. Otherwise search's focus (the documents whose openings hold the
 * question's rare words) is taken when it came from the question. Failing both, the naming phrase is looked up
 * anywhere in the documents, so that a name no document fits is said to be missing instead of answered from
 * another document, and a name search could not single out still restricts the answer to the documents it fits.
 */
export async function namedTarget(deps: SearchDeps, scope: SearchScope, question: string, focus: SearchFocus | null | undefined): Promise<NamedTarget> {
  if (focus?.namedBy === 'filter') return { kind: 'none' };
  const focused = focus?.documentIds.length
    ? ({ kind: 'documents', documents: focus.documentIds.map((id, i) => ({ id, title: focus.titles[i]! })), separate: focus.separateNames } as const)
    : null;
  const phrase = namingPhrase(question);
  // "the Smith lease and the Jones lease": each named by words the other lacks, answered one by one. A name with a
  // title and whom it is between ("the Supplier Contract between Playboy.com and Supplier") is one document's,
  // whatever other documents its words open.
  if (focused?.separate && !(phrase && titledName.test(phrase.name))) return focused;
  if (!phrase) return focused ?? { kind: 'none' };
  const words = await deps.termStats.queryWords(phrase.name);
  if (!phrase.fileName) {
    const title = titledName.exec(phrase.name)?.[1];
    const titleLexemes = title ? lexemesOf(await deps.termStats.queryWords(title)) : [];
    const asksForAttachment = subordinateKind.test(title ?? phrase.name);
    const ranked = await rankByName(deps.db, deps.termStats, scope, { lexemes: lexemesOf(words), titleLexemes, asksForAttachment });
    const best = ranked[0];
    if (best && best.fit >= MIN_NAME_FIT) {
      const alike = ranked.filter((r) => r.fit >= ALIKE_FIT * best.fit);
      if (alike.length <= MAX_NAMED) return { kind: 'documents', documents: alike.map(({ id, title }) => ({ id, title })), separate: false };
    }
  }
  const distinctive = words.filter((w) => !commonNameWords.test(w.word.replace(/\W+$/, '')));
  const fitting = await documentsFittingName(deps.db, scope, lexemesOf(distinctive), phrase.fileName);
  // Search's focus weighs the name's words in document openings only. A name whose parties a document lists only in
  // its signature blocks (a joint filing agreement) can lead it to another document that opens with a few of them;
  // the document holding most of the name's words anywhere is then the one named.
  if (focused) {
    const fits = fitting && fitting.length > 0 && fitting.length <= MAX_NAMED;
    return fits && !fitting.some((d) => focused.documents.some((f) => f.id === d.id)) ? { kind: 'documents', documents: fitting, separate: false } : focused;
  }
  // Every word of the name is common across the library: it names no document in particular.
  if (!fitting) return { kind: 'none' };
  if (!fitting.length) return { kind: 'missing', name: phrase.name };
  // A name many documents fit ("the Oak Street lease" in a building's library) restricts nothing.
  return fitting.length <= MAX_NAMED ? { kind: 'documents', documents: fitting, separate: false } : { kind: 'none' };
}

const prepositions = anyCase('in|of|for|under|from|at|on|to');
/**
 * The phrases that name a document, each with what it leaves: "in the lease of Jane Doe", "in the Smith lease" and
 * "Jane Doe's lease" go; "of the Sponsorship Agreement" leaves "of the agreement", the words that ask for the
 * document's own date or parties ("What is the date of the agreement?").
 */
const dropNaming = (_: string, preposition: string, noun: string) => (/^of$/i.test(preposition) ? ` of the ${noun.toLowerCase()}` : ' ');
const namingPhrases: Array<[RegExp, (match: string, ...groups: string[]) => string]> = [
  [
    new RegExp(
      `\\s*,?\\s+(${prepositions})\\s+(?:(?:${anyCase('the|this|that')})\\s+)?(${documentNouns})s?\\s+(?:with|between|for|of|at)\\s+${capitalisedName}`,
      'g',
    ),
    dropNaming,
  ],
  [
    new RegExp(`\\s*,?\\s+(${prepositions})\\s+(?:(?:${anyCase('the|this|that')})\\s+)?${capitalisedName}(?:['’]s)?\\s+(${documentNouns})s?\\b`, 'g'),
    dropNaming,
  ],
  [new RegExp(`\\b${capitalisedName}['’]s\\s+(?:${documentNouns})\\s*`, 'g'), () => ' '],
  // "When does the Office Lease with Vandelay Industries end?" → "When does the Office Lease end?"
  [new RegExp(`((?:${documentNouns})s?)\\s+(?:with|between)\\s+${capitalisedName}`, 'g'), (_, noun) => noun],
];

/**
 * The question without the words that name its documents, for composing the answer from them: "What is the
 * monthly rent in Omar Haddad's lease?" asks for "the monthly rent", and a passage stating it never holds the name.
 */
export async function questionWithoutName(deps: Pick<SearchDeps, 'termStats'>, question: string, namingLexemes: string[]): Promise<string> {
  const { context, question: asked } = questionPart(question);
  const rest = await withoutNaming(deps, asked, namingLexemes);
  if (!/[a-z]{3,}/i.test(rest.replace(/^(what|who|when|where|which|how|is|are|does|do)\b/i, ''))) return question;
  // A context that only named the documents ("Consider the Supply Agreement between Acme Inc. and Beta LLC;") has
  // done its work; what else it says ("Regarding the pet clause of the Smith lease;") stays with the question.
  const left = context ? await withoutNaming(deps, context, namingLexemes) : '';
  const said = left.replace(/^(consider|regarding|re:|for|in|about)\b/i, '').replace(contextFiller, ' ');
  // What is left of a context that names a document by its title and parties is more of their names ("Consider the
  // FLEET MAINTENANCE AGREEMENT between DAIRY CREST LIMITED ("DCL") and SEV GROUP LIMITED"): capitalised words only.
  const namesOnly = documentNoun.test(context ?? '') && !/(?:^|\s)\p{Ll}{3,}/u.test(said);
  return /[a-z]{3,}/i.test(said) && !namesOnly ? `${left}; ${rest}` : rest;
}

/** A document noun anywhere: a context with one names a document. */
const documentNoun = new RegExp(`\\b(?:${documentNouns})s?\\b`, 'i');

/** Words a naming context is made of besides the names: articles, joins, the document nouns, defined-term marks. */
const contextFiller = new RegExp(`\\b(?:the|this|that|a|an|and|or|between|among|with|by|of|for|&|${documentNouns})s?\\b|[^\\p{L}\\p{N}\\s]`, 'giu');

async function withoutNaming(deps: Pick<SearchDeps, 'termStats'>, text: string, namingLexemes: string[]): Promise<string> {
  let rest = text;
  for (const [re, by] of namingPhrases) rest = rest.replace(re, by);
  if (namingLexemes.length) {
    const naming = new Set(namingLexemes);
    for (const w of await deps.termStats.queryWords(rest)) {
      if (w.lexemes.length && w.lexemes.every((l) => naming.has(l)) && /^[A-Z0-9]/.test(w.word)) {
        rest = rest.replace(new RegExp(`\\b${w.word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:['’]s)?(?![\\w])`), ' ');
      }
    }
  }
  return rest
    .replace(/\s+([?.,;!])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

const topicSubjects: Record<KeyTopic, string> = {
  parties: 'who its parties are',
  agreement_date: 'the date it was made',
  effective_date: 'an effective date',
  expiration: 'when it ends',
  renewal_term: 'a renewal term',
  renewal_notice: 'a notice period to stop a renewal',
  termination_notice: 'a notice period for terminating it',
  governing_law: 'which law governs it',
};

/** What the question asks for, as words for "… does not state <subject>": "the monthly rent", "when it ends". */
export function askedSubject(question: string): string {
  const analysis = analyzeQuestion(question);
  if (analysis.topic) return topicSubjects[analysis.topic];
  const who = /^\s*who(?:'s|’s| is| are)\s+(the\s+[a-z]+)\b/i.exec(analysis.question);
  if (who) return `who ${who[1]!.toLowerCase()} is`;
  const m = /^\s*(?:what|which|how much|how long)(?:'s|’s| is| are| was| were)\s+(.+?)\s*\??\s*$/i.exec(analysis.question);
  if (!m) return 'an answer to this question';
  const subject = m[1]!
    .replace(new RegExp(`^${capitalisedName}['’]s\\s+(?:${documentNouns})\\s+`), '')
    .replace(/\s+(?:in|of|for|under|on|at)\s+(?:the|this|that)\s+.*$/i, '')
    .replace(new RegExp(`\\s+(?:in|of|for|under)\\s+${capitalisedName}(?:['’]s)?\\s+(?:${documentNouns})\\b.*$`), '')
    .trim();
  if (!subject || subject.split(/\s+/).length > 8 || /[$€£\d"“”]/.test(subject)) return 'an answer to this question';
  return /^(the|a|an|any|its)\b/i.test(subject) ? subject.replace(/^The\b/, 'the') : `the ${subject}`;
}

/** "The Smith Lease", "Lease 4B.pdf" → words that can open a sentence. */
export function documentName(title: string): string {
  return /^the\b/i.test(title) ? title.replace(/^the\b/, 'The') : `The ${title}`;
}

/** "The Lease 1 does not state the rent." / "The Lease 1 and the Amendment 1 do not state …". */
export function doesNotState(documents: NamedDocument[], question: string): string {
  const names = documents.map((d, i) => (i ? documentName(d.title).replace(/^The\b/, 'the') : documentName(d.title)));
  const who = names.length > 1 ? `${names.slice(0, -1).join(', ')} and ${names.at(-1)}` : names[0]!;
  return `${who} ${names.length > 1 ? 'do' : 'does'} not state ${askedSubject(question)}. The closest passages from ${names.length > 1 ? 'them' : 'it'} are shown.`;
}

/** A name that fits no document: say so, and which documents the closest passages come from. */
export function missingDocument(name: string, closestTitles: string[]): string {
  const found = [...new Set(closestTitles)].slice(0, 3);
  const closest = found.length ? ` The closest passages are from ${found.map((t) => `“${t}”`).join(', ')}, shown for reference.` : '';
  return `No document in this workspace matches “${name}”, so this question is not answered.${closest}`;
}
