import { expect, test, type Page } from '@playwright/test';
import { appUrl } from './support/ports.js';
import { signIn, signUpAndVerify, type TestUser } from './support/users.js';

const SESSION_COOKIE = 'propwise.session_token';

async function signOut(page: Page) {
  const res = await page.request.post('/api/auth/sign-out', { headers: { origin: appUrl }, data: {} });
  expect(res.ok()).toBe(true);
}

let user: TestUser;
test.beforeAll(async ({ browser }) => {
  const page = await browser.newPage();
  user = await signUpAndVerify(page);
  await page.close();
});

test('wrong password shows the banner; the right one goes to the dashboard', async ({ page }) => {
  await page.goto('/sign-in');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email is required')).toBeVisible();
  await expect(page.getByText('Password is required')).toBeVisible();

  await signIn(page, user.email, 'not-my-password');
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in/);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await expect(page.getByRole('alert').filter({ hasText: 'Invalid email or password' })).toBeHidden();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
});

test('the sign-in page links to password reset, sign-up, terms and privacy; Google is offered', async ({ page }) => {
  await page.goto('/sign-in');
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute('href', '/forgot-password');
  await expect(main.getByRole('link', { name: 'Create Account' })).toHaveAttribute('href', '/sign-up');
  await expect(main.getByRole('link', { name: 'Terms', exact: true })).toHaveAttribute('href', '/terms');
  await expect(main.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/privacy');
  await expect(page.getByRole('button', { name: 'Continue with Google' })).toBeEnabled();
});

test('without Remember me the session cookie ends with the browser; with it, it lasts weeks', async ({ page, context }) => {
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  const short = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
  expect(short.expires).toBe(-1);
  expect(short.httpOnly).toBe(true);
  expect(short.sameSite).toBe('Lax');

  await signOut(page);
  await context.clearCookies();
  await page.goto('/sign-in');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('checkbox', { name: 'Remember me' }).check();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  const long = (await context.cookies()).find((c) => c.name === SESSION_COOKIE)!;
  expect(long.expires * 1000).toBeGreaterThan(Date.now() + 7 * 24 * 3600 * 1000);
  expect(long.httpOnly).toBe(true);
});

test('signed-out visitors are sent to sign-in with history replaced, and come back after signing in', async ({ page }) => {
  for (const path of ['/dashboard', '/team', '/settings']) {
    await page.goto('/pricing');
    await page.goto(path);
    await expect(page).toHaveURL(new RegExp(`/sign-in\\?next=${encodeURIComponent(path)}$`));
    await page.goBack();
    await expect(page).toHaveURL(/\/pricing$/);
  }
  await page.goto('/team');
  await expect(page).toHaveURL(/\/sign-in\?next=/);
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/team$/);
});

test('?next= never leads off the site', async ({ page }) => {
  await page.goto('/sign-in?next=' + encodeURIComponent('//evil.example/steal'));
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Password', { exact: true }).fill(user.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(`${appUrl}/dashboard`);
});

test('signed-in users who open /sign-in or /sign-up go to the dashboard', async ({ page }) => {
  await signIn(page, user.email, user.password);
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sign-in');
  await expect(page).toHaveURL(/\/dashboard$/);
  await page.goto('/sign-up');
  await expect(page).toHaveURL(/\/dashboard$/);
});
