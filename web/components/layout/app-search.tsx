import { Search } from 'lucide-react';
import { useEffect, useState } from 'react';
import { QuickSearchDialog } from '@/features/search/quick-search-dialog';

const isMac = typeof navigator !== 'undefined' && /Mac|iPhone|iPad/.test(navigator.platform);

/** The header search: opens the quick search palette on click or with Ctrl/Cmd-K from anywhere in the app. */
export function AppSearch() {
  const [open, setOpen] = useState(false);
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if ((e.ctrlKey || e.metaKey) && !e.altKey && e.key.toLowerCase() === 'k') {
        e.preventDefault();
        setOpen((o) => !o);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
  return (
    <div className="min-w-0 flex-1 sm:max-w-md">
      <button
        type="button"
        onClick={() => setOpen(true)}
        aria-keyshortcuts="Control+K Meta+K"
        aria-haspopup="dialog"
        aria-label="Search documents and projects"
        className="flex h-9 w-full min-w-0 items-center gap-2 rounded-md border border-gray-300 bg-white px-3 text-left text-sm text-gray-400 hover:border-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
      >
        <Search className="h-4 w-4 shrink-0" aria-hidden />
        <span className="min-w-0 flex-1 truncate">
          Search<span className="hidden sm:inline"> documents and projects…</span>
        </span>
        <kbd className="hidden shrink-0 rounded border border-gray-200 px-1.5 text-[10px] font-medium text-gray-500 sm:inline">{isMac ? '⌘K' : 'Ctrl K'}</kbd>
      </button>
      <QuickSearchDialog open={open} onOpenChange={setOpen} />
    </div>
  );
}
