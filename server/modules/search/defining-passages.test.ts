import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase } from '../../test/harness.js';
import { HashEmbedder, plantIndexedDocument, plantProject, plantWorkspace } from '../../test/seed-documents.js';
import { definingPassages, type SearchDeps } from './search.service.js';
import { TermStats } from './term-stats.js';

describe('passages that define a term', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());

  it('finds the definition by its exact words where ranked search finds the clauses that use the term', async () => {
    const { db } = handle;
    const { workspaceId } = await plantWorkspace(db);
    const projectId = await plantProject(db, workspaceId);
    const deps: SearchDeps = { db, embedder: new HashEmbedder('defining-test'), termStats: new TermStats(db) };
    // Clauses full of the term's words (one even says it "means" something, unquoted), and a definitions page where
    // the definition is one line of many: ranked search favours the clauses; a reader looks for the quoted term.
    const uses = Array.from(
      { length: 6 },
      (_, i) =>
        `${i + 2}. WIND-DOWN ${i + 1}\n\nOn the Expiration Date, or on a date of earlier termination effective as of the date notice is given, wave ${i + 1} ends; the Expiration Date means the end of all waves.`,
    );
    const definitions = `1. DEFINITIONS\n\n${Array.from({ length: 12 }, (_, i) => `1.${i + 1} "Campaign Item ${i + 1}" means the artwork of wave ${i + 1}.`).join('\n')}\n1.40 "Expiration Date" means March 31, 2020.\n1.41 "Launch" means the first campaign.`;
    const other = await plantIndexedDocument(db, deps.embedder, { workspaceId, projectId }, 'Other Agreement', ['"Expiration Date" means June 1, 2030.']);
    const doc = await plantIndexedDocument(db, deps.embedder, { workspaceId, projectId }, 'Promotion Agreement', [
      'PROMOTION AGREEMENT\n\nThis Agreement shall commence on the Effective Date and shall expire on the Expiration Date.',
      ...uses,
      definitions,
    ]);

    const found = await definingPassages(deps, workspaceId, doc.documentId, 'Expiration Date', 4);
    expect(found.map((h) => h.text.includes('1.40 "Expiration Date" means March 31, 2020.'))).toEqual([true]);
    expect(found[0]!.documentId).toBe(doc.documentId);
    // Only inside the document asked about, and only for the term asked about.
    expect(await definingPassages(deps, workspaceId, doc.documentId, 'Launch Date', 4)).toEqual([]);
    expect((await definingPassages(deps, workspaceId, other.documentId, 'Expiration Date', 4)).map((h) => h.text)).toEqual([
      '"Expiration Date" means June 1, 2030.',
    ]);
  });
});
