import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { linkIn, waitForEmail } from './mail.js';
import { appUrl } from './ports.js';

export const uniqueEmail = (prefix = 'pm') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export interface TestUser {
  name: string;
  email: string;
  password: string;
  company: string;
}

/**
 * A new verified account, signed in on /dashboard: the sign-up request the form sends (auth-sign-up.spec.ts tests
 * the form itself), then the real verification email's link, opened in the browser. Skipping the form's two page
 * loads matters: nearly every flow starts here, and page loads are most of what the browser tests cost.
 */
export async function signUpAndVerify(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = { name: 'Dana Manager', email: uniqueEmail(), password: 'lease-ready-42', company: 'Maple Court Rentals', ...overrides };
  const res = await page.request.post('/api/auth/sign-up/email', {
    headers: { origin: appUrl },
    data: { name: user.name, email: user.email, password: user.password, company: user.company, portfolioSize: '11-50', callbackURL: '/dashboard' },
  });
  expect(res.ok(), await res.text()).toBe(true);
  const email = await waitForEmail(user.email, /verify/i);
  await page.goto(linkIn(email, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/dashboard/);
  return user;
}

export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
}
