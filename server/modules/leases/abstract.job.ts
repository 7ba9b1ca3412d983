import { eq } from 'drizzle-orm';
import { amendmentTermKeys, leaseTermKeys, parseTermValue, termEvidenceSchema, type ExtractedTerm } from '../../../common/lease-terms.js';
import { documents, leaseAbstractions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { defineJob } from '../../lib/queue/job.js';
import { getDocumentText } from '../documents/document-text.js';
import { leaseAbstractionRequest, publishAbstractionStatus } from '../documents/lease-abstraction-request.js';
import { saveExtractedTerms } from './lease-terms.service.js';
import { afterAmendmentChanged, afterLeaseChanged } from './portfolio-fill.js';
import type { LeaseExtraction } from './extract/types.js';

async function setState(deps: AppDeps, documentId: string, state: Partial<typeof leaseAbstractions.$inferInsert>) {
  const [row] = await deps.db
    .update(leaseAbstractions)
    .set({ ...state, updatedAt: new Date() })
    .where(eq(leaseAbstractions.documentId, documentId))
    .returning();
  if (row) await publishAbstractionStatus(deps, row.workspaceId, { documentId, status: row.status, leaseId: row.leaseId });
  return row;
}

/**
 * One entry per term of the kind, each checked against its schema: an extractor's value that is not a valid value
 * of its term is stored as not stated (with no evidence) rather than shown to a person as if it were one.
 */
export function termsToStore(extraction: LeaseExtraction): ExtractedTerm[] {
  const keys = extraction.kind === 'amendment' ? amendmentTermKeys : leaseTermKeys;
  const found = new Map(extraction.terms.map((t) => [t.key, t]));
  return keys.map((key): ExtractedTerm => {
    const term = found.get(key);
    const parsed = term ? parseTermValue(key, term.value) : null;
    if (!term || !parsed?.ok) return { key, value: null, evidence: null, confidence: 0 };
    const evidence = term.evidence && termEvidenceSchema.safeParse(term.evidence).success ? term.evidence : null;
    return { key, value: parsed.value, evidence, confidence: Math.min(1, Math.max(0, Number.isFinite(term.confidence) ? term.confidence : 0)) };
  });
}

/**
 * Abstracts one document: reads its current version's pages, runs the extractor, stores what it found (a
 * person's corrections and acceptances stay), then fills the portfolio (the lease record, or the amendment's link
 * to its lease). A document that reads as neither a lease nor an amendment loses its abstraction and is otherwise
 * left as it is. Safe to run again.
 */
export const abstractLeaseJob = defineJob({
  ...leaseAbstractionRequest,
  timeoutSeconds: 10 * 60,
  async handler({ documentId }, { deps, signal, lease }) {
    const doc = await deps.db.query.documents.findFirst({ where: eq(documents.id, documentId) });
    if (!doc) return;
    const workspaceId = doc.workspaceId;
    const [existing] = await deps.db.select().from(leaseAbstractions).where(eq(leaseAbstractions.documentId, documentId));
    if (!existing) await deps.db.insert(leaseAbstractions).values({ workspaceId, documentId, status: 'queued' }).onConflictDoNothing();
    if (doc.status === 'failed') {
      await setState(deps, documentId, {
        status: 'failed',
        error:
          'The document could not be read, so its terms could not be abstracted. Upload a readable copy (a text PDF, DOCX or a clear scan) as a new version.',
      });
      return;
    }
    // Still being read: ingest requests the abstraction again when it finishes.
    if (doc.status !== 'processed') return;
    await setState(deps, documentId, { status: 'processing', error: null });

    const text = await getDocumentText(deps, workspaceId, documentId, { fromPage: 1, pages: 1_000_000 });
    // The extractor (and its models) load only in the worker, not in web processes that merely enqueue.
    const { extractLease, EXTRACTOR_VERSION } = await import('./extract/index.js');
    const extraction = extractLease({
      title: doc.title,
      fileName: doc.fileName,
      pages: text.pages.map((p) => ({ number: p.number, text: p.text, charStart: p.charStart })),
    });
    signal.throwIfAborted();

    if (!extraction.kind) {
      await deps.db.transaction(async (tx) => {
        await lease.holdIn(tx);
        await tx.delete(leaseAbstractions).where(eq(leaseAbstractions.documentId, documentId));
      });
      await publishAbstractionStatus(deps, workspaceId, { documentId, status: 'none', leaseId: null });
      return;
    }

    const row = await deps.db.transaction(async (tx) => {
      await lease.holdIn(tx);
      const [before] = await tx.select().from(leaseAbstractions).where(eq(leaseAbstractions.documentId, documentId));
      const kindChanged = !!before && before.extractorVersion !== null && before.kind !== extraction.kind;
      const [written] = await tx
        .update(leaseAbstractions)
        .set({
          kind: extraction.kind!,
          versionId: text.versionId,
          extractorVersion: EXTRACTOR_VERSION,
          leaseReferences: extraction.references,
          // A lease read as an amendment now (or the other way round) starts its link afresh.
          ...(kindChanged ? { leaseId: null, leaseLink: null } : {}),
          updatedAt: new Date(),
        })
        .where(eq(leaseAbstractions.documentId, documentId))
        .returning();
      await saveExtractedTerms(tx, workspaceId, written!.id, termsToStore(extraction));
      return written!;
    });

    if (row.kind === 'lease') await afterLeaseChanged(deps.db, workspaceId, row.id);
    else await afterAmendmentChanged(deps.db, workspaceId, row.id);

    // A new version processed while this one was read: read again (the retry reads the current version).
    const current = await deps.db.query.documents.findFirst({ where: eq(documents.id, documentId), columns: { currentVersionId: true } });
    if (current && current.currentVersionId !== text.versionId) throw new Error('A new version of the document arrived while it was read');
    // Ready once the portfolio is filled, so a screen that sees "ready" sees the lease record and links too.
    await setState(deps, documentId, { status: 'ready' });
  },
  async onFinalFailure(payload, { deps, error }) {
    if (!payload) return;
    await setState(deps, payload.documentId, {
      status: 'failed',
      error: `Abstraction stopped after several tries (${error}). Re-run it from the document page; if it fails again, the document may need a clearer copy.`,
    });
  },
});
