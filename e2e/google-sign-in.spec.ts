import { expect, test, type Page } from '@playwright/test';
import { oidcIssuer } from './support/ports.js';
import { uniqueEmail } from './support/users.js';

/** Goes from our sign-in page to the OpenID provider's login screen (standing in for Google). */
async function startGoogle(page: Page, email: string) {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await page.waitForURL((url) => url.href.startsWith(oidcIssuer));
  await page.locator('input[name="login"]').fill(email);
  await page.locator('input[name="password"]').fill('any-password');
  await page.getByRole('button', { name: 'Sign-in' }).click();
}

test('Continue with Google signs a new person in, with their own workspace', async ({ page }) => {
  const email = uniqueEmail('google');
  await startGoogle(page, email);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/localhost:\d+\/dashboard$/);
  const session = await (await page.request.get('/api/auth/get-session')).json();
  expect(session.user).toMatchObject({ email, emailVerified: true });
  expect(session.session.activeOrganizationId).toBeTruthy();
  const { workspaces } = await (await page.request.get('/api/app/workspaces')).json(); // the auth library's organization list is closed
  expect(workspaces).toHaveLength(1);
  expect(workspaces[0].id).toBe(session.session.activeOrganizationId);
});

test('cancelling at Google comes back to sign-in with the Google error', async ({ page }) => {
  await startGoogle(page, uniqueEmail('google-cancel'));
  await page.getByRole('link', { name: '[ Cancel ]' }).click();
  await expect(page).toHaveURL(/\/sign-in\?error=/);
  await expect(page.getByRole('alert').filter({ hasText: 'An unexpected error occurred with Google sign in' })).toBeVisible();
  expect(await (await page.request.get('/api/auth/get-session')).json()).toBeNull();
});

test('without Google credentials the button says so instead of failing', async ({ page }) => {
  await page.route('**/api/app/config', async (route) => {
    const response = await route.fetch();
    await route.fulfill({ response, json: { ...(await response.json()), googleEnabled: false } });
  });
  for (const path of ['/sign-in', '/sign-up']) {
    await page.goto(path);
    await expect(page.getByRole('button', { name: 'Google sign-in is not configured' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Continue with Google' })).toHaveCount(0);
  }
});
