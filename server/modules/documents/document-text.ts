import { and, asc, desc, eq, gte, lt } from 'drizzle-orm';
import { documentPages, documents, documentVersions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { AppError, notFound } from '../../lib/errors.js';

/**
 * The text a document's passages point into. Search hits and citations give charStart/charEnd in the current
 * version's canonical text: its pages joined by a blank line (ingest/chunker.ts canonicalText, whose
 * PAGE_SEPARATOR this repeats: documents may not import ingest, which imports documents). Each stored page
 * knows where it starts in that text, so a range of pages is the canonical text from the first one's start
 * to the last one's end, and `text.slice(charStart - range.charStart, charEnd - range.charStart)` is the passage.
 */
export const PAGE_SEPARATOR = '\n\n';

export interface DocumentTextPage {
  number: number;
  text: string;
  /** [charStart, charEnd) of this page in the canonical text. */
  charStart: number;
  charEnd: number;
}

export interface DocumentText {
  documentId: string;
  versionId: string;
  version: number;
  pageCount: number;
  /** Length of the whole canonical text. */
  totalChars: number;
  pages: DocumentTextPage[];
  /** The canonical text of the returned pages, and where it sits in the whole (0 when starting at page 1). */
  text: string;
  charStart: number;
  charEnd: number;
  /** The page to ask for next; null when these pages reach the end. */
  nextFromPage: number | null;
}

/**
 * Pages [fromPage, fromPage + pages) of the document's current version. 404 outside the workspace; 409 until
 * the document is processed (its passages and their offsets exist only then), with the failure reason if it failed.
 */
export async function getDocumentText(deps: Pick<AppDeps, 'db'>, workspaceId: string, documentId: string, range: { fromPage: number; pages: number }) {
  const [doc] = await deps.db
    .select({ status: documents.status, error: documents.error, versionId: documentVersions.id, version: documentVersions.version })
    .from(documents)
    .leftJoin(documentVersions, eq(documentVersions.id, documents.currentVersionId))
    .where(and(eq(documents.id, documentId), eq(documents.workspaceId, workspaceId)));
  if (!doc) throw notFound('Document');
  if (doc.status === 'failed') throw new AppError('conflict', `This document has no text: processing failed (${doc.error ?? 'no reason recorded'})`);
  if (doc.status !== 'processed' || !doc.versionId) {
    throw new AppError('conflict', `This document is ${doc.status}; its text is available once its status is processed`);
  }
  const ofVersion = and(eq(documentPages.versionId, doc.versionId), eq(documentPages.workspaceId, workspaceId));
  const [[last], rows] = await Promise.all([
    // The last page gives the page count and the length of the whole text.
    deps.db
      .select({ number: documentPages.pageNumber, charOffset: documentPages.charOffset, text: documentPages.text })
      .from(documentPages)
      .where(ofVersion)
      .orderBy(desc(documentPages.pageNumber))
      .limit(1),
    deps.db
      .select({ number: documentPages.pageNumber, text: documentPages.text, charOffset: documentPages.charOffset })
      .from(documentPages)
      .where(and(ofVersion, gte(documentPages.pageNumber, range.fromPage), lt(documentPages.pageNumber, range.fromPage + range.pages)))
      .orderBy(asc(documentPages.pageNumber)),
  ]);
  const pageCount = last?.number ?? 0;
  const pages = rows.map((p) => ({ number: p.number, text: p.text, charStart: p.charOffset, charEnd: p.charOffset + p.text.length }));
  const lastReturned = pages[pages.length - 1];
  // Offsets count UTF-16 code units (JavaScript string indices), as the chunker computed them.
  const totalChars = last ? last.charOffset + last.text.length : 0;
  return {
    documentId,
    versionId: doc.versionId,
    version: doc.version ?? 1,
    pageCount,
    totalChars,
    pages,
    text: pages.map((p) => p.text).join(PAGE_SEPARATOR),
    charStart: pages[0]?.charStart ?? totalChars,
    charEnd: lastReturned?.charEnd ?? totalChars,
    nextFromPage: lastReturned && lastReturned.number < pageCount ? lastReturned.number + 1 : null,
  } satisfies DocumentText;
}
