import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import type { DocumentAbstraction } from '../common/api/leases.js';
import type { DocumentDto } from '../common/documents.js';
import { noHorizontalScroll } from './support/layout.js';
import { appUrl } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;
const fixture = (name: string) => ({ name, mimeType: 'text/plain', buffer: readFileSync(join(import.meta.dirname, 'fixtures', name)) });
const lease = fixture('lease-maple-court-4b.txt');
const extension = fixture('lease-maple-court-4b-extension.txt');

async function documentNamed(page: Page, fileName: string) {
  await expect
    .poll(async () => {
      const list = (await (await page.request.get('/api/app/documents')).json()) as { documents: DocumentDto[] };
      return list.documents.find((d) => d.fileName === fileName)?.id ?? '';
    })
    .not.toBe('');
  const list = (await (await page.request.get('/api/app/documents')).json()) as { documents: DocumentDto[] };
  return list.documents.find((d) => d.fileName === fileName)!.id;
}

async function abstractionOf(page: Page, documentId: string) {
  return (await (await page.request.get(`/api/app/leases/abstractions/${documentId}`)).json()) as DocumentAbstraction;
}

/** Corrects one term through its form (a text-like input), when it is not already the value wanted. */
async function correct(section: Locator, key: string, label: string, value: string, shown: string) {
  const row = section.getByTestId(`term-${key}`);
  if ((await row.getByTestId('term-value').textContent()) === shown) return;
  await row.getByRole('button', { name: `Correct ${label}` }).click();
  await row.getByRole('form').getByLabel(label, { exact: true }).fill(value);
  await row.getByRole('button', { name: 'Save correction' }).click();
  await expect(row.getByTestId('term-value')).toHaveText(shown);
}

