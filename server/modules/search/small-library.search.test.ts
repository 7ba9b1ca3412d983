/**
 * A workspace of a few documents (a new user's first uploads) is ranked whole, as a filter down to them is: every
 * chunk is scored, instead of the candidates the library-wide lists pick (search.service.ts fewDocuments).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { StaticEncoder } from '../../lib/embeddings/static-encoder.js';
import { openTestDatabase } from '../../test/harness.js';
import { plantIndexedDocument, plantProject, plantWorkspace } from '../../test/seed-documents.js';
import { expandSearchQuery } from '../answers/offline/question-kind.js';
import { searchDocuments } from './search.service.js';
import { TermStats } from './term-stats.js';

const TERM_CLAUSE = '8.1 Term. This Agreement shall commence on the Effective Date and, unless earlier terminated, shall expire on the Expiration Date.';

/** A promotion agreement whose termination article says "terminated" in every clause but one. */
const promotionAgreement = [
  'PROMOTION AGREEMENT\n\nThis Promotion Agreement is entered into as of April 5, 2019 (the "Effective Date") by and between Janus Pharma, Inc. and Corvid Labs, Inc.',
  '1.40 "Expiration Date" means March 31, 2020.',
  'ARTICLE VIII TERM AND TERMINATION',
  TERM_CLAUSE,
  ...[
    'This Agreement may be terminated by either Party in the event that the other Party commits a material breach of this Agreement and fails to cure it within sixty days after written notice of termination.',
    'This Agreement may be terminated by Janus with effect on December 31, 2019 or January 31, 2020, in either case with fifteen days advance written notice of termination.',
    'Termination or expiration of this Agreement shall not relieve a Party of any liability for any breach that occurred before the effective date of termination or expiration.',
    'Upon the effective date of termination or expiration of this Agreement, Corvid shall cease all promotion of the Product and return all materials.',
    'If this Agreement is terminated by either Party before the Effective Date of the marketing approval, no fee is payable for the terminated period.',
    'The Parties shall cooperate in good faith to effect the transition of all promotional activities upon termination or expiration of this Agreement.',
    'Either Party may initiate mediation by written notice to the other Party of any dispute as to the termination or expiration of this Agreement.',
    'The rights of a Party to terminate this Agreement are in addition to all other remedies, and survive any termination or expiration of this Agreement.',
  ].map((clause, i) => `8.${i + 2} ${clause}`),
];

describe('search in a workspace of a few documents', () => {
  let handle: DatabaseHandle;
  let db: Database;
  const embedder = new StaticEncoder();
  let termStats: TermStats;
  let workspaceId: string;
  let projectId: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    termStats = new TermStats(db);
    ({ workspaceId } = await plantWorkspace(db));
    projectId = await plantProject(db, workspaceId);
    await plantIndexedDocument(db, embedder, { workspaceId, projectId }, 'Promotion Agreement', promotionAgreement, {
      chunkOptions: { targetChars: 200, maxChars: 300, minChars: 20 },
    });
  }, 60_000);
  afterAll(() => handle?.close());

  const search = (query: string, filters = {}) => searchDocuments({ db, embedder, termStats }, { workspaceId }, { query, filters, limit: 8 });

  it('ranks every chunk of a one-document workspace, so the term clause is among the first three of clauses that all say "terminated"', async () => {
    const res = await search(expandSearchQuery('When does the agreement end?'));
    expect(res.results.slice(0, 3).some((r) => r.text.includes(TERM_CLAUSE))).toBe(true);
    // The document was ranked whole because it is the only one, not because the question named it.
    expect(res.focus).toBeNull();
  });

  it('ranks the same with or without a filter to the document, and keeps other filters', async () => {
    const query = expandSearchQuery('When does the agreement expire?');
    const whole = await search(query);
    const [documentId] = [...new Set(whole.results.map((r) => r.documentId))];
    const filtered = await search(query, { documentIds: [documentId] });
    expect(whole.results.map((r) => r.chunkId)).toEqual(filtered.results.map((r) => r.chunkId));
    const otherProject = await plantProject(db, workspaceId, 'Empty project');
    expect((await search(query, { projectIds: [otherProject] })).results).toEqual([]);
  });
});
