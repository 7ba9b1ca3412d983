import { expect, test, type Page } from '@playwright/test';
import { linkIn, waitForEmail } from './support/mail.js';
import { signUpAndVerify, uniqueEmail } from './support/users.js';
import { noHorizontalScroll } from './support/layout.js';

const shots = process.env.SHOTS_DIR;

async function fillProject(
  page: Page,
  values: {
    name: string;
    description?: string;
    address?: string;
    units?: string;
  },
) {
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel('Project name').fill(values.name);
  if (values.description) await dialog.getByLabel(/Description/).fill(values.description);
  if (values.address) await dialog.getByLabel(/Address/).fill(values.address);
  if (values.units) await dialog.getByLabel(/Units/).fill(values.units);
  await dialog.getByRole('button', { name: 'Create project' }).click();
}

test('creates projects from the empty state tile and the sidebar, and lists them with real counts', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Harbor Projects' });
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click();
  await expect(page.getByText('No projects yet')).toBeVisible();

  await page.getByRole('button', { name: 'Create New Project' }).click();
  const dialog = page.getByRole('dialog', { name: 'New project' });
  await dialog.getByLabel(/Units/).fill('12.5');
  await dialog.getByRole('button', { name: 'Create project' }).click();
  await expect(dialog.getByText('Project name is required')).toBeVisible();
  await expect(dialog.getByText('Units must be a whole number')).toBeVisible();
  await dialog.getByLabel(/Units/).fill('');
  if (shots) await page.screenshot({ path: `${shots}/projects-dialog-desktop.png` });
  await fillProject(page, {
    name: 'Maple Court',
    description: 'Garden apartments near the park',
    address: '12 Maple Ct, Austin TX',
    units: '48',
  });

  // Creating opens the new project on its Overview tab.
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Court' })).toBeVisible();
  await expect(page.getByText('Project created')).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('project-stat-documents')).toHaveText('0');
  await expect(page.getByTestId('project-stat-queries')).toHaveText('0');
  await expect(page.getByTestId('project-stat-last-query')).toHaveText('None yet');
  await expect(page.getByText('48', { exact: true })).toBeVisible();
  await expect(page.getByText('Created', { exact: true }).locator('..')).toContainText('by Dana Manager');

  await page.getByRole('button', { name: 'New Project' }).click();
  await fillProject(page, { name: 'Elm Street Portfolio' });
  await expect(page.getByRole('heading', { level: 1, name: 'Elm Street Portfolio' })).toBeVisible();

  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click();
  const cards = page.getByRole('list', { name: 'Projects' }).getByRole('listitem');
  await expect(cards).toHaveCount(3); // two projects and the Create New Project tile
  const maple = cards.filter({ hasText: 'Maple Court' });
  await expect(maple).toContainText('12 Maple Ct, Austin TX');
  await expect(maple.getByTestId('project-documents')).toHaveText('0 documents');
  await expect(maple.getByTestId('project-queries')).toHaveText('0 queries');
  await expect(maple.getByTestId('project-last-query')).toHaveText('No queries yet');
  if (shots)
    await page.screenshot({
      path: `${shots}/projects-list-desktop.png`,
      fullPage: true,
    });

  // The tile opens the same dialog.
  await page.getByRole('button', { name: 'Create New Project' }).click();
  await fillProject(page, { name: 'Birch Lane' });
  await expect(page.getByRole('heading', { level: 1, name: 'Birch Lane' })).toBeVisible();

  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-projects')).toHaveText('3');
  await page.goto('/projects');
  await page.getByRole('link', { name: 'Maple Court' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Court' })).toBeVisible();
});

test('renames a project in Settings, shows honest empty tabs, and deletes it after confirmation', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Rename Rentals' });
  await page.getByRole('button', { name: 'New Project' }).click();
  await fillProject(page, { name: 'Cedar House', address: '4 Cedar Rd' });
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar House' })).toBeVisible();
  const detailUrl = page.url();
  if (shots)
    await page.screenshot({
      path: `${shots}/project-detail-desktop.png`,
      fullPage: true,
    });

  await expect(page.getByRole('button', { name: 'Upload Docs' })).toBeEnabled();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('No documents in this project yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Queries' }).click();
  await expect(page.getByText('No questions yet')).toBeVisible();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('No activity to chart yet')).toBeVisible();

  // The header's Settings button switches to the Settings tab.
  await page.getByRole('button', { name: 'Settings' }).click();
  await expect(page.getByRole('tab', { name: 'Settings' })).toHaveAttribute('aria-selected', 'true');
  await page.getByLabel('Project name').fill('');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Project name is required')).toBeVisible();
  await page.getByLabel('Project name').fill('Cedar House North');
  await page.getByLabel(/Units/).fill('16');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar House North' })).toBeVisible();
  await expect(page.getByText('Project saved')).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Cedar House North' })).toBeVisible();
  await expect(page.getByLabel(/Units/)).toHaveValue('16');

  // Cancel keeps the project; confirming deletes it and returns to the list.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const confirm = page.getByRole('dialog', {
    name: 'Delete Cedar House North?',
  });
  await expect(confirm).toContainText('permanently deletes the project Cedar House North');
  if (shots) await page.screenshot({ path: `${shots}/project-delete-desktop.png` });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await page.getByRole('button', { name: 'Delete project' }).click();
  await page.getByRole('dialog', { name: 'Delete Cedar House North?' }).getByRole('button', { name: 'Delete project' }).click();
  await expect(page).toHaveURL(/\/dashboard\/projects$/);
  await expect(page.getByText('Project deleted')).toBeVisible();
  await expect(page.getByText('No projects yet')).toBeVisible();

  await page.goto(detailUrl);
  await expect(page.getByText('This project does not exist')).toBeVisible();
  await page.goto('/project/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('This project does not exist')).toBeVisible();
});

