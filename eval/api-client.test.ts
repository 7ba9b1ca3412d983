import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApiKeys } from '../server/modules/api-keys/api-keys.service.js';
import { createTestApp, type TestApp } from '../server/test/harness.js';
import { plantIndexedDocument, plantProject, plantWorkspace } from '../server/test/seed-documents.js';
import { startEvalApi, type EvalApi } from './api-client.js';

// The evaluation's path to answers: the real app on a loopback port, a key from the product's key service, and
// POST /api/v1/query over the whole workspace or filtered to one document.
describe('evaluation through the public API', () => {
  let t: TestApp;
  let api: EvalApi;
  let ws: { userId: string; workspaceId: string };
  let acme: string;
  let beta: string;

  beforeAll(async () => {
    t = await createTestApp({ API_RATE_LIMIT_PER_MINUTE: '1000' });
    ws = await plantWorkspace(t.deps.db);
    const projectId = await plantProject(t.deps.db, ws.workspaceId);
    const target = { workspaceId: ws.workspaceId, projectId };
    acme = (
      await plantIndexedDocument(t.deps.db, t.deps.embedder, target, 'Acme Supply Agreement', [
        'SUPPLY AGREEMENT between Acme Corp. and Beta LLC.\n\nThis Agreement shall be governed by the laws of the State of Delaware.',
      ])
    ).documentId;
    beta = (
      await plantIndexedDocument(t.deps.db, t.deps.embedder, target, 'Gamma Licence Agreement', [
        'LICENCE AGREEMENT between Gamma Inc. and Delta Ltd.\n\nThis Agreement shall be governed by the laws of the State of New York.',
      ])
    ).documentId;
    api = await startEvalApi(t.deps, ws.userId);
  });
  afterAll(async () => {
    await api?.close();
    await t?.close();
  });

  it('answers over HTTP with a Full Access key created by the key service', async () => {
    expect(api.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const res = await api.ask(ws.workspaceId, 'What is the governing law of this agreement?', beta);
    expect(res.answered).toBe(true);
    expect(res.answer).toMatch(/New York/);
    expect(res.citations.length).toBeGreaterThan(0);
    // The filter keeps every citation and passage in the one document.
    expect(new Set([...res.citations, ...res.passages].map((c) => c.documentId))).toEqual(new Set([beta]));
    const keys = await listApiKeys(t.deps, ws.workspaceId);
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatchObject({ permission: 'full', callCount: 1 });
  });

  it('asks over the whole workspace without a filter, reusing the key', async () => {
    const res = await api.ask(ws.workspaceId, 'Which agreements are governed by the laws of a State?');
    expect(new Set(res.passages.map((p) => p.documentId))).toEqual(new Set([acme, beta]));
    expect(await listApiKeys(t.deps, ws.workspaceId)).toHaveLength(1);
  });

  it('reports an error of the API with its status', async () => {
    await expect(api.ask(ws.workspaceId, '')).rejects.toThrow(/POST \/api\/v1\/query answered 400/);
  });
});
