import { randomBytes } from 'node:crypto';
import { readFileSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp } from '../app.js';
import { buildDeps, resolveEnv } from '../bootstrap.js';
import { openPglite, openPostgres, type DatabaseHandle } from '../db/client.js';
import { parseEnv } from '../env.js';
import { createLogger } from '../lib/logger.js';
import { startSmtpCapture } from './smtp-capture.js';

export const testDbKind = (process.env.TEST_DB ?? 'pglite') as 'pglite' | 'postgres';

/**
 * A fresh PostgreSQL database cloned from the migrated template, opened by URL: several pools or processes
 * can share it (e.g. two job workers, or a child process that is killed mid-job).
 */
export async function createPostgresTestDatabase(prefix = 't') {
  const serverUrl = inject('postgresUrl');
  const name = `${prefix}_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name} TEMPLATE propwise_template`);
  await admin.end();
  const url = serverUrl.replace(/\/postgres$/, `/${name}`);
  return {
    url,
    open: () => openPostgres(url),
    async drop() {
      const drop = new pg.Client({ connectionString: serverUrl });
      await drop.connect();
      // pool.end() resolves before its sockets have closed; dropping WITH (FORCE) then kills a closing
      // connection whose FATAL notice surfaces as an unhandled error. Let them go first (bounded).
      for (let i = 0; i < 40; i++) {
        const { rows } = await drop.query('select count(*)::int as n from pg_stat_activity where datname = $1', [name]);
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 50));
      }
      await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await drop.end();
    },
  };
}

/** A fresh database cloned from the migrated template of this vitest project. */
export async function openTestDatabase(): Promise<DatabaseHandle> {
  if (testDbKind === 'pglite') {
    const template = new Blob([readFileSync(inject('pgliteTemplate'))]);
    return openPglite({ loadDataDir: template });
  }
  const database = await createPostgresTestDatabase();
  const handle = await database.open();
  return {
    ...handle,
    async close() {
      await handle.close();
      await database.drop();
    },
  };
}

/** True when this project has no PostgreSQL server (local runs without it); CI always has one. */
export const postgresMissing = () => testDbKind === 'postgres' && !inject('postgresUrl');

/**
 * The real app on a fresh database, with mail going to a real SMTP server. `request` drives it in-process
 * (app.request) with a cookie jar per `as()` client, so tests exercise the same handlers as production.
 */
export async function createTestApp(envOverrides: Record<string, string> = {}) {
  const smtp = await startSmtpCapture();
  const database = await openTestDatabase();
  const env = resolveEnv(
    parseEnv({
      NODE_ENV: 'test',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'propwise-data-')),
      PUBLIC_URL: 'http://localhost:3000',
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'silent',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...envOverrides,
    }),
  );
  const deps = await buildDeps(env, { database, logger: createLogger('silent') });
  const app = createApp(deps);

  /** A client with its own cookie jar, like one browser. */
  function client() {
    const jar = new Map<string, string>();
    async function request(path: string, init: RequestInit & { json?: unknown } = {}) {
      const { json, ...rest } = init;
      const headers = new Headers(rest.headers);
      headers.set('origin', env.PUBLIC_URL);
      if (json !== undefined) headers.set('content-type', 'application/json');
      if (jar.size) headers.set('cookie', [...jar].map(([k, v]) => `${k}=${v}`).join('; '));
      const res = await app.request(path, { ...rest, headers, body: json !== undefined ? JSON.stringify(json) : rest.body });
      for (const cookie of res.headers.getSetCookie()) {
        const [pair] = cookie.split(';');
        const eq = pair!.indexOf('=');
        const name = pair!.slice(0, eq);
        const value = pair!.slice(eq + 1);
        if (value === '' || /max-age=0/i.test(cookie)) jar.delete(name);
        else jar.set(name, value);
      }
      return res;
    }
    return { request, jar, get: (p: string) => request(p), post: (p: string, json?: unknown) => request(p, { method: 'POST', json: json ?? {} }) };
  }

  /** Signs up, verifies the email through the captured message, and returns a signed-in client. */
  async function signUp(input: Partial<{ name: string; email: string; password: string; company: string; portfolioSize: string }> = {}) {
    const user = {
      name: 'Test Manager',
      email: `user-${randomBytes(4).toString('hex')}@example.com`,
      password: 'correct-horse-9',
      company: 'Oak Street Properties',
      portfolioSize: '11-50',
      ...input,
    };
    const c = client();
    const res = await c.post('/api/auth/sign-up/email', user);
    if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${await res.text()}`);
    const mail = await smtp.waitFor(user.email, /verify/i);
    const link = new URL(mail.links.find((l) => l.includes('/api/auth/verify-email'))!);
    await c.request(link.pathname + link.search);
    const signIn = await c.post('/api/auth/sign-in/email', { email: user.email, password: user.password });
    if (signIn.status !== 200) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
    return { ...user, client: c };
  }

  return {
    app,
    deps,
    env,
    smtp,
    client,
    signUp,
    async close() {
      await smtp.close();
      await deps.close(); // the app's state and workers, then the database
    },
  };
}
export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
