import { Search } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';

/**
 * The header search box. Document search arrives with uploads, so searching says exactly that instead of
 * pretending to find anything.
 */
export function AppSearch() {
  const [query, setQuery] = useState('');
  function submit(e: FormEvent) {
    e.preventDefault();
    if (!query.trim()) return;
    toast.info('Search is not available yet', {
      description: 'Searching properties, tenants and documents arrives with document upload. Nothing has been indexed in this workspace yet.',
    });
  }
  return (
    <form role="search" onSubmit={submit} className="relative min-w-0 flex-1 sm:max-w-md">
      <label htmlFor="app-search" className="sr-only">
        Search
      </label>
      <Search className="pointer-events-none absolute left-3 top-1/2 h-4 w-4 -translate-y-1/2 text-gray-400" aria-hidden />
      <input
        id="app-search"
        type="search"
        value={query}
        onChange={(e) => setQuery(e.target.value)}
        placeholder="Search properties, tenants, documents..."
        className="h-9 w-full min-w-0 rounded-md border border-gray-300 bg-white pl-9 pr-3 text-sm placeholder:text-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      />
    </form>
  );
}
