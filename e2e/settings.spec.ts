import { expect, test } from '@playwright/test';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;

test('general settings save and survive a reload', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Willow Creek Homes' });
  await page.goto('/settings');
  await expect(page.getByRole('tab', { name: 'General' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByLabel('Company name')).toHaveValue('Willow Creek Homes');
  await page.getByLabel('Company name').fill('Willow Creek Property Group');
  await page.getByLabel('Website').fill('not a website');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Website must start with http:// or https://')).toBeVisible();
  await page.getByLabel('Website').fill('https://willowcreek.example');
  await page.getByLabel('Description').fill('120 units across three buildings in Denver.');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Settings saved')).toBeVisible();
  await expect(page.getByTestId('active-workspace')).toHaveText('Willow Creek Property Group');
  if (shots) await page.screenshot({ path: `${shots}/settings-desktop.png`, fullPage: true });

  await page.reload();
  await expect(page.getByLabel('Company name')).toHaveValue('Willow Creek Property Group');
  await expect(page.getByLabel('Website')).toHaveValue('https://willowcreek.example');
  await expect(page.getByLabel('Description')).toHaveValue('120 units across three buildings in Denver.');
});

test('notification toggles persist per user', async ({ page }) => {
  await signUpAndVerify(page);
  await page.goto('/dashboard/settings');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/notifications$/);
  const weekly = page.getByRole('switch', { name: 'Weekly reports' });
  const alerts = page.getByRole('switch', { name: 'Query alerts' });
  await expect(weekly).toHaveAttribute('aria-checked', 'false');
  await expect(alerts).toHaveAttribute('aria-checked', 'true');
  await weekly.click();
  await expect(page.getByText('Weekly reports on.')).toBeVisible();
  await alerts.click();
  await expect(page.getByText('Query alerts off.')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/settings-notifications-desktop.png`, fullPage: true });

  await page.reload();
  await expect(page.getByRole('switch', { name: 'Weekly reports' })).toHaveAttribute('aria-checked', 'true');
  await expect(page.getByRole('switch', { name: 'Query alerts' })).toHaveAttribute('aria-checked', 'false');
  await expect(page.getByRole('switch', { name: 'Email notifications' })).toHaveAttribute('aria-checked', 'true');
});

test('each section has its own address: security, billing and integrations', async ({ page }) => {
  await signUpAndVerify(page);
  await page.goto('/settings/security');
  await expect(page.getByRole('tab', { name: 'Security' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('tabpanel')).toContainText(/password/i);
  await page.goto('/dashboard/settings/billing');
  await expect(page.getByRole('tab', { name: 'Billing' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Professional plan, 14-day free trial')).toBeVisible();
  await expect(page.getByText(/no invoices/)).toBeVisible();
  await page.getByRole('tab', { name: 'Integrations' }).click();
  await expect(page).toHaveURL(/\/dashboard\/settings\/integrations$/);
  await expect(page.getByText('No ready-made integrations yet')).toBeVisible();
  await expect(page.getByText(/arrive together with document search/)).toHaveCount(0);
  await expect(page.getByText(/Webhooks are not available yet/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Manage API keys' })).toHaveAttribute('href', '/dashboard/api-keys');
});

test('an error the server finds in a field shows under that field, focused, until it is corrected', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Field Error Homes' });
  await page.goto('/settings');
  const refusal = { error: { code: 'invalid_input', message: 'Website did not answer', field: 'website', fields: { website: 'Website did not answer' } } };
  await page.route('**/api/app/workspaces/current', (route) =>
    route.request().method() === 'PATCH' ? route.fulfill({ status: 400, json: refusal }) : route.fallback(),
  );
  await page.getByLabel('Website').fill('https://field-error.example');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Website did not answer')).toBeVisible();
  await expect(page.getByLabel('Website')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByLabel('Website')).toBeFocused();
  await page.getByLabel('Website').fill('https://field-error.example/home');
  await expect(page.getByText('Website did not answer')).toBeHidden();
});
