import { expect, test, type Page } from '@playwright/test';
import { waitForEmail } from './support/mail';
import { ports } from './support/ports';
import { uniqueEmail } from './support/users';

const emailBox = (page: Page) => page.getByLabel('Email address');

/** Submits the form and returns the server's answer to the join request. */
async function join(page: Page, email: string) {
  await emailBox(page).fill(email);
  const response = page.waitForResponse((r) => r.url().endsWith('/api/app/waitlist') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Join Waitlist' }).click();
  return response;
}

test.describe('waitlist', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/waitlist');
    await expect(page.getByRole('heading', { level: 1, name: 'Join the Propwise waitlist' })).toBeVisible();
  });

  test('joining shows the position the server gave, emails a confirmation, and Join Another Email resets', async ({ page, request }) => {
    const email = uniqueEmail('waitlist');
    const res = await join(page, `  ${email.toUpperCase()} `);
    expect(res.status()).toBe(201);
    const { position } = (await res.json()) as { position: number };
    expect(position).toBeGreaterThan(0);

    await expect(page.getByText('Success!', { exact: true })).toBeVisible();
    await expect(page.getByText(`You're #${position} on the waitlist!`)).toBeVisible();
    await expect(page.getByRole('heading', { name: "You're on the list!" })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: `#${position}` })).toBeVisible();

    const mail = await waitForEmail(email, /waitlist/i);
    expect(mail.text).toContain(`#${position}`);

    // the count in the copy is the server's count
    const { count } = (await (await request.get('/api/app/waitlist/count')).json()) as { count: number };
    expect(count).toBeGreaterThanOrEqual(position);

    await page.getByRole('button', { name: 'Join Another Email' }).click();
    await expect(emailBox(page)).toHaveValue('');
    await expect(emailBox(page)).toBeFocused();
    await expect(page.getByRole('button', { name: 'Join Waitlist' })).toBeVisible();
  });

  test('the count in the copy is the real count', async ({ page, request }) => {
    await (await join(page, uniqueEmail('counted'))).finished();
    await page.goto('/waitlist');
    const { count } = (await (await request.get('/api/app/waitlist/count')).json()) as { count: number };
    await expect(page.getByTestId('waitlist-count')).toHaveText(new RegExp(`^${count.toLocaleString('en-US')} (people are|person is) already on the waitlist`));
  });

  test('a duplicate address shows "Already registered"', async ({ page }) => {
    const email = uniqueEmail('dup');
    expect((await join(page, email)).status()).toBe(201);
    await page.getByRole('button', { name: 'Join Another Email' }).click();
    expect((await join(page, email.toUpperCase())).status()).toBe(409);
    await expect(page.getByText('Already registered', { exact: true })).toBeVisible();
    await expect(page.getByText('This email is already on the waitlist!')).toBeVisible();
    // the form stays, with the address, so a typo can be fixed
    await expect(emailBox(page)).toHaveValue(email.toUpperCase());
  });

  test('an empty address shows "Email required" without calling the server', async ({ page }) => {
    let called = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/app/waitlist') && r.method() === 'POST') called = true;
    });
    await emailBox(page).fill('   ');
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Email required', { exact: true })).toBeVisible();
    await expect(page.getByText('Please enter your email address.')).toBeVisible();
    expect(called).toBe(false);
  });

  test('any other failure shows the generic error toast', async ({ page }) => {
    await page.route('**/api/app/waitlist', (route) =>
      route.request().method() === 'POST' ? route.fulfill({ status: 500, json: { error: { code: 'internal', message: 'boom' } } }) : route.fallback(),
    );
    await emailBox(page).fill(uniqueEmail('fail'));
    await page.getByRole('button', { name: 'Join Waitlist' }).click();
    await expect(page.getByText('Error', { exact: true })).toBeVisible();
    await expect(page.getByText('Something went wrong. Please try again.')).toBeVisible();
  });
});

test('with LAUNCH_MODE=waitlist, "/" goes to the waitlist', async ({ page }) => {
  await page.goto(`http://localhost:${ports.app + 4}/`);
  await expect(page).toHaveURL(`http://localhost:${ports.app + 4}/waitlist`);
  await expect(page.getByRole('heading', { level: 1, name: 'Join the Propwise waitlist' })).toBeVisible();
});

test('the waitlist fits a phone screen', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/waitlist');
  await expect(emailBox(page)).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
});
