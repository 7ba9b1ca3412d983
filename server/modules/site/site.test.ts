import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('server basics', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers health and readiness probes', async () => {
    expect(await (await t.app.request('/healthz')).json()).toEqual({ status: 'ok' });
    const ready = await t.app.request('/readyz');
    expect(ready.status).toBe(200);
    expect(await ready.json()).toMatchObject({ status: 'ready', migrations: 'applied' });
  });

  it('sends security headers: CSP without unsafe-eval, nosniff, frame-ancestors; no HSTS over http', async () => {
    const res = await t.app.request('/healthz');
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain('unsafe-eval');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('sends HSTS when served over https', async () => {
    const https = await createTestApp({ PUBLIC_URL: 'https://propwise.example' });
    try {
      const res = await https.app.request('/healthz');
      expect(res.headers.get('strict-transport-security')).toContain('max-age=31536000');
    } finally {
      await https.close();
    }
  });

  it('redirects the home page to the waitlist in waitlist launch mode', async () => {
    const waitlist = await createTestApp({ LAUNCH_MODE: 'waitlist' });
    try {
      const res = await waitlist.app.request('/');
      expect(res.status).toBe(302);
      expect(res.headers.get('location')).toBe('/waitlist');
    } finally {
      await waitlist.close();
    }
    expect((await t.app.request('/')).status).not.toBe(302);
  });

  it('answers unknown API paths with the JSON error shape', async () => {
    const res = await t.app.request('/api/app/nope');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'No such endpoint' } });
  });

  it('exposes deployment config without secrets', async () => {
    const body = await (await t.app.request('/api/app/config')).json();
    expect(body).toMatchObject({ launchMode: 'live', signupApproval: 'auto', googleEnabled: false });
    expect(JSON.stringify(body)).not.toContain(t.env.AUTH_SECRET);
  });
});
