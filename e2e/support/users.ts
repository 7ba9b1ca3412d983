import { randomBytes } from 'node:crypto';
import { expect, type Page } from '@playwright/test';
import { linkIn, waitForEmail } from './mail.js';

export const uniqueEmail = (prefix = 'pm') => `${prefix}-${randomBytes(4).toString('hex')}@example.com`;

export interface TestUser {
  name: string;
  email: string;
  password: string;
  company: string;
}

/** Signs up through the real form, verifies through the real email, and lands signed in on /dashboard. */
export async function signUpAndVerify(page: Page, overrides: Partial<TestUser> = {}): Promise<TestUser> {
  const user: TestUser = { name: 'Dana Manager', email: uniqueEmail(), password: 'lease-ready-42', company: 'Maple Court Rentals', ...overrides };
  await page.goto('/sign-up');
  await page.getByLabel('Full Name').fill(user.name);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Company').fill(user.company);
  await page.getByLabel('Portfolio Size').selectOption('11-50');
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/sign-up-success/);
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
