import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { buildPdf } from '../lib/extract/fixtures/pdf.js';
import { abortedCall, abortPoints, type Call } from '../test/http-abort.js';
import { answerFromFirstPassage, startFakeLlmServer, type FakeLlmServer } from '../test/fake-llm-server.js';
import { createPostgresTestDatabase, postgresMissing, testDbKind } from '../test/harness.js';
import { freePort } from '../test/server-process.js';
import { startSmtpCapture, type SmtpCapture } from '../test/smtp-capture.js';

/**
 * Every streaming route, aborted by its client at each point of the response, in a loop: the server must keep
 * answering. It runs in its own process (server/test/app-process.ts, without main.ts's process handlers), so an
 * error that escapes a request shows as the process exiting, as it would in production without them.
 */

const ROUNDS = 30;

describe.skipIf(postgresMissing())('streaming routes aborted by their clients', () => {
  let smtp: SmtpCapture;
  let llm: FakeLlmServer;
  let child: ChildProcess;
  let dropDatabase = async () => {};
  let output = '';
  let port: number;
  let base: string;
  const jar = new Map<string, string>();
  const ids = { text: '', pdf: '', downloadPath: '', apiKey: '' };

  const alive = () => child.exitCode === null && child.signalCode === null;
  async function call(path: string, init: { method?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string> } = {}) {
    const headers = new Headers(init.headers);
    headers.set('origin', base);
    if (init.json !== undefined) headers.set('content-type', 'application/json');
    if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
    const res = await fetch(base + path, {
      method: init.method ?? (init.json !== undefined || init.body ? 'POST' : 'GET'),
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : init.body,
      redirect: 'manual',
    });
    for (const cookie of res.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const eq = pair!.indexOf('=');
      jar.set(pair!.slice(0, eq), pair!.slice(eq + 1));
    }
    return res;
  }
  async function ok<T>(res: Promise<Response>, status = 200): Promise<T> {
    const r = await res;
    if (r.status !== status) throw new Error(`${r.url}: ${r.status} ${await r.text()}`);
    return (await r.json()) as T;
  }

  beforeAll(async () => {
    smtp = await startSmtpCapture();
    // A slow language model, so a streamed answer is still running when its client leaves.
    llm = await startFakeLlmServer({ script: (req) => ({ text: answerFromFirstPassage(req), chunkSize: 6, delayMs: 5 }) });
    port = await freePort();
    base = `http://127.0.0.1:${port}`;
    const database: Record<string, string> = {};
    if (testDbKind === 'postgres') {
      const created = await createPostgresTestDatabase('abort');
      database.DATABASE_URL = created.url;
      dropDatabase = () => created.drop();
    } else {
      database.TEST_PGLITE_TEMPLATE = inject('pgliteTemplate');
    }
    // A built web app of two files: the SPA's assets are streamed from disk too (@hono/node-server's serveStatic).
    const webDist = mkdtempSync(join(tmpdir(), 'pw-abort-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), '<!doctype html><html><head><title>Propwise</title></head><body></body></html>');
    writeFileSync(join(webDist, 'assets', 'app.js'), `// ${'x'.repeat(512 * 1024)}\n`);
    child = spawn(process.execPath, ['--import', 'tsx', 'server/test/app-process.ts'], {
      env: {
        ...process.env,
        ...database,
        NODE_ENV: 'test',
        LOG_LEVEL: 'warn',
        PORT: String(port),
        PUBLIC_URL: base,
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-abort-')),
        SMTP_URL: smtp.url,
        LLM_BASE_URL: llm.baseUrl,
        AUTH_RATE_LIMIT_PER_MINUTE: '1000',
        WEB_DIST_DIR: webDist,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    for (const deadline = Date.now() + 60_000; !output.includes('app-process listening'); ) {
      if (Date.now() > deadline || !alive()) throw new Error(`the app did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }

    // A signed-in owner with a processed text document, a processed PDF, a download link and an API key.
    const email = `abort-${port}@example.com`;
    await ok(
      call('/api/auth/sign-up/email', { json: { name: 'Abort Tester', email, password: 'correct-horse-9', company: 'Oak Street', portfolioSize: '11-50' } }),
    );
    const link = new URL((await smtp.waitFor(email, /verify/i)).links.find((l) => l.includes('/api/auth/verify-email'))!);
    await call(link.pathname + link.search);
    await ok(call('/api/auth/sign-in/email', { json: { email, password: 'correct-horse-9' } }));
    const project = await ok<{ id: string }>(call('/api/app/projects', { json: { name: 'Oak Street' } }), 201);
    const upload = async (name: string, content: string | Buffer) => {
      const form = new FormData();
      form.append('project_id', project.id);
      form.append('file', new Blob([typeof content === 'string' ? content : new Uint8Array(content)]), name);
      return (await ok<{ id: string }>(call('/api/app/documents', { body: form }), 201)).id;
    };
    ids.text = await upload('unit-4b.txt', 'LEASE FOR UNIT 4B\n\nThe monthly rent for unit 4B is $2,400, payable on the first day of each month.\n');
    ids.pdf = await upload('harbor-lease.pdf', buildPdf([{ lines: ['HARBOR LANE LEASE', 'The tenant pays for water and electricity.'] }]));
    for (const id of [ids.text, ids.pdf]) {
      for (const deadline = Date.now() + 60_000; ; await new Promise((r) => setTimeout(r, 100))) {
        const doc = await ok<{ status: string }>(call(`/api/app/documents/${id}`));
        if (doc.status === 'processed') break;
        if (doc.status === 'failed' || Date.now() > deadline) throw new Error(`document ${id} is ${doc.status}`);
      }
    }
    ids.downloadPath = (await ok<{ url: string }>(call(`/api/app/documents/${ids.text}/download-link`, { method: 'POST' }))).url;
    ids.apiKey = (await ok<{ key: string }>(call('/api/app/api-keys', { json: { name: 'abort', permission: 'read' } }), 201)).key;
  }, 120_000);

  afterAll(async () => {
    if (child && alive()) child.kill('SIGKILL');
    await llm?.close();
    await smtp?.close();
    await dropDatabase();
  });

  it('keeps answering while clients drop downloads, page images, event streams, answers and web assets at every point', async () => {
    const cookie = [...jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const json = (body: unknown, extra: Record<string, string>) => ({
      method: 'POST',
      body: JSON.stringify(body),
      headers: { 'content-type': 'application/json', origin: base, ...extra },
    });
    const routes: Record<string, Call> = {
      download: { path: ids.downloadPath },
      webAsset: { path: '/assets/app.js' },
      pageImage: { path: `/api/app/documents/${ids.pdf}/pages/1/image`, headers: { cookie } },
      events: { path: '/api/app/events', headers: { cookie } },
      streamedAnswer: { path: '/api/app/queries/stream', ...json({ query: 'What is the monthly rent for unit 4B?' }, { cookie }) },
      publicAnswer: { path: '/api/v1/query', ...json({ query: 'What is the monthly rent for unit 4B?' }, { authorization: `Bearer ${ids.apiKey}` }) },
    };
    for (let round = 0; round < ROUNDS; round++) {
      await Promise.all(
        Object.entries(routes).flatMap(([name, route]) =>
          // The event stream never ends, so it is not read "to the end".
          abortPoints.filter((p) => !(name === 'events' && p === 'after-body')).map((point) => abortedCall(port, route, point, round % 5)),
        ),
      );
      const health = await fetch(`${base}/healthz`).catch((err: Error) => err);
      // Not `instanceof Response`: with vitest's isolate: false, a file that ran @hono/node-server's serve() earlier
      // in this worker replaced the global Response, and fetch's responses are no longer instances of it.
      if (health instanceof Error || !alive()) {
        const why = health instanceof Error ? `healthz: ${health.message} ${String(health.cause ?? '')}` : `exit ${child.exitCode ?? child.signalCode}`;
        throw new Error(`the server went down in round ${round} (${why}):\n${output}`);
      }
      expect(health.status).toBe(200);
      expect((await call(`/api/app/documents/${ids.text}`)).status).toBe(200);
    }
    // A whole download still arrives intact.
    const res = await fetch(base + ids.downloadPath);
    expect(await res.text()).toContain('monthly rent for unit 4B is $2,400');
    expect(output).not.toMatch(/ERR_INVALID_STATE|Uncaught|unhandled/i);
  }, 180_000);
});
