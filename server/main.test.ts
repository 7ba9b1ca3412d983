import { randomBytes } from 'node:crypto';
import { mkdtempSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { afterEach, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import { testDbKind } from './test/harness.js';
import { freePort, killServerProcesses, startServerProcess } from './test/server-process.js';

/** These tests run the real entry point (server/main.ts) as a child process, as `npm start` does. */

async function databaseUrlForThisProject(): Promise<string | undefined> {
  if (testDbKind !== 'postgres') return undefined;
  const serverUrl = inject('postgresUrl');
  const name = `main_${randomBytes(5).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`); // empty: the server must migrate it itself
  await admin.end();
  return serverUrl.replace(/\/postgres$/, `/${name}`);
}

afterEach(killServerProcesses);

const startServer = (env: Record<string, string>) => startServerProcess(env);

describe('server process', () => {
  it('refuses to start on bad configuration, naming the variable', async () => {
    const server = startServer({ PORT: 'not-a-port', DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-main-')) });
    expect(await server.exited).toBe(1);
    expect(server.output()).toContain('PORT');
  });

  it('migrates at start, logs structured lines, and finishes in-flight requests on SIGTERM', async () => {
    const port = await freePort();
    const databaseUrl = await databaseUrlForThisProject();
    const server = startServer({
      PORT: String(port),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-main-')),
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    });
    await server.waitFor(/Propwise is listening/, 60_000);

    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', database: databaseUrl ? 'postgres' : 'pglite' });

    // Every log line is one JSON object.
    await server.waitFor(/"path":"\/readyz"/);
    const lines = server
      .output()
      .trim()
      .split('\n')
      .filter((l) => l.startsWith('{'));
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();

    // An in-flight request to a handler that reads its body: the body is still arriving when SIGTERM comes,
    // so the response cannot exist yet; it must still be answered before the process exits.
    const inFlight = new Promise<{ status: number; body: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: '/api/auth/sign-in/email',
          headers: { 'content-type': 'application/json', 'content-length': '2', origin: `http://localhost:${port}` },
        },
        (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve({ status: res.statusCode!, body }));
        },
      );
      req.on('error', reject);
      req.write('{');
      setTimeout(() => {
        server.child.kill('SIGTERM');
        setTimeout(() => req.end('}'), 300);
      }, 200);
    });
    const answer = await inFlight;
    expect(answer.status).toBe(400); // sign-in with an empty body: answered with a validation error, not dropped
    expect(await server.exited).toBe(0);
    expect(server.output()).toContain('shutting down');
    expect(server.output()).toMatch(/"msg":"stopped"/);
  }, 90_000);
});
