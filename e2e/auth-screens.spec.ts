import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify } from './support/users.js';

/** Account screens on a desktop and a phone: no horizontal scrolling, with screenshots for a human to look at. */
const dir = process.env.SCREENSHOT_DIR ?? 'test-results/screens';
const viewports = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
];

async function check(page: Page, file: string) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
  expect(overflow, `${file} scrolls sideways`).toBeLessThanOrEqual(0);
  await page.screenshot({ path: `${dir}/${file}.png`, fullPage: true });
}

for (const vp of viewports) {
  test(`account screens fit a ${vp.name} screen`, async ({ page }) => {
    await page.setViewportSize({ width: vp.width, height: vp.height });
    await page.goto('/sign-up');
    await page.getByRole('checkbox', { name: /terms/i }).check();
    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await check(page, `sign-up-errors-${vp.name}`);

    await page.goto('/sign-in');
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
    await check(page, `sign-in-${vp.name}`);

    await page.goto('/forgot-password');
    await expect(page.getByRole('button', { name: 'Send reset link' })).toBeVisible();
    await check(page, `forgot-password-${vp.name}`);

    await signUpAndVerify(page);
    await page.goto('/sign-up-success?email=someone%40example.com');
    await expect(page.getByRole('main').getByRole('link', { name: /@/ })).toBeVisible();
    await check(page, `sign-up-success-${vp.name}`);
    await page.goto('/settings/security');
    await expect(page.getByRole('button', { name: 'Enable two-factor authentication' })).toBeVisible();
    await check(page, `security-${vp.name}`);
    await page.getByRole('button', { name: 'Enable two-factor authentication' }).click();
    await page.getByLabel('Confirm your password').fill('lease-ready-42');
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
    await check(page, `security-2fa-setup-${vp.name}`);
  });
}
