/** One entry of the dashboard's Recent Searches (GET /api/app/workspaces/current/recent-queries). */
export interface RecentQueryEntry {
  kind: 'question' | 'search';
  answered: boolean;
  resultCount: number;
  citationCount: number;
}

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * What came of a question or a search, in words: a question is answered (with its citations) or not found; a
 * search found some results or none. `tone` picks the badge colour.
 */
export function recentQueryOutcome(q: RecentQueryEntry): { label: string; tone: 'success' | 'secondary' } {
  if (q.kind === 'question') {
    if (!q.answered) return { label: 'Not found', tone: 'secondary' };
    return { label: q.citationCount ? `Answered · ${plural(q.citationCount, 'citation', 'citations')}` : 'Answered', tone: 'success' };
  }
  return q.resultCount ? { label: plural(q.resultCount, 'result', 'results'), tone: 'success' } : { label: 'No results', tone: 'secondary' };
}
