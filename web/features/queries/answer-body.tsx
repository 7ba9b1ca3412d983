import { Search, SearchX } from 'lucide-react';
import { Link } from 'react-router';
import type { SearchHit } from '@common/search';
import { NOT_FOUND_ANSWER } from '@common/search';
import { SearchResultCard } from '@/features/search/search-result-card';
import { writeSearchState, emptySearchState } from '@/features/search/search-url';
import { answerParts, leaseHref, type AnswerViewModel } from './answer-model';
import { AnswerRouteLabel } from './answer-route';
import { CitationChip, CitationMarker } from './citation-chip';

/** The answer text with its [n] markers as links, then one chip per source. */
export function AnswerBody({ answer }: { answer: AnswerViewModel }) {
  if (answer.search) return <SavedSearch question={answer.question} {...answer.search} />;
  if (!answer.answered)
    return (
      <div className="space-y-2">
        <AnswerRouteLabel route={answer.route} />
        <NotFound text={answer.answer} passages={answer.passages} />
      </div>
    );
  return (
    <div className="space-y-3">
      <AnswerRouteLabel route={answer.route} />
      <p data-testid="answer-text" className="whitespace-pre-line break-words text-base leading-relaxed text-gray-900">
        {answerParts(answer.answer, answer.citations).map((part, i) =>
          typeof part === 'string' ? <span key={i}>{part}</span> : <CitationMarker key={i} citation={part} />,
        )}
      </p>
      {answer.citations.length > 0 && (
        <div>
          <h4 className="mb-1.5 text-xs font-semibold uppercase tracking-wide text-gray-500">Sources</h4>
          <ul className="flex flex-wrap gap-2" aria-label="Sources">
            {answer.citations.map((c) => (
              <li key={c.number} className="flex min-w-0 max-w-full items-center gap-1">
                <CitationChip citation={c} />
                {c.leaseId && (
                  <Link
                    to={leaseHref(c.leaseId)}
                    className="shrink-0 rounded-md px-1.5 py-1 text-xs font-medium text-brand-700 hover:bg-brand-50 hover:underline"
                    aria-label={`Open the lease of source ${c.number}`}
                  >
                    Lease
                  </Link>
                )}
              </li>
            ))}
          </ul>
        </div>
      )}
    </div>
  );
}

/**
 * No answer in the documents: say so plainly (in the server's words, which may name the document asked about or
 * say that no document fits the name), and show the closest passages instead of guessing.
 */
function NotFound({ text, passages }: { text: string; passages: SearchHit[] }) {
  return (
    <div className="space-y-3">
      <p data-testid="answer-text" className="flex items-start gap-2 text-base text-gray-900">
        <SearchX className="mt-0.5 h-5 w-5 shrink-0 text-gray-400" aria-hidden />
        {text || NOT_FOUND_ANSWER}
      </p>
      {passages.length > 0 && (
        <div>
          <h4 className="mb-2 text-xs font-semibold uppercase tracking-wide text-gray-500">Closest passages</h4>
          <ol className="space-y-2">
            {passages.slice(0, 5).map((hit) => (
              <SearchResultCard key={hit.chunkId} hit={hit} />
            ))}
          </ol>
        </div>
      )}
    </div>
  );
}

/** A search from the log: it has no answer, so offer to run it again with the same project. */
function SavedSearch({ question, resultCount, projectId }: { question: string; resultCount: number; projectId: string | null }) {
  const href = `/dashboard/search?${writeSearchState({ ...emptySearchState, q: question, projectId: projectId ?? '' })}`;
  return (
    <div className="space-y-2">
      <p data-testid="answer-text" className="text-base text-gray-900">
        A document search that found {resultCount} {resultCount === 1 ? 'passage' : 'passages'}.
      </p>
      <Link to={href} className="inline-flex items-center gap-1.5 text-sm font-medium text-brand-700 hover:underline">
        <Search className="h-4 w-4" aria-hidden /> Show the results
      </Link>
    </div>
  );
}
