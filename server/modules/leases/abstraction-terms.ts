import { and, eq } from 'drizzle-orm';
import type { LeaseTermKey, TermEvidence } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leaseAbstractionTerms } from '../../db/schema/index.js';
import { valueInUse } from './lease-terms.service.js';
import type { TermsDocument } from './terms-as-of.js';

export type AbstractionRow = typeof leaseAbstractions.$inferSelect;

/** One abstraction of the workspace with its document's terms in use (whatever its status or link). */
export async function termsDocumentOf(
  db: Database,
  workspaceId: string,
  abstractionId: string,
): Promise<(AbstractionRow & { document: TermsDocument }) | undefined> {
  const [row] = await db
    .select({ abstraction: leaseAbstractions, title: documents.title, addedAt: documents.createdAt })
    .from(leaseAbstractions)
    .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
    .where(and(eq(leaseAbstractions.id, abstractionId), eq(leaseAbstractions.workspaceId, workspaceId)));
  if (!row) return undefined;
  const rows = await db
    .select()
    .from(leaseAbstractionTerms)
    .where(and(eq(leaseAbstractionTerms.workspaceId, workspaceId), eq(leaseAbstractionTerms.abstractionId, abstractionId)));
  const terms: TermsDocument['terms'] = {};
  for (const r of rows)
    terms[r.key as LeaseTermKey] = {
      value: valueInUse(r),
      evidence: r.corrected ? null : (r.extractedEvidence as TermEvidence | null),
      corrected: r.corrected,
    };
  const effective = terms.effective_date?.value;
  return {
    ...row.abstraction,
    document: {
      documentId: row.abstraction.documentId,
      title: row.title,
      kind: row.abstraction.kind,
      effectiveDate: row.abstraction.kind === 'amendment' && typeof effective === 'string' ? effective : null,
      addedAt: row.addedAt.toISOString(),
      terms,
    },
  };
}
