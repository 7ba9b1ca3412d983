import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import { appUrl } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

/**
 * Issue 16: in a project of many contracts, a question that names one of them is answered from that one, and
 * its citation opens it. Twelve real CUAD development contracts, four of them governed by Delaware law and two
 * each by New York and Minnesota law, so an answer from the wrong contract could still name a right-sounding
 * state: the test checks which document the citation opens.
 */
const shots = process.env.SHOTS_DIR;
const contractsDir = join(import.meta.dirname, '../../shared/eval/cuad-dev/contracts');
const contracts = readdirSync(contractsDir)
  .filter((name) => name.endsWith('.txt'))
  .sort()
  .slice(0, 12);
const named = contracts.find((name) => name.startsWith('ASPIRITYHOLDINGSLLC'))!;
const twin = contracts.find((name) => name.startsWith('BIOAMBERINC') && !name.includes('Amendment'))!; // also Minnesota

async function uploadAll(page: Page, projectId: string): Promise<Map<string, string>> {
  const ids = new Map<string, string>();
  for (const name of contracts) {
    const res = await page.request.post('/api/app/documents', {
      headers: { origin: appUrl },
      multipart: { project_id: projectId, file: { name, mimeType: 'text/plain', buffer: readFileSync(join(contractsDir, name)) } },
    });
    expect(res.status(), name).toBe(201);
    ids.set(name, (await res.json()).id);
  }
  for (const [name, id] of ids) {
    await expect
      .poll(async () => (await (await page.request.get(`/api/app/documents/${id}`)).json()).status, { timeout: 180_000, intervals: [1000], message: name })
      .toBe('processed');
  }
  return ids;
}

test('a question naming one contract among many is answered from it, and its citation opens it', async ({ page }) => {
  test.setTimeout(360_000);
  await signUpAndVerify(page, { name: 'Morgan Contracts', company: 'Northwind Holdings' });
  const project = await (
    await page.request.post('/api/app/projects', {
      headers: { origin: appUrl },
      data: { name: 'Vendor contracts', description: '', address: null, unitCount: null },
    })
  ).json();
  const ids = await uploadAll(page, project.id);
  expect(named && twin).toBeTruthy();

  await page.goto(`/dashboard/projects/${project.id}?tab=queries`);
  const box = page.getByLabel('Ask about this project’s documents');
  const panel = page.getByTestId('answer-panel');

  // Named the way a manager names it: its title and its parties.
  await box.fill('What is the governing law of the Outsourcing Agreement between Twin Cities Power Holdings and Redwater?');
  await box.press('Enter');
  await expect(panel.getByTestId('answer-text')).toContainText('Minnesota', { timeout: 30_000 });
  const chip = panel.getByRole('link', { name: /^Source 1: / });
  await expect(chip).toBeVisible();
  if (shots) await page.screenshot({ path: `${shots}/named-document-answer.png`, fullPage: true });
  const href = await chip.getAttribute('href');
  expect(href).toContain(`/dashboard/documents/${ids.get(named)}?`);
  expect(href).not.toContain(ids.get(twin)!);
  // Every passage the answer shows comes from the named contract.
  await chip.click();
  await expect(page).toHaveURL(new RegExp(`/dashboard/documents/${ids.get(named)}\\?page=\\d+&from=\\d+&to=\\d+`));
  await expect(page.getByTestId('cited-passage')).toContainText(/Minnesota/);
  if (shots) await page.screenshot({ path: `${shots}/named-document-viewer.png`, fullPage: true });

  // An end stated as a length ("five (5) years") is computed from the start the contract gives, and the answer
  // cites both the term clause and the passage that dates the start, each opening this contract.
  const supply = contracts.find((name) => name.startsWith('BELLRINGBRANDS'))!;
  await page.goto(`/dashboard/projects/${project.id}?tab=queries`);
  await box.fill('When does the Master Supply Agreement between Premier Nutrition Company and Fonterra expire?');
  await box.press('Enter');
  await expect(panel.getByTestId('answer-text')).toContainText('October 31, 2024', { timeout: 30_000 });
  for (const n of [1, 2]) {
    const source = panel.getByRole('link', { name: new RegExp(`^Source ${n}: `) });
    await expect(source).toBeVisible();
    expect(await source.getAttribute('href')).toContain(`/dashboard/documents/${ids.get(supply)}?`);
  }
  if (shots) await page.screenshot({ path: `${shots}/named-document-computed-end.png`, fullPage: true });

  // A name that fits none of them says so instead of answering from another contract.
  await page.goto(`/dashboard/projects/${project.id}?tab=queries`);
  await box.fill('What is the governing law of the Zebulon Quartermaine Supply Agreement?');
  await box.press('Enter');
  await expect(panel.getByTestId('answer-text')).toContainText(/No document in this workspace matches/, { timeout: 30_000 });
  await expect(panel.getByRole('link', { name: /^Source 1: / })).toHaveCount(0);
  if (shots) await page.screenshot({ path: `${shots}/named-document-missing.png`, fullPage: true });
});
