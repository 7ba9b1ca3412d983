import { SearchX, Search as SearchIcon } from 'lucide-react';
import { useEffect, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { Input } from '@/components/ui/input';
import { useDocumentSearch } from '@/features/search/api';
import { SearchFilters } from '@/features/search/search-filters';
import { SearchHelp } from '@/features/search/search-help';
import { SearchResultCard } from '@/features/search/search-result-card';
import { hasFilters, readSearchState, searchRequest, writeSearchState, type SearchState } from '@/features/search/search-url';
import { ApiError } from '@/lib/api';

/** /dashboard/search: passages across the workspace's documents, filtered; the whole state lives in the address. */
export default function SearchPage() {
  const [params, setParams] = useSearchParams();
  const state = readSearchState(params);
  const [draft, setDraft] = useState(state.q);
  // Back and forward change the address: show its words in the box.
  useEffect(() => setDraft(state.q), [state.q]);
  const request = searchRequest(state);
  const { data, isFetching, error } = useDocumentSearch(request);
  const update = (next: SearchState) => setParams(writeSearchState(next));

  function submit(e: FormEvent) {
    e.preventDefault();
    if (!draft.trim()) return;
    update({ ...state, q: draft });
  }

  return (
    <>
      <AppPageHeader title="Search documents" description="Find passages across every lease, tenant file, maintenance record and report." />
      <div className="space-y-4">
        {/* `block` where a browser does not know <search> yet and would lay it out inline. */}
        <search className="block">
          <form onSubmit={submit} className="flex gap-2">
            <label htmlFor="document-search" className="sr-only">
              Search documents
            </label>
            <Input
              id="document-search"
              type="search"
              value={draft}
              onChange={(e) => setDraft(e.target.value)}
              placeholder='e.g. "security deposit" OR pets'
              autoComplete="off"
              className="min-w-0 flex-1"
              maxLength={1000}
            />
            <Button type="submit" aria-label="Search">
              <SearchIcon /> <span className="hidden sm:inline">Search</span>
            </Button>
          </form>
        </search>
        <SearchFilters state={state} onChange={update} />
        <section aria-label="Search results" aria-busy={isFetching} className="space-y-3">
          {!request ? (
            <SearchHelp />
          ) : error ? (
            <ErrorBanner message={error instanceof ApiError ? error.message : 'Search failed. Try again in a moment.'} />
          ) : !data ? (
            <div className="flex justify-center py-12">
              <Spinner label="Searching" />
            </div>
          ) : data.results.length === 0 ? (
            <EmptyState
              icon={<SearchX className="h-8 w-8" />}
              title="No passages match"
              description={
                hasFilters(state)
                  ? 'Nothing matches with these filters. Clear a filter, or try fewer or different words.'
                  : 'Try fewer or different words, or check that the documents have finished processing.'
              }
            />
          ) : (
            <>
              <p className="flex items-center gap-2 text-sm text-gray-600" aria-live="polite">
                {data.results.length} {data.results.length === 1 ? 'passage' : 'passages'} for “{data.query}”
                <span className="text-gray-400">· {data.tookMs} ms</span>
                {isFetching && <Spinner className="h-4 w-4" label="Updating results" />}
              </p>
              <ol className="space-y-3">
                {data.results.map((hit) => (
                  <SearchResultCard key={hit.chunkId} hit={hit} />
                ))}
              </ol>
            </>
          )}
        </section>
      </div>
    </>
  );
}
