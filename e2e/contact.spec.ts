import { expect, test, type Page } from '@playwright/test';
import { waitForEmail } from './support/mail';
import { appUrl } from './support/ports';
import { uniqueEmail } from './support/users';

const SALES_EMAIL = 'sales@propwise.local';

async function fill(page: Page, values: { name: string; email: string; company?: string; subject: string; message: string }) {
  await page.getByLabel('Name', { exact: true }).fill(values.name);
  await page.getByLabel('Email', { exact: true }).fill(values.email);
  if (values.company) await page.getByLabel('Company (optional)').fill(values.company);
  await page.getByLabel('Subject', { exact: true }).fill(values.subject);
  await page.getByLabel('Message', { exact: true }).fill(values.message);
}

test.describe('contact', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/contact');
  });

  test('shows how to get in touch', async ({ page }) => {
    await expect(page.getByRole('heading', { name: 'Get in Touch' })).toBeVisible();
    await expect(page.getByRole('link', { name: SALES_EMAIL })).toHaveAttribute('href', `mailto:${SALES_EMAIL}`);
    await expect(page.getByText('Mon-Fri 9am-6pm EST')).toBeVisible();
    await expect(page.getByText('Within one business day')).toBeVisible();
  });

  test('an empty form shows an error under each required field; typing clears it', async ({ page }) => {
    await page.getByRole('button', { name: 'Send Message' }).click();
    for (const message of ['Name is required', 'Email is required', 'Subject is required', 'Message is required']) {
      await expect(page.getByText(message)).toBeVisible();
    }
    await expect(page.getByLabel('Name', { exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByLabel('Company (optional)')).toHaveAttribute('aria-invalid', 'false');
    await page.getByLabel('Email', { exact: true }).fill('not-an-email');
    await expect(page.getByText('Email is required')).toBeHidden();
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Email is invalid')).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill('Rosa');
    await expect(page.getByText('Name is required')).toBeHidden();
  });

  test('a sent message reaches sales by email, then Send Another Message resets the form', async ({ page }) => {
    const sender = uniqueEmail('contact');
    const subject = `Demo request ${sender}`;
    await fill(page, { name: 'Rosa Díaz', email: sender, company: 'Maple Court Rentals', subject, message: 'Could we see a demo for our 40 units next week?' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText("Thank you! We'll respond within one business day.")).toBeVisible();

    const mail = await waitForEmail(SALES_EMAIL, new RegExp(subject.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
    expect(mail.text).toContain('Could we see a demo for our 40 units next week?');
    expect(mail.text).toContain('Maple Court Rentals');
    expect(mail.replyTo).toEqual([sender]);

    await page.getByRole('button', { name: 'Send Another Message' }).click();
    for (const label of ['Name', 'Subject', 'Message']) await expect(page.getByLabel(label, { exact: true })).toHaveValue('');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeEnabled();
  });

  test('a failed send says so and keeps what was typed', async ({ page }) => {
    await page.route('**/api/app/contact', (route) =>
      route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'An unexpected error occurred' } } }),
    );
    const values = { name: 'Sam Lee', email: uniqueEmail('fail'), subject: 'Pricing', message: 'What does Enterprise cost?' };
    await fill(page, values);
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: "We couldn't send your message" })).toBeVisible();
    await expect(page.getByLabel('Name', { exact: true })).toHaveValue(values.name);
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue(values.message);
  });

  test('the fourth message in an hour from one address is refused with a clear message', async ({ page }) => {
    const email = uniqueEmail('busy');
    for (let i = 0; i < 3; i++) {
      const res = await page.request.post('/api/app/contact', {
        headers: { origin: appUrl },
        data: { name: 'Busy', email, subject: `Try ${i}`, message: 'Hello' },
      });
      expect(res.status()).toBe(201);
    }
    await fill(page, { name: 'Busy', email, subject: 'Try 3', message: 'Hello again' });
    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByRole('alert').filter({ hasText: 'You can send 3 messages per hour' })).toBeVisible();
    await expect(page.getByLabel('Message', { exact: true })).toHaveValue('Hello again');
  });

  test('fits a phone screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/contact');
    await expect(page.getByRole('button', { name: 'Send Message' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
