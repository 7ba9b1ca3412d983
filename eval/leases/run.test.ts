/**
 * The runner against a stand-in for the lease endpoints of /work/briefs/lease-api-contract.md (a small Hono app
 * that answers from the gold, with one wrong value and one citation of an amendment): uploads, page sets combined
 * into one PDF, waiting, scoring, as-of look-ups, portfolio citations mapped back to leases, and the messages when
 * an endpoint is missing.
 */
import { serve } from '@hono/node-server';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Hono } from 'hono';
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EndpointMissing, LeaseApi } from './api.js';
import { measureSplit } from './run.js';

const gold = [
  {
    document: 'L1',
    kind: 'lease',
    amends: null,
    fields: { landlord: 'Acme Holdings LLC', monthly_rent: 1850, pets: null },
    evidence: { landlord: 'The landlord is Acme Holdings LLC.', monthly_rent: 'Tenant shall pay monthly rent of $1,850.00.' },
  },
  {
    document: 'L2',
    kind: 'lease',
    amends: null,
    fields: { landlord: 'Bay Realty Inc.', monthly_rent: 2400 },
    evidence: { landlord: 'Landlord: Bay Realty Inc.', monthly_rent: 'Rent: $2,400 per month.' },
  },
  {
    document: 'A1',
    kind: 'amendment',
    amends: 'L1',
    fields: { effective_date: '2025-06-01', monthly_rent: 1950 },
    evidence: { monthly_rent: 'Effective June 1, 2025 the rent is $1,950.00.' },
  },
];
const asof = [
  { lease: 'L1', as_of: '2025-05-31', field: 'monthly_rent', expected: 1850 },
  { lease: 'L1', as_of: '2025-06-01', field: 'monthly_rent', expected: 1950 },
];
const portfolio = [
  { question: 'Which leases allow pets?', today: '2025-09-15', expected: ['L1'] },
  { question: 'Which leases end soon?', today: '2025-09-15', expected: ['L1', 'L2'] },
];

let dir: string;
const received: { fileName: string; bytes: Uint8Array; fields: Record<string, string> }[] = [];

function fakeProduct(options: { abstractionPath?: boolean; termsPath?: boolean } = {}) {
  const app = new Hono();
  const idsByName = new Map<string, string>();
  const nameById = new Map<string, string>();
  const paths = [
    '/documents',
    '/documents/{id}',
    '/query',
    ...(options.abstractionPath === false ? [] : ['/documents/{id}/abstraction']),
    ...(options.termsPath === false ? [] : ['/leases/{id}/terms']),
  ];
  app.get('/api/v1/openapi.json', (c) => c.json({ paths: Object.fromEntries(paths.map((p) => [p, {}])) }));
  app.post('/api/v1/documents', async (c) => {
    const body = await c.req.parseBody();
    const file = body.file as File;
    const name = file.name.replace(/\.[a-z]+$/, '');
    const id = `doc-${idsByName.size + 1}`;
    idsByName.set(name, id);
    nameById.set(id, name);
    received.push({
      fileName: file.name,
      bytes: new Uint8Array(await file.arrayBuffer()),
      fields: { document_type: String(body.document_type), project_id: String(body.project_id) },
    });
    return c.json({ id }, 201);
  });
  app.get('/api/v1/documents/:id', (c) => c.json({ status: 'processed', error: null }));
  app.get('/api/v1/documents/:id/abstraction', (c) => {
    const g = gold.find((x) => x.document === nameById.get(c.req.param('id')))!;
    const terms = Object.fromEntries(
      Object.entries(g.fields).map(([k, v]) => {
        // One wrong value: L2's rent off by 10%.
        const value = g.document === 'L2' && k === 'monthly_rent' ? 2640 : v;
        const quote = (g.evidence as Record<string, string>)[k];
        return [k, { value, status: 'extracted', confidence: 0.9, evidence: quote ? { page: 1, quote, char_start: 0, char_end: quote.length } : null }];
      }),
    );
    return c.json({
      document_id: c.req.param('id'),
      kind: g.kind,
      status: 'ready',
      error: null,
      lease_id: `lease-${g.amends ?? g.document}`,
      lease_link: 'suggested',
      terms,
    });
  });
  app.get('/api/v1/leases/:id/terms', (c) => {
    if (options.termsPath === false) return c.json({ error: { code: 'not_found' } }, 404);
    const lease = c.req.param('id').replace('lease-', '');
    const rows = asof.filter((r) => r.lease === lease && r.as_of === c.req.query('as_of'));
    return c.json({ lease_id: c.req.param('id'), as_of: c.req.query('as_of'), terms: Object.fromEntries(rows.map((r) => [r.field, { value: r.expected }])) });
  });
  app.post('/api/v1/query', async (c) => {
    const { query } = await c.req.json<{ query: string; as_of: string }>();
    const q = portfolio.find((p) => p.question === query)!;
    // The pets question cites the amendment (A1) for L1: it must count for L1.
    const cited = q.question.includes('pets') ? ['A1'] : q.expected;
    return c.json({ answered: true, route: 'records', answer: '', citations: cited.map((n) => ({ document_id: idsByName.get(n) })) });
  });
  return app;
}

