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