test('projects work on a phone without horizontal scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpAndVerify(page, { company: 'Pocket Properties' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('button', { name: 'New Project' }).click();
  if (shots) await page.screenshot({ path: `${shots}/projects-dialog-phone.png` });
  await fillProject(page, {
    name: 'Sunset Boulevard Apartments and Townhomes Portfolio',
    description: 'Two buildings and a row of townhomes, managed together since 2019.',
    address: '1200 Sunset Boulevard, Suite 400, Los Angeles, CA 90026',
    units: '120',
  });
  await expect(page.getByRole('heading', { level: 1, name: /Sunset Boulevard/ })).toBeVisible();
  await noHorizontalScroll(page);
  if (shots)
    await page.screenshot({
      path: `${shots}/project-detail-phone.png`,
      fullPage: true,
    });
  await page.getByRole('tab', { name: 'Settings' }).click();
  await expect(page.getByRole('button', { name: 'Save changes' })).toBeVisible();
  await noHorizontalScroll(page);
  if (shots)
    await page.screenshot({
      path: `${shots}/project-settings-phone.png`,
      fullPage: true,
    });
  await page.goto('/dashboard/projects');
  await expect(page.getByRole('link', { name: /Sunset Boulevard/ })).toBeVisible();
  await noHorizontalScroll(page);
  if (shots)
    await page.screenshot({
      path: `${shots}/projects-list-phone.png`,
      fullPage: true,
    });
});

test('a Member sees another person’s project read-only but can create and change their own', async ({ page, browser }) => {
  await signUpAndVerify(page, { name: 'Olivia Owner', company: 'Shared Portfolio Co' });
  await page.getByRole('button', { name: 'New Project' }).click();
  await fillProject(page, { name: 'Owner Tower' });
  await expect(page.getByRole('heading', { level: 1, name: 'Owner Tower' })).toBeVisible();
  const ownerProjectUrl = new URL(page.url()).pathname;

  const memberEmail = uniqueEmail('member');
  await page.goto('/dashboard/team');
  await page.getByRole('button', { name: 'Invite Member' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite Member' });
  await invite.getByLabel('Email').fill(memberEmail);
  await invite.getByLabel('Role').selectOption('member');
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(page.getByText('Invitation sent')).toBeVisible();

  const context = await browser.newContext();
  const member = await context.newPage();
  await signUpAndVerify(member, { name: 'Mia Member', email: memberEmail, company: 'Mia Solo' });
  await member.goto(linkIn(await waitForEmail(memberEmail, /invited you to Shared Portfolio Co/), '/accept-invitation/'));
  await member.getByRole('button', { name: 'Accept invitation' }).click();
  await expect(member.getByTestId('active-workspace')).toHaveText('Shared Portfolio Co');

  await member.goto(ownerProjectUrl);
  await expect(member.getByRole('heading', { level: 1, name: 'Owner Tower' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Delete', exact: true })).toHaveCount(0);
  await member.getByRole('button', { name: 'Settings' }).click();
  await expect(member.getByText('Only Owners, Admins and the person who created this project can change or delete it.')).toBeVisible();
  await expect(member.getByLabel('Project name')).toBeDisabled();
  await expect(member.getByRole('button', { name: 'Save changes' })).toHaveCount(0);

  await member.getByRole('button', { name: 'New Project' }).click();
  await fillProject(member, { name: 'Mia’s Duplex' });
  await expect(member.getByRole('heading', { level: 1, name: 'Mia’s Duplex' })).toBeVisible();
  await member.getByRole('button', { name: 'Settings' }).click();
  await member.getByLabel('Project name').fill('Mia’s Duplex West');
  await member.getByRole('button', { name: 'Save changes' }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Mia’s Duplex West' })).toBeVisible();
  await expect(member.getByRole('button', { name: 'Delete', exact: true })).toBeVisible();
  await context.close();
});
