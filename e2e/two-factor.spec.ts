import { expect, test } from '@playwright/test';
import { Secret, TOTP } from 'otpauth';
import { appUrl } from './support/ports.js';
import { signIn, signUpAndVerify } from './support/users.js';

const totpFor = (secret: string) => new TOTP({ secret: Secret.fromBase32(secret), digits: 6, period: 30 });

test('enable two-factor in Settings > Security, then sign in with a code from the authenticator', async ({ page }) => {
  const user = await signUpAndVerify(page);
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
  await page.getByLabel('Confirm your password').fill('wrong-password');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Password is incorrect')).toBeVisible();
  await page.getByLabel('Confirm your password').fill(user.password);
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  const secret = (await page.getByTestId('totp-secret').innerText()).replace(/\s+/g, '');
  expect(secret).toMatch(/^[A-Z2-7]+$/);
  const recoveryCodes = await page.getByRole('list', { name: 'Recovery codes' }).getByRole('listitem').allInnerTexts();
  expect(recoveryCodes.length).toBeGreaterThanOrEqual(8);

  await page.getByLabel('3. Enter the 6-digit code from the app').fill('000000');
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  // (A random code could be right by chance one time in a million; then the next assertion fails loudly.)
  await expect(page.getByText('That code is not valid')).toBeVisible();
  await page.getByLabel('3. Enter the 6-digit code from the app').fill(totpFor(secret).generate());
  await page.getByRole('button', { name: 'Verify and turn on' }).click();
  await expect(page.getByRole('button', { name: 'Disable two-factor authentication' })).toBeVisible();

  await page.request.post('/api/auth/sign-out', { headers: { origin: appUrl }, data: {} });
  await page.context().clearCookies();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/two-factor$/);
  await page.getByLabel('Authentication code').fill('123');
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page.getByText('The code is 6 digits')).toBeVisible();
  // Each code works once: the one that turned two-factor on is spent, so sign in with the next one.
  await page.getByLabel('Authentication code').fill(totpFor(secret).generate({ timestamp: Date.now() + 30_000 }));
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // A recovery code works once, too.
  await page.request.post('/api/auth/sign-out', { headers: { origin: appUrl }, data: {} });
  await page.context().clearCookies();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/two-factor$/);
  await page.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await page.getByLabel('Recovery code').fill(recoveryCodes[0]!);
  await page.getByRole('button', { name: 'Verify' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);

  // Turning it off with the password: the next sign-in needs no code.
  await page.goto('/settings/security');
  await page.getByRole('button', { name: 'Disable two-factor authentication' }).click();
  await page.getByLabel('Confirm your password').fill(user.password);
  await page.getByRole('button', { name: 'Disable', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Enable two-factor authentication' })).toBeVisible();
  await page.request.post('/api/auth/sign-out', { headers: { origin: appUrl }, data: {} });
  await page.context().clearCookies();
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('change password and manage sessions in Settings > Security', async ({ page, browser }) => {
  const user = await signUpAndVerify(page);
  // A second browser signed in as the same person.
  const other = await browser.newContext({
    userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 Version/17.0 Mobile/15E148 Safari/604.1',
  });
  const otherPage = await other.newPage();
  await signIn(otherPage, user.email, user.password);
  await expect(otherPage).toHaveURL(/\/dashboard$/);

  await page.goto('/settings/security');
  const sessions = page.getByRole('list', { name: 'Active sessions' }).getByRole('listitem');
  await expect(sessions).toHaveCount(2);
  await expect(sessions.filter({ hasText: 'This device' })).toHaveCount(1);
  await expect(sessions.filter({ hasText: 'Safari on iOS' })).toHaveCount(1);

  await page.getByRole('button', { name: 'Sign out other sessions' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out other sessions' }).click();
  await expect(sessions).toHaveCount(1);
  expect(await (await otherPage.request.get('/api/auth/get-session')).json()).toBeNull();

  await page.getByLabel('Current password').fill('not-it-at-all');
  await page.getByLabel('New password', { exact: true }).fill('changed-pass-9');
  await page.getByLabel('Confirm new password').fill('changed-pass-8');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Passwords do not match')).toBeVisible();
  await page.getByLabel('Confirm new password').fill('changed-pass-9');
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Current password is incorrect')).toBeVisible();
  await page.getByLabel('Current password').fill(user.password);
  await page.getByRole('button', { name: 'Update password' }).click();
  await expect(page.getByText('Password changed')).toBeVisible();

  await page.getByRole('button', { name: 'Sign out everywhere' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Sign out everywhere' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();

  await signIn(otherPage, user.email, user.password);
  await expect(otherPage.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await signIn(otherPage, user.email, 'changed-pass-9');
  await expect(otherPage).toHaveURL(/\/dashboard$/);
  await other.close();
});
