/**
 * Test helpers: a realistic lease as one canonical text, and search hits cut from it (or from any text) the way
 * search returns them, so tests can check that citations point at exact spans of the canonical text.
 */
import type { SearchHit } from '../../../../common/search.js';
import { chunkPages } from '../../ingest/chunker.js';

export const leasePages = [
  `RESIDENTIAL LEASE AGREEMENT

This Residential Lease Agreement (the "Lease") is made and entered into as of the 5th day of January, 2024, by and between Oak Street Properties LLC, a Delaware limited liability company ("Landlord"), and Jane Q. Doe ("Tenant").

1. PREMISES. Landlord leases to Tenant the apartment located at 1420 Oak Street, Unit 3B, Springfield, IL 62704 (the "Premises").

2. TERM. The term of this Lease begins on February 1, 2024 and ends on January 31, 2025. Thereafter this Lease shall automatically renew for successive one (1) year terms unless either party gives written notice of non-renewal at least sixty (60) days prior to the end of the then-current term.

3. RENT. Tenant shall pay monthly rent of $1,850.00 per month, due on the first day of each month. A late fee of 5% of the monthly rent applies to payments received after the fifth day of the month.

4. SECURITY DEPOSIT. Upon signing, Tenant shall deposit $2,500.00 with Landlord as security for the performance of this Lease.`,
  `5. PETS. No pets shall be kept on the Premises without the prior written consent of Landlord.

6. SUBLETTING. Tenant shall not sublet the Premises or assign this Lease without the prior written consent of Landlord, which consent shall not be unreasonably withheld.

7. SMOKING. Smoking is not permitted anywhere on the Premises.

8. APPLIANCES. The Premises are leased with the following appliances: a refrigerator, a gas stove, a dishwasher and a washer-dryer.

9. EARLY TERMINATION. Tenant may terminate this Lease early by giving Landlord thirty (30) days' prior written notice and paying a fee equal to one month's rent.

10. GOVERNING LAW. This Lease shall be governed by and construed in accordance with the laws of the State of Illinois, without regard to its conflict of laws principles.`,
];

/** Search hits for every chunk of the pages, ranked in the given order of chunk indexes (best first). */
export function hitsFromPages(pages: string[], options: { documentId?: string; title?: string; order?: number[] } = {}): SearchHit[] {
  const chunks = chunkPages(pages, { targetChars: 420, maxChars: 700, minChars: 80 });
  const order = options.order ?? chunks.map((c) => c.index);
  return order.map((index, rank) => {
    const c = chunks[index]!;
    return {
      chunkId: `chunk-${options.documentId ?? 'lease'}-${c.index}`,
      documentId: options.documentId ?? 'doc-lease',
      versionId: 'version-1',
      documentTitle: options.title ?? 'Residential Lease — 1420 Oak Street',
      documentType: 'lease',
      projectId: 'project-1',
      projectName: 'Oak Street',
      pageStart: c.pageStart,
      pageEnd: c.pageEnd,
      charStart: c.charStart,
      charEnd: c.charEnd,
      text: c.text,
      snippet: c.text.slice(0, 160),
      highlights: [],
      score: 1 / (1 + rank),
    };
  });
}

/**
 * A stand-in for search in tests: chunks of one document ranked by how many of the query's words they hold
 * (top `limit`), so the composer sees the handful of passages search would give it, not the whole document.
 */
export function rankByOverlap(query: string, hits: SearchHit[], limit = 8): SearchHit[] {
  const words = new Set(query.toLowerCase().match(/[a-z]{3,}/g) ?? []);
  return hits
    .map((h) => {
      const text = h.text.toLowerCase();
      let score = 0;
      for (const w of words) if (text.includes(w)) score++;
      return { ...h, score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, limit);
}
