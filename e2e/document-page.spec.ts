import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from '@playwright/test';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;
const lease = join(import.meta.dirname, 'fixtures', 'lease-maple-court-4b.txt');

test('a document in the project list opens its page: the viewer, its details, versions, processing history and actions', async ({ page }) => {
  await signUpAndVerify(page, { name: 'Dana Manager', company: 'Open Door Rentals' });
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Projects' }).click();
  await page.getByRole('button', { name: 'New Project', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'New project' });
  await create.getByLabel('Project name').fill('Maple Court');
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Court' })).toBeVisible();
  await page.getByRole('tab', { name: 'Documents' }).click();

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles({ name: 'lease-maple-court-4b.txt', mimeType: 'text/plain', buffer: readFileSync(lease) });
  const item = page.getByRole('list', { name: 'Documents' }).getByTestId('document-item');
  await expect(item.locator('[data-status="processed"]')).toBeVisible({ timeout: 60_000 });

  // The type select on the card still works on its own (it sits above the card's link).
  await item.getByLabel('Type of lease-maple-court-4b').selectOption('tenant_file');
  await expect(page.getByText('Type changed')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\//);

  // A click on the card (not only its title) opens the document.
  const meta = (await item.getByTestId('document-versions').boundingBox())!;
  await page.mouse.click(meta.x + 4, meta.y + meta.height / 2);
  await expect(page).toHaveURL(/\/dashboard\/documents\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'lease-maple-court-4b' })).toBeVisible();
  // The page's text in the viewer (the lease terms beside it quote it too).
  await expect(page.getByRole('article', { name: 'Text of page 1' }).getByText('The term of the lease begins on March 1, 2025')).toBeVisible();

  const details = page.getByRole('complementary', { name: 'Document details' });
  await expect(details.locator('[data-status="processed"]')).toBeVisible();
  await expect(details.getByLabel('Type of lease-maple-court-4b')).toHaveValue('tenant_file');
  const fact = (label: string) => details.locator('dt', { hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(fact('Pages')).toHaveText('1');
  await expect(fact('Size')).toHaveText(`${readFileSync(lease).length} B`);
  await expect(fact('Uploaded by')).toHaveText('Dana Manager');
  await expect(details.getByRole('list', { name: 'Versions' }).getByRole('listitem')).toHaveCount(1);
  await expect(details.getByRole('list', { name: 'Versions' })).toContainText('Version 1current');
  const runs = details.getByRole('list', { name: 'Processing history' }).getByTestId('processing-run');
  await expect(runs).toHaveCount(1);
  await expect(runs.first()).toContainText('Processed');
  if (shots) await page.screenshot({ path: `${shots}/document-page-desktop.png`, fullPage: true });

  // The actions an Owner may take: new version, delete (no retry: it did not fail).
  await expect(details.getByRole('button', { name: 'Upload new version' })).toBeVisible();
  await expect(details.getByRole('button', { name: 'Retry processing' })).toHaveCount(0);
  await details.getByRole('button', { name: 'Delete document' }).click();
  await page.getByRole('dialog', { name: 'Delete this document?' }).getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard\/projects\/[0-9a-f-]{36}\?tab=documents$/);
  await expect(page.getByText('No documents in this project yet')).toBeVisible();
});
