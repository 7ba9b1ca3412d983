import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { StaticEncoder } from '../../lib/embeddings/static-encoder.js';
import { openTestDatabase, postgresMissing } from '../../test/harness.js';
import { plantIndexedDocument, plantProject, plantWorkspace } from '../../test/seed-documents.js';
import { documentsFittingName, rankByName } from './document-focus.js';
import { TermStats } from './term-stats.js';

/**
 * A question names a contract by words that are common in other documents' bodies ("Clear Capital"), and spells its
 * rare word otherwise than the contract does ("Radial Spark" for "RadialSpark"). The contract whose opening holds the
 * name is still the one named, however many documents use those words further in.
 */
const chunkOptions = { targetChars: 120, maxChars: 200, minChars: 20 };

describe.skipIf(postgresMissing())('a name of words common in other documents', () => {
  let handle: DatabaseHandle;
  let db: Database;
  const embedder = new StaticEncoder();
  let workspaceId: string;
  let projectId: string;
  let named: string;

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    ({ workspaceId } = await plantWorkspace(db));
    projectId = await plantProject(db, workspaceId, 'Contracts');
    // Planted first, so that a lookup that stops at the first twenty documents holding "clear" or "capital" meets only these.
    for (let i = 0; i < 24; i++) {
      await plantIndexedDocument(
        db,
        embedder,
        { workspaceId, projectId },
        `Supply Agreement ${i + 1}`,
        [
          `SUPPLY AGREEMENT\n\nThis Supply Agreement is between Vendor ${i + 1} Holdings ("Vendor") and Buyer ${i + 1} Stores ("Buyer").`,
          `1. DELIVERY\n\nVendor shall deliver batch ${i + 1} each month.`,
          `1A. PACKING\n\nVendor shall pack batch ${i + 1} on pallets.`,
          `1B. LABELS\n\nVendor shall label batch ${i + 1} in English.`,
          // Every word of the name but its misspelt one, further in.
          '2. SITE\n\nBuyer shall keep the loading bay clear of obstructions, as the master schedule of services requires.',
          '3. COSTS\n\nCapital expenditure of the company on the loading bay is borne by its contractor, an LLC.',
        ],
        { type: 'other', chunkOptions },
      );
    }
    named = (
      await plantIndexedDocument(
        db,
        embedder,
        { workspaceId, projectId },
        'Exhibit 10(xiv)',
        [
          'MASTER SERVICES AGREEMENT Between RadialSpark, LLC and Clear Capital\n\nTHIS MASTER SERVICES AGREEMENT is between Clear Capital (the "Company") and RadialSpark, LLC (the "Contractor").',
          '1. SERVICES\n\nContractor shall perform the services in each Statement of Work.',
          '2. GOVERNING LAW\n\nThis Agreement is governed by the laws of the State of Arizona.',
        ],
        { type: 'other', chunkOptions },
      )
    ).documentId;
    // Column statistics as a running database has them (autovacuum's ANALYZE), so that which words count as rare
    // does not depend on whether the server happened to analyze the table during the test.
    await db.execute(sql`analyze chunks`);
  }, 180_000);
  afterAll(() => handle?.close());

  it('ranks first the contract whose opening holds the name, not a document that uses its words in passing', async () => {
    const termStats = new TermStats(db);
    const lexemes = async (text: string) => (await termStats.queryWords(text)).flatMap((w) => w.lexemes);
    const ranked = await rankByName(
      db,
      termStats,
      { workspaceId },
      {
        lexemes: await lexemes('MASTER SERVICES AGREEMENT between Clear Capital ("Company"); Radial Spark, LLC ("Contractor")'),
        titleLexemes: await lexemes('MASTER SERVICES AGREEMENT'),
        asksForAttachment: false,
      },
    );
    expect(ranked[0]?.id).toBe(named);
    expect(ranked[0]!.fit).toBeGreaterThan(2 * (ranked[1]?.fit ?? 0));
  });

  it('finds the documents a name fits anywhere by its selective words, not by words too common to look up in full', async () => {
    const termStats = new TermStats(db);
    const lexemes = async (text: string) => (await termStats.queryWords(text)).flatMap((w) => w.lexemes);
    // "clear", "capital" and "llc" are in every document, and looked up in only the first twenty that hold them.
    const fitting = await documentsFittingName(db, { workspaceId }, await lexemes('Clear Capital RadialSpark LLC'), null);
    expect(fitting?.map((d) => d.id)).toEqual([named]);
    // A name of common words alone tells no document apart.
    expect(await documentsFittingName(db, { workspaceId }, await lexemes('Clear Capital LLC'), null)).toBeNull();
  });
});
