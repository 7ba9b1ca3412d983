import * as DialogPrimitive from '@radix-ui/react-dialog';
import { ArrowLeft, Building2, FileText, Loader2, MessageSquareText, Search } from 'lucide-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router';
import { AnswerPanel } from '@/features/queries/answer-panel';
import { useAskQuestion } from '@/features/queries/use-ask-question';
import { cn } from '@/lib/cn';
import { useQuickSearch } from './api';
import { quickSearchItems, type QuickSearchItem } from './quick-search-items';
import { useDebouncedValue } from './use-debounced-value';

const icons = { document: FileText, project: Building2, search: Search, ask: MessageSquareText } as const;

/**
 * The command palette behind the header search (Ctrl/Cmd-K): documents and projects by name as you type,
 * arrow keys to move, Enter to open, Escape to close. An ARIA combobox over a listbox.
 */
export function QuickSearchDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          className="fixed left-1/2 top-4 z-50 w-[calc(100%-1.5rem)] max-w-xl -translate-x-1/2 overflow-hidden rounded-xl bg-white shadow-2xl focus:outline-none sm:top-[12vh]"
        >
          <DialogPrimitive.Title className="sr-only">Search documents and projects</DialogPrimitive.Title>
          {open && <Palette onClose={() => onOpenChange(false)} />}
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

function Palette({ onClose }: { onClose: () => void }) {
  const navigate = useNavigate();
  const [q, setQ] = useState('');
  const [active, setActive] = useState(0);
  const debounced = useDebouncedValue(q, 150);
  const { data, isFetching, isError } = useQuickSearch(debounced);
  const items = quickSearchItems(q, debounced.trim() ? data : undefined);
  const listId = useId();
  const listRef = useRef<HTMLUListElement>(null);

  // New results: the best match is the one Enter opens.
  // biome-ignore lint/correctness/useExhaustiveDependencies: new results (data) and a new query (q) are what reset the choice; the effect reads neither.
  useEffect(() => setActive(0), [data, q]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new active option (active) is what brings it into view; the effect finds it in the DOM.
  useEffect(() => {
    listRef.current?.querySelector('[aria-selected="true"]')?.scrollIntoView({ block: 'nearest' });
  }, [active]);

  const [asked, setAsked] = useState<string | null>(null);
  const go = (item: QuickSearchItem | undefined) => {
    if (!item) return;
    if (item.kind === 'ask') {
      setAsked(q.trim());
      return;
    }
    onClose();
    navigate(item.to);
  };

  function onKeyDown(e: KeyboardEvent<HTMLInputElement>) {
    if (!items.length) return;
    if (e.key === 'ArrowDown') {
      e.preventDefault();
      setActive((i) => (i + 1) % items.length);
    } else if (e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((i) => (i - 1 + items.length) % items.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      go(items[active]);
    }
  }

  const loading = !!q.trim() && (isFetching || q !== debounced);
  if (asked) return <PaletteAnswer question={asked} onBack={() => setAsked(null)} onClose={onClose} />;
  return (
    <div>
      <div className="flex items-center gap-2 border-b border-gray-200 px-3">
        <Search className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
        {/* No autoFocus: the dialog moves focus to its first field, this input, when it opens. */}
        <input
          role="combobox"
          aria-label="Search"
          aria-expanded={items.length > 0}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={items[active] ? `${listId}-${items[active].id}` : undefined}
          value={q}
          onChange={(e) => setQ(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder="Search documents and projects…"
          autoComplete="off"
          spellCheck={false}
          maxLength={200}
          className="h-12 min-w-0 flex-1 bg-transparent text-base placeholder:text-gray-400 focus:outline-none sm:text-sm"
        />
        {loading && <Loader2 className="h-4 w-4 shrink-0 animate-spin text-gray-400" aria-label="Searching" />}
        <kbd className="hidden rounded border border-gray-200 px-1.5 text-[10px] font-medium text-gray-500 sm:inline">Esc</kbd>
      </div>
      {!q.trim() ? (
        <p className="px-4 py-6 text-center text-sm text-gray-500">Type a document or project name. ↑ ↓ to move, Enter to open.</p>
      ) : (
        <>
          {isError && <p className="px-4 pt-3 text-xs text-red-700">Names could not be searched just now; a full search still works.</p>}
          {/* biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: a list of options, the focus staying in the input (aria-activedescendant). */}
          <ul ref={listRef} id={listId} role="listbox" aria-label="Search suggestions" className="max-h-[60vh] overflow-y-auto p-2">
            {items.map((item, i) => {
              const Icon = icons[item.kind];
              return (
                // biome-ignore lint/a11y/useFocusableInteractive lint/a11y/useKeyWithClickEvents: an option of the combobox: the input keeps the focus and its arrow keys and Enter choose (aria-activedescendant); the click is for the mouse.
                <li
                  key={item.id}
                  id={`${listId}-${item.id}`}
                  // biome-ignore lint/a11y/noNoninteractiveElementToInteractiveRole: the ARIA combobox pattern: the options of its listbox.
                  role="option"
                  aria-selected={i === active}
                  data-kind={item.kind}
                  onMouseMove={() => setActive(i)}
                  onClick={() => go(item)}
                  className={cn('flex cursor-pointer items-center gap-3 rounded-md px-3 py-2', i === active ? 'bg-brand-50 text-brand-700' : 'text-gray-800')}
                >
                  <Icon className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
                  <span className="min-w-0 flex-1">
                    <span className="block truncate text-sm font-medium">{item.label}</span>
                    <span className="block truncate text-xs text-gray-500">{item.detail}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </div>
  );
}

/**
 * A question asked from the header search, answered in place: the answer streams in with the path that answered
 * it (portfolio records or documents) and its citations; following a citation or the lease closes the palette.
 */
function PaletteAnswer({ question, onBack, onClose }: { question: string; onBack: () => void; onClose: () => void }) {
  const { state, ask } = useAskQuestion();
  // biome-ignore lint/correctness/useExhaustiveDependencies: asked once, when the palette shows this question.
  useEffect(() => {
    void ask(question);
  }, [question]);
  return (
    // Following one of the answer's links (by mouse or keyboard, both click) closes the palette.
    <div
      className="max-h-[80vh] space-y-3 overflow-y-auto p-3"
      onClickCapture={(e) => {
        if ((e.target as HTMLElement).closest('a')) onClose();
      }}
    >
      <button type="button" onClick={onBack} className="inline-flex items-center gap-1 text-sm text-brand-700 hover:underline">
        <ArrowLeft className="h-4 w-4" aria-hidden /> Back to search
      </button>
      <AnswerPanel state={state} />
    </div>
  );
}
