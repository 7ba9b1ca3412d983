import { and, asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import type { PageLayout, ViewerDocument, ViewerKind } from '../../../common/viewer.js';
import { documentPages, documents, documentVersions, projects, storedFiles } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/errors.js';
import { defaultLimits } from '../../lib/extract/limits.js';
import { recognizePage } from '../../lib/extract/ocr.js';
import type { RecognisedWords } from '../../lib/extract/types.js';
import { alignRuns, type PlacedText } from './align-runs.js';
import { splitIntoWords } from './glyph-widths.js';
import { RenderClient, RenderFailedError, RenderTimeoutError } from './render-client.js';

/**
 * The document viewer: a version's pages (text and offsets), each page drawn as an image (PDFs and images), and
 * where each piece of the page's text sits on that image, so a cited span of the canonical text can be
 * highlighted on the page. Everything is looked up inside the caller's workspace first; caches are keyed by
 * version id, which only that lookup yields.
 */

/** The width a page is drawn at when the request names none (one of PAGE_WIDTHS, common/api/viewer.ts). */
export const DEFAULT_PAGE_WIDTH = 1200;

type Db = Pick<AppDeps, 'db' | 'storage'>;
/** What drawing pages needs besides the database: the viewer's threads and its cache. */
type DrawDeps = Db & Pick<AppDeps, 'viewerCache' | 'workerPools'>;

/** The viewer's page renderer, on the process's viewer pool. */
const renderer = (deps: Pick<AppDeps, 'workerPools'>) => new RenderClient(deps.workerPools);

interface ResolvedVersion {
  doc: typeof documents.$inferSelect;
  projectName: string;
  versionId: string;
  version: number;
  fileId: string;
  storageKey: string;
  kind: ViewerKind;
}

function kindOf(mimeType: string): ViewerKind {
  if (mimeType === 'application/pdf') return 'pdf';
  if (mimeType.startsWith('image/')) return 'image';
  return 'text';
}

/** The document (in the workspace) and the asked-for version of it, or its current version. */
export async function resolveVersion(deps: Db, workspaceId: string, documentId: string, versionId?: string): Promise<ResolvedVersion> {
  const [row] = await deps.db
    .select({ doc: documents, projectName: projects.name })
    .from(documents)
    .innerJoin(projects, eq(projects.id, documents.projectId))
    .where(and(eq(documents.id, documentId), eq(documents.workspaceId, workspaceId)));
  if (!row) throw notFound('Document');
  const wanted = versionId ?? row.doc.currentVersionId;
  if (!wanted) throw notFound('Document version');
  const [version] = await deps.db
    .select({
      id: documentVersions.id,
      version: documentVersions.version,
      fileId: storedFiles.id,
      storageKey: storedFiles.storageKey,
      mimeType: storedFiles.mimeType,
    })
    .from(documentVersions)
    .innerJoin(storedFiles, eq(storedFiles.id, documentVersions.fileId))
    .where(and(eq(documentVersions.id, wanted), eq(documentVersions.documentId, documentId), eq(documentVersions.workspaceId, workspaceId)));
  if (!version) throw notFound('Document version');
  return {
    doc: row.doc,
    projectName: row.projectName,
    versionId: version.id,
    version: version.version,
    fileId: version.fileId,
    storageKey: version.storageKey,
    kind: kindOf(version.mimeType),
  };
}

async function pagesOf(deps: Db, workspaceId: string, versionId: string) {
  return deps.db
    .select({ number: documentPages.pageNumber, text: documentPages.text, charOffset: documentPages.charOffset, ocr: documentPages.ocr })
    .from(documentPages)
    .where(and(eq(documentPages.versionId, versionId), eq(documentPages.workspaceId, workspaceId)))
    .orderBy(asc(documentPages.pageNumber));
}

export async function getViewerDocument(
  deps: Db & Pick<AppDeps, 'workerPools'>,
  workspaceId: string,
  documentId: string,
  versionId?: string,
): Promise<ViewerDocument> {
  const v = await resolveVersion(deps, workspaceId, documentId, versionId);
  // The browser asks for a page image next: have the PDF open by then (the first open starts the thread).
  if (v.kind === 'pdf') renderer(deps).prepare(v.fileId, () => readBytes(deps, v.storageKey));
  return {
    id: v.doc.id,
    title: v.doc.title,
    fileName: v.doc.fileName,
    type: v.doc.type,
    projectId: v.doc.projectId,
    projectName: v.projectName,
    status: v.doc.status,
    kind: v.kind,
    versionId: v.versionId,
    version: v.version,
    isCurrentVersion: v.versionId === v.doc.currentVersionId,
    pages: await pagesOf(deps, workspaceId, v.versionId),
  };
}

async function readBytes(deps: Db, storageKey: string): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const part of await deps.storage.get(storageKey)) parts.push(Buffer.from(part as Uint8Array));
  return Buffer.concat(parts);
}

async function pageOf(deps: Db, workspaceId: string, v: ResolvedVersion, page: number) {
  const [row] = await deps.db
    .select({ text: documentPages.text, ocr: documentPages.ocr, ocrWords: documentPages.ocrWords })
    .from(documentPages)
    .where(and(eq(documentPages.versionId, v.versionId), eq(documentPages.workspaceId, workspaceId), eq(documentPages.pageNumber, page)));
  if (!row) throw notFound('Page');
  return row;
}

