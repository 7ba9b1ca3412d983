import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { noHorizontalScroll } from './support/layout.js';
import { appUrl } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;
const contractName = 'SECURIANFUNDSTRUST_05_01_2012-EX-99.28.H.9-NET INVESTMENT INCOME MAINTENANCE AGREEMENT.pdf';
// A real 5-page text PDF from the CUAD development set (a fund agreement full of effective dates).
const contract = join(import.meta.dirname, '../../shared/eval/cuad-dev/contracts', contractName);

/** Creates a project and uploads the contract through the app's own API, then waits until it is searchable. */
async function projectWithContract(page: Page, name: string) {
  const project = await (
    await page.request.post('/api/app/projects', { headers: { origin: appUrl }, data: { name, description: '', address: null, unitCount: null } })
  ).json();
  expect(project.id).toBeTruthy();
  const upload = await page.request.post('/api/app/documents', {
    headers: { origin: appUrl },
    multipart: { project_id: project.id, file: { name: contractName, mimeType: 'application/pdf', buffer: readFileSync(contract) } },
  });
  expect(upload.status()).toBe(201);
  const doc = await upload.json();
  await expect
    .poll(async () => (await (await page.request.get(`/api/app/documents/${doc.id}`)).json()).status, { timeout: 120_000, intervals: [500] })
    .toBe('processed');
  return { projectId: project.id as string, documentId: doc.id as string };
}

test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

