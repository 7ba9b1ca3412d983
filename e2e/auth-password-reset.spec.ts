import { expect, test } from '@playwright/test';
import { linkIn, waitForEmail } from './support/mail.js';
import { signIn, signUpAndVerify } from './support/users.js';

test('forgot password sends a single-use link; the new password works and the old one stops working', async ({ page, browser }) => {
  const setup = await browser.newContext();
  const user = await signUpAndVerify(await setup.newPage());
  await setup.close();

  await page.goto('/sign-in');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await page.getByLabel('Email').fill(user.email);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(user.email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to sign in' })).toHaveAttribute('href', '/sign-in');
  await page.getByRole('button', { name: 'try again' }).click();
  await expect(page.getByLabel('Email')).toBeVisible();

  const mail = await waitForEmail(user.email, /reset/i);
  const link = linkIn(mail, '/reset-password');
  await page.goto(link);
  await expect(page).toHaveURL(/\/reset-password\?token=/);
  await page.getByLabel('New password', { exact: true }).fill('fresh-start-77');
  await page.getByLabel('Confirm new password').fill('fresh-start-78');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('fresh-start-77');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('heading', { name: 'Password updated' })).toBeVisible();

  await signIn(page, user.email, user.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await page.getByLabel('Password', { exact: true }).fill('fresh-start-77');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // The link was used up.
  await page.context().clearCookies();
  await page.goto(link);
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/forgot-password');
});

test('a reset page without a valid token says so', async ({ page }) => {
  await page.goto('/reset-password?token=not-a-real-token');
  await page.getByLabel('New password', { exact: true }).fill('whatever-123');
  await page.getByLabel('Confirm new password').fill('whatever-123');
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired' })).toBeVisible();
  await page.goto('/reset-password');
  await expect(page.getByRole('alert').filter({ hasText: 'This password reset link is invalid or has expired' })).toBeVisible();
});

test('the reset request looks the same for an address without an account', async ({ page }) => {
  await page.goto('/forgot-password');
  await page.getByLabel('Email').fill('nobody-here@example.com');
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText('nobody-here@example.com')).toBeVisible();
});
