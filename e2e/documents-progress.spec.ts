import sharp from 'sharp';
import { expect, test, type Page } from '@playwright/test';
import { buildPdf, type PdfPageSpec } from '../server/lib/extract/fixtures/pdf.js';
import { textImage } from '../server/lib/extract/fixtures/images.js';
import { appUrl } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

/**
 * A scanned inspection report: image-only pages, so every page is rendered and OCRed. Each dense page takes
 * seconds to recognise, so processing runs long enough for several live updates whatever the machine's speed.
 */
async function scannedReport(pageCount: number) {
  const pages: PdfPageSpec[] = [];
  for (let p = 1; p <= pageCount; p++) {
    const lines = Array.from({ length: 22 }, (_, i) => `Unit 12 inspection page ${p} item ${i + 1}: smoke alarm tested, windows and locks checked.`);
    const jpeg = await sharp(textImage(lines, 1700, 70))
      .greyscale()
      .jpeg({ quality: 85 })
      .toBuffer();
    const { width, height } = await sharp(jpeg).metadata();
    pages.push({ jpeg: { data: jpeg, width: width!, height: height! } });
  }
  return buildPdf(pages);
}

interface Seen {
  label: string;
  value: number;
}

/**
 * Records every state of the documents list's processing bars from inside the page (a MutationObserver), so no
 * intermediate state is missed between two polls and none is made up by reloading.
 */
async function recordProcessingBars(page: Page) {
  await page.evaluate(() => {
    const w = window as unknown as { __bars: { label: string; value: number }[]; __noReload: boolean };
    w.__noReload = true;
    w.__bars = [];
    const snapshot = () => {
      for (const bar of document.querySelectorAll('[aria-label="Documents"] [role="progressbar"][aria-label^="Processing "]')) {
        const entry = { label: bar.getAttribute('aria-label') ?? '', value: Number(bar.getAttribute('aria-valuenow')) };
        const last = w.__bars[w.__bars.length - 1];
        if (!last || last.label !== entry.label || last.value !== entry.value) w.__bars.push(entry);
      }
    };
    new MutationObserver(snapshot).observe(document.body, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['aria-label', 'aria-valuenow'],
    });
  });
  return async () => page.evaluate(() => (window as unknown as { __bars: Seen[] }).__bars);
}

test('a scanned PDF shows its live OCR stage and percentage, then Processed, without a reload; a quoted file name reads as typed', async ({ page }) => {
  test.setTimeout(300_000);
  const pdf = await scannedReport(4);
  await signUpAndVerify(page, { company: 'Progress Rentals' });
  const project = (await (await page.request.post('/api/app/projects', { headers: { origin: appUrl }, data: { name: 'Harbour View' } })).json()) as {
    id: string;
  };
  await page.goto(`/dashboard/projects/${project.id}?tab=documents`);
  await expect(page.getByText('No documents in this project yet')).toBeVisible();
  const bars = await recordProcessingBars(page);

  // Chromium sends the quotes in this name as %22 in the multipart body; the server decodes them.
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: 'Upload', exact: true }).click();
  await (await chooser).setFiles({ name: 'Inspection "Unit 12" scans.pdf', mimeType: 'application/pdf', buffer: pdf });

  const list = page.getByRole('list', { name: 'Documents' });
  const title = 'Inspection “Unit 12” scans';
  await expect(list.getByTestId('document-title')).toHaveText(title, { timeout: 30_000 });
  // A live OCR stage with its percentage appears on the document's badge ...
  await expect(list.getByText(/^Recognising text \(page \d of 4\) · \d+%$/).first()).toBeVisible({ timeout: 120_000 });
  // ... and the document ends Processed, all without reloading.
  await expect(list.getByText('Processed', { exact: true })).toBeVisible({ timeout: 240_000 });
  expect(await page.evaluate(() => (window as unknown as { __noReload?: boolean }).__noReload)).toBe(true);

  const seen = await bars();
  const ocr = seen.filter((s) => s.label.startsWith(`Processing ${title}: Recognising text (page `));
  const percentages = [...new Set(ocr.map((s) => s.value))];
  // Several distinct intermediate percentages, each strictly between 0 and 100, only ever going up.
  expect(percentages.length, JSON.stringify(seen)).toBeGreaterThanOrEqual(2);
  expect(percentages.every((v) => v > 0 && v < 100)).toBe(true);
  expect(percentages).toEqual([...percentages].sort((a, b) => a - b));
  // The label carries the same percentage as the bar.
  for (const s of ocr) expect(s.label).toMatch(new RegExp(` · ${s.value}%$`));
});
