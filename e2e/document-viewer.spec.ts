import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { DocumentDto } from '../common/documents.js';
import type { ViewerDocument } from '../common/viewer.js';
import { textImage } from '../server/lib/extract/fixtures/images.js';
import { buildPdf } from '../server/lib/extract/fixtures/pdf.js';
import { noHorizontalScroll } from './support/layout.js';
import { appUrl } from './support/ports.js';
import { signUpAndVerify } from './support/users.js';

const shots = process.env.SHOTS_DIR;
const contractPath = join(import.meta.dirname, '../../shared/eval/cuad-dev/contracts/XACCT Technologies, Inc.SUPPORT AND MAINTENANCE AGREEMENT.pdf');
const leasePath = join(import.meta.dirname, 'fixtures', 'lease-maple-court-4b.txt');

async function uploadAndWait(request: APIRequestContext, projectId: string, file: { name: string; mimeType: string; buffer: Buffer }) {
  const res = await request.post('/api/app/documents', { headers: { origin: appUrl }, multipart: { project_id: projectId, file } });
  expect(res.status()).toBe(201);
  const { id } = (await res.json()) as DocumentDto;
  await expect
    .poll(async () => ((await (await request.get(`/api/app/documents/${id}`)).json()) as DocumentDto).status, { timeout: 120_000, intervals: [500] })
    .toBe('processed');
  return id;
}

/** A whole line from the middle of a page, as a citation span in the canonical text. */
function lineSpan(doc: ViewerDocument, pageNumber: number) {
  const page = doc.pages.find((p) => p.number === pageNumber)!;
  const lines = page.text.split('\n');
  let at = 0;
  const candidates: Array<{ start: number; text: string }> = [];
  for (const line of lines) {
    if (line.trim().length >= 40 && line.trim().length <= 140) candidates.push({ start: at, text: line });
    at += line.length + 1;
  }
  const pick = candidates[Math.floor(candidates.length / 2)]!;
  return { text: pick.text, from: page.charOffset + pick.start, to: page.charOffset + pick.start + pick.text.length };
}

/** The highlight is drawn over the page image, inside it, on screen, and marks exactly the cited text. */
async function expectHighlightOnPage(page: Page, text: string) {
  const highlight = page.getByTestId('passage-highlight');
  await expect(highlight).toBeVisible({ timeout: 30_000 });
  await expect(highlight).toHaveAttribute('data-text', text);
  const image = page.getByRole('img', { name: /^Page \d+ of / });
  await expect(image).toBeVisible();
  expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
  const imageBox = (await image.boundingBox())!;
  const rects = page.getByTestId('highlight-rect');
  expect(await rects.count()).toBeGreaterThan(0);
  for (const rect of await rects.all()) {
    const box = (await rect.boundingBox())!;
    expect(box.width).toBeGreaterThan(4);
    expect(box.height).toBeGreaterThan(4);
    expect(box.x).toBeGreaterThanOrEqual(imageBox.x - 1);
    expect(box.x + box.width).toBeLessThanOrEqual(imageBox.x + imageBox.width + 1);
    expect(box.y).toBeGreaterThanOrEqual(imageBox.y - 1);
    expect(box.y + box.height).toBeLessThanOrEqual(imageBox.y + imageBox.height + 1);
  }
  // Scrolled into view.
  await expect(rects.first()).toBeInViewport();
}

