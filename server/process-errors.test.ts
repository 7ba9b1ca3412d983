import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKind } from './test/harness.js';

/**
 * What the server process (server/main.ts) does with an error that escapes everything else (decision 0019): a stray
 * promise rejection is logged and the server keeps serving; an uncaught exception is logged, in-flight requests
 * finish, and the process exits 1 so that its supervisor starts a clean one. Process behaviour does not depend
 * on the database, so this runs on PGlite only.
 */

async function freePort() {
  return new Promise<number>((resolve) => {
    const srv = createServer().listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
});

async function startServer() {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--import', './server/test/process-fault.ts', 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-fault-')) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 60_000) => {
    for (const deadline = Date.now() + timeoutMs; !pattern.test(output); await new Promise((r) => setTimeout(r, 50))) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
    }
  };
  await waitFor(/Propwise is listening/);
  return { child, port, exited, waitFor, output: () => output };
}

describe.skipIf(testDbKind === 'postgres')('errors outside any request', () => {
  it('keeps serving after a stray promise rejection; after an uncaught exception it shuts down cleanly and exits 1', async () => {
    const server = await startServer();
    const logLines = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { level: number; msg: string; err?: { message: string } });

    server.child.kill('SIGUSR2');
    await server.waitFor(/"msg":"unhandled promise rejection"/);
    expect(logLines().find((l) => l.msg === 'unhandled promise rejection')).toMatchObject({ level: 50, err: { message: 'a stray rejection from the test' } });
    expect((await fetch(`http://127.0.0.1:${server.port}/healthz`)).status).toBe(200);

    server.child.kill('SIGUSR2');
    expect(await server.exited).toBe(1);
    expect(logLines().find((l) => l.msg.startsWith('uncaught exception'))).toMatchObject({
      level: 60,
      err: { message: 'an uncaught exception from the test' },
    });
    expect(logLines().at(-1)!.msg).toBe('stopped'); // drained and closed, not cut off
  }, 120_000);
});
