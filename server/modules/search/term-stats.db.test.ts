import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/client.js';
import { openTestDatabase } from '../../test/harness.js';
import { HashEmbedder, plantIndexedDocument, plantProject, plantWorkspace } from '../../test/seed-documents.js';
import { TermStats } from './term-stats.js';

describe('term statistics upkeep', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());

  it('keeps every word of a query when its cache of stems fills up and starts afresh', async () => {
    const stats = new TermStats(handle.db, 4);
    expect((await stats.queryWords('rent roof')).map((w) => w.lexemes)).toEqual([['rent'], ['roof']]);
    // Five distinct words overflow a cache of four: the known ones ("rent", "roof") must still be stemmed.
    expect(await stats.queryWords('rent roof leaking pets')).toEqual([
      { word: 'rent', lexemes: ['rent'] },
      { word: 'roof', lexemes: ['roof'] },
      { word: 'leaking', lexemes: ['leak'] },
      { word: 'pets', lexemes: ['pet'] },
    ]);
    expect((await stats.queryWords('rent the deposit')).map((w) => w.lexemes)).toEqual([['rent'], [], ['deposit']]);
  });

  it('merges a full-text pending list left by an older setting, which PGlite would otherwise keep', async () => {
    const { db } = handle;
    // As a database written with the default 4 MB pending list (the index's own setting wins over the session's).
    await db.execute(sql`alter index chunks_tsv_idx set (gin_pending_list_limit = 4096)`);
    const { workspaceId } = await plantWorkspace(db);
    const projectId = await plantProject(db, workspaceId);
    const pages = Array.from({ length: 30 }, (_, p) => Array.from({ length: 400 }, (_, w) => `w${p}x${w}`).join(' '));
    await plantIndexedDocument(db, new HashEmbedder('upkeep-test'), { workspaceId, projectId }, 'Pending list', pages);
    await db.execute(sql`alter index chunks_tsv_idx reset (gin_pending_list_limit)`);

    const stats = new TermStats(db);
    await stats.statistics();
    await stats.maintenance;
    // What is still pending, in 8 kB pages (merging it now): nothing, the upkeep merged it.
    const pending = (await db.execute(sql`select gin_clean_pending_list('chunks_tsv_idx'::regclass) as pages`)).rows[0] as { pages: number };
    expect(Number(pending.pages)).toBe(0);
  });
});
