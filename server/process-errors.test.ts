import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { testDbKind } from './test/harness.js';
import { freePort, killServerProcesses, startServerProcess } from './test/server-process.js';

/**
 * What the server process (server/main.ts) does with an error that escapes everything else (decision 0019): a stray
 * promise rejection is logged and the server keeps serving; an uncaught exception is logged, in-flight requests
 * finish, and the process exits 1 so that its supervisor starts a clean one. Process behaviour does not depend
 * on the database, so this runs on PGlite only.
 */

afterEach(killServerProcesses);

async function startServer() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), 'pw-fault-'));
  const server = startServerProcess({ PORT: String(port), DATA_DIR: dataDir }, { preload: ['./server/test/process-fault.ts'] });
  await server.waitFor(/Propwise is listening/, 60_000);
  return { ...server, port };
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
