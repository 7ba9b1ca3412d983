/** Baselines measured in the same run: raw pdfjs text extraction and raw tesseract OCR. */
import { dirname, join } from 'node:path';
import { createRequire } from 'node:module';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import { createWorker, OEM } from 'tesseract.js';
import { renderPage } from '../../server/lib/extract/pdf-document.mjs';
import { defaultLimits } from '../../server/lib/extract/limits.js';
import type { CorpusFile } from './corpus.js';
import { now } from './measure.js';

// ---------------------------------------------------------------- baselines
export const require = createRequire(import.meta.url);
export const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));
/** The local asset folders the pipeline gives pdfjs (nothing fetched). */
export const PDFJS_ASSETS = {
  standardFontDataUrl: join(PDFJS_DIR, 'standard_fonts') + '/',
  cMapUrl: join(PDFJS_DIR, 'cmaps') + '/',
  cMapPacked: true,
  wasmUrl: join(PDFJS_DIR, 'wasm') + '/',
  iccUrl: join(PDFJS_DIR, 'iccs') + '/',
};
export const LANG_PATH = join(dirname(require.resolve('@tesseract.js-data/eng/package.json')), '4.0.0_best_int');

/** Raw pdfjs text extraction (getTextContent per page), no layout rebuild, chunking, storage or indexing. */
export async function baselinePdfText(files: CorpusFile[]) {
  const start = now();
  let pages = 0;
  for (const file of files) {
    const task = pdfjs.getDocument({
      data: new Uint8Array(file.bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      ...PDFJS_ASSETS,
    });
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const page = await doc.getPage(n);
      await page.getTextContent();
      page.cleanup();
      pages++;
    }
    await task.destroy();
  }
  const seconds = (now() - start) / 1000;
  return { pages, seconds, pagesPerSecond: pages / seconds };
}

/**
 * The pages as the pipeline hands them to OCR: rendered from the PDF by the app's own renderPage at the app's
 * OCR resolution (larger than the generated scans), so the OCR baseline can be compared like for like.
 */
export async function renderScans(files: CorpusFile[]) {
  const start = now();
  const images: Buffer[] = [];
  for (const file of files) {
    const task = pdfjs.getDocument({
      data: new Uint8Array(file.bytes),
      isEvalSupported: false,
      disableFontFace: true,
      useSystemFonts: false,
      verbosity: 0,
      ...PDFJS_ASSETS,
    });
    const doc = await task.promise;
    for (let n = 1; n <= doc.numPages; n++) {
      const png = await renderPage(await doc.getPage(n), defaultLimits.ocrDpi);
      if (png) images.push(png);
    }
    await task.destroy();
  }
  const seconds = (now() - start) / 1000;
  return { images, seconds, dpi: defaultLimits.ocrDpi, pagesPerMinute: (images.length / seconds) * 60 };
}

/** Raw tesseract.js on the generated page images, with as many workers as the app's OCR pool (2 here). */
export async function baselineOcr(images: Buffer[], workers: number) {
  const pool = await Promise.all(
    Array.from({ length: workers }, () =>
      createWorker('eng', OEM.LSTM_ONLY, { langPath: LANG_PATH, cacheMethod: 'none', gzip: true, logger: () => {}, errorHandler: () => {} }),
    ),
  );
  const start = now();
  let next = 0;
  let chars = 0;
  await Promise.all(
    pool.map(async (w) => {
      while (next < images.length) {
        const img = images[next++]!;
        chars += (await w.recognize(img)).data.text.length;
      }
    }),
  );
  const seconds = (now() - start) / 1000;
  await Promise.all(pool.map((w) => w.terminate()));
  return { pages: images.length, seconds, pagesPerMinute: (images.length / seconds) * 60, characters: chars };
}
