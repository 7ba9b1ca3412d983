/**
 * Text documents or scans, as the README splits the scores: .txt and .docx are text, images are scans, and a PDF
 * is text when its pages carry a text layer (read with the product's pdfjs reader), a scan when they do not.
 */
import { extname } from 'node:path';
import { openPdf, pageText } from '../../server/lib/extract/pdf-document.mjs';
import type { DocumentFiles } from './dataset.js';

export type DocumentClass = 'text' | 'scan';

/** A page with fewer than this many letters and digits on average has no real text layer. */
const MIN_CHARS_PER_PAGE = 40;

export async function pdfHasTextLayer(bytes: Uint8Array): Promise<boolean> {
  const task = openPdf(new Uint8Array(bytes));
  try {
    const doc = await task.promise;
    let chars = 0;
    for (let n = 1; n <= doc.numPages; n++) chars += (await pageText(doc, n)).replace(/[^\p{L}\p{N}]/gu, '').length;
    return chars / Math.max(1, doc.numPages) >= MIN_CHARS_PER_PAGE;
  } finally {
    await task.destroy();
  }
}

export async function classifyDocument(doc: DocumentFiles, read: (file: string) => Uint8Array): Promise<DocumentClass> {
  if (doc.pageSet) return 'scan';
  const ext = extname(doc.files[0]!).toLowerCase();
  if (ext === '.pdf') return (await pdfHasTextLayer(read(doc.files[0]!))) ? 'text' : 'scan';
  if (['.png', '.jpg', '.jpeg', '.tif', '.tiff'].includes(ext)) return 'scan';
  return 'text';
}
