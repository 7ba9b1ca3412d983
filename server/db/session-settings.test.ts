import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase } from '../test/harness.js';
import { HashEmbedder, plantIndexedDocument, plantProject, plantWorkspace } from '../test/seed-documents.js';
import { SESSION_SETTINGS, type DatabaseHandle } from './client.js';

// Search relies on these being set on every connection (decision 0013): without the iterative scan a filtered
// vector search silently returns fewer results than asked for.
describe('database session settings', () => {
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
  });
  afterAll(() => handle?.close());

  it('every connection of the pool (or the embedded session) has the vector-search settings, also after a vector query', async () => {
    const show = async (name: string) => ((await handle.db.execute(sql`select current_setting(${name}) as value`)).rows[0] as { value: string }).value;
    // Several statements at once take several pooled connections on PostgreSQL.
    const before = await Promise.all(Array.from({ length: 4 }, () => show('hnsw.iterative_scan')));
    expect(before).toEqual(Array(4).fill(SESSION_SETTINGS['hnsw.iterative_scan']));
    await handle.db.execute(sql`select '[1,2,3]'::vector <=> '[1,2,4]'::vector`);
    for (const [name, value] of Object.entries(SESSION_SETTINGS)) expect(await show(name)).toBe(value);
  });

  it('keeps the full-text index pending list short after indexing, so a search does not read megabytes of it', async () => {
    const { workspaceId } = await plantWorkspace(handle.db);
    const projectId = await plantProject(handle.db, workspaceId);
    // Some 12,000 new index entries (distinct words on every page): several hundred kB of pending list at the
    // default limit of 4 MB, which PGlite (no autovacuum) would otherwise keep until its next vacuum.
    const pages = Array.from({ length: 30 }, (_, p) => Array.from({ length: 400 }, (_, w) => `w${p}x${w}`).join(' '));
    await plantIndexedDocument(handle.db, new HashEmbedder('pending-list-test'), { workspaceId, projectId }, 'Pending list', pages);
    // gin_clean_pending_list merges what is still pending and says how many 8 kB pages that was.
    const pending = (await handle.db.execute(sql`select gin_clean_pending_list('chunks_tsv_idx'::regclass) as pages`)).rows[0] as { pages: number };
    expect(Number(pending.pages)).toBeLessThanOrEqual(8);
  });
});
