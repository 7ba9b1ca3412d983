import { type ChildProcess, spawn } from 'node:child_process';
import { expect, test } from '@playwright/test';
import { noHorizontalScroll } from './support/layout.js';
import { ports } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

/**
 * The dashboard's portfolio cards and items needing attention, and a portfolio question answered from the records
 * with lease citations. Lease terms come from the abstraction job (another part of issue 10); this spec plants
 * them, as that job would leave them, through a test-only seeding route of its own app (support/start-seeded-app.ts).
 */
const seededUrl = `http://localhost:${ports.app + 6}`;
const shots = process.env.SHOTS_DIR;
const DAY = 86_400_000;
const day = (offset: number) => new Date(Date.now() + offset * DAY).toISOString().slice(0, 10);
const longDay = (iso: string) => new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso}T00:00:00Z`));

let app: ChildProcess;
test.use({ baseURL: seededUrl });
test.beforeAll(async () => {
  test.setTimeout(180_000);
  app = spawn(process.execPath, ['--import', 'tsx', 'e2e/support/start-seeded-app.ts'], { stdio: 'ignore', env: process.env });
  await expect.poll(async () => (await fetch(`${seededUrl}/readyz`).catch(() => null))?.status ?? 0, { timeout: 150_000, intervals: [1000] }).toBe(200);
});
test.afterAll(() => {
  app?.kill('SIGTERM');
});

/** The records, their dates counted from today when the test runs (not when the file loads, minutes earlier while the app starts). */
function portfolio(email: string, janeEnds: string) {
  return {
    email,
    project: 'Harbor View',
    properties: [{ name: 'Harbor View', address: '8 Harbor Road, Portland', type: 'residential', units: ['4B', '2A', '1C', '3D'] }],
    leases: [
      {
        key: 'jane',
        property: 'Harbor View',
        unit: '4B',
        tenant: 'Jane Doe',
        startDate: day(-320),
        endDate: janeEnds,
        monthlyRentCents: 185000,
        document: {
          title: 'Lease - Unit 4B - Jane Doe',
          pages: [
            'RESIDENTIAL LEASE AGREEMENT\n\nHarbor View Rentals ("Landlord") leases Unit 4B at 8 Harbor Road to Jane Doe ("Tenant").',
            `The term ends on ${longDay(janeEnds)}.\n\nRent is $1,850 per month.\n\nTenant may keep one cat.`,
          ],
          terms: {
            tenants: [['Jane Doe'], 'Jane Doe ("Tenant")'],
            unit: ['4B', 'Unit 4B'],
            expiration_date: [janeEnds, `The term ends on ${longDay(janeEnds)}.`],
            monthly_rent: [1850, 'Rent is $1,850 per month.'],
            pets: ['allowed', 'Tenant may keep one cat.'],
          },
        },
      },
      {
        key: 'omar',
        property: 'Harbor View',
        unit: '2A',
        tenant: 'Omar Reyes',
        startDate: day(-30),
        endDate: day(700),
        monthlyRentCents: 210000,
        document: {
          title: 'Lease - Unit 2A - Omar Reyes',
          reviewed: true,
          pages: ['RESIDENTIAL LEASE AGREEMENT\n\nUnit 2A is leased to Omar Reyes. Rent is $2,100 per month. No pets are allowed.'],
          terms: {
            tenants: [['Omar Reyes']],
            unit: ['2A', 'Unit 2A'],
            expiration_date: [day(700)],
            monthly_rent: [2100, 'Rent is $2,100 per month.'],
            pets: ['prohibited', 'No pets are allowed.'],
          },
        },
      },
      // From a rent roll: no document. It ended twelve days ago and nothing follows it on 1C.
      { key: 'pat', property: 'Harbor View', unit: '1C', tenant: 'Pat Holdover', startDate: day(-400), endDate: day(-12), monthlyRentCents: 150000 },
    ],
  };
}

test('dashboard cards and attention items from real records; a portfolio question answered from the records with lease citations; Upload Lease', async ({
  page,
}) => {
  test.setTimeout(240_000);
  const user = await signUpAndVerify(page, { name: 'Priya Landlord', company: 'Harbor View Rentals' });

  // Nothing yet: honest zeros and how to start.
  await expect(page.getByTestId('stat-total-units')).toHaveText('0');
  await expect(page.getByTestId('attention-empty')).toContainText('Nothing needs your attention right now');

  const janeEnds = day(45);
  const seeded = await page.request.post('/__e2e/seed', { data: portfolio(user.email, janeEnds) });
  expect(seeded.status(), await seeded.text()).toBe(200);
  const { projectId, leases } = (await seeded.json()) as { projectId: string; leases: Record<string, { leaseId: string; documentId: string | null }> };

  await page.reload();
  await expect(page.getByTestId('stat-total-units')).toHaveText('4');
  await expect(page.getByTestId('stat-occupied')).toHaveText('2');
  await expect(page.getByText('50% of units have a lease in force today')).toBeVisible();
  await expect(page.getByTestId('stat-open-maintenance')).toHaveText('0');
  await expect(page.getByText('Work orders arrive with maintenance tracking')).toBeVisible();
  await expect(page.getByTestId('stat-documents-this-month')).toHaveText('2');

  // Items needing attention: the lease that ended without a renewal first (urgent), then Jane's expiration inside its
  // alert lead time (high, 45 days out), then Jane's terms to review.
  const items = page.getByTestId('attention-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(0)).toContainText('Urgent');
  await expect(items.nth(0)).toContainText('Lease ended without a renewal');
  await expect(items.nth(0)).toContainText('Pat Holdover (unit 1C, Harbor View)');
  await expect(items.nth(0)).toHaveAttribute('href', `/dashboard/leases/${leases.pat!.leaseId}`);
  await expect(items.nth(1)).toContainText('High');
  await expect(items.nth(1)).toContainText('Lease expires');
  await expect(items.nth(1)).toContainText(`Jane Doe (unit 4B, Harbor View): ${longDay(janeEnds)}, in 45 days`);
  await expect(items.nth(1)).toHaveAttribute('href', `/dashboard/leases/${leases.jane!.leaseId}`);
  await expect(items.nth(2)).toContainText('Medium');
  await expect(items.nth(2)).toContainText('Review the terms of a lease');
  await expect(items.nth(2)).toHaveAttribute('href', `/dashboard/documents/${leases.jane!.documentId}`);
  if (shots) await page.screenshot({ path: `${shots}/dashboard-portfolio.png`, fullPage: true });
  await items.nth(2).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/documents/${leases.jane!.documentId}$`));
  await expect(page.getByRole('heading', { name: 'Lease - Unit 4B - Jane Doe' })).toBeVisible();

  // The project's query playground: a portfolio question is answered from the records, citing the lease.
  await page.goto(`/dashboard/projects/${projectId}?tab=queries`);
  const box = page.getByLabel('Ask about this project’s documents');
  await box.fill('Which leases end in the next 90 days?');
  await box.press('Enter');
  const panel = page.getByTestId('answer-panel');
  await expect(panel.getByTestId('answer-route')).toHaveText('From your portfolio records');
  await expect(panel.getByTestId('answer-text')).toContainText(`1 lease ends in the next 90 days`);
  await expect(panel.getByTestId('answer-text')).toContainText(`Jane Doe (unit 4B, Harbor View): ends on ${longDay(janeEnds)}`);
  if (shots) await page.screenshot({ path: `${shots}/portfolio-question.png`, fullPage: true });
  const sources = panel.getByRole('list', { name: 'Sources' });
  await expect(sources.getByRole('link', { name: /Source 1: Lease - Unit 4B - Jane Doe, p\. 2/ })).toBeVisible();
  await expect(sources.getByRole('link', { name: 'Open the lease of source 1' })).toHaveAttribute('href', `/dashboard/leases/${leases.jane!.leaseId}`);
  // The citation opens the passage that decided it.
  await sources.getByRole('link', { name: /Source 1:/ }).click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/documents/${leases.jane!.documentId}\\?page=2&from=\\d+&to=\\d+`));

  // A question about a document's content still goes to the documents, and says so.
  await page.goto(`/dashboard/projects/${projectId}?tab=queries`);
  await box.fill('Summarise the inspection report');
  await box.press('Enter');
  await expect(panel.getByTestId('answer-route')).toHaveText('From your documents');

  // The header search answers a portfolio question in place.
  await page.getByRole('button', { name: 'Search documents and projects' }).click();
  await page.getByRole('combobox', { name: 'Search' }).fill('Which tenants may keep pets?');
  await expect(page.getByRole('option', { name: /Ask: “Which tenants may keep pets\?”/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  const palette = page.getByRole('dialog');
  await expect(palette.getByTestId('answer-route')).toHaveText('From your portfolio records');
  await expect(palette.getByTestId('answer-text')).toContainText('1 tenant may keep pets: Jane Doe (unit 4B, Harbor View)');
  if (shots) await page.screenshot({ path: `${shots}/portfolio-question-palette.png` });
  await page.keyboard.press('Escape');

  // Upload Lease: each file shows its progress and, once processed, links to its document page.
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Upload Lease' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upload leases and documents' });
  await dialog.getByLabel('Choose files to upload').setInputFiles({
    name: 'unit-3d-signed.txt',
    mimeType: 'text/plain',
    buffer: Buffer.from('Signed copy for unit 3D at 8 Harbor Road, Sam Lee, from the first of next month. Monthly payment 1,700.'),
  });
  const row = dialog.getByTestId('upload-row');
  await expect(row.getByText(/Uploaded · Processed/)).toBeVisible({ timeout: 120_000 });
  await expect(row.getByRole('link', { name: 'Open unit-3d-signed.txt' })).toHaveAttribute('href', /^\/dashboard\/documents\/[0-9a-f-]{36}$/);
  await row.getByRole('link', { name: 'Open unit-3d-signed.txt' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'unit-3d-signed' })).toBeVisible();

  // Phone width: the cards, the attention list and the upload button fit.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/dashboard');
  await expect(page.getByTestId('attention-item').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Upload Lease' })).toBeVisible();
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: `${shots}/dashboard-portfolio-phone.png`, fullPage: true });
});
