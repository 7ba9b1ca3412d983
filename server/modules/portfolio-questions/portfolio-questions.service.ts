/**
 * Questions about the portfolio as a whole, answered from the records (issue 10): "Which leases end in the next
 * 90 days?", "What is the total monthly rent at Oak Street?", "Who pays for repairs at unit 4B?". The question is
 * parsed into a structured query; when that is not confident, or the workspace has no records to answer from,
 * this returns null and the question goes to the documents unchanged. The answer is logged like any other.
 */
import type { LeaseTermKey } from '../../../common/lease-terms.js';
import type { AnswerResponse, AnswerStreamEvent, AskRequest } from '../../../common/search.js';
import type { AppDeps } from '../../deps.js';
import { recordQuery, scopedProject, type Asker } from '../queries/query-log.service.js';
import { recordsCitations } from './citations.js';
import { composeAnswer } from './compose-answer.js';
import { filterKey } from './evaluate.js';
import { parseQuestion } from './parse-question.js';
import type { PortfolioQuery } from './query.js';
import { IDENTITY_KEYS, questionPortfolio } from './question-portfolio.js';
import type { LeaseTerms } from './records.js';

export type RecordsDeps = Pick<AppDeps, 'db'>;

export interface RecordsAskOptions {
  onEvent?: (event: AnswerStreamEvent) => void;
}

/** Words at least one of which a question about the portfolio uses; anything else skips the records at once. */
const PORTFOLIO_WORDS =
  /\b(leases?|leased|tenants?|tenancy|renters?|residents?|occupants?|units?|apartments?|apts?|suites?|propert(?:y|ies)|buildings?|portfolio|vacan\w*|occup(?:ied|ancy)|rent\w*|deposits?|pets?|dogs?|cats?|animals?|sub-?let\w*|sub-?leas\w*|assign\w*|renew\w*|expir\w*|end(?:s|ing|ed)?|repairs?|maintenance|utilit\w*|water|electric\w*|gas|trash|garbage|internet|sewer|terminat\w*|notice|late fees?|governed|law|amend\w*|lives?|landlord)\b/i;

/** Today in UTC, the default "as of" day. */
export const todayUtc = () => new Date().toISOString().slice(0, 10);

/** The terms an answer reads: those its conditions and output name, the dates (in force, end dates shown) and who. */
function keysFor(query: PortfolioQuery): LeaseTermKey[] {
  const keys = new Set<LeaseTermKey>(['commencement_date', 'expiration_date']);
  for (const f of query.filters) {
    const key = filterKey(f);
    if (key) keys.add(key);
    if (f.kind === 'rent_change') keys.add('monthly_rent');
  }
  const out = query.output;
  if (out.kind === 'sum' || out.kind === 'average') keys.add(out.term);
  if (out.kind === 'value') {
    keys.add(out.value.kind === 'term' ? out.value.key : out.value.kind === 'utility' ? 'utilities_tenant' : 'tenants');
    if (out.check) {
      const key = filterKey(out.check);
      if (key) keys.add(key);
    }
  }
  return [...keys].filter((k) => !IDENTITY_KEYS.includes(k));
}

/**
 * The leases a question names by property, unit or tenant (all of them must hold), whose terms are all it needs;
 * undefined when it is about every lease. Units and properties are answered from every lease (occupancy).
 */
function namedLeases(query: PortfolioQuery): string[] | undefined {
  if (query.subject === 'units' || query.subject === 'properties') return undefined;
  let ids: Set<string> | undefined;
  for (const f of query.filters) {
    if (f.kind !== 'property' && f.kind !== 'unit' && f.kind !== 'tenant') continue;
    ids = ids ? new Set(f.leaseIds.filter((id) => ids!.has(id))) : new Set(f.leaseIds);
  }
  return ids ? [...ids] : undefined;
}

/** Filters that pick documents rather than leases send the question to the documents. */
function documentScoped(req: AskRequest): boolean {
  const f = req.filters;
  if (!f) return false;
  if (f.documentIds?.length || f.uploadedFrom || f.uploadedTo) return true;
  return !!f.documentTypes?.length && !f.documentTypes.includes('lease');
}

/**
 * The answer from the portfolio records, or null when the question is for the documents. Streams the same events
 * as a document answer (passages, the text, done), and logs the question with route 'records'.
 */
export async function answerFromRecords(deps: RecordsDeps, asker: Asker, req: AskRequest, options: RecordsAskOptions = {}): Promise<AnswerResponse | null> {
  const started = performance.now();
  const question = req.query.trim();
  if (documentScoped(req) || !PORTFOLIO_WORDS.test(question)) return null;
  const asOf = req.asOf ?? todayUtc();
  const { db } = deps;
  const portfolio = await questionPortfolio(db, asker.workspaceId, req.filters?.projectIds);
  const { records } = portfolio;
  if (records.leases.size === 0 && records.units.size === 0) return null;
  const scoped = req.filters?.projectIds?.length ? [...records.leases.keys()] : undefined;
  // Names are first looked up in the records; only a question they cannot place reads how each abstracted lease
  // names its premises, unit and tenants (a unit not yet a record) and is parsed again.
  let terms = new Map<string, LeaseTerms>();
  let query = parseQuestion(question, { vocabulary: await portfolio.vocabulary(), asOf });
  if (!query) {
    const identity = await portfolio.identity(asOf, scoped);
    terms = identity.terms;
    query = parseQuestion(question, { vocabulary: identity.vocabulary, asOf });
  }
  if (!query) return null;
  // A question about leases or tenants in a workspace with no leases yet is better served by its documents.
  if ((query.subject === 'leases' || query.subject === 'tenants') && records.leases.size === 0) return null;
  const keys = terms.size ? keysFor(query) : [...IDENTITY_KEYS, ...keysFor(query)];
  const facts = await portfolio.facts(asOf, keys, namedLeases(query) ?? scoped, terms);
  const composed = composeAnswer(query, records, facts, asOf);
  if (!composed) return null;

  const citations = await recordsCitations(db, asker.workspaceId, composed.cited);
  const emit = options.onEvent ?? (() => {});
  emit({ type: 'passages', passages: [] });
  emit({ type: 'delta', text: composed.text });
  const responseMs = Math.round(performance.now() - started);
  const queryId = await recordQuery(db, asker, {
    question: req.query,
    answer: composed.text,
    answered: true,
    citations,
    projectId: scopedProject(req.filters),
    responseMs,
    resultCount: composed.resultCount,
    bestScore: null,
    route: 'records',
  });
  const response: AnswerResponse = {
    queryId,
    query: req.query,
    answer: composed.text,
    answered: true,
    kind: composed.kind,
    citations,
    passages: [],
    generator: 'offline',
    value: composed.value,
    route: 'records',
    tookMs: responseMs,
  };
  emit({ type: 'done', answer: response });
  return response;
}
