import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { noHorizontalScroll } from './support/layout.js';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;
const fixtures = join(import.meta.dirname, 'fixtures');
const rentRoll = join(fixtures, 'rent-roll-maple-court.csv');
const file = (name: string, mimeType: string) => ({ name, mimeType, buffer: readFileSync(join(fixtures, name)) });

const nav = (page: Page, name: string) => page.getByRole('navigation', { name: 'Dashboard' }).getByRole('link', { name, exact: true }).click();

async function importRentRoll(page: Page) {
  await page.goto('/dashboard/properties');
  await page.getByRole('link', { name: 'Import a rent roll' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Import a rent roll' })).toBeVisible();
  await page.getByLabel('Rent roll file').setInputFiles(rentRoll);
  await page.getByRole('button', { name: 'Preview the import' }).click();
  await expect(page.getByTestId('rent-roll-summary')).toHaveText('8 rows: 7 ready, 1 with problems (these are not imported).');
}

test('properties, units, tenants and leases through the screens; a rent roll imported twice; a document linked to a property and filtered by it; on a phone too', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, { company: 'Oak Street Rentals' });

  // Properties: the empty state says how to start; the form shows the server's rules under its fields.
  await nav(page, 'Properties');
  await expect(page.getByText('No properties yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Import a rent roll' }).last()).toBeVisible();
  await page.getByRole('button', { name: 'Add your first property' }).click();
  const propertyDialog = page.getByRole('dialog', { name: 'Add a property' });
  await propertyDialog.getByRole('button', { name: 'Add property' }).click();
  await expect(propertyDialog.getByText('Property name is required')).toBeVisible();
  await propertyDialog.getByLabel('Property name').fill('Oak Street Flats');
  await propertyDialog.getByLabel(/Address/).fill('12 Oak Street, Austin TX');
  await propertyDialog.getByLabel('Type').selectOption('residential');
  await propertyDialog.getByRole('button', { name: 'Add property' }).click();
  await expect(page).toHaveURL(/\/dashboard\/properties\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Oak Street Flats' })).toBeVisible();
  await expect(page.getByText('No units yet')).toBeVisible();

  // A unit, inline: a bad number is named under its field, then it is added.
  await page.getByRole('button', { name: 'Add unit' }).click();
  const unitForm = page.getByRole('form', { name: 'New unit' });
  await unitForm.getByLabel('Unit', { exact: true }).fill('4B');
  await unitForm.getByLabel('Bedrooms').fill('two');
  await unitForm.getByLabel('Market rent ($)').fill('1,850');
  await unitForm.getByRole('button', { name: 'Add unit' }).click();
  await expect(unitForm.getByText('Bedrooms must be a whole number')).toBeVisible();
  await unitForm.getByLabel('Bedrooms').fill('2');
  await unitForm.getByRole('button', { name: 'Add unit' }).click();
  const unitRow = page.getByTestId('unit-row').filter({ hasText: 'Unit 4B' });
  await expect(unitRow).toContainText('2 bd');
  await expect(unitRow).toContainText('$1,850.00');
  await expect(page.getByTestId('detail-units')).toHaveText('1 unit');

  // A tenant from the Tenants screen.
  await nav(page, 'Tenants');
  await expect(page.getByText('No tenants yet')).toBeVisible();
  await page.getByRole('button', { name: 'Add your first tenant' }).click();
  const tenantDialog = page.getByRole('dialog', { name: 'Add a tenant' });
  await tenantDialog.getByLabel('Name').fill('Dana Reyes');
  await tenantDialog.getByLabel(/Email/).fill('not-an-email');
  await tenantDialog.getByRole('button', { name: 'Add tenant' }).click();
  await expect(tenantDialog.getByText('Email must be an email address')).toBeVisible();
  await tenantDialog.getByLabel(/Email/).fill('dana.reyes@example.com');
  await tenantDialog.getByRole('button', { name: 'Add tenant' }).click();
  await expect(page.getByTestId('tenant-row').filter({ hasText: 'Dana Reyes' })).toBeVisible();

  // A lease on the property's page: its unit, a tenant chosen and one added inline, dollars for rent and deposit.
  await page.goto('/dashboard/properties');
  await page.getByRole('link', { name: 'Oak Street Flats' }).click();
  await page.getByRole('button', { name: 'Add lease' }).click();
  const leaseDialog = page.getByRole('dialog', { name: 'Add a lease' });
  await leaseDialog.getByLabel(/^Unit/).selectOption({ label: 'Unit 4B' });
  await leaseDialog.getByLabel('Find a tenant').fill('dana');
  await leaseDialog.getByRole('button', { name: 'Add Dana Reyes' }).click();
  await leaseDialog.getByLabel('Find a tenant').fill('Sam Patel');
  await leaseDialog.getByRole('button', { name: 'New tenant' }).click();
  const inlineTenant = page.getByRole('dialog', { name: 'Add a tenant' });
  await expect(inlineTenant.getByLabel('Name')).toHaveValue('Sam Patel');
  await inlineTenant.getByRole('button', { name: 'Add tenant' }).click();
  await expect(leaseDialog.getByRole('list', { name: 'Chosen tenants' })).toContainText('Sam Patel');
  await leaseDialog.getByLabel('Start date').fill('2026-03-01');
  await leaseDialog.getByLabel(/End date/).fill('2026-02-01');
  await leaseDialog.getByLabel(/Monthly rent/).fill('1,850.00');
  await leaseDialog.getByLabel(/Deposit/).fill('2000');
  await leaseDialog.getByRole('button', { name: 'Add lease' }).click();
  await expect(leaseDialog.getByText('End date cannot be before the start date')).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/lease-dialog.png` });
  await leaseDialog.getByLabel(/End date/).fill('2027-02-28');
  await leaseDialog.getByRole('button', { name: 'Add lease' }).click();
  await expect(leaseDialog).toBeHidden();
  const leaseRow = page.getByTestId('lease-row').filter({ hasText: 'Dana Reyes, Sam Patel' });
  await expect(leaseRow).toContainText('Mar 1, 2026 – Feb 28, 2027');
  await expect(leaseRow).toContainText('$1,850.00');
  await expect(leaseRow).toContainText('Active');
  await expect(leaseRow.getByRole('link', { name: 'Dana Reyes, Sam Patel' })).toHaveAttribute('href', /^\/dashboard\/leases\/[0-9a-f-]{36}$/);
  await expect(page.getByTestId('detail-occupied')).toHaveText('1 of 1');
  if (shots) await page.screenshot({ path: `${shots}/property-desktop.png`, fullPage: true });

  // A property still holding units and leases cannot be deleted: the server's reason shows in the dialog.
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Delete Oak Street Flats?' });
  await deleteDialog.getByRole('button', { name: 'Delete property' }).click();
  await expect(deleteDialog.getByRole('alert')).toHaveText('This property still has 1 unit and 1 lease; delete them first');
  await deleteDialog.getByText('Close', { exact: true }).click();

  // Leases: listed, found by tenant, and the tenant's leases on the Tenants screen.
  await nav(page, 'Leases');
  await expect(page.getByTestId('lease-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search' }).fill('sam');
  await expect(page.getByTestId('lease-row')).toHaveCount(1);
  await page.getByRole('searchbox', { name: 'Search' }).fill('nobody');
  await expect(page.getByText('No leases match')).toBeVisible();

  // The rent roll: a preview with its bad row and its reason, nothing written until confirmed.
  await importRentRoll(page);
  await expect(page.getByTestId('rent-roll-plan')).toHaveText('Importing creates 2 properties, 7 units, 7 tenants, 6 leases.');
  await page.getByRole('button', { name: 'Problems (1)' }).click();
  const badRow = page.getByTestId('rent-roll-row');
  await expect(badRow).toHaveCount(1);
  await expect(badRow).toContainText('Row 6');
  await expect(badRow).toContainText('Lease end (2026-06-30) is before its start (2026-07-01)');
  await expect(badRow).toContainText('Not imported');
  if (shots) await page.screenshot({ path: `${shots}/rent-roll-preview.png`, fullPage: true });
  await page.goto('/dashboard/properties');
  await expect(page.getByTestId('property-card')).toHaveCount(1); // the preview wrote nothing
  await page.goBack();
  await expect(page.getByTestId('rent-roll-summary')).toBeVisible();
  await page.getByRole('button', { name: 'Import 7 rows' }).click();
  await expect(page.getByTestId('rent-roll-result')).toHaveText(
    'Imported: created 2 properties, 7 units, 7 tenants and 6 leases; 1 row with problems skipped.',
  );
  await page.getByRole('link', { name: 'See properties' }).click();
  await expect(page.getByTestId('property-card')).toHaveCount(3);
  const maple = page.getByTestId('property-card').filter({ hasText: 'Maple Court' });
  await expect(maple.getByTestId('property-units')).toHaveText('5 units');
  await expect(maple.getByTestId('property-occupied')).toHaveText('3 occupied');
  if (shots) await page.screenshot({ path: `${shots}/properties-desktop.png`, fullPage: true });

  // The same file again: every row finds its records, and importing creates nothing.
  await importRentRoll(page);
  await expect(page.getByTestId('rent-roll-plan')).toHaveText('Everything in this file is already in your portfolio: importing it creates nothing.');
  await page.getByRole('button', { name: 'Import 7 rows' }).click();
  await expect(page.getByTestId('rent-roll-result')).toHaveText(
    'Imported: created 0 properties, 0 units, 0 tenants and 0 leases; 1 row with problems skipped.',
  );
  await nav(page, 'Leases');
  await expect(page.getByTestId('lease-row')).toHaveCount(7);
  if (shots) await page.screenshot({ path: `${shots}/leases-desktop.png`, fullPage: true });
  await nav(page, 'Properties');
  await expect(page.getByTestId('property-card')).toHaveCount(3);

  // A document uploaded on a property's page is linked to it (and filed in the property's own project).
  await page.getByRole('link', { name: 'Oak Street Flats' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload to Oak Street Flats' }).click();
  await (await chooser).setFiles(file('lease-maple-court-4b.txt', 'text/plain'));
  await expect(page.getByRole('list', { name: 'Linked documents' }).getByRole('link', { name: 'lease-maple-court-4b' })).toBeVisible();

  // Another document, in the same project but linked to nothing; then linked to a unit of Maple Court on its page.
  await nav(page, 'Projects');
  await page.getByRole('link', { name: 'Oak Street Flats' }).click();
  await page.getByRole('tab', { name: 'Documents' }).click();
  const projectChooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await projectChooser).setFiles(file('move-in-inspection-4b.md', 'text/markdown'));
  const documents = page.getByRole('list', { name: 'Documents' });
  await expect(documents.getByTestId('document-item')).toHaveCount(2);
  const propertyFilter = page.getByLabel('Property', { exact: true });
  await propertyFilter.selectOption({ label: 'Oak Street Flats' });
  await expect(documents.getByTestId('document-item')).toHaveCount(1);
  await expect(documents.getByTestId('document-item')).toContainText('lease-maple-court-4b');
  await propertyFilter.selectOption({ label: 'Maple Court' });
  await expect(page.getByText('No documents match these filters')).toBeVisible();
  await propertyFilter.selectOption({ label: 'Any property' });
  await documents.getByRole('link', { name: 'move-in-inspection-4b' }).click();

  const details = page.getByRole('complementary', { name: 'Document details' });
  await expect(details.getByText('Not linked to a property, unit, tenant or lease yet.')).toBeVisible();
  await details.getByRole('button', { name: 'Link to a property or tenant' }).click();
  const linksForm = details.getByTestId('document-links-form');
  await linksForm.getByLabel('Property').selectOption({ label: 'Maple Court' });
  await linksForm.getByLabel('Unit').selectOption({ label: 'Unit 1A' });
  await linksForm.getByRole('button', { name: 'Save links' }).click();
  const links = details.getByTestId('document-links');
  await expect(links).toContainText('Maple Court');
  await expect(links).toContainText('Unit 1A');
  if (shots) await page.screenshot({ path: `${shots}/document-links.png`, fullPage: true });
  await page.goBack();
  await page.getByRole('tab', { name: 'Documents' }).click();
  await page.getByLabel('Property', { exact: true }).selectOption({ label: 'Maple Court' });
  await expect(documents.getByTestId('document-item')).toHaveCount(1);
  await expect(documents.getByTestId('document-item')).toContainText('move-in-inspection-4b');

  // On a phone: every screen fits its width.
  await page.setViewportSize({ width: 390, height: 844 });
  for (const path of ['/dashboard/properties', '/dashboard/tenants', '/dashboard/leases', '/dashboard/rent-roll']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await noHorizontalScroll(page);
  }
  await page.goto('/dashboard/properties');
  await page.getByRole('link', { name: 'Maple Court' }).click();
  await expect(page.getByTestId('unit-row')).toHaveCount(5);
  await expect(page.getByTestId('lease-row')).toHaveCount(4);
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/property-phone.png`, fullPage: true });
  await page.getByRole('button', { name: 'Add lease' }).click();
  await expect(page.getByRole('dialog', { name: 'Add a lease' })).toBeVisible();
  await noHorizontalScroll(page);
  await page.keyboard.press('Escape');
  await importRentRoll(page);
  await noHorizontalScroll(page);
});
