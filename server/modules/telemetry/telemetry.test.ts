import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { MAX_REPORTED_PATH } from './telemetry.routes.js';

describe('telemetry: not-found reports', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('logs the path the 404 page reports', async () => {
    const warn = vi.spyOn(t.deps.logger, 'warn');
    const res = await t.client().request('/api/app/telemetry/not-found', {
      method: 'POST',
      json: { path: '/pricing-old?ref=mail' },
      headers: { referer: 'http://localhost:3000/blog' },
    });
    expect(res.status).toBe(204);
    expect(warn).toHaveBeenCalledWith({ path: '/pricing-old?ref=mail', referrer: 'http://localhost:3000/blog', source: 'client' }, 'page not found');
    warn.mockRestore();
  });

  it('refuses paths that are not site-relative, too long, or carry control characters, and logs nothing', async () => {
    const warn = vi.spyOn(t.deps.logger, 'warn');
    for (const path of ['', 'no-slash', '//evil.example/x', '/a\nforged log line', `/${'a'.repeat(MAX_REPORTED_PATH)}`, 42]) {
      const res = await t.client().post('/api/app/telemetry/not-found', { path });
      expect(res.status, JSON.stringify(path)).toBe(400);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe('invalid_input');
    }
    const huge = await t.client().post('/api/app/telemetry/not-found', { path: `/${'b'.repeat(5000)}` });
    expect(huge.status).toBe(413);
    expect(warn.mock.calls.filter(([, msg]) => msg === 'page not found')).toHaveLength(0);
    warn.mockRestore();
  });
});
