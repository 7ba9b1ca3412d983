import { Loader2 } from 'lucide-react';
import { Card, CardContent } from '@/components/ui/card';
import { AnswerActions } from './answer-actions';
import { AnswerBody } from './answer-body';
import type { AskState } from './use-ask-question';

/** The question being answered: its text streaming in, then the final answer with sources and actions. */
export function AnswerPanel({ state }: { state: AskState }) {
  if (state.phase === 'idle') return null;
  const question = state.phase === 'done' ? state.answer.question : state.question;
  return (
    <Card data-testid="answer-panel" aria-live="polite" aria-busy={state.phase === 'streaming'}>
      <CardContent className="space-y-4 p-4 sm:p-6">
        <p className="break-words text-sm font-medium text-gray-500">
          <span className="sr-only">Question: </span>
          {question}
        </p>
        {state.phase === 'streaming' ? (
          <p data-testid="answer-streaming" className="whitespace-pre-line break-words text-base leading-relaxed text-gray-900">
            {state.text || (
              <span className="inline-flex items-center gap-2 text-gray-500">
                <Loader2 className="h-4 w-4 animate-spin" aria-hidden />
                {state.passages.length ? `Reading ${state.passages.length} passages…` : 'Searching your documents…'}
              </span>
            )}
            {state.text && <span className="ml-0.5 inline-block h-4 w-1.5 animate-pulse bg-gray-400 align-middle" aria-hidden />}
          </p>
        ) : state.phase === 'failed' ? (
          <p className="text-sm text-red-700">This question could not be answered. Try again in a moment.</p>
        ) : (
          <>
            <AnswerBody answer={state.answer} />
            <AnswerActions answer={state.answer} />
          </>
        )}
      </CardContent>
    </Card>
  );
}
