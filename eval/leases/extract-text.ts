/**
 * A lease evaluation document's text the way the product reads it: the product's extraction (server/lib/extract:
 * text layer, OCR for scans and photos, DOCX, plain text), pages joined as the canonical text is
 * (ingest/chunker.ts), the title from the file name as an upload gets it. Extracted pages are cached under
 * LEASE_TEXT_CACHE (default /work/lease-text-cache) by the file's SHA-256, so OCR runs once per file.
 */
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { titleFromFileName } from '../../server/modules/documents/file-name.js';
import { canonicalText } from '../../server/modules/ingest/chunker.js';
import type { LeaseText } from '../../server/modules/leases/extract/types.js';
import { detectFileType, extractDocument } from '../../server/lib/extract/index.js';
import { WorkerPools } from '../../server/lib/workers/pools.js';

export interface DocumentFiles {
  name: string;
  /** One file, or the pages of a photographed document (NAME.p1.jpg, NAME.p2.jpg, ...) in order. */
  files: string[];
}

/** The documents of a set's documents/ folder, pages of one document grouped. */
export function listDocuments(dir: string): DocumentFiles[] {
  const byName = new Map<string, string[]>();
  for (const file of readdirSync(join(dir, 'documents')).sort()) {
    const m = /^(.*?)(?:\.p(\d+))?\.([A-Za-z0-9]+)$/.exec(file);
    if (!m) continue;
    byName.set(m[1]!, [...(byName.get(m[1]!) ?? []), file]);
  }
  const page = (f: string) => +(/\.p(\d+)\.[^.]+$/.exec(f)?.[1] ?? 0);
  return [...byName].map(([name, files]) => ({ name, files: files.sort((a, b) => page(a) - page(b)) }));
}

interface CachedPages {
  pages: Array<{ text: string; ocr: boolean }>;
}

const cacheDir = process.env.LEASE_TEXT_CACHE ?? '/work/lease-text-cache';

async function pagesOf(path: string, pools: WorkerPools): Promise<CachedPages> {
  const bytes = readFileSync(path);
  const key = createHash('sha256').update(bytes).digest('hex');
  const cached = join(cacheDir, `${key}.json`);
  if (existsSync(cached)) return JSON.parse(readFileSync(cached, 'utf8')) as CachedPages;
  const detected = await detectFileType(bytes, path);
  const doc = await extractDocument(bytes, detected, { pools });
  const out: CachedPages = { pages: doc.pages.map((p) => ({ text: p.text, ocr: p.ocr })) };
  mkdirSync(cacheDir, { recursive: true });
  writeFileSync(cached, JSON.stringify(out));
  return out;
}

export interface LoadedDocument {
  text: LeaseText;
  /** Any page was recognised by OCR (a scan or a photo). */
  scanned: boolean;
  format: string;
}

export async function loadDocument(dir: string, doc: DocumentFiles, pools: WorkerPools): Promise<LoadedDocument> {
  const pages: Array<{ text: string; ocr: boolean }> = [];
  for (const file of doc.files) pages.push(...(await pagesOf(join(dir, 'documents', file), pools)).pages);
  const { pageOffsets } = canonicalText(pages.map((p) => p.text));
  const fileName = doc.files[0]!;
  const format = fileName.replace(/^.*\./, '').toLowerCase();
  return {
    text: { title: titleFromFileName(fileName), fileName, pages: pages.map((p, i) => ({ number: i + 1, text: p.text, charStart: pageOffsets[i]! })) },
    scanned: pages.some((p) => p.ocr) || ['png', 'jpg', 'jpeg'].includes(format),
    format,
  };
}

export { WorkerPools };
