import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';

/** A free TCP port on loopback, for a server a test starts (the port is released before it is returned). */
export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
    srv.on('error', reject);
  });
}

/** A running `server/main.ts` child process: its exit code, its output so far, and a wait for a line in it. */
export interface ServerProcess {
  child: ChildProcess;
  exited: Promise<number | null>;
  output: () => string;
  /** Resolves once `pattern` appears in the output; throws when the process exits first or time runs out. */
  waitFor: (pattern: RegExp, timeoutMs?: number) => Promise<void>;
}

const started: ChildProcess[] = [];

/**
 * Runs the real entry point (server/main.ts) as `npm start` does, with `env` over the test's environment and any
 * `preload` modules imported first. Call killServerProcesses() after each test.
 */
export function startServerProcess(env: Record<string, string>, options: { preload?: string[] } = {}): ServerProcess {
  const imports = ['tsx', ...(options.preload ?? [])].flatMap((m) => ['--import', m]);
  const child = spawn(process.execPath, [...imports, 'server/main.ts'], {
    env: { ...process.env, NODE_ENV: 'test', LOG_LEVEL: 'info', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.push(child);
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const waitFor = async (pattern: RegExp, timeoutMs = 30_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!pattern.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`timed out waiting for ${pattern}:\n${output}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  return { child, exited, waitFor, output: () => output };
}

/** Kills every server process a test started that is still running. */
export function killServerProcesses() {
  for (const child of started.splice(0)) if (child.exitCode === null) child.kill('SIGKILL');
}
