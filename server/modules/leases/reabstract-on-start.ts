import { and, eq, isNull, ne, or, sql } from 'drizzle-orm';
import { documents, leaseAbstractions } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { requestLeaseAbstraction } from '../documents/lease-abstraction-request.js';

/**
 * When the worker starts, queues abstraction again for every document whose abstraction was made by another
 * extractor (EXTRACTOR_VERSION changed) or from an older version of the document. Re-abstraction rewrites
 * extracted values only: a person's corrections stay (lease-terms.service.ts saveExtractedTerms).
 */
export async function scheduleStaleAbstractions(deps: Pick<AppDeps, 'db'>): Promise<string[]> {
  const { EXTRACTOR_VERSION } = await import('./extract/index.js');
  const stale = await deps.db
    .select({ workspaceId: leaseAbstractions.workspaceId, documentId: leaseAbstractions.documentId })
    .from(leaseAbstractions)
    .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
    .where(
      and(
        eq(documents.status, 'processed'),
        ne(leaseAbstractions.status, 'queued'),
        or(
          isNull(leaseAbstractions.extractorVersion),
          ne(leaseAbstractions.extractorVersion, sql`${EXTRACTOR_VERSION}`),
          sql`${leaseAbstractions.versionId} is distinct from ${documents.currentVersionId}`,
        ),
      ),
    );
  for (const { workspaceId, documentId } of stale) await deps.db.transaction((tx) => requestLeaseAbstraction(tx, workspaceId, documentId));
  return stale.map((s) => s.documentId);
}