async function start(app: Hono) {
  return new Promise<{ url: string; close: () => Promise<void> }>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info: AddressInfo) =>
      resolve({ url: `http://127.0.0.1:${info.port}`, close: () => new Promise((r) => s.close(() => r())) }),
    );
  });
}

const jsonl = (rows: unknown[]) => rows.map((r) => JSON.stringify(r)).join('\n') + '\n';

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'lease-run-test-'));
  mkdirSync(join(dir, 'documents'));
  writeFileSync(join(dir, 'documents', 'L1.txt'), 'RESIDENTIAL LEASE\nThe landlord is Acme Holdings LLC. Tenant shall pay monthly rent of $1,850.00.\n');
  writeFileSync(join(dir, 'documents', 'A1.txt'), 'FIRST AMENDMENT\nEffective June 1, 2025 the rent is $1,950.00.\n');
  const page = await sharp({ create: { width: 300, height: 400, channels: 3, background: '#ffffff' } })
    .jpeg()
    .toBuffer();
  writeFileSync(join(dir, 'documents', 'L2.p1.jpg'), page);
  writeFileSync(join(dir, 'documents', 'L2.p2.jpg'), page);
  writeFileSync(join(dir, 'gold.jsonl'), jsonl(gold));
  writeFileSync(join(dir, 'asof.jsonl'), jsonl(asof));
  writeFileSync(join(dir, 'portfolio.jsonl'), jsonl(portfolio));
});
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('the lease runner against the contract', () => {
  it('uploads, waits, scores fields, as-of and portfolio citations', async () => {
    const server = await start(fakeProduct());
    try {
      const r = await measureSplit(new LeaseApi(server.url, 'key'), 'project-1', { name: 't', dir }, { limit: undefined, timeoutSeconds: 30 });
      // Uploaded as leases into the project; the two photographed pages as one two-page PDF named after the document.
      expect(received.map((x) => x.fileName).sort()).toEqual(['A1.txt', 'L1.txt', 'L2.pdf']);
      expect(received.every((x) => x.fields.document_type === 'lease' && x.fields.project_id === 'project-1')).toBe(true);
      const pdf = await PDFDocument.load(received.find((x) => x.fileName === 'L2.pdf')!.bytes);
      expect(pdf.getPageCount()).toBe(2);
      expect(r.documents).toMatchObject({ total: 3, leases: 2, amendments: 1, text: 2, scan: 1, pageSetsCombined: ['L2 (2 pages)'] });

      // Text: L1 (landlord, rent right; pets null and not stated) and A1 (both right). Scans: L2, rent wrong.
      expect(r.abstraction.text.overall).toBe(1);
      expect(r.abstraction.text.notStated).toBe(1);
      expect(r.abstraction.scan.overall).toBeCloseTo(0.5);
      expect(r.abstraction.scan.byField.monthly_rent).toMatchObject({ n: 1, accuracy: 0 });
      expect(r.abstraction.all.valuesWithEvidence).toBeCloseTo(5 / 6); // A1's effective_date has no quote in gold, so none was given
      expect(r.kinds).toEqual({ correct: 3, total: 3 });
      expect(r.links).toEqual({ correct: 1, total: 1 });
      expect(r.asof).toMatchObject({ total: 2, accuracy: 1 });
      expect(r.portfolio.meanF1).toBe(1);
      expect(r.details.portfolio[0]!.got).toEqual(['L1']);
      expect(r.notMeasured).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('stops before uploading when the abstraction endpoint is missing', async () => {
    received.length = 0;
    const server = await start(fakeProduct({ abstractionPath: false }));
    try {
      await expect(measureSplit(new LeaseApi(server.url, 'key'), 'p', { name: 't', dir }, { limit: undefined, timeoutSeconds: 30 })).rejects.toThrow(
        EndpointMissing,
      );
      expect(received).toEqual([]);
    } finally {
      await server.close();
    }
  });

  it('says what it could not measure when the terms endpoint answers 404', async () => {
    const server = await start(fakeProduct({ termsPath: false }));
    try {
      const r = await measureSplit(new LeaseApi(server.url, 'key'), 'p', { name: 't', dir }, { limit: undefined, timeoutSeconds: 30 });
      expect(r.notMeasured).toHaveLength(1);
      expect(r.notMeasured[0]).toMatch(/GET \/api\/v1\/leases\/lease-L1\/terms\?as_of=2025-05-31 answered 404/);
      expect(r.asof.accuracy).toBe(0);
      expect(r.portfolio.meanF1).toBe(1);
    } finally {
      await server.close();
    }
  });
});
