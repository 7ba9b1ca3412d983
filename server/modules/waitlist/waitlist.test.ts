import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('waitlist', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const join = (email: unknown) => t.client().post('/api/app/waitlist', { email });
  const count = async () => ((await (await t.client().get('/api/app/waitlist/count')).json()) as { count: number }).count;

  it('stores a trimmed address, returns its position and sends a confirmation email', async () => {
    const before = await count();
    const res = await join('  First.Person@Example.com ');
    expect(res.status).toBe(201);
    const { position, confirmationSent } = (await res.json()) as { position: number; confirmationSent: boolean };
    expect(position).toBe(before + 1);
    expect(confirmationSent).toBe(true);
    expect(await count()).toBe(before + 1);
    const mail = await t.smtp.waitFor('first.person@example.com', /waitlist/i);
    expect(mail.text).toContain(`#${position}`);
  });

  it('refuses the same address in another case or with spaces as a conflict, without using a position', async () => {
    const before = await count();
    const dup = await join('FIRST.person@example.COM  ');
    expect(dup.status).toBe(409);
    expect(await dup.json()).toEqual({ error: { code: 'conflict', message: 'This email is already on the waitlist!', field: 'email' } });
    expect(await count()).toBe(before);
    const next = (await (await join('after-dup@example.com')).json()) as { position: number };
    expect(next.position).toBe(before + 1);
  });

  it('rejects a missing or malformed address with 400 and a clear message', async () => {
    const empty = await join('   ');
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { code: 'invalid_input', field: 'email', message: 'Please enter your email address.' } });
    const bad = await join('not-an-email');
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_input', field: 'email', message: 'Please enter a valid email address.' } });
    expect((await join(undefined)).status).toBe(400);
  });

  it('gives 50 concurrent joins 50 distinct consecutive positions, even with duplicates racing among them', async () => {
    const start = await count();
    const emails = Array.from({ length: 50 }, (_, i) => `racer-${i}@example.com`);
    // duplicates of the first ten race alongside: they must fail without burning a position
    const dupes = emails.slice(0, 10).map((e) => e.toUpperCase());
    const results = await Promise.all([...emails, ...dupes].map((e) => join(e)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(50);
    expect(statuses.filter((s) => s === 409)).toHaveLength(10);
    const positions = await Promise.all(results.filter((r) => r.status === 201).map(async (r) => ((await r.json()) as { position: number }).position));
    expect(positions.sort((a, b) => a - b)).toEqual(Array.from({ length: 50 }, (_, i) => start + i + 1));
    expect(await count()).toBe(start + 50);
    const after = (await (await join('after-race@example.com')).json()) as { position: number };
    expect(after.position).toBe(start + 51);
  });

  it('keeps the place and says so when the confirmation email cannot be sent', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await broken.client().post('/api/app/waitlist', { email: 'no-mail@example.com' });
      expect(res.status).toBe(201);
      expect(await res.json()).toEqual({ position: 1, confirmationSent: false });
      expect(await (await broken.client().get('/api/app/waitlist/count')).json()).toEqual({ count: 1 });
    } finally {
      await broken.close();
    }
  });
});
