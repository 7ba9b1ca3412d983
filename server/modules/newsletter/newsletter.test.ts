import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterMessages } from '../../../common/newsletter.js';
import { newsletterSubscribers } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('newsletter', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const countFor = async (email: string) =>
    (await t.deps.db.select().from(newsletterSubscribers).where(sql`lower(${newsletterSubscribers.email}) = ${email.toLowerCase()}`)).length;

  it('stores a new address and sends the confirmation email', async () => {
    const res = await t.client().post('/api/app/newsletter', { email: '  reader@example.com ' });
    expect(res.status).toBe(201);
    expect(await res.json()).toEqual({ status: 'subscribed', confirmationSent: true });
    expect(await countFor('reader@example.com')).toBe(1);
    const mail = await t.smtp.waitFor('reader@example.com', /newsletter/i);
    expect(mail.text).toContain('Thanks for subscribing');
    expect(mail.html).toContain('Propwise');
  });

  it('treats the same address in another letter case as already subscribed, without a second email', async () => {
    const res = await t.client().post('/api/app/newsletter', { email: 'Reader@Example.COM' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ status: 'already_subscribed', confirmationSent: false });
    expect(await countFor('reader@example.com')).toBe(1);
    await new Promise((r) => setTimeout(r, 200));
    expect(t.smtp.messages.filter((m) => m.to.includes('reader@example.com'))).toHaveLength(1);
  });

  it('rejects an invalid or missing address with 400 and a clear message', async () => {
    const bad = await t.client().post('/api/app/newsletter', { email: 'not-an-email' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toMatchObject({ error: { code: 'invalid_input', field: 'email', message: newsletterMessages.emailInvalid } });
    const empty = await t.client().post('/api/app/newsletter', { email: '   ' });
    expect(empty.status).toBe(400);
    expect(await empty.json()).toMatchObject({ error: { message: newsletterMessages.emailRequired } });
    const missing = await t.client().post('/api/app/newsletter', {});
    expect(missing.status).toBe(400);
    expect(await countFor('not-an-email')).toBe(0);
  });
});
