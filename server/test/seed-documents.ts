/**
 * Plants workspaces, projects and indexed documents straight into the database, for tests of what sits on
 * top of the index (search, answers) without running uploads and extraction each time.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { documents, documentVersions, projects, storedFiles, user } from '../db/schema/index.js';
import type { Embedder } from '../lib/embeddings/embedder.js';
import { l2Normalize } from '../lib/embeddings/normalize.js';
import type { ExtractedPage } from '../lib/extract/types.js';
import type { ChunkOptions } from '../modules/ingest/chunker.js';
import { indexVersion } from '../modules/ingest/index-writer.js';
import { createWorkspaceForNewUser } from '../modules/workspaces/workspaces.service.js';
import type { DocumentType } from '../../common/documents.js';

/** A deterministic stand-in model: a vector derived from the text's hash, so tests can predict it exactly. */
export class HashEmbedder implements Embedder {
  readonly dimensions = 512;
  constructor(readonly model: string) {}
  async embed(texts: string[]) {
    return texts.map((t) => {
      const seed = createHash('sha256').update(`${this.model}:${t}`).digest();
      return l2Normalize(Array.from({ length: 512 }, (_, i) => seed[i % 32]! - 128 + (i % 7)));
    });
  }
}

export async function plantWorkspace(db: Database, company = 'Oak Street Properties') {
  const userId = randomBytes(12).toString('base64url');
  await db.insert(user).values({ id: userId, name: 'Test Manager', email: `${userId}@example.com`, emailVerified: true });
  const workspace = await createWorkspaceForNewUser(db, { id: userId, name: 'Test Manager', company });
  return { userId, workspaceId: workspace.id };
}

export async function plantProject(db: Database, workspaceId: string, name = 'Elm Street') {
  const [p] = await db.insert(projects).values({ workspaceId, name }).returning({ id: projects.id });
  return p!.id;
}

export async function plantDocument(
  db: Database,
  workspaceId: string,
  projectId: string,
  title: string,
  options: { type?: DocumentType; createdAt?: Date } = {},
) {
  const [file] = await db
    .insert(storedFiles)
    .values({ workspaceId, sha256: randomBytes(32).toString('hex'), sizeBytes: 1000, mimeType: 'application/pdf', storageKey: randomUUID() })
    .returning({ id: storedFiles.id });
  const [doc] = await db
    .insert(documents)
    .values({ workspaceId, projectId, title, fileName: `${title}.pdf`, type: options.type ?? 'other', status: 'processed', createdAt: options.createdAt })
    .returning({ id: documents.id });
  const [version] = await db
    .insert(documentVersions)
    .values({ workspaceId, documentId: doc!.id, version: 1, fileId: file!.id })
    .returning({ id: documentVersions.id });
  await db.update(documents).set({ currentVersionId: version!.id }).where(eq(documents.id, doc!.id));
  return { workspaceId, projectId, documentId: doc!.id, versionId: version!.id, title };
}

/** Plants a document and indexes its pages (chunks, full text and embeddings) as ingestion would. */
export async function plantIndexedDocument(
  db: Database,
  embedder: Embedder,
  target: { workspaceId: string; projectId: string },
  title: string,
  pages: string[] | ExtractedPage[],
  options: { type?: DocumentType; createdAt?: Date; chunkOptions?: ChunkOptions } = {},
) {
  const doc = await plantDocument(db, target.workspaceId, target.projectId, title, options);
  const extracted: ExtractedPage[] = pages.map((p, i) => (typeof p === 'string' ? { number: i + 1, ocr: false, text: p } : p));
  await indexVersion(db, embedder, { ...doc, pages: extracted }, { chunkOptions: options.chunkOptions });
  return doc;
}
