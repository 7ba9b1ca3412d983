/**
 * Citations of an answer from the records: one per lease, naming the lease's own document (the abstracted lease,
 * not an amendment) and the passage of the term that decided it (page, quoted words and their span in the text the
 * abstraction read). When the value came from an amendment, the lease's own passage for that term is cited and
 * the answer text names the amendment; a term no passage states cites the document's opening.
 */
import { sql } from 'drizzle-orm';
import type { LeaseTermKey, TermEvidence } from '../../../common/lease-terms.js';
import type { Citation } from '../../../common/search.js';
import type { Database } from '../../db/client.js';
import type { Cited } from './compose-answer.js';
import type { LeaseFact } from './lease-facts.js';
import { citedDocuments } from './records.js';

/** Terms whose passage says which lease this is, cited when the deciding term has none. */
const IDENTIFYING: LeaseTermKey[] = ['premises_address', 'unit', 'tenants', 'commencement_date'];

function evidenceFor(fact: LeaseFact, key: LeaseTermKey): TermEvidence | null {
  const doc = fact.citedDocument;
  if (!doc) return null;
  const source = fact.terms.get(key)?.source;
  if (source?.documentId === doc.documentId && source.evidence) return source.evidence;
  if (doc.terms[key]?.evidence) return doc.terms[key]!.evidence;
  for (const k of IDENTIFYING) if (doc.terms[k]?.evidence) return doc.terms[k]!.evidence;
  return null;
}

export async function recordsCitations(db: Database, workspaceId: string, cited: Cited[]): Promise<Citation[]> {
  const docs = await citedDocuments(db, workspaceId, [...new Set(cited.map((c) => c.fact.citedDocument!.documentId))]);
  const wanted = cited.map((c) => {
    const doc = docs.get(c.fact.citedDocument!.documentId);
    return { cited: c, doc, evidence: evidenceFor(c.fact, c.key) };
  });
  // The chunk holding each passage (or the document's first chunk), for the citation's chunk id and page.
  const lookups = wanted.filter((w) => w.doc?.versionId).map((w) => ({ version_id: w.doc!.versionId!, at: w.evidence?.charStart ?? -1 }));
  const chunkAt = new Map<string, { id: string; page: number }>();
  if (lookups.length) {
    const result = await db.execute(sql`
      select distinct on (p.version_id, p.at) p.version_id::text as version_id, p.at, c.id::text as id, c.page_start as page
      from jsonb_to_recordset(${JSON.stringify(lookups)}::jsonb) as p(version_id uuid, at int)
      join chunks c on c.version_id = p.version_id and c.workspace_id = ${workspaceId}
        and (p.at < 0 and c.chunk_index = 0 or p.at >= 0 and c.char_start <= p.at and c.char_end > p.at)
      order by p.version_id, p.at, c.char_start desc`);
    for (const r of result.rows as Array<{ version_id: string; at: number; id: string; page: number }>)
      chunkAt.set(`${r.version_id}:${r.at}`, { id: r.id, page: r.page });
  }
  return wanted.map(({ cited, doc, evidence }, i) => {
    const documentId = cited.fact.citedDocument!.documentId;
    const chunk = doc?.versionId ? chunkAt.get(`${doc.versionId}:${evidence?.charStart ?? -1}`) : undefined;
    const page = evidence?.page ?? chunk?.page ?? 1;
    return {
      number: i + 1,
      chunkId: chunk?.id ?? '',
      documentId,
      versionId: doc?.versionId ?? '',
      documentTitle: doc?.title ?? cited.fact.citedDocument!.title,
      projectId: doc?.projectId ?? '',
      page,
      pageEnd: page,
      quote: evidence?.quote ?? '',
      charStart: evidence?.charStart ?? 0,
      charEnd: evidence?.charEnd ?? 0,
      leaseId: cited.fact.id,
    };
  });
}
