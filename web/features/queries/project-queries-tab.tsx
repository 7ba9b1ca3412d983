import { Search } from 'lucide-react';
import { useMemo, useState, type FormEvent } from 'react';
import { MAX_QUESTION_LENGTH } from '@common/search';
import { Button } from '@/components/ui/button';
import { AnswerPanel } from './answer-panel';
import { RecentQueries } from './recent-queries';
import { useAskQuestion } from './use-ask-question';

const examples = ['When does the lease end?', 'How much is the security deposit?', 'Who is responsible for repairs?', 'Which leases end in the next 90 days?'];

/** The query playground of a project: ask about its documents, see the answer stream in, revisit recent ones. */
export function ProjectQueriesTab({ projectId }: { projectId: string }) {
  const filters = useMemo(() => ({ projectIds: [projectId] }), [projectId]);
  const { state, ask, show } = useAskQuestion(filters);
  const [question, setQuestion] = useState('');

  function submit(e: FormEvent) {
    e.preventDefault();
    void ask(question);
  }

  return (
    <div className="space-y-4">
      <form onSubmit={submit} className="space-y-2">
        <label htmlFor="project-question" className="text-sm font-medium text-gray-800">
          Ask about this project’s documents
        </label>
        <div className="flex gap-2">
          <input
            id="project-question"
            type="text"
            enterKeyHint="search"
            autoComplete="off"
            maxLength={MAX_QUESTION_LENGTH}
            value={question}
            onChange={(e) => setQuestion(e.target.value)}
            placeholder="e.g. When does the lease for unit 4B end?"
            className="h-11 w-full min-w-0 flex-1 rounded-md border border-gray-300 bg-white px-3 text-base placeholder:text-gray-400 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 sm:text-sm"
          />
          <Button type="submit" className="h-11" aria-label="Ask" disabled={state.phase === 'streaming'}>
            <Search /> <span className="hidden sm:inline">Ask</span>
          </Button>
        </div>
        {state.phase === 'idle' && (
          <p className="flex flex-wrap items-center gap-2 text-xs text-gray-500">
            Try:
            {examples.map((q) => (
              <button key={q} type="button" className="rounded-full bg-gray-100 px-2.5 py-1 text-gray-700 hover:bg-gray-200" onClick={() => setQuestion(q)}>
                {q}
              </button>
            ))}
          </p>
        )}
      </form>
      <AnswerPanel state={state} />
      <RecentQueries projectId={projectId} selectedId={state.phase === 'done' ? state.answer.queryId : undefined} onSelect={show} />
    </div>
  );
}
