import { and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { chunks, documentPages, documents } from '../../db/schema/index.js';
import type { Embedder } from '../../lib/embeddings/embedder.js';
import type { ExtractedPage } from '../../lib/extract/types.js';
import { canonicalText, chunkPages, defaultChunkOptions, type ChunkOptions } from './chunker.js';

export interface IndexVersionInput {
  workspaceId: string;
  projectId: string;
  documentId: string;
  versionId: string;
  /** The document's display title: weighted highest in full-text search and prefixed to embedding inputs. */
  title: string;
  pages: ExtractedPage[];
}

export interface IndexProgressUpdate {
  /** e.g. "Indexing (40%)", ready to store in documents.stage. */
  stage: string;
  percent: number;
}

export interface IndexVersionOptions {
  onProgress?: (update: IndexProgressUpdate) => void | Promise<void>;
  chunkOptions?: ChunkOptions;
  /**
   * false: write chunks without embeddings (searchable by full text at once) and leave them to reembedStale,
   * which treats a missing embedding as stale. For when embedding is slower than extraction.
   */
  embed?: boolean;
  /** Stops between embedding batches (the job was cancelled or lost its lease). */
  signal?: AbortSignal;
  /**
   * Runs first in the write transaction, after the document is locked; throwing abandons the write. The ingest
   * job holds its lease here (JobLease.holdIn), so a run that lost its job can never write a second copy.
   */
  beforeWrite?: (tx: Pick<Database, 'execute'>) => Promise<void>;
}

export interface IndexVersionResult {
  pageCount: number;
  chunkCount: number;
  /** null when embedding was deferred. */
  embeddingModel: string | null;
}

/** Rows per INSERT: a 512-float vector is ~5 KB of SQL text, so this keeps statements around half a megabyte. */
const INSERT_BATCH = 100;
/** Texts per embed call from here, so progress moves while a long document embeds. */
const EMBED_BATCH = 32;

/**
 * What the embedding model sees: the document title and section heading give a short chunk its context
 * ("Pets" under "Lease — 14 Elm St" is about that lease). Only the embedding input gets them; the stored text
 * stays the exact span of the document so citations highlight the right characters.
 */
export function embeddingInput(title: string, heading: string | null, text: string): string {
  const parts = [title.trim()];
  if (heading && !text.startsWith(heading)) parts.push(heading.trim());
  parts.push(text);
  return parts.filter(Boolean).join('\n');
}

/** Weighted full-text vector, built by PostgreSQL so stemming matches websearch_to_tsquery('english', ...). */
function tsvSql(title: string, heading: string | null, text: string) {
  return sql`setweight(to_tsvector('english', ${title}::text), 'A') || setweight(to_tsvector('english', coalesce(${heading}::text, '')), 'B') || setweight(to_tsvector('english', ${text}::text), 'C')`;
}

/**
 * Turns a version's extracted pages into its search index: pages (for the viewer and highlighting) and chunks
 * with provenance, weighted full-text vectors and embeddings. Embedding happens before the transaction (it is
 * the slow part and needs no locks); the transaction then replaces whatever the version had, so a retried or
 * repeated job leaves exactly one copy.
 */
export async function indexVersion(db: Database, embedder: Embedder, input: IndexVersionInput, options: IndexVersionOptions = {}): Promise<IndexVersionResult> {
  const report = async (percent: number) => options.onProgress?.({ stage: `Indexing (${percent}%)`, percent });
  const pageTexts = input.pages.map((p) => p.text);
  const { pageOffsets } = canonicalText(pageTexts);
  const pieces = chunkPages(
    pageTexts,
    options.chunkOptions ?? defaultChunkOptions,
    input.pages.map((p) => p.table === true),
  );
  // The chunker numbers pages by position; the extractor's own numbers are what people see.
  const pageNumber = (position: number) => input.pages[position - 1]?.number ?? position;

  await report(0);
  const embed = options.embed ?? true;
  const inputs = embed ? pieces.map((c) => embeddingInput(input.title, c.heading, c.text)) : [];
  const vectors: number[][] = [];
  for (let i = 0; i < inputs.length; i += EMBED_BATCH) {
    options.signal?.throwIfAborted();
    vectors.push(...(await embedder.embed(inputs.slice(i, i + EMBED_BATCH))));
    await report(Math.round((90 * vectors.length) / inputs.length));
  }

  await db.transaction(async (tx) => {
    // Take the document's key-share lock first. A deletion of the document (which locks it for update, then
    // cascades to versions, pages and chunks) then waits for this transaction or this one waits for it; taken
    // later, each would hold what the other needs next (a deadlock, and a failed delete for the user).
    await tx.execute(sql`select 1 from documents where id = ${input.documentId} for key share`);
    await options.beforeWrite?.(tx);
    await tx.delete(chunks).where(and(eq(chunks.versionId, input.versionId), eq(chunks.workspaceId, input.workspaceId)));
    await tx.delete(documentPages).where(and(eq(documentPages.versionId, input.versionId), eq(documentPages.workspaceId, input.workspaceId)));
    if (input.pages.length) {
      await tx.insert(documentPages).values(
        input.pages.map((p, i) => ({
          versionId: input.versionId,
          workspaceId: input.workspaceId,
          pageNumber: p.number,
          text: p.text,
          charOffset: pageOffsets[i]!,
          ocr: p.ocr,
          ocrWords: p.words ?? null,
        })),
      );
    }
    // Only the current version is searchable. Once it is indexed, older versions' chunks go (their pages stay
    // for the viewer), so search needs no version join and is driven by its own indexes; until then the
    // previous version keeps answering.
    await tx.execute(sql`delete from chunks where document_id = ${input.documentId} and workspace_id = ${input.workspaceId}
      and version_id <> ${input.versionId}
      and exists (select 1 from documents where id = ${input.documentId} and current_version_id = ${input.versionId})`);
    for (let i = 0; i < pieces.length; i += INSERT_BATCH) {
      await tx.insert(chunks).values(
        pieces.slice(i, i + INSERT_BATCH).map((c, j) => ({
          workspaceId: input.workspaceId,
          projectId: input.projectId,
          documentId: input.documentId,
          versionId: input.versionId,
          chunkIndex: c.index,
          text: c.text,
          heading: c.heading,
          pageStart: pageNumber(c.pageStart),
          pageEnd: pageNumber(c.pageEnd),
          charStart: c.charStart,
          charEnd: c.charEnd,
          tsv: tsvSql(input.title, c.heading, c.text),
          embedding: embed ? vectors[i + j]! : null,
          embeddingModel: embed ? embedder.model : null,
        })),
      );
    }
  });
  await report(100);
  return { pageCount: input.pages.length, chunkCount: pieces.length, embeddingModel: embed ? embedder.model : null };
}

export interface ReembedResult {
  reembedded: number;
  batches: number;
  /** True when no stale chunk was left at the end (false when maxBatches stopped it first). */
  done: boolean;
}

/**
 * Re-embeds chunks whose embedding came from another model (or none), a batch at a time. Each batch is
 * updated in place, so old vectors keep answering searches until their replacement lands, and a crash loses at
 * most one batch of work. Safe to run repeatedly or after a partial run: it only ever selects stale rows.
 */
export async function reembedStale(
  db: Database,
  embedder: Embedder,
  options: { batchSize?: number; maxBatches?: number; workspaceId?: string } = {},
): Promise<ReembedResult> {
  const batchSize = options.batchSize ?? 64;
  const maxBatches = options.maxBatches ?? Number.POSITIVE_INFINITY;
  let reembedded = 0;
  let batches = 0;
  while (batches < maxBatches) {
    const stale = sql`${chunks.embeddingModel} is distinct from ${embedder.model}`;
    const rows = await db
      .select({ id: chunks.id, text: chunks.text, heading: chunks.heading, title: documents.title })
      .from(chunks)
      .innerJoin(documents, eq(documents.id, chunks.documentId))
      .where(options.workspaceId ? and(stale, eq(chunks.workspaceId, options.workspaceId)) : stale)
      .orderBy(asc(chunks.id))
      .limit(batchSize);
    if (rows.length === 0) return { reembedded, batches, done: true };

    const vectors = await embedder.embed(rows.map((r) => embeddingInput(r.title, r.heading, r.text)));
    const values = sql.join(
      rows.map((r, i) => sql`(${r.id}::uuid, ${JSON.stringify(vectors[i])}::vector)`),
      sql`, `,
    );
    await db.execute(
      sql`update chunks set embedding = v.embedding, embedding_model = ${embedder.model}
          from (values ${values}) as v(id, embedding) where chunks.id = v.id`,
    );
    reembedded += rows.length;
    batches++;
  }
  return { reembedded, batches, done: false };
}
