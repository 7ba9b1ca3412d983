import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, DatabaseHandle } from '../../db/client.js';
import { StaticEncoder } from '../../lib/embeddings/static-encoder.js';
import { openTestDatabase, postgresMissing } from '../../test/harness.js';
import { plantIndexedDocument, plantProject, plantWorkspace } from '../../test/seed-documents.js';
import { openingPassages, searchDocuments } from './search.service.js';
import { TermStats } from './term-stats.js';

/** Twelve leases alike in everything but their tenant, address, rent and notice period. */
const tenants = [
  'Priya Raman',
  'Tomasz Kowalczyk',
  'Amara Okafor',
  'Henrik Lindqvist',
  'Sofia Marchetti',
  'Kenji Watanabe',
  'Lucia Fernandez',
  'Omar Haddad',
  'Ingrid Solberg',
  'Mateo Rossi',
  'Aisha Bello',
  'Dmitri Volkov',
];
const leasePages = (tenant: string, i: number) => [
  `RESIDENTIAL LEASE\n\nThis lease is made between Harbour Homes LLC ("Landlord") and ${tenant} ("Tenant") for the apartment at ${10 + i} Birch Lane.`,
  `1. RENT\n\nTenant shall pay $${1500 + i * 25} per month.\n\n2. SECURITY DEPOSIT\n\nA deposit of one month's rent is held by Landlord.`,
  `3. TERMINATION\n\nEither party may terminate this lease by giving ${30 + i} days' written notice to the other party.`,
  `4. PETS\n\nNo pets without the Landlord's written consent.\n\n5. GOVERNING LAW\n\nThis lease is governed by the laws of the State of Oregon.`,
];

