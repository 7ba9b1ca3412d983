import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { noHorizontalScroll } from './support/layout.js';
import { appUrl } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;
const contractName = 'SECURIANFUNDSTRUST_05_01_2012-EX-99.28.H.9-NET INVESTMENT INCOME MAINTENANCE AGREEMENT.pdf';
// A real 5-page text PDF from the CUAD development set.
const contract = join(import.meta.dirname, '../../shared/eval/cuad-dev/contracts', contractName);
// Document text is data: entities and angle brackets in it must show literally in snippets, never be interpreted as HTML.
const hostileRules = Buffer.from(
  'Rooftop garden rules for the Annex.\n\nRooftop garden hours are 8am to 10pm, guests < 6 per unit & the sign reads &lt;img src=x onerror=alert(1)&gt; quiet please; no grills on the rooftop garden.\n',
);

async function createProject(page: Page, name: string) {
  const project = await (
    await page.request.post('/api/app/projects', { headers: { origin: appUrl }, data: { name, description: '', address: null, unitCount: null } })
  ).json();
  expect(project.id).toBeTruthy();
  return project.id as string;
}

async function upload(page: Page, projectId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const res = await page.request.post('/api/app/documents', { headers: { origin: appUrl }, multipart: { project_id: projectId, file } });
  expect(res.status()).toBe(201);
  return (await res.json()).id as string;
}

async function waitProcessed(page: Page, ids: string[]) {
  for (const id of ids)
    await expect
      .poll(async () => (await (await page.request.get(`/api/app/documents/${id}`)).json()).status, { timeout: 120_000, intervals: [500] })
      .toBe('processed');
}

/** Results have settled and every card names this project (earlier results stay on screen while new ones load). */
async function expectAllFrom(page: Page, projectName: string) {
  await expect(page.getByRole('region', { name: 'Search results' })).toHaveAttribute('aria-busy', 'false');
  await expect
    .poll(async () => {
      const texts = await page.getByTestId('search-result').allInnerTexts();
      return texts.length > 0 && texts.every((t) => t.includes(projectName));
    })
    .toBe(true);
}

