import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages } from '../../db/schema/index.js';
import { createTestApp, type TestApp } from '../../test/harness.js';

describe('contact form', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const valid = {
    name: 'Rosa Díaz',
    email: 'rosa@maple-court.example',
    company: 'Maple Court Rentals',
    subject: 'Demo for 40 units',
    message: 'Could we see a demo next week?',
  };
  const send = (body: unknown) => t.client().post('/api/app/contact', body);

  it.each([
    ['name', { name: '' }, 'Name is required'],
    ['name', { name: '   ' }, 'Name is required'],
    ['email', { email: '' }, 'Email is required'],
    ['email', { email: 'rosa-at-example' }, 'Email is invalid'],
    ['subject', { subject: '' }, 'Subject is required'],
    ['message', { message: undefined }, 'Message is required'],
    ['message', { message: 'x'.repeat(5001) }, 'Message must be at most 5000 characters'],
  ])('rejects a bad %s with 400 naming the field', async (field, patch, message) => {
    const res = await send({ ...valid, ...patch });
    expect(res.status).toBe(400);
    expect(await res.json()).toMatchObject({ error: { code: 'invalid_input', field, message } });
  });

  it('reports every bad field at once', async () => {
    const res = await send({});
    const body = (await res.json()) as { error: { fields: Record<string, string> } };
    expect(body.error.fields).toEqual({ name: 'Name is required', email: 'Email is required', subject: 'Subject is required', message: 'Message is required' });
  });

  it('stores the message and emails it to SALES_EMAIL with reply-to set to the sender', async () => {
    const res = await send({ ...valid, name: '  Rosa Díaz ' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const rows = await t.deps.db.select().from(contactMessages).where(sql`${contactMessages.id} = ${id}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ name: 'Rosa Díaz', email: valid.email, company: valid.company, subject: valid.subject, message: valid.message });

    const mail = await t.smtp.waitFor(t.env.SALES_EMAIL, /Demo for 40 units/);
    expect(t.env.SALES_EMAIL).toBe('sales@propwise.local');
    expect(mail.replyTo).toEqual([valid.email]);
    expect(mail.text).toContain('Could we see a demo next week?');
    expect(mail.text).toContain('Maple Court Rentals');
  });

  it('accepts a message without a company', async () => {
    const res = await send({ ...valid, email: 'no-company@example.com', company: '', subject: 'No company here' });
    expect(res.status).toBe(201);
    const { id } = (await res.json()) as { id: string };
    const [row] = await t.deps.db.select().from(contactMessages).where(sql`${contactMessages.id} = ${id}`);
    expect(row!.company).toBeNull();
    const { company: _omitted, ...withoutCompany } = valid;
    expect((await send({ ...withoutCompany, email: 'no-company-2@example.com' })).status).toBe(201);
  });

  it('allows three messages per address per hour, then answers 429 with Retry-After', async () => {
    const email = 'Busy.Sender@example.com';
    for (let i = 0; i < 3; i++) expect((await send({ ...valid, email: i === 1 ? email.toLowerCase() : email, subject: `Try ${i}` })).status).toBe(201);
    const limited = await send({ ...valid, email: email.toUpperCase(), subject: 'Try 3' });
    expect(limited.status).toBe(429);
    const retryAfter = Number(limited.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(3500);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await limited.json()).toMatchObject({ error: { code: 'rate_limited', message: expect.stringContaining('Please try again in 60 minutes') } });
    // another sender is unaffected
    expect((await send({ ...valid, email: 'calm.sender@example.com' })).status).toBe(201);
  });

  it('counts only the last hour towards the limit', async () => {
    const email = 'returning@example.com';
    await t.deps.db.insert(contactMessages).values(Array.from({ length: 3 }, () => ({ ...valid, email, createdAt: new Date(Date.now() - 61 * 60_000) })));
    expect((await send({ ...valid, email })).status).toBe(201);
  });

  it('publishes the sales email, and the phone only when CONTACT_PHONE is set', async () => {
    expect(await (await t.app.request('/api/app/config')).json()).toMatchObject({ salesEmail: 'sales@propwise.local', contactPhone: null });
    const withPhone = await createTestApp({ CONTACT_PHONE: '+1 (617) 555-0142', SALES_EMAIL: 'deals@example.com' });
    try {
      expect(await (await withPhone.app.request('/api/app/config')).json()).toMatchObject({
        salesEmail: 'deals@example.com',
        contactPhone: '+1 (617) 555-0142',
      });
    } finally {
      await withPhone.close();
    }
  });

  it('when the email to sales cannot be sent, answers 500 and does not keep the message (so a retry is not rate-limited)', async () => {
    const broken = await createTestApp({ SMTP_URL: 'smtp://127.0.0.1:1' });
    try {
      const res = await broken.client().post('/api/app/contact', valid);
      expect(res.status).toBe(500);
      expect(await res.json()).toMatchObject({ error: { code: 'internal', message: expect.stringContaining('try again') } });
      expect(await broken.deps.db.select().from(contactMessages)).toHaveLength(0);
    } finally {
      await broken.close();
    }
  });
});