test('asks a project’s documents a question: streamed answer, citation to the highlighted passage, copy, share, recent queries', async ({
  page,
  browser,
  baseURL,
}) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, { name: 'Dana Manager', company: 'Securian Rentals' });
  const { projectId, documentId } = await projectWithContract(page, 'Advantus Fund');
  await page.goto(`/dashboard/projects/${projectId}?tab=queries`);
  await expect(page.getByRole('tab', { name: 'Queries', selected: true })).toBeVisible();
  await expect(page.getByText('No questions yet')).toBeVisible();

  // Blank and whitespace-only questions send nothing, by Enter or by the button.
  const asked: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/app/queries/stream')) asked.push(r.postData() ?? '');
  });
  const box = page.getByLabel('Ask about this project’s documents');
  await box.fill('   ');
  await box.press('Enter');
  await page.getByRole('button', { name: 'Ask' }).click();
  await page.waitForTimeout(300);
  expect(asked).toHaveLength(0);
  await expect(page.getByTestId('answer-panel')).toHaveCount(0);

  // A real question, answered from the contract with a numbered citation.
  const question = 'When is the agreement effective?';
  await box.fill(question);
  await box.press('Enter');
  const panel = page.getByTestId('answer-panel');
  // A "when" question is answered with a date, which the cited passage must contain (checked in the viewer below).
  const datePattern = /(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}/;
  await expect(panel.getByTestId('answer-text')).toContainText(datePattern, { timeout: 30_000 });
  const answeredDate = (await panel.getByTestId('answer-text').innerText()).match(datePattern)![0];
  expect(asked).toHaveLength(1);
  expect(JSON.parse(asked[0]!)).toEqual({ query: question, filters: { projectIds: [projectId] } });
  const chip = panel.getByRole('link', { name: /^Source 1: .*p\. \d+/ });
  await expect(chip).toBeVisible();
  await expect(chip).toContainText('[1]');
  // The usage meter counts the question at once.
  await expect(page.getByTestId('usage-meter')).toContainText('1 of 5,000 questions this month');
  if (shots) await page.screenshot({ path: `${shots}/queries-answer-desktop.png`, fullPage: true });

  // Copy: the answer with its sources, as text.
  await panel.getByRole('button', { name: 'Copy' }).click();
  await expect(page.getByText('Answer copied')).toBeVisible();
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(`Question: ${question}`);
  expect(copied).toMatch(new RegExp(`Answer: .*${answeredDate}`));
  expect(copied).toMatch(/Sources:\n\[1\] .+, p\. \d+/);
  expect(copied).toContain(`${baseURL}/dashboard/documents/${documentId}?page=`);

  // Share: a link to the saved question.
  await panel.getByRole('button', { name: 'Share' }).click();
  await expect(page.getByText('Link copied')).toBeVisible();
  const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
  expect(shareUrl).toMatch(new RegExp(`^${baseURL}/dashboard/queries/[0-9a-f-]{36}$`));

  // The citation opens the viewer at the cited page and span, with the passage highlighted.
  const href = await chip.getAttribute('href');
  expect(href).toMatch(new RegExp(`^/dashboard/documents/${documentId}\\?page=\\d+&from=\\d+&to=\\d+`));
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/documents/${documentId}\\?page=\\d+&from=\\d+&to=\\d+`));
  await expect(page.getByTestId('passage-highlight').first()).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('cited-passage')).toContainText(new RegExp(answeredDate.split(' ').join('\\s+')));
  if (shots) await page.screenshot({ path: `${shots}/queries-citation-viewer.png`, fullPage: true });

  // Recent Queries lists it; choosing it shows the saved answer again.
  await page.goto(`/dashboard/projects/${projectId}?tab=queries`);
  const recent = page.getByRole('list', { name: 'Recent queries' });
  await expect(recent.getByRole('button', { name: new RegExp(question) })).toBeVisible();
  await expect(page.getByTestId('answer-panel')).toHaveCount(0);
  await recent.getByRole('button', { name: new RegExp(question) }).click();
  await expect(page.getByTestId('answer-panel').getByTestId('answer-text')).toContainText(answeredDate);
  await expect(page.getByTestId('answer-panel').getByRole('link', { name: /^Source 1: / })).toBeVisible();

  // A question the contract does not answer says so and shows the closest passages instead.
  await box.fill('Are pets allowed in the swimming pool?');
  await page.getByRole('button', { name: 'Ask' }).click();
  await expect(panel.getByTestId('answer-text')).toHaveText(/I couldn['’]t find this in your documents/, { timeout: 30_000 });
  await expect(panel.getByText('Closest passages')).toBeVisible();
  await expect(panel.getByTestId('search-result').first()).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/queries-not-found-desktop.png`, fullPage: true });

  // The shared link opens for a member: question, answer, citations, who asked and when.
  await page.goto(shareUrl);
  await expect(page.getByTestId('saved-question')).toHaveText(question);
  await expect(page.getByTestId('asked-by')).toContainText('Asked by Dana Manager on');
  await expect(page.getByTestId('answer-text')).toContainText(answeredDate);
  await expect(page.getByRole('heading', { name: 'Cited passages' })).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/queries-shared-desktop.png`, fullPage: true });

  // A plain search is logged too, as a search.
  await page.goto('/dashboard/search?q=effective+date');
  await expect(page.getByTestId('search-result').first()).toBeVisible();

  // The dashboard's Recent Searches lists both questions and the search, each for what it was and what came
  // of it, and counts only the questions as questions; the saved question opens.
  await page.goto('/dashboard');
  await expect(page.getByTestId('stat-questions-this-month')).toHaveText('2');
  const recentRow = (text: string) => page.getByTestId('recent-query').filter({ hasText: text });
  await expect(recentRow(question).getByTestId('recent-query-kind')).toHaveText('Question');
  await expect(recentRow(question).getByTestId('recent-query-outcome')).toHaveText(/^Answered · \d+ citations?$/);
  await expect(recentRow('Are pets allowed in the swimming pool?').getByTestId('recent-query-outcome')).toHaveText('Not found');
  await expect(recentRow('effective date').getByTestId('recent-query-kind')).toHaveText('Search');
  await expect(recentRow('effective date').getByTestId('recent-query-outcome')).toHaveText(/^\d+ results?$/);
  const recentSearches = page.getByRole('link', { name: question });
  await expect(recentSearches).toBeVisible();
  await expect(page.getByRole('link', { name: 'Are pets allowed in the swimming pool?' })).toBeVisible();
  await recentSearches.click();
  await expect(page).toHaveURL(shareUrl);

  // Someone from another workspace gets a clear refusal and none of the answer.
  const outsider = await browser.newContext();
  const other = await outsider.newPage();
  await signUpAndVerify(other, { name: 'Olive Outsider', company: 'Elsewhere Estates' });
  await other.goto(shareUrl);
  await expect(other.getByText('This answer is not available to you')).toBeVisible();
  await expect(other.getByText(answeredDate)).toHaveCount(0);
  await expect(other.getByText(question)).toHaveCount(0);
  await outsider.close();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the playground, the answer and the shared page fit without horizontal scrolling', async ({ page }) => {
    test.setTimeout(180_000);
    await signUpAndVerify(page, { name: 'Pat Phone', company: 'Pocket Leases' });
    const { projectId } = await projectWithContract(page, 'Advantus Money Market Fund Portfolio');
    await page.goto(`/dashboard/projects/${projectId}?tab=queries`);
    const box = page.getByLabel('Ask about this project’s documents');
    await box.fill('Who are the parties to the agreement?');
    await page.getByRole('button', { name: 'Ask' }).click();
    const panel = page.getByTestId('answer-panel');
    await expect(panel.getByRole('button', { name: 'Share' })).toBeVisible({ timeout: 30_000 });
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/queries-answer-phone.png`, fullPage: true });
    await panel.getByRole('button', { name: 'Share' }).click();
    const shareUrl = await page.evaluate(() => navigator.clipboard.readText());
    await page.goto(shareUrl);
    await expect(page.getByTestId('saved-question')).toBeVisible();
    await noHorizontalScroll(page);
    if (shots) await page.screenshot({ path: `${shots}/queries-shared-phone.png`, fullPage: true });
  });
});