test('searches with filters kept in the address, highlights matches as text, opens the passage; Ctrl-K finds documents by name', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, { name: 'Sasha Searcher', company: 'Findable Holdings' });
  const fundProject = await createProject(page, 'Advantus Fund');
  const annexProject = await createProject(page, 'Rooftop Annex');
  const contractId = await upload(page, fundProject, { name: contractName, mimeType: 'application/pdf', buffer: readFileSync(contract) });
  const rulesId = await upload(page, annexProject, { name: 'rooftop-garden-rules.txt', mimeType: 'text/plain', buffer: hostileRules });
  await waitProcessed(page, [contractId, rulesId]);

  // The dashboard's quick action opens the search page, which explains the search syntax.
  await page.goto('/dashboard');
  await page.getByRole('link', { name: 'Search Documents', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard\/search$/);
  await expect(page.getByText('Search across every document')).toBeVisible();
  await expect(page.getByText('"notice to vacate"')).toBeVisible();
  await expect(page.getByText('roof OR gutter')).toBeVisible();

  // A search: passages with matched words in <mark>, where they come from, and a score.
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('advisory fee');
  await page.getByRole('searchbox', { name: 'Search documents' }).press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/search\?q=advisory\+fee$/);
  const first = page.getByTestId('search-result').first();
  await expect(first).toContainText('Advantus Fund');
  await expect(first.locator('mark').first()).toHaveText(/advis|fee/i);
  await expect(first).toContainText(/Score \d/);
  await expect(first.getByTestId('search-result-pages')).toHaveText(/^pp?\. \d/);
  if (shots) await page.screenshot({ path: `${shots}/search-results-desktop.png`, fullPage: true });

  // Filters go in the address: this project only.
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Advantus Fund' });
  await expect(page).toHaveURL(new RegExp(`project=${fundProject}`));
  await expectAllFrom(page, 'Advantus Fund');
  // The other project: only its passages.
  await page.getByRole('searchbox', { name: 'Search documents' }).fill('rooftop garden');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await page.getByLabel('Project', { exact: true }).selectOption({ label: 'Rooftop Annex' });
  await expect(page).toHaveURL(new RegExp(`q=rooftop\\+garden&project=${annexProject}`));
  await expectAllFrom(page, 'Rooftop Annex');
  const rules = page.getByTestId('search-result').first();
  await expect(rules.locator('mark').first()).toHaveText(/rooftop|garden/i);
  // Markup in a document is shown as text, never run.
  await expect(rules).toContainText('guests < 6 per unit & the sign reads &lt;img src=x onerror=alert(1)&gt; quiet');
  await expect(rules.locator('img')).toHaveCount(0);

  // An upload date range that excludes today finds nothing; Back restores the previous results.
  await page.getByLabel('Uploaded from').fill('2099-01-01');
  await expect(page).toHaveURL(/from=2099-01-01/);
  await expect(page.getByText('No passages match')).toBeVisible();
  await page.goBack();
  await expect(page).not.toHaveURL(/from=/);
  await expectAllFrom(page, 'Rooftop Annex');
  // A shared link reproduces the same search and filters.
  const shared = page.url();
  await page.goto('/dashboard');
  await page.goto(shared);
  await expect(page.getByRole('searchbox', { name: 'Search documents' })).toHaveValue('rooftop garden');
  await expect(page.getByLabel('Project', { exact: true })).toHaveValue(annexProject);
  await expectAllFrom(page, 'Rooftop Annex');

  // A result opens the viewer at its passage.
  await page.getByTestId('search-result').first().getByRole('link').click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/documents/${rulesId}\\?page=1&from=\\d+&to=\\d+`));
  await expect(page.getByTestId('passage-highlight').first()).toBeVisible({ timeout: 30_000 });

  // Ctrl-K from anywhere: type part of a document's name, Enter opens it.
  await page.keyboard.press('Control+k');
  const palette = page.getByRole('dialog', { name: 'Search documents and projects' });
  await expect(palette).toBeVisible();
  await expect(palette.getByRole('combobox', { name: 'Search' })).toBeFocused(); // the dialog focuses it: typing goes straight in
  await palette.getByRole('combobox', { name: 'Search' }).fill('securianfunds');
  const docOption = palette.getByRole('option', { name: /SECURIANFUNDSTRUST/ });
  await expect(docOption).toBeVisible();
  await expect(docOption).toHaveAttribute('aria-selected', 'true');
  if (shots) await page.screenshot({ path: `${shots}/quick-search-desktop.png` });
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/dashboard/documents/${contractId}$`));
  await expect(palette).toBeHidden();

  // Projects too; arrow keys move (wrapping to the full search at the end), Escape closes.
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox', { name: 'Search' }).fill('rooftop');
  await expect(palette.getByRole('option', { name: /^Rooftop Annex/ })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(palette).toBeHidden();
  await page.keyboard.press('Control+k');
  await palette.getByRole('combobox', { name: 'Search' }).fill('rooftop');
  await expect(palette.getByRole('option', { name: /^Rooftop Annex/ })).toBeVisible();
  await page.keyboard.press('ArrowUp');
  await expect(palette.getByRole('option', { name: /Search all documents for “rooftop”/ })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/search\?q=rooftop$/);
  await expect(page.getByTestId('search-result').first()).toContainText('Rooftop Annex');

  // Searches are logged: the dashboard lists them.
  await page.goto('/dashboard');
  await expect(page.getByRole('link', { name: 'rooftop garden' }).first()).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the search page, its results and the quick search fit without horizontal scrolling', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpAndVerify(page, { name: 'Pat Phone', company: 'Pocket Search' });
    const projectId = await createProject(page, 'Advantus Money Market Fund Portfolio With A Long Name');
    const id = await upload(page, projectId, { name: contractName, mimeType: 'application/pdf', buffer: readFileSync(contract) });
    await waitProcessed(page, [id]);
    await page.goto(`/dashboard/search?q=${encodeURIComponent('"net investment income"')}&project=${projectId}`);
    await expect(page.getByTestId('search-result').first().locator('mark').first()).toBeVisible();
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/search-results-phone.png`, fullPage: true });

    await page.getByRole('button', { name: 'Search documents and projects' }).click();
    await page.getByRole('combobox', { name: 'Search' }).fill('securian');
    await expect(page.getByRole('option', { name: /SECURIANFUNDSTRUST/ })).toBeVisible();
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/quick-search-phone.png` });
  });
});
