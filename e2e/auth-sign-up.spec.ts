import { expect, test } from '@playwright/test';
import { linkIn, waitForEmail } from './support/mail.js';
import { signUpAndVerify, uniqueEmail } from './support/users.js';

test('sign-up shows each validation message, clears it on edit, then creates the account and verifies by email', async ({ page }) => {
  await page.goto('/sign-up');
  const submit = page.getByRole('button', { name: 'Create Account' });
  await expect(submit).toBeDisabled();

  const terms = page.getByRole('checkbox', { name: /terms/i });
  await terms.check();
  await expect(submit).toBeEnabled();
  await terms.uncheck();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await expect(submit).toBeDisabled();
  await terms.check();
  await expect(page.getByText('You must accept the terms and conditions')).toBeHidden();

  await submit.click();
  for (const message of ['Name is required', 'Email is required', 'Company is required', 'Portfolio size is required', 'Password is required']) {
    await expect(page.getByText(message, { exact: true })).toBeVisible();
  }
  await expect(page).toHaveURL(/\/sign-up$/);

  // Editing a field clears only its own error.
  await page.getByLabel('Full Name').fill('Dana Manager');
  await expect(page.getByText('Name is required')).toBeHidden();
  await expect(page.getByText('Email is required')).toBeVisible();

  await page.getByLabel('Email').fill('not-an-email');
  await page.getByLabel('Company').fill('Maple Court Rentals');
  await page.getByLabel('Portfolio Size').selectOption('51-200');
  await page.getByLabel('Password', { exact: true }).fill('abc');
  await submit.click();
  await expect(page.getByText('Email is invalid')).toBeVisible();
  await expect(page.getByText('Password must be at least 6 characters')).toBeVisible();
  await expect(page.getByText('Company is required')).toBeHidden();
  await expect(page.getByText('Portfolio size is required')).toBeHidden();

  // Show/hide reveals the password without taking the field's label.
  await page.getByRole('button', { name: 'Show password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'text');
  await page.getByRole('button', { name: 'Hide password' }).click();
  await expect(page.getByLabel('Password', { exact: true })).toHaveAttribute('type', 'password');

  const email = uniqueEmail('signup');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('lease-ready-42');
  await expect(page.getByText('Email is invalid')).toBeHidden();
  await submit.click();

  await expect(page).toHaveURL(/\/sign-up-success/);
  await expect(page.getByRole('heading', { name: 'Check your email' })).toBeVisible();
  await expect(page.getByText(email)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Schedule Demo Call' })).toHaveAttribute('href', '/contact');
  await expect(page.getByRole('link', { name: 'Return to Homepage' })).toHaveAttribute('href', '/');
  await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);

  // Signing in before verifying is refused, with a way to get a new link.
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('lease-ready-42');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert').filter({ hasText: /verify your email/i })).toBeVisible();
  await page.getByRole('button', { name: 'Resend verification email' }).click();
  await expect(page.getByText(`We sent a new verification link to ${email}`)).toBeVisible();

  const mail = await waitForEmail(email, /verify/i);
  await page.goto(linkIn(mail, '/api/auth/verify-email'));
  await expect(page).toHaveURL(/\/dashboard$/);
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user).toMatchObject({ email, name: 'Dana Manager', company: 'Maple Court Rentals', portfolioSize: '51-200', emailVerified: true });
});

test('a duplicate email shows a clear banner; the server error clears when a field is edited', async ({ page, browser }) => {
  const other = await browser.newContext();
  const existing = await signUpAndVerify(await other.newPage());
  await other.close();

  await page.goto('/sign-up');
  await page.getByLabel('Full Name').fill('Second Person');
  await page.getByLabel('Email').fill(existing.email);
  await page.getByLabel('Company').fill('Another Company');
  await page.getByLabel('Portfolio Size').selectOption('1-10');
  await page.getByLabel('Password', { exact: true }).fill('another-pass-1');
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  const banner = page.getByRole('alert').filter({ hasText: 'An account with this email already exists' });
  await expect(banner).toBeVisible();
  await expect(page).toHaveURL(/\/sign-up$/);
  await page.getByLabel('Company').fill('Another Company Ltd');
  await expect(banner).toBeHidden();
});

test('an unexpected server failure shows the generic message', async ({ page }) => {
  await page.route('**/api/auth/sign-up/email', (route) => route.fulfill({ status: 500, contentType: 'text/plain', body: 'boom' }));
  await page.goto('/sign-up');
  await page.getByLabel('Full Name').fill('Dana Manager');
  await page.getByLabel('Email').fill(uniqueEmail());
  await page.getByLabel('Company').fill('Maple Court Rentals');
  await page.getByLabel('Portfolio Size').selectOption('11-50');
  await page.getByLabel('Password', { exact: true }).fill('lease-ready-42');
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'An unexpected error occurred' })).toBeVisible();
});

test('the terms checkbox links to the terms and privacy pages', async ({ page }) => {
  await page.goto('/sign-up');
  await expect(page.getByRole('main').getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms');
  await expect(page.getByRole('main').getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
});
