/**
 * The app in this process for the lease benchmark: a signed-in owner (signed up through better-auth, the address
 * marked verified in the database instead of following the emailed link) whose cookie the dashboard's /api/app
 * routes take, and an API key for POST /api/v1/query. Requests go through app.request: the whole server stack
 * (middleware, session or key check, validation, the service, JSON) without a socket, so a request's time here is
 * the server's time.
 */
import { eq } from 'drizzle-orm';
import type { createApp } from '../../server/app.js';
import { user } from '../../server/db/schema/index.js';
import type { AppDeps } from '../../server/deps.js';
import { createApiKey } from '../../server/modules/api-keys/api-keys.service.js';

type App = ReturnType<typeof createApp>;

export interface BenchAccount {
  email: string;
  password: string;
}

export interface BenchClient {
  account: BenchAccount;
  workspaceId: string;
  userId: string;
  /** GET with the owner's session; resolves to the parsed body and the time in the app (ms). */
  get(path: string): Promise<{ body: unknown; ms: number }>;
  /** A write through the web app's API with the owner's session (PATCH, POST, PUT, DELETE). */
  send(method: string, path: string, json: unknown): Promise<unknown>;
  /** POST /api/v1/query with the workspace's key. */
  ask(query: string): Promise<{ body: { route: string; took_ms: number; answer: string }; ms: number; appMs: number }>;
}

/** The owner of a new workspace, or, with `account`, the owner kept from an earlier run signed in again. */
export async function benchClient(app: App, deps: AppDeps, account?: BenchAccount): Promise<BenchClient> {
  const origin = deps.env.PUBLIC_URL;
  const { email, password } = account ?? { email: `owner-${Date.now()}@bench.invalid`, password: 'bench-password-1' };
  const post = (path: string, json: unknown, cookie = '') =>
    app.request(path, {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json', cookie, 'x-propwise-client-ip': '127.0.0.1' },
      body: JSON.stringify(json),
    });
  if (!account) {
    const signUp = await post('/api/auth/sign-up/email', { name: 'Bench Owner', email, password, company: 'Bench Properties', portfolioSize: '500+' });
    if (!signUp.ok) throw new Error(`sign-up failed: ${signUp.status} ${await signUp.text()}`);
    await deps.db.update(user).set({ emailVerified: true }).where(eq(user.email, email));
  }
  const signIn = await post('/api/auth/sign-in/email', { email, password });
  if (!signIn.ok) throw new Error(`sign-in failed: ${signIn.status} ${await signIn.text()}`);
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .join('; ');

  const get = async (path: string) => {
    const started = performance.now();
    const res = await app.request(path, { headers: { origin, cookie } });
    const body = await res.json();
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`${path}: ${res.status} ${JSON.stringify(body)}`);
    return { body, ms };
  };
  const send = async (method: string, path: string, json: unknown) => {
    const res = await app.request(path, { method, headers: { origin, cookie, 'content-type': 'application/json' }, body: JSON.stringify(json) });
    const body = res.status === 204 ? null : await res.json();
    if (!res.ok) throw new Error(`${method} ${path}: ${res.status} ${JSON.stringify(body)}`);
    return body;
  };
  const workspace = (await get('/api/app/workspaces/current')).body as { id: string };
  const [owner] = await deps.db.select({ id: user.id }).from(user).where(eq(user.email, email));
  const key = await createApiKey(deps, { workspaceId: workspace.id, userId: owner!.id }, { name: 'lease bench', permission: 'read' });

  const ask = async (query: string) => {
    const started = performance.now();
    const res = await app.request('/api/v1/query', {
      method: 'POST',
      headers: { authorization: `Bearer ${key.key}`, 'content-type': 'application/json' },
      body: JSON.stringify({ query }),
    });
    const body = (await res.json()) as { route: string; took_ms: number; answer: string };
    const ms = performance.now() - started;
    if (!res.ok) throw new Error(`query failed: ${res.status} ${JSON.stringify(body)}`);
    const appMs = Number(/app;dur=([\d.]+)/.exec(res.headers.get('server-timing') ?? '')?.[1] ?? NaN);
    return { body, ms, appMs };
  };
  return { account: { email, password }, workspaceId: workspace.id, userId: owner!.id, get, send, ask };
}
