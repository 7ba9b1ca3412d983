import type { AnswerResponse, AnswerRoute, Citation, QueryLogEntryDto, SearchHit } from '../../../common/search';
import { NOT_FOUND_ANSWER } from '../../../common/search';

/** An answer as the screens show it, whether just asked or read back from the query log. */
export interface AnswerViewModel {
  queryId: string;
  question: string;
  answer: string;
  answered: boolean;
  citations: Citation[];
  /** The closest passages when not answered (only known for an answer just asked). */
  passages: SearchHit[];
  /** Which path answered: the portfolio records or the documents. */
  route?: AnswerRoute;
  /** A logged search rather than a question: no answer, only how many passages it found. */
  search?: { resultCount: number; projectId: string | null };
}

export const fromAnswer = (a: AnswerResponse): AnswerViewModel => ({
  queryId: a.queryId,
  question: a.query,
  answer: a.answer,
  answered: a.answered,
  citations: a.citations,
  passages: a.passages,
  route: a.route,
});

/** A row of the query log; a search is logged with no answer (`answer` null). */
export const fromLogEntry = (q: QueryLogEntryDto): AnswerViewModel => ({
  queryId: q.id,
  question: q.question,
  answer: q.answer ?? NOT_FOUND_ANSWER,
  answered: q.answer !== null && q.answered,
  citations: q.citations,
  passages: [],
  route: q.route ?? undefined,
  ...(q.answer === null ? { search: { resultCount: q.resultCount, projectId: q.projectId } } : {}),
});

/** Where a lease cited by an answer from the records is shown: its terms as of a date, documents and dates. */
export const leaseHref = (leaseId: string) => `/dashboard/leases/${encodeURIComponent(leaseId)}`;

/** "[2] Lease 4B, p. 3" */
export const citationLabel = (c: Pick<Citation, 'number' | 'documentTitle' | 'page' | 'pageEnd'>) =>
  `[${c.number}] ${c.documentTitle}, ${c.pageEnd > c.page ? `pp. ${c.page}–${c.pageEnd}` : `p. ${c.page}`}`;

export const sharedAnswerPath = (queryId: string) => `/dashboard/queries/${encodeURIComponent(queryId)}`;

/**
 * The answer and its sources as plain text for the clipboard: readable when pasted in an email, with a link
 * to each cited passage.
 */
export function answerAsPlainText(m: AnswerViewModel, origin: string, passageUrl: (c: Citation) => string): string {
  if (m.search) return `Search: ${m.question}\n${m.search.resultCount} passages found.`;
  const lines = [`Question: ${m.question}`, '', `Answer: ${m.answer}`];
  if (m.route === 'records') lines.push('(From the portfolio records.)');
  if (m.citations.length) {
    lines.push('', 'Sources:');
    for (const c of m.citations) {
      lines.push(`${citationLabel(c)}`);
      if (c.quote) lines.push(`    “${c.quote.replace(/\s+/g, ' ').trim()}”`);
      lines.push(`    ${origin}${passageUrl(c)}`);
    }
  }
  return lines.join('\n');
}

/** Splits answer text at its [n] markers; a marker without a matching citation stays text. */
export function answerParts(text: string, citations: Citation[]): Array<string | Citation> {
  const byNumber = new Map(citations.map((c) => [c.number, c]));
  const parts: Array<string | Citation> = [];
  let at = 0;
  for (const match of text.matchAll(/\[(\d{1,3})\]/g)) {
    const citation = byNumber.get(Number(match[1]));
    if (!citation) continue;
    if (match.index > at) parts.push(text.slice(at, match.index));
    parts.push(citation);
    at = match.index + match[0].length;
  }
  if (at < text.length) parts.push(text.slice(at));
  return parts;
}
