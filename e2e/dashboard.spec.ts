import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify } from './support/users.js';
import { noHorizontalScroll } from './support/layout.js';

const shots = process.env.SHOTS_DIR;

test('the overview greets the user by name with real summary cards and honest empty states', async ({ page }) => {
  await signUpAndVerify(page, { name: 'Priya Landlord', company: 'Harbor View Rentals' });
  await expect(page.getByRole('heading', { name: 'Welcome, Priya' })).toBeVisible();
  await expect(page.getByTestId('stat-total-units')).toHaveText('0');
  await expect(page.getByTestId('stat-occupied')).toHaveText('0');
  await expect(page.getByTestId('stat-open-maintenance')).toHaveText('0');
  await expect(page.getByTestId('stat-documents-this-month')).toHaveText('0');
  await expect(page.getByTestId('attention-empty')).toBeVisible();
  await expect(page.getByTestId('stat-documents')).toHaveText('0');
  await expect(page.getByTestId('stat-projects')).toHaveText('0');
  await expect(page.getByTestId('stat-questions-this-month')).toHaveText('0');
  await expect(page.getByTestId('stat-team-members')).toHaveText('1');
  await expect(page.getByText('Upload your first lease')).toBeVisible();
  await expect(page.getByText('No searches yet')).toBeVisible();
  await expect(page.getByTestId('active-workspace')).toHaveText('Harbor View Rentals');
  await expect(page.getByTestId('usage-meter')).toContainText('0 of 5,000 questions this month');
  await expect(page.getByRole('button', { name: 'New Project' })).toBeEnabled();

  // The header search opens the quick search; with nothing uploaded it still offers a full search for the words.
  await page.getByRole('button', { name: 'Search documents and projects' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('unit 4B lease end');
  await expect(page.getByRole('option', { name: /Search all documents for “unit 4B lease end”/ })).toBeVisible();
  await page.keyboard.press('Escape');

  // The bell shows no badge and an empty state.
  await expect(page.getByTestId('unread-badge')).toHaveCount(0);
  await page.getByRole('button', { name: 'Notifications' }).click();
  await expect(page.getByText('No notifications yet')).toBeVisible();
  await page.keyboard.press('Escape');
  if (shots) await page.screenshot({ path: `${shots}/overview-desktop.png`, fullPage: true });
});

test('the sidebar reaches every signed-in screen and marks the active one', async ({ page }) => {
  await signUpAndVerify(page);
  const nav = page.getByRole('navigation', { name: 'Dashboard' });
  const screens: Array<[string, RegExp, string]> = [
    ['Projects', /\/dashboard\/projects$/, 'Projects'],
    ['Analytics', /\/dashboard\/analytics$/, 'Analytics'],
    ['API Keys', /\/dashboard\/api-keys$/, 'API Keys'],
    ['Team', /\/dashboard\/team$/, 'Team'],
    ['Settings', /\/dashboard\/settings$/, 'Settings'],
    ['Overview', /\/dashboard$/, 'Welcome, Dana'],
  ];
  for (const [link, url, heading] of screens) {
    await nav.getByRole('link', { name: link }).click();
    await expect(page).toHaveURL(url);
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
    await expect(nav.getByRole('link', { name: link })).toHaveAttribute('aria-current', 'page');
  }
  // The short route forms render the same screens.
  await page.goto('/team');
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Team' })).toHaveAttribute('aria-current', 'page');
  await page.goto('/project/does-not-exist');
  await expect(page.getByText('This project does not exist')).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Projects' })).toHaveAttribute('aria-current', 'page');
});

test('creates a workspace, switches between workspaces and sees each one’s data', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Elm Street Holdings' });
  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await page.getByRole('menuitem', { name: 'Create workspace' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create workspace' });
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(dialog.getByText('Workspace name is required')).toBeVisible();
  await dialog.getByLabel('Workspace name').fill('Lakeside Portfolio');
  await dialog.getByRole('button', { name: 'Create workspace' }).click();
  await expect(page.getByTestId('active-workspace')).toHaveText('Lakeside Portfolio');

  await page.getByRole('link', { name: 'Settings' }).first().click();
  await expect(page.getByLabel('Company name')).toHaveValue('Lakeside Portfolio');

  await page.getByRole('button', { name: /Switch workspace/ }).click();
  await expect(page.getByRole('menuitem', { name: 'Lakeside Portfolio' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Elm Street Holdings' }).click();
  await expect(page.getByTestId('active-workspace')).toHaveText('Elm Street Holdings');
  await expect(page.getByLabel('Company name')).toHaveValue('Elm Street Holdings');

  // The choice belongs to the session, so it survives a reload.
  await page.reload();
  await expect(page.getByTestId('active-workspace')).toHaveText('Elm Street Holdings');
});

test('signs out from the account menu, and the dashboard then sends a visitor to sign in', async ({ page }) => {
  const user = await signUpAndVerify(page, { name: 'Sam Rivera' });
  await expect(page.getByRole('button', { name: 'Account menu' })).toHaveText('SR');
  await page.getByRole('button', { name: 'Account menu' }).click();
  await expect(page.getByRole('menu')).toContainText(user.email);
  await expect(page.getByRole('menuitem', { name: 'My Account' })).toBeVisible();
  await expect(page.getByRole('menuitem', { name: 'Settings' })).toBeVisible();
  await page.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await page.goto('/dashboard');
  await expect(page).toHaveURL(/\/sign-in/);
});

test('the account menu’s My Account opens settings', async ({ page }) => {
  await signUpAndVerify(page);
  await page.getByRole('button', { name: 'Account menu' }).click();
  await page.getByRole('menuitem', { name: 'My Account' }).click();
  await expect(page).toHaveURL(/\/settings$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the dashboard fits without horizontal scrolling and the menu slides over', async ({ page }) => {
    await signUpAndVerify(page, { name: 'Morgan Phone', company: 'Pocket Properties' });
    await expect(page.getByRole('heading', { name: 'Welcome, Morgan' })).toBeVisible();
    await expect(page.getByTestId('stat-team-members')).toHaveText('1');
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/overview-phone.png`, fullPage: true });

    await expect(page.getByRole('navigation', { name: 'Dashboard' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await expect(menu.getByRole('navigation', { name: 'Dashboard' })).toBeVisible();
    await expect(menu.getByTestId('usage-meter')).toContainText('questions this month');
    if (shots) await page.screenshot({ path: `${shots}/menu-phone.png` });
    await menu.getByRole('link', { name: 'Team' }).click();
    await expect(page).toHaveURL(/\/dashboard\/team$/);
    await expect(menu).toBeHidden();
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/team-phone.png`, fullPage: true });

    await page.goto('/dashboard/settings');
    await expect(page.getByLabel('Company name')).toHaveValue('Pocket Properties');
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/settings-phone.png`, fullPage: true });
  });
});