test('opens a cited passage of a PDF contract at its page, highlighted, on desktop and phone; text documents highlight their text', async ({ page }) => {
  test.setTimeout(240_000);
  await signUpAndVerify(page, { company: 'Viewer Rentals' });
  const project = (await (await page.request.post('/api/app/projects', { headers: { origin: appUrl }, data: { name: 'Harbor Point' } })).json()) as {
    id: string;
  };
  const contractId = await uploadAndWait(page.request, project.id, {
    name: 'support-agreement.pdf',
    mimeType: 'application/pdf',
    buffer: readFileSync(contractPath),
  });
  const doc = (await (await page.request.get(`/api/app/documents/${contractId}/viewer`)).json()) as ViewerDocument;
  expect(doc.kind).toBe('pdf');
  expect(doc.pages.length).toBeGreaterThan(2);
  const cited = lineSpan(doc, 2);

  // No page in the address: the viewer opens the page where the passage starts.
  await page.goto(`/dashboard/documents/${contractId}?from=${cited.from}&to=${cited.to}&version=${doc.versionId}`);
  await expect(page.getByRole('heading', { level: 1, name: doc.title })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: 'Harbor Point' })).toBeVisible();
  await expect(page.getByLabel('Page number')).toHaveValue('2');
  await expect(page.getByTestId('page-of')).toHaveText(`of ${doc.pages.length}`);
  await expect(page.getByTestId('page-image')).toHaveAttribute('data-page', '2');
  await expect(page.getByTestId('cited-passage')).toContainText(cited.text.trim().slice(0, 30));
  await expectHighlightOnPage(page, cited.text);
  if (shots) await page.screenshot({ path: join(shots, 'viewer-desktop.png') });

  // Turning pages: the highlight belongs to page 2 only.
  await page.getByRole('button', { name: 'Next page' }).click();
  await expect(page.getByLabel('Page number')).toHaveValue('3');
  await expect(page.getByTestId('page-image')).toHaveAttribute('data-page', '3');
  await expect(page.getByTestId('passage-highlight')).toHaveCount(0);
  await page.keyboard.press('ArrowLeft');
  await expect(page.getByLabel('Page number')).toHaveValue('2');
  await expectHighlightOnPage(page, cited.text);

  // The Text view marks the same characters in the page's text.
  await page.getByRole('button', { name: 'Text', exact: true }).click();
  await expect(page.getByTestId('passage-highlight')).toHaveText(cited.text);

  // Download original asks for a signed link and gets the PDF.
  await page.getByRole('button', { name: 'Page', exact: true }).click();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download original' }).click();
  expect((await download).suggestedFilename()).toBe('support-agreement.pdf');

  // A phone: fit width, the passage in view, nothing scrolls sideways; zooming stays inside the page area.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/documents/${contractId}?page=2&from=${cited.from}&to=${cited.to}`);
  await expectHighlightOnPage(page, cited.text);
  const pageWidth = (await page.getByTestId('page-image').boundingBox())!.width;
  expect(pageWidth).toBeLessThanOrEqual(390);
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: join(shots, 'viewer-phone.png') });
  await page.getByRole('button', { name: 'Zoom in' }).click();
  await expect.poll(async () => (await page.getByTestId('page-image').boundingBox())!.width).toBeGreaterThan(pageWidth * 1.4);
  await noHorizontalScroll(page);
  await page.getByRole('button', { name: 'Fit width' }).click();
  await expect.poll(async () => (await page.getByTestId('page-image').boundingBox())!.width).toBeLessThanOrEqual(390);

  // A text document shows its text with the span marked.
  const leaseId = await uploadAndWait(page.request, project.id, { name: 'lease-maple-court-4b.txt', mimeType: 'text/plain', buffer: readFileSync(leasePath) });
  const lease = (await (await page.request.get(`/api/app/documents/${leaseId}/viewer`)).json()) as ViewerDocument;
  expect(lease.kind).toBe('text');
  const leaseSpan = lineSpan(lease, lease.pages[0]!.number);
  await page.goto(`/dashboard/documents/${leaseId}?from=${leaseSpan.from}&to=${leaseSpan.to}`);
  const mark = page.getByTestId('passage-highlight');
  await expect(mark).toHaveText(leaseSpan.text);
  await expect(mark).toBeInViewport();
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: join(shots, 'viewer-text-phone.png') });

  // A deleted document says so.
  expect((await page.request.delete(`/api/app/documents/${leaseId}`, { headers: { origin: appUrl } })).status()).toBe(204);
  await page.goto(`/dashboard/documents/${leaseId}?from=${leaseSpan.from}&to=${leaseSpan.to}`);
  await expect(page.getByText('This document was deleted or does not exist')).toBeVisible();
  await noHorizontalScroll(page);
});

test('highlights a passage on a scanned PDF page from recognised words', async ({ page }) => {
  test.setTimeout(180_000);
  await signUpAndVerify(page, { company: 'Scan Rentals' });
  const project = (await (await page.request.post('/api/app/projects', { headers: { origin: appUrl }, data: { name: 'Elm Yard' } })).json()) as { id: string };
  const lines = ['MOVE-OUT INSPECTION', 'Kitchen cabinets are in good order.', 'Bathroom tiles show water damage.', 'Keys returned on 30 June.'];
  const jpeg = await sharp(textImage(lines, 1200, 80))
    .greyscale()
    .jpeg({ quality: 90 })
    .toBuffer();
  const meta = await sharp(jpeg).metadata();
  const pdf = buildPdf([
    { lines: ['Cover note: the inspection report is attached as a scan.'] },
    { jpeg: { data: jpeg, width: meta.width!, height: meta.height! } },
  ]);
  const id = await uploadAndWait(page.request, project.id, { name: 'move-out-scan.pdf', mimeType: 'application/pdf', buffer: pdf });
  const doc = (await (await page.request.get(`/api/app/documents/${id}/viewer`)).json()) as ViewerDocument;
  const scanned = doc.pages.find((p) => p.ocr)!;
  expect(scanned.number).toBe(2);
  const phrase = 'Bathroom tiles show water damage';
  const at = scanned.text.indexOf(phrase);
  expect(at).toBeGreaterThanOrEqual(0);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto(`/dashboard/documents/${id}?page=2&from=${scanned.charOffset + at}&to=${scanned.charOffset + at + phrase.length}`);
  await expect(page.getByLabel('Page number')).toHaveValue('2');
  await expectHighlightOnPage(page, phrase);
  // One band over one line of the scan.
  await expect(page.getByTestId('highlight-rect')).toHaveCount(1);
  await noHorizontalScroll(page);
  if (shots) await page.screenshot({ path: join(shots, 'viewer-scan-phone.png') });
});