describe.skipIf(postgresMissing())('search focused on the document a query names', () => {
  let handle: DatabaseHandle;
  let db: Database;
  const embedder = new StaticEncoder();
  let termStats: TermStats;
  let workspaceId: string;
  let north: string;
  const leaseOf = new Map<string, string>();

  beforeAll(async () => {
    handle = await openTestDatabase();
    db = handle.db;
    termStats = new TermStats(db);
    ({ workspaceId } = await plantWorkspace(db));
    north = await plantProject(db, workspaceId, 'North block');
    const south = await plantProject(db, workspaceId, 'South block');
    for (const [i, tenant] of tenants.entries()) {
      const projectId = i % 2 ? south : north;
      const doc = await plantIndexedDocument(db, embedder, { workspaceId, projectId }, `Lease ${i + 1}`, leasePages(tenant, i), {
        type: 'lease',
        chunkOptions: { targetChars: 120, maxChars: 200, minChars: 20 },
      });
      leaseOf.set(tenant, doc.documentId);
    }
  }, 120_000);
  afterAll(() => handle?.close());

  const search = (query: string, extra: Partial<Parameters<typeof searchDocuments>[2]> = {}) =>
    searchDocuments({ db, embedder, termStats }, { workspaceId }, { query, ...extra });

  it("ranks the named lease's answering passage first, and the rest of that lease before other leases", async () => {
    const { results } = await search('How much notice is needed to terminate the lease of Ingrid Solberg?', { limit: 8 });
    expect(results[0]!.documentId).toBe(leaseOf.get('Ingrid Solberg'));
    expect(results[0]!.text).toContain("38 days' written notice");
    const fromIngrid = results.map((r) => r.documentId === leaseOf.get('Ingrid Solberg'));
    expect(fromIngrid.indexOf(false)).toBe(fromIngrid.filter(Boolean).length);
    expect(results.map((r) => r.score)).toEqual([...results.map((r) => r.score)].sort((a, b) => b - a));
  });

  it('does not rank the whole library when the named lease alone fills the page, and fills it from the library when not', async () => {
    const statements: string[] = [];
    const dialect = (db as unknown as { dialect: { sqlToQuery(q: unknown): { sql: string } } }).dialect;
    const recording = Object.assign(Object.create(db) as Database, {
      execute: (q: Parameters<Database['execute']>[0]) => {
        statements.push(dialect.sqlToQuery(q).sql);
        return db.execute(q);
      },
    });
    const ask = (limit: number) =>
      searchDocuments({ db: recording, embedder, termStats }, { workspaceId }, { query: 'How much notice does Ingrid Solberg give?', limit });
    const libraryWide = () => statements.filter((s) => /0 as tier|nearest order by distance|with nearest as/.test(s)).length;
    const { results } = await ask(3);
    expect(results.map((r) => r.documentId)).toEqual(Array(3).fill(leaseOf.get('Ingrid Solberg')));
    expect(libraryWide()).toBe(0);
    const { results: more } = await ask(40);
    expect(new Set(more.map((r) => r.documentId)).size).toBeGreaterThan(1);
    expect(libraryWide()).toBeGreaterThan(0);
  });

  it('ranks a "Consider the ...; question" prompt by its question, in the drafting words of the clause', async () => {
    const { results } = await search('Consider the lease between Harbour Homes LLC and Ingrid Solberg; can the tenant keep a dog?', { limit: 5 });
    expect(results[0]!.documentId).toBe(leaseOf.get('Ingrid Solberg'));
    expect(results[0]!.text).toContain('No pets without');
  });

  it('answers "who are the parties" from the preamble that names them, not from a clause that says "party"', async () => {
    const { results } = await search('Consider the lease between Harbour Homes LLC and Ingrid Solberg; who are the parties to this lease?', { limit: 5 });
    expect(results[0]!.documentId).toBe(leaseOf.get('Ingrid Solberg'));
    expect(results[0]!.text).toContain('This lease is made between Harbour Homes LLC');
  });

  it('searches across every lease when the query names none', async () => {
    const { results } = await search('written notice to terminate', { limit: 8 });
    expect(new Set(results.map((r) => r.documentId)).size).toBeGreaterThan(4);
    expect(results.every((r) => r.text.includes('notice'))).toBe(true);
  });

  it('keeps to the filters: a named lease outside the chosen project is not brought in', async () => {
    const { results } = await search('What rent does Tomasz Kowalczyk pay?', { filters: { projectIds: [north] } });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => r.projectId === north)).toBe(true);
  });

  it('respects an exclusion even when the query names a lease', async () => {
    const { results } = await search('Omar Haddad -pets', { limit: 20 });
    expect(results.length).toBeGreaterThan(0);
    expect(results.every((r) => !/pets/i.test(r.text))).toBe(true);
  });

  it('finds a preamble that follows a cover page and a table of contents', async () => {
    const projectId = north;
    const doc = await plantIndexedDocument(
      db,
      embedder,
      { workspaceId, projectId },
      'Franchise agreement',
      [
        'MASTER FRANCHISE AGREEMENT\n\nKiosk Concepts, Inc.',
        'TABLE OF CONTENTS\n\n1. Grant 2\n\n2. Fees 5\n\n3. Term 9',
        'Exhibit list and schedules follow the signature page.',
        'MASTER FRANCHISE AGREEMENT made as of June 1, 2015 by and between Kiosk Concepts, Inc. and The Grilled Cheese Truck, Inc.',
        '1. GRANT\n\nWe grant you the right to operate the franchise in the territory.',
      ],
      { chunkOptions: { targetChars: 60, maxChars: 140, minChars: 20 } },
    );
    const opening = await openingPassages({ db, embedder, termStats }, workspaceId, [doc.documentId], 'Who are the parties?');
    expect(opening.some((p) => p.text.includes('by and between Kiosk Concepts'))).toBe(true);
    expect(opening.some((p) => p.text.includes('We grant you'))).toBe(false);
  });

  it('adds the first signature block past the opening when asked, where an undated preamble leaves the date', async () => {
    const doc = await plantIndexedDocument(
      db,
      embedder,
      { workspaceId, projectId: north },
      'Maintenance agreement',
      [
        'MAINTENANCE AGREEMENT\n\nThis Maintenance Agreement is between Solstice Owner LLC and Kestrel Solar Inc.',
        '1. SERVICES\n\nKestrel shall maintain the array and report each fault by its due date.',
        'OWNER: SOLSTICE OWNER LLC\n\nBy: /s/ Ed Finch\n\nTitle: Manager\n\nDate: December 11, 2009',
        'EXHIBIT A\n\nSigned copies: Title: Site plan. Date: March 1, 2010.',
      ],
      { chunkOptions: { targetChars: 120, maxChars: 200, minChars: 20 } },
    );
    const ask = (signatureBlock: boolean) =>
      openingPassages({ db, embedder, termStats }, workspaceId, [doc.documentId], 'What is the date of this agreement?', { signatureBlock });
    const signed = (await ask(true)).map((p) => p.text);
    expect(signed.some((t) => t.includes('Date: December 11, 2009'))).toBe(true);
    // The first block only: the exhibit's "Title ... Date" further on stays out.
    expect(signed.some((t) => t.includes('March 1, 2010'))).toBe(false);
    expect((await ask(false)).some((p) => p.text.includes('Date: December 11, 2009'))).toBe(false);
  });

  it('adds a cover page’s dating line after the definitions, not a line that only mentions a date', async () => {
    const doc = await plantIndexedDocument(
      db,
      embedder,
      { workspaceId, projectId: north },
      'Fleet agreement',
      [
        'FLEET MAINTENANCE AGREEMENT\n\n1. Definitions',
        '"Agreement" means this agreement made between the parties. "Commencement Date" means 16 October 2005.',
        '"Financial Year" means twelve months as notified in writing.\n\n   DATED   13 October 2005   DCL',
        'The invoices are dated on the last day of each month and paid within thirty days.',
      ],
      { chunkOptions: { targetChars: 100, maxChars: 160, minChars: 20 } },
    );
    const texts = (
      await openingPassages({ db, embedder, termStats }, workspaceId, [doc.documentId], 'What is the date of this agreement?', { signatureBlock: true })
    ).map((p) => p.text);
    expect(texts.some((t) => t.includes('DATED   13 October 2005'))).toBe(true);
    expect(texts.some((t) => t.includes('invoices are dated'))).toBe(false);
  });
});
