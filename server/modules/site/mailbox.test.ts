import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../db/schema/index.js';
import { EnvError, parseEnv } from '../../env.js';
import { freePort } from '../../test/server-process.js';
import { createTestApp, testDbKind, type TestApp } from '../../test/harness.js';

const resetLink = 'http://localhost:3000/reset-password/secret-token-123';
/** Bindings as @hono/node-server passes them, so getConnInfo sees this peer address. */
const from = (address: string) => ({
  incoming: { socket: { remoteAddress: address, remotePort: 50000, remoteFamily: address.includes(':') ? 'IPv6' : 'IPv4' } },
});

/** Every development route the app registers (GET), found by walking app.routes rather than listed by hand. */
function devRoutes(t: TestApp) {
  return [...new Set(t.app.routes.filter((r) => r.method === 'GET' && /\/dev\//.test(r.path)).map((r) => r.path))];
}

async function withApp(env: Record<string, string>, run: (t: TestApp) => Promise<void>) {
  const t = await createTestApp(env);
  try {
    await t.deps.db.insert(mailOutbox).values({ to: 'owner@example.com', subject: 'Reset your password', html: '', text: resetLink, links: [resetLink] });
    await run(t);
  } finally {
    await t.close();
  }
}

describe('development mailbox: open only where it is safe', () => {
  it('is closed in production: every dev route answers 404, even from loopback', async () => {
    await withApp({ NODE_ENV: 'production', ADMIN_EMAILS: 'boss@example.com' }, async (t) => {
      const routes = devRoutes(t);
      expect(routes).toContain('/api/app/dev/mailbox');
      for (const path of routes) {
        for (const peer of ['203.0.113.9', '127.0.0.1']) {
          const res = await t.app.request(path, {}, from(peer));
          expect(res.status, `${path} from ${peer}`).toBe(404);
          expect(await res.text()).not.toContain('secret-token');
        }
      }
    });
  });

  it('refuses DEV_MAILBOX=on in production at start-up, naming the variable', () => {
    expect(() => parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'on' })).toThrow(EnvError);
    expect(() => parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'true' })).toThrow(/DEV_MAILBOX/);
    expect(parseEnv({ NODE_ENV: 'production', DEV_MAILBOX: 'local' }).DEV_MAILBOX).toBe('local');
  });

  describe('by default (DEV_MAILBOX=local)', () => {
    let t: TestApp;
    let admin: Awaited<ReturnType<TestApp['signUp']>>;
    let someone: Awaited<ReturnType<TestApp['signUp']>>;
    beforeAll(async () => {
      t = await createTestApp({ ADMIN_EMAILS: 'boss@example.com' });
      await t.deps.db.insert(mailOutbox).values({ to: 'owner@example.com', subject: 'Reset your password', html: '', text: resetLink, links: [resetLink] });
      admin = await t.signUp({ email: 'boss@example.com' });
      someone = await t.signUp();
    });
    afterAll(() => t.close());

    it('refuses every dev route to a client on another machine, signed in or not', async () => {
      expect(t.env.DEV_MAILBOX).toBe('local');
      for (const path of devRoutes(t)) {
        for (const cookie of [undefined, [...someone.client.jar].map(([k, v]) => `${k}=${v}`).join('; ')]) {
          const res = await t.app.request(path, { headers: cookie ? { cookie } : {} }, from('203.0.113.9'));
          expect(res.status).toBe(403);
          expect(await res.text()).not.toContain('secret-token');
        }
      }
      // No socket address at all (an in-process request) is not local either.
      expect((await t.app.request('/api/app/dev/mailbox')).status).toBe(403);
    });

    it('does not take a proxied request for a local one', async () => {
      for (const header of ['x-forwarded-for', 'forwarded', 'x-real-ip']) {
        const res = await t.app.request('/api/app/dev/mailbox', { headers: { [header]: '127.0.0.1' } }, from('127.0.0.1'));
        expect(res.status, header).toBe(403);
      }
    });

    it('opens to a browser on the server itself', async () => {
      for (const peer of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
        const res = await t.app.request('/api/app/dev/mailbox', {}, from(peer));
        expect(res.status, peer).toBe(200);
        expect(((await res.json()) as { emails: { links: string[] }[] }).emails[0]!.links).toEqual([resetLink]);
      }
    });

    it('opens to a signed-in platform administrator from anywhere', async () => {
      const res = await admin.client.request('/api/app/dev/mailbox');
      expect(res.status).toBe(200);
      expect(await res.text()).toContain('secret-token');
    });
  });

  it('opens to anyone only when DEV_MAILBOX=on', async () => {
    await withApp({ DEV_MAILBOX: 'on' }, async (t) => {
      expect((await t.app.request('/api/app/dev/mailbox', {}, from('203.0.113.9'))).status).toBe(200);
    });
  });
});

describe('the real server, started as npm start does', () => {
  const children: ChildProcess[] = [];
  afterEach(() => children.splice(0).forEach((c) => c.exitCode === null && c.kill('SIGKILL')));
  const lanAddress = Object.values(networkInterfaces())
    .flat()
    .find((i) => i && !i.internal && i.family === 'IPv4')?.address;

  async function start(env: Record<string, string>) {
    const port = await freePort();
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      env: {
        ...process.env,
        NODE_ENV: 'development',
        LOG_LEVEL: 'info',
        HOST: '0.0.0.0',
        PORT: String(port),
        DATA_DIR: mkdtempSync(join(tmpdir(), 'pw-mailbox-')),
        SMTP_URL: '',
        DATABASE_URL: '',
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let output = '';
    child.stdout!.on('data', (d) => (output += d));
    child.stderr!.on('data', (d) => (output += d));
    const deadline = Date.now() + 60_000;
    while (!/Propwise is listening/.test(output)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`server did not start:\n${output}`);
      await new Promise((r) => setTimeout(r, 100));
    }
    return { port, output: () => output };
  }

  // One process suffices: the start-up path does not depend on the database kind.
  it.skipIf(testDbKind !== 'pglite')(
    'says how email is delivered, and a default start keeps the mailbox from other machines',
    async () => {
      const server = await start({});
      expect(server.output()).toMatch(/Email is not sent \(no SMTP_URL\).*\/dev\/mailbox in a browser on this machine/);
      expect((await fetch(`http://127.0.0.1:${server.port}/api/app/dev/mailbox`)).status).toBe(200);
      if (lanAddress) {
        const remote = await fetch(`http://${lanAddress}:${server.port}/api/app/dev/mailbox`);
        expect(remote.status).toBe(403);
      }
    },
    90_000,
  );

  it.skipIf(testDbKind !== 'pglite')(
    'a production start serves no development route',
    async () => {
      const server = await start({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail.example.com:587' });
      expect(server.output()).toMatch(/Email is sent over SMTP through mail\.example\.com:587/);
      expect(server.output()).not.toContain('dev/mailbox');
      for (const host of ['127.0.0.1', ...(lanAddress ? [lanAddress] : [])]) {
        expect((await fetch(`http://${host}:${server.port}/api/app/dev/mailbox`)).status).toBe(404);
      }
    },
    90_000,
  );
});
