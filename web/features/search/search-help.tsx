import { Search } from 'lucide-react';
import { EmptyState } from '@/components/ui/feedback';

const examples: Array<[string, string]> = [
  ['security deposit', 'passages about deposits, also by meaning'],
  ['"notice to vacate"', 'the exact phrase'],
  ['roof OR gutter', 'either word'],
  ['renewal -commercial', 'renewal, leaving out commercial'],
];

/** What the search page shows before a search: how to write one. */
export function SearchHelp() {
  return (
    <EmptyState
      icon={<Search className="h-8 w-8" />}
      title="Search across every document"
      description={
        <>
          <p>Type words or a question; results show the passages that match, best first, with the matched words highlighted. Narrow them with the filters.</p>
          <ul className="mt-3 space-y-1 text-left">
            {examples.map(([q, means]) => (
              <li key={q} className="flex flex-wrap gap-x-2">
                <code className="rounded bg-gray-100 px-1.5 py-0.5 font-mono text-xs text-gray-800">{q}</code>
                <span>{means}</span>
              </li>
            ))}
          </ul>
        </>
      }
    />
  );
}
