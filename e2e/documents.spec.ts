import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { signUpAndVerify } from './support/users.js';
import { noHorizontalScroll } from './support/layout.js';

const shots = process.env.SHOTS_DIR;
const fixtures = join(import.meta.dirname, 'fixtures');
const lease = join(fixtures, 'lease-maple-court-4b.txt');
const inspection = join(fixtures, 'move-in-inspection-4b.md');
const maintenance = join(fixtures, 'hvac-maintenance-log.csv');

const mimeTypes: Record<string, string> = { txt: 'text/plain', md: 'text/markdown', csv: 'text/csv' };
const payload = (path: string) => ({ name: path.split('/').pop()!, mimeType: mimeTypes[path.split('.').pop()!]!, buffer: readFileSync(path) });

/** A text file big enough that a throttled upload shows intermediate progress. */
function tenantNotes() {
  const line = (i: number) => `Note ${i}: tenant emergency contact confirmed, proof of income on file, employment verification received for applicant ${i}.\n`;
  return Buffer.from(Array.from({ length: 900 }, (_, i) => line(i)).join(''));
}

test('uploads many files with live progress, lists, filters, retypes, downloads, refuses duplicates and bad files, deletes', async ({ page, context }) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, { company: 'Upload Rentals' });

  // The dashboard's Upload Lease asks for a project and offers to create one when there is none.
  await page.getByRole('button', { name: 'Upload Lease' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload leases and documents' });
  await expect(dialog.getByText('Documents belong to a project')).toBeVisible();
  await dialog.getByRole('button', { name: 'Create a project' }).click();
  const create = page.getByRole('dialog', { name: 'New project' });
  await create.getByLabel('Project name').fill('Maple Court');
  await create.getByRole('button', { name: 'Create project' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maple Court' })).toBeVisible();

  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByText('No documents in this project yet')).toBeVisible();
  await expect(page.getByTestId('drop-zone')).toBeVisible();

  // A marker on window proves nothing below reloads the page.
  await page.evaluate(() => ((window as unknown as { __noReload: boolean }).__noReload = true));

  // Throttle uploads so the large file's progress is observable between 0 and 100.
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 20, downloadThroughput: -1, uploadThroughput: 40 * 1024 });

  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles([
    payload(lease),
    payload(inspection),
    payload(maintenance),
    { name: 'tenant-file-notes.txt', mimeType: 'text/plain', buffer: tenantNotes() },
  ]);

  const uploadsPanel = page.getByRole('region', { name: 'Uploads' });
  await expect(uploadsPanel.getByTestId('upload-row')).toHaveCount(4);
  const bigProgress = uploadsPanel.getByRole('progressbar', { name: 'Uploading tenant-file-notes.txt' });
  await expect
    .poll(async () => Number((await bigProgress.getAttribute('aria-valuenow', { timeout: 1000 }).catch(() => null)) ?? -1), {
      timeout: 20_000,
      intervals: [100],
    })
    .toBeGreaterThan(0);
  const seen = Number(await bigProgress.getAttribute('aria-valuenow').catch(() => '100'));
  expect(seen).toBeLessThan(100);
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 0, downloadThroughput: -1, uploadThroughput: -1 });

  // Every file reaches Processed live, in the upload panel and in the documents grid.
  await expect(uploadsPanel.getByText('Uploaded · Processed')).toHaveCount(4, { timeout: 120_000 });
  const items = page.getByRole('list', { name: 'Documents' }).getByTestId('document-item');
  // Every item lists the type names in its type menu, so match on the title only.
  const item = (title: RegExp) => items.filter({ has: page.getByTestId('document-title').filter({ hasText: title }) });
  await expect(items).toHaveCount(4);
  await expect(page.getByRole('list', { name: 'Documents' }).getByText('Processed', { exact: true })).toHaveCount(4, { timeout: 30_000 });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);
  // The server guessed each type from name and content.
  await expect(page.getByLabel(/Type of lease.maple/i)).toHaveValue('lease');
  await expect(page.getByLabel(/Type of .*inspection/i)).toHaveValue('inspection_report');
  await expect(page.getByLabel(/Type of .*maintenance/i)).toHaveValue('maintenance_record');
  if (shots) await page.screenshot({ path: `${shots}/documents-grid-desktop.png`, fullPage: true });

  // List view, remembered after a reload.
  await page.getByRole('button', { name: 'List view' }).click();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await page.reload();
  await expect(page.getByRole('button', { name: 'List view' })).toHaveAttribute('aria-pressed', 'true');
  await expect(items).toHaveCount(4);

  // Filter by type.
  await page.getByLabel('Type', { exact: true }).selectOption('lease');
  await expect(items).toHaveCount(1);
  await expect(item(/lease.maple/i)).toHaveCount(1);
  await page.getByLabel('Type', { exact: true }).selectOption('');
  await expect(items).toHaveCount(4);

  // Change a type; it sticks.
  await page.getByLabel(/Type of .*maintenance/i).selectOption('inspection_report');
  await expect(page.getByText('Type changed')).toBeVisible();
  await page.getByLabel('Type', { exact: true }).selectOption('inspection_report');
  await expect(items).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel(/Type of .*maintenance/i)).toHaveValue('inspection_report');

  // Download the original.
  const leaseItem = item(/lease.maple/i);
  await leaseItem.getByRole('button', { name: /Actions for/ }).click();
  const downloading = page.waitForEvent('download');
  await page.getByRole('menuitem', { name: 'Download original' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('lease-maple-court-4b.txt');
  expect(readFileSync(await download.path())).toEqual(readFileSync(lease));

  // The same file again is recognised, with a link to the existing document.
  const again = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await again).setFiles([lease]);
  const duplicateRow = uploadsPanel.locator('[data-testid="upload-row"][data-phase="duplicate"]');
  await expect(duplicateRow.first()).toContainText('already in your workspace');

  // Unsupported files are refused with the server's message; the rest of the batch still uploads.
  const refuse = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await refuse).setFiles([
    { name: 'invoice.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!doctype html><html><body><script>alert(1)</script>Pay now</body></html>') },
    { name: 'setup.exe', mimeType: 'application/octet-stream', buffer: Buffer.concat([Buffer.from('MZ'), Buffer.alloc(512, 0x90)]) },
    { name: 'pet-addendum-4b.txt', mimeType: 'text/plain', buffer: Buffer.from('Pet addendum to the lease for Unit 4B: one cat, pet deposit $300.00.\n') },
  ]);
  const refused = uploadsPanel.locator('[data-testid="upload-row"][data-phase="failed"]');
  await expect(refused).toHaveCount(2);
  await expect(refused.filter({ hasText: 'invoice.pdf' })).toContainText('Supported files are PDF');
  await expect(refused.filter({ hasText: 'setup.exe' })).toContainText('Supported files are PDF');
  // Failures stay until dismissed.
  await refused.filter({ hasText: 'setup.exe' }).getByRole('button', { name: 'Dismiss setup.exe' }).click();
  await expect(refused).toHaveCount(1);
  await expect(item(/pet.addendum/i).getByText('Processed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(items).toHaveCount(5);
  if (shots) await page.screenshot({ path: `${shots}/documents-list-desktop.png`, fullPage: true });

  // A new version keeps the document and counts its versions.
  await leaseItem.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Upload new version' }).click();
  const versionDialog = page.getByRole('dialog', { name: 'Upload a new version' });
  await versionDialog.getByLabel('Choose the new version').setInputFiles({
    name: 'lease-maple-court-4b.txt',
    mimeType: 'text/plain',
    buffer: Buffer.concat([readFileSync(lease), Buffer.from('\n5. Renewal\nRenewed for twelve months at a monthly rent of $1,900.00.\n')]),
  });
  await expect(versionDialog).toBeHidden();
  await expect(leaseItem.getByTestId('document-versions')).toContainText('2 versions', { timeout: 30_000 });
  await expect(items).toHaveCount(5);

  // The duplicate's link opens the existing document.
  await duplicateRow.first().getByRole('link', { name: 'Open the existing document' }).click();
  await expect(page).toHaveURL(/tab=documents&document=[0-9a-f-]{36}/);

  // Delete with confirmation.
  await page.getByLabel('Type', { exact: true }).selectOption('');
  const notes = item(/tenant.file.notes/i);
  await expect(notes).toHaveCount(1);
  await notes.getByRole('button', { name: /Actions for/ }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this document?' });
  await expect(confirm).toContainText('removed from search and answers');
  await confirm.getByRole('button', { name: 'Delete document' }).click();
  await expect(page.getByText('Document deleted')).toBeVisible();
  await expect(notes).toHaveCount(0);
  await expect(items).toHaveCount(4);

  // Phone size: both views fit without sideways scrolling.
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/documents-list-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Grid view' }).click();
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/documents-grid-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Upload Docs' }).click();
  await expect(page.getByRole('dialog', { name: 'Upload to Maple Court' })).toBeVisible();
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/documents-upload-dialog-phone.png` });
});

test('the dashboard Upload Lease uploads into the chosen project and shows it live', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Dashboard Rentals' });
  for (const name of ['Birch Flats', 'Cedar House']) {
    await page.getByRole('button', { name: 'New Project' }).click();
    const create = page.getByRole('dialog', { name: 'New project' });
    await create.getByLabel('Project name').fill(name);
    await create.getByRole('button', { name: 'Create project' }).click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  }
  await page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name: 'Overview' }).click();
  await expect(page.getByText('Upload your first lease')).toBeVisible();
  await page.getByRole('button', { name: 'Upload Lease' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload leases and documents' });
  // Nothing can be dropped before a project is chosen.
  await expect(dialog.getByLabel('Choose files to upload')).toBeDisabled();
  await dialog.getByLabel('Project').selectOption({ label: 'Cedar House' });
  await dialog.getByLabel('Choose files to upload').setInputFiles([payload(lease), payload(maintenance)]);
  await expect(dialog.getByText('Uploaded · Processed')).toHaveCount(2, { timeout: 60_000 });
  await expect(dialog.getByTestId('upload-row').first()).toContainText('Cedar House');
  if (shots) await page.screenshot({ path: `${shots}/documents-dashboard-dialog-desktop.png` });
  await dialog.getByRole('button', { name: 'Done' }).click();

  // The dashboard keeps the finished uploads listed and its counts follow.
  await expect(page.getByRole('region', { name: 'Uploads' }).getByTestId('upload-row')).toHaveCount(2);
  await expect(page.getByTestId('stat-documents')).toHaveText('2');
  await expect(page.getByText('Upload more documents')).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/documents-overview-phone.png`, fullPage: true });

  await page.goto('/dashboard/projects');
  await page.getByRole('link', { name: 'Cedar House' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await expect(page.getByRole('list', { name: 'Documents' }).getByTestId('document-item')).toHaveCount(2);

  // Drag and drop onto an empty project's drop zone; a hostile file name is shown as plain text.
  await page.goto('/dashboard/projects');
  await page.getByRole('link', { name: 'Birch Flats' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const hostile = '<img src=x onerror="window.__xss=1">lease.txt';
  const dataTransfer = await page.evaluateHandle((name) => {
    const dt = new DataTransfer();
    dt.items.add(new File(['Lease for Birch Flats unit 2: monthly rent $1,400, security deposit $1,400.'], name, { type: 'text/plain' }));
    return dt;
  }, hostile);
  await page.getByTestId('drop-zone').dispatchEvent('dragover', { dataTransfer });
  await page.getByTestId('drop-zone').dispatchEvent('drop', { dataTransfer });
  const dropped = page.getByRole('list', { name: 'Documents' }).getByTestId('document-item');
  await expect(dropped).toHaveCount(1);
  await expect(dropped.getByText('Processed', { exact: true })).toBeVisible({ timeout: 30_000 });
  await expect(dropped.getByTestId('document-title')).toContainText('img src=x onerror');
  await expect(dropped.locator('img')).toHaveCount(0);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
  await noHorizontalScroll(page);
});

test('a file that fails processing shows the reason and can be retried, even with the live stream blocked', async ({ page }) => {
  await signUpAndVerify(page, { company: 'Broken Files Rentals' });
  // No live events at all: the screen must catch up by its fallback refetch.
  let eventRequests = 0;
  await page.route('**/api/app/events', (route) => {
    eventRequests++;
    return route.abort();
  });
  await page.getByRole('button', { name: 'New Project' }).click();
  const create = page.getByRole('dialog', { name: 'New project' });
  await create.getByLabel('Project name').fill('Oak Terrace');
  await create.getByRole('button', { name: 'Create project' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();

  // A PDF header followed by nothing readable: accepted as a PDF, then processing fails.
  const broken = Buffer.concat([Buffer.from('%PDF-1.7\n1 0 obj\n<< /Type /Catalog'), Buffer.alloc(64, 0x41)]);
  await page.getByLabel('Choose files to upload').setInputFiles({ name: 'truncated-lease.pdf', mimeType: 'application/pdf', buffer: broken });
  const row = page.getByRole('region', { name: 'Uploads' }).getByTestId('upload-row');
  await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
  await expect(row).toContainText('Processing failed:');
  expect(eventRequests).toBeGreaterThan(0);
  const card = page.getByRole('list', { name: 'Documents' }).getByTestId('document-item');
  await expect(card.getByText('Failed', { exact: true })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/documents-failed-desktop.png`, fullPage: true });

  const retried = page.waitForResponse((r) => r.url().endsWith('/retry') && r.request().method() === 'POST');
  await row.getByRole('button', { name: 'Retry processing of truncated-lease.pdf' }).click();
  const response = await retried;
  expect(response.status()).toBe(200);
  expect(['queued', 'processing']).toContain((await response.json()).status);
  await expect(row).toHaveAttribute('data-status', 'failed', { timeout: 60_000 });
});