function toAppError(err: unknown): never {
  if (err instanceof RenderTimeoutError) throw new AppError('internal', 'Drawing this page took too long. The text of the page is still shown.');
  if (err instanceof RenderFailedError) {
    if (err.pdfjsName === 'PageRangeError') throw notFound('Page');
    throw new AppError('internal', 'This page could not be drawn. The text of the page is still shown.');
  }
  throw err;
}

/** A page drawn as PNG, `width` pixels wide (PDF pages and image files; other formats have no drawing). */
export async function pageImage(
  deps: DrawDeps,
  workspaceId: string,
  documentId: string,
  page: number,
  opts: { versionId?: string; width: number },
): Promise<Buffer> {
  const v = await resolveVersion(deps, workspaceId, documentId, opts.versionId);
  if (v.kind === 'text') throw new AppError('not_found', 'This document has no page images; its text is shown instead.');
  await pageOf(deps, workspaceId, v, page);
  const load = () => readBytes(deps, v.storageKey);
  return deps.viewerCache.image(`${v.versionId}:${page}:${opts.width}`, async () => {
    if (v.kind === 'pdf') {
      const rendered = await renderer(deps).renderPage(v.fileId, load, page, opts.width).catch(toAppError);
      return Buffer.from(rendered.png);
    }
    return sharp(await load(), { page: page - 1, limitInputPixels: defaultLimits.maxImagePixels })
      .rotate()
      .resize({ width: opts.width, withoutEnlargement: true })
      .png({ compressionLevel: 6 })
      .toBuffer();
  });
}

/**
 * Where the page's text sits on its image: from the PDF's text layer, or for recognised pages (scans, photos)
 * from the word boxes ingest kept when it recognised the page. Pages ingested before those were kept have text
 * recognition run again on the same rendering ingest used, which gives the same words with their boxes; that
 * takes seconds, so the boxes are then kept with the page too.
 */
export async function pageLayout(
  deps: DrawDeps,
  workspaceId: string,
  documentId: string,
  page: number,
  opts: { versionId?: string } = {},
): Promise<PageLayout> {
  const v = await resolveVersion(deps, workspaceId, documentId, opts.versionId);
  if (v.kind === 'text') throw new AppError('not_found', 'This document has no page images; its text is shown instead.');
  const row = await pageOf(deps, workspaceId, v, page);
  if (row.ocr && row.ocrWords) return recognisedLayout(page, row.text, row.ocrWords);
  const load = () => readBytes(deps, v.storageKey);
  return deps.viewerCache.layout(`${v.versionId}:${page}`, async () => {
    if (v.kind === 'pdf' && !row.ocr) {
      const { aspect, items } = await renderer(deps).textItems(v.fileId, load, page).catch(toAppError);
      return { page, aspect, source: 'text-layer', runs: alignRuns(row.text, splitIntoWords(items)) };
    }
    const scan = v.kind === 'pdf' ? await pdfScan(deps, v, load, page) : await imageScan(await load(), page);
    if (!scan) return { page, aspect: 1.294, source: 'none', runs: [] };
    if (!row.text.trim()) return { page, aspect: scan.height / scan.width, source: 'none', runs: [] };
    const { words } = await recognizePage(deps.workerPools, scan.png, defaultLimits.ocrPageTimeoutMs);
    // Kept with the page, so this page is never recognised again (by this process after a restart, or another).
    await deps.db
      .update(documentPages)
      .set({ ocrWords: words })
      .where(and(eq(documentPages.versionId, v.versionId), eq(documentPages.workspaceId, workspaceId), eq(documentPages.pageNumber, page)));
    return recognisedLayout(page, row.text, words);
  });
}

/** A recognised page's layout from its word boxes (fractions of the page), however they were obtained. */
function recognisedLayout(page: number, text: string, recognised: RecognisedWords): PageLayout {
  if (!text.trim()) return { page, aspect: recognised.aspect, source: 'none', runs: [] };
  const placed: PlacedText[] = recognised.words.map(([word, x, y, w, h]) => ({ text: word, x, y, w, h }));
  return { page, aspect: recognised.aspect, source: 'ocr', runs: alignRuns(text, placed) };
}

/** The grey rendering ingest recognised (same resolution), with its pixel size. */
async function pdfScan(deps: Pick<AppDeps, 'workerPools'>, v: ResolvedVersion, load: () => Promise<Buffer>, page: number) {
  const png = await renderer(deps).renderOcrPage(v.fileId, load, page, defaultLimits.ocrDpi).catch(toAppError);
  if (!png) return null;
  const buffer = Buffer.from(png);
  const meta = await sharp(buffer).metadata();
  return { png: buffer, width: meta.width ?? 1, height: meta.height ?? 1 };
}

/** An image page prepared as ingest prepared it (upright, grey, a scan's resolution). */
async function imageScan(bytes: Buffer, page: number) {
  const meta = await sharp(bytes, { limitInputPixels: defaultLimits.maxImagePixels }).metadata();
  const density = meta.density && meta.density >= 150 ? meta.density : 300;
  const { data, info } = await sharp(bytes, { page: page - 1, limitInputPixels: defaultLimits.maxImagePixels })
    .rotate()
    .greyscale()
    .withMetadata({ density })
    .png({ compressionLevel: 1 })
    .toBuffer({ resolveWithObject: true });
  return { png: data, width: info.width, height: info.height };
}