test('upload a lease, watch it be abstracted, correct a value, see the evidence, and read the lease as of a date; on a phone too', async ({ page }) => {
  test.setTimeout(240_000);
  const user = await signUpAndVerify(page, { company: 'Review Rentals' });
  await page.request.post('/api/app/projects', { headers: { origin: appUrl }, data: { name: 'Maple Court' } });

  // The dashboard's Upload Lease files the upload as a lease.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Upload Lease' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload leases and documents' });
  await expect(dialog.getByLabel(/These are leases or amendments/)).toBeChecked();
  await dialog.getByLabel('Project').selectOption({ label: 'Maple Court' });
  await dialog.getByLabel('Choose files to upload').setInputFiles([lease]);
  const leaseId = await documentNamed(page, lease.name);
  await page.goto(`/dashboard/documents/${leaseId}`);

  // Its terms section shows progress until the terms are read, then the review form.
  const section = page.getByTestId('lease-abstraction');
  await expect(section).toBeVisible();
  await expect(section.getByRole('heading', { name: 'Lease terms' })).toBeVisible({ timeout: 60_000 });
  await expect(section.getByText('Parties and premises')).toBeVisible();
  await expect(section.getByTestId('term-governing_law').getByTestId('term-value')).toHaveText(/.+/);
  await expect(section.locator('li[data-testid^="term-"]')).toHaveCount(21);
  if (shots) await page.screenshot({ path: `${shots}/lease-review-desktop.png`, fullPage: true });

  // The evidence of a stated value opens highlighted in the viewer beside it.
  const stated = (await abstractionOf(page, leaseId)).abstraction!.terms.find((t) => t.evidence && t.key === 'monthly_rent');
  expect(stated, 'the lease states its monthly rent ("$1,850.00"); the stub extractor states nothing, the real one reads it').toBeTruthy();
  await section.getByRole('button', { name: /Show where Monthly rent is in the document/ }).click();
  await expect(page).toHaveURL(/from=\d+&to=\d+/);
  const cited = page.getByTestId('cited-passage');
  await expect(cited).toContainText('Where the lease states Monthly rent');
  await expect(page.getByTestId('passage-highlight')).toContainText(stated!.evidence!.quote.trim().slice(0, 20));

  // Correct a value: the form checks it, the original stays beside the correction with who and when.
  const rent = section.getByTestId('term-monthly_rent');
  await rent.getByRole('button', { name: 'Correct Monthly rent' }).click();
  await rent.getByLabel('Monthly rent (dollars)').fill('a lot');
  await rent.getByRole('button', { name: 'Save correction' }).click();
  await expect(rent.getByText('must be an amount in dollars')).toBeVisible();
  await rent.getByLabel('Monthly rent (dollars)').fill('1900');
  await rent.getByRole('button', { name: 'Save correction' }).click();
  await expect(rent.getByTestId('term-value')).toHaveText('$1,900.00');
  await expect(rent).toContainText(`Extracted: $1,850.00 · corrected by ${user.name}`);
  await rent.getByText('History (1)').click();
  await expect(rent).toContainText('$1,850.00 → $1,900.00');

  // The facts the portfolio needs, whatever the reader found: the lease is then in the portfolio.
  await correct(section, 'premises_address', 'Premises', '12 Maple Court, Unit 4B, Austin, Texas', '12 Maple Court, Unit 4B, Austin, Texas');
  await correct(section, 'commencement_date', 'Commencement', '2025-03-01', 'Mar 1, 2025');
  await correct(section, 'expiration_date', 'Expiration', '2026-02-28', 'Feb 28, 2026');
  await section.getByRole('button', { name: /Accept all remaining/ }).click();
  await expect(section.getByText('Reviewed')).toBeVisible();
  const recordLink = section.getByRole('link', { name: /12 Maple Court · 4B/ });
  await expect(recordLink).toBeVisible();

  // An extension of that lease: linked to it (suggested, then confirmed) and in effect from its date.
  const res = await page.request.post('/api/app/documents', {
    headers: { origin: appUrl },
    multipart: { project_id: (await (await page.request.get(`/api/app/documents/${leaseId}`)).json()).projectId, documentType: 'lease', file: extension },
  });
  expect(res.status()).toBe(201);
  const extensionId = ((await res.json()) as DocumentDto).id;
  await page.goto(`/dashboard/documents/${extensionId}`);
  const amendment = page.getByTestId('lease-abstraction');
  await expect(amendment.getByRole('heading', { name: 'Amendment terms' })).toBeVisible({ timeout: 60_000 });
  const link = amendment.getByTestId('amendment-link');
  if (await link.getByRole('button', { name: 'Confirm' }).isVisible()) await link.getByRole('button', { name: 'Confirm' }).click();
  else {
    await link.getByRole('button', { name: /Choose (the|another) lease/ }).click();
    const chooser = page.getByRole('dialog', { name: 'Choose the lease this amendment changes' });
    await chooser.getByLabel('Search leases').fill('Maple');
    await chooser.getByRole('button', { name: /12 Maple Court · 4B/ }).click();
  }
  await expect(link.getByText('Confirmed')).toBeVisible();
  await amendment
    .getByRole('button', { name: /Show the \d+ terms it does not change/ })
    .click({ timeout: 2_000 })
    .catch(() => undefined);
  await correct(amendment, 'effective_date', 'Effective date', '2026-03-01', 'Mar 1, 2026');
  await correct(amendment, 'expiration_date', 'Expiration', '2027-02-28', 'Feb 28, 2027');
  await correct(amendment, 'monthly_rent', 'Monthly rent', '1950', '$1,950.00');

  // The lease page: its record, its documents, and its terms as of today and as of an earlier date.
  await link.getByRole('link', { name: /12 Maple Court · 4B/ }).click();
  await expect(page.getByRole('heading', { level: 1, name: /12 Maple Court · 4B/ })).toBeVisible();
  // Today the extension is in effect: the record has its rent and end date.
  await expect(page.getByRole('region', { name: 'Lease record' })).toContainText('$1,950.00');
  await expect(page.getByRole('region', { name: 'Lease record' })).toContainText('Feb 28, 2027');
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: 'lease-maple-court-4b', exact: true })).toBeVisible();
  await expect(documents).toContainText('Link confirmed');
  const expiration = page.getByTestId('as-of-expiration_date');
  await expect(expiration.getByTestId('as-of-value')).toHaveText('Feb 28, 2027');
  await expect(expiration).toContainText('Set by lease-maple-court-4b-extension');
  await page.getByLabel('As of', { exact: true }).fill('2026-01-15');
  await expect(page.getByRole('heading', { name: 'Terms as of Jan 15, 2026' })).toBeVisible();
  await expect(expiration.getByTestId('as-of-value')).toHaveText('Feb 28, 2026');
  await expect(expiration).toContainText(/Set by lease-maple-court-4b, p\. \d/);
  // Before it, the lease's own rent: the value a person corrected.
  await expect(page.getByTestId('as-of-monthly_rent').getByTestId('as-of-value')).toHaveText('$1,900.00');
  await expiration.getByText('History of values (2)').click();
  await expect(expiration).toContainText('not yet in effect');
  await expect(page).toHaveURL(/asOf=2026-01-15/);
  if (shots) await page.screenshot({ path: `${shots}/lease-page-desktop.png`, fullPage: true });

  await expect(page.getByTestId('as-of-monthly_rent')).toContainText('corrected by a person');
  // The source of a value opens the viewer at its passage.
  await page.getByTestId('as-of-security_deposit').getByRole('link').click();
  await expect(page.getByTestId('cited-passage')).toContainText('Where the lease states Security deposit');

  // On a phone: the review form and the lease page fit the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/documents/${leaseId}`);
  await expect(page.getByTestId('term-monthly_rent').getByTestId('term-value')).toHaveText('$1,900.00');
  await noHorizontalScroll(page);
  // The evidence button brings the highlighted passage into view, above the form.
  await page.getByTestId('term-pets').scrollIntoViewIfNeeded();
  const petsEvidence = page.getByTestId('term-pets').getByRole('button', { name: /Show where Pets/ });
  await petsEvidence.click();
  await expect(page.getByTestId('passage-highlight')).toBeInViewport();
  // Scrolled away and asked again, the same passage comes back into view.
  await page.getByTestId('term-pets').scrollIntoViewIfNeeded();
  await expect(page.getByTestId('passage-highlight')).not.toBeInViewport();
  await petsEvidence.click();
  await expect(page.getByTestId('passage-highlight')).toBeInViewport();
  if (shots) await page.screenshot({ path: `${shots}/lease-review-phone.png`, fullPage: true });
  await page.goto(`/dashboard/leases/${(await abstractionOf(page, leaseId)).abstraction!.lease!.id}`);
  await expect(page.getByTestId('as-of-expiration_date')).toBeVisible();
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/lease-page-phone.png`, fullPage: true });
});
