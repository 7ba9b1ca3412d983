import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { linkIn, waitForEmail } from './support/mail.js';
import { ports } from './support/ports.js';
import { uniqueEmail } from './support/users.js';

const strictUrl = `http://localhost:${ports.app + 4}`;
const shots = process.env.SCREENSHOT_DIR ?? 'test-results/screens';

/** No sideways scrolling on a phone, with a screenshot at each size for a human to look at. */
async function fitsPhoneAndDesktop(page: Page, name: string) {
  for (const [label, width, height] of [
    ['desktop', 1280, 800],
    ['phone', 390, 844],
  ] as const) {
    await page.setViewportSize({ width, height });
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), `${name} at ${label}`).toBeLessThanOrEqual(0);
    await page.screenshot({ path: `${shots}/${name}-${label}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}
test.use({ baseURL: strictUrl });

async function signUpAndVerifyHere(page: Page, email: string, company: string) {
  await page.goto('/sign-up');
  await page.getByLabel('Full Name').fill(company === 'Propwise Ops' ? 'Platform Admin' : 'Pending Manager');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Company').fill(company);
  await page.getByLabel('Portfolio Size').selectOption('201-500');
  await page.getByLabel('Password', { exact: true }).fill('strict-mode-55');
  await page.getByRole('checkbox', { name: /terms/i }).check();
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/sign-up-success/);
  await page.goto(linkIn(await waitForEmail(email, /verify/i), '/api/auth/verify-email'));
}

/**
 * The platform administrator signs up like anyone else; ADMIN_EMAILS approves them from the start. The strict
 * app is shared by the run, so whichever test comes first creates the account and the others sign in.
 */
async function signInAsAdministrator(context: BrowserContext) {
  const admin = await context.newPage();
  const existing = await admin.request.post('/api/auth/sign-in/email', {
    headers: { origin: strictUrl },
    data: { email: 'admin@propwise.test', password: 'strict-mode-55' },
  });
  if (!existing.ok()) await signUpAndVerifyHere(admin, 'admin@propwise.test', 'Propwise Ops');
  await admin.goto('/dashboard');
  await expect(admin).toHaveURL(/\/dashboard$/);
  return admin;
}

test('with manual approval a new account waits on the pending screen until an administrator approves it', async ({ browser }) => {
  const adminContext = await browser.newContext({ baseURL: strictUrl });
  const admin = await signInAsAdministrator(adminContext);

  const userContext = await browser.newContext({ baseURL: strictUrl });
  const pm = await userContext.newPage();
  const email = uniqueEmail('pending');
  await signUpAndVerifyHere(pm, email, 'Birchwood Lofts');
  await expect(pm).toHaveURL(/\/dashboard-placeholder$/);
  await expect(pm.getByRole('heading', { name: 'Your account is being set up' })).toBeVisible();
  await expect(pm.getByText('24-48 hours')).toBeVisible();
  await expect(pm.getByRole('list').filter({ hasText: 'reviews your account' }).getByRole('listitem')).toHaveCount(4);
  await expect(pm.getByRole('link', { name: /Schedule a Demo/ })).toHaveAttribute('href', '/contact');
  await expect(pm.getByRole('link', { name: /Getting Started Guide/ })).toHaveAttribute('href', '/docs');
  await expect(pm.getByRole('link', { name: /Join Our Community/ })).toHaveAttribute('href', '/blog');
  await expect(pm.getByRole('main').getByRole('link', { name: /@/ })).toHaveAttribute('href', /^mailto:/);
  await fitsPhoneAndDesktop(pm, 'account-pending');
  await pm.goto('/dashboard');
  await expect(pm).toHaveURL(/\/dashboard-placeholder$/);
  expect((await pm.request.get('/api/app/admin/me-status')).status()).toBe(403);
  expect((await pm.request.get('/api/app/admin')).status()).toBe(403);

  await admin.goto('/admin');
  const row = admin.getByRole('list', { name: 'Accounts awaiting approval' }).getByRole('listitem').filter({ hasText: email });
  await expect(row).toContainText('Birchwood Lofts');
  await fitsPhoneAndDesktop(admin, 'admin');
  await row.getByRole('button', { name: `Approve ${email}` }).click();
  await expect(row).toBeHidden();
  await waitForEmail(email, /account is ready/i);

  await pm.getByRole('button', { name: 'Check status' }).click();
  await expect(pm).toHaveURL(/\/dashboard$/);
  expect((await pm.request.get('/api/app/admin/me-status')).status()).toBe(200);
  await adminContext.close();
  await userContext.close();
});

test('the waitlist is listed on /admin and inviting emails a sign-up link', async ({ browser }) => {
  const context = await browser.newContext({ baseURL: strictUrl });
  const admin = await signInAsAdministrator(context);
  const waiting = uniqueEmail('waiting');
  const joined = await admin.request.post('/api/app/waitlist', { headers: { origin: strictUrl }, data: { email: waiting } });
  expect(joined.status()).toBe(201);

  await admin.goto('/admin');
  const row = admin.getByRole('list', { name: 'Waitlist' }).getByRole('listitem').filter({ hasText: waiting });
  await row.getByRole('button', { name: `Invite ${waiting}` }).click();
  await expect(row.getByText('Invited', { exact: true })).toBeVisible();
  const mail = await waitForEmail(waiting, /spot is ready/i);
  const link = linkIn(mail, '/sign-up');
  await admin.context().clearCookies();
  await admin.goto(link);
  await expect(admin.getByLabel('Email')).toHaveValue(waiting);
  await context.close();
});

test('a signed-in person who is not a platform administrator cannot use /admin', async ({ page }) => {
  const email = uniqueEmail('not-admin');
  await signUpAndVerifyHere(page, email, 'Elm Street Rentals');
  expect((await page.request.get('/api/app/admin/waitlist')).status()).toBe(403);
});
