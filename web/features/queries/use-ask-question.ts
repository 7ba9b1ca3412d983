import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef, useState } from 'react';
import type { SearchFilters, SearchHit } from '@common/search';
import { showError } from '@/lib/api';
import { streamAnswer } from './answer-stream';
import { fromAnswer, type AnswerViewModel } from './answer-model';

export type AskState =
  | { phase: 'idle' }
  | { phase: 'streaming'; question: string; passages: SearchHit[]; text: string }
  | { phase: 'done'; answer: AnswerViewModel }
  | { phase: 'failed'; question: string };

/**
 * Asks one question at a time and exposes what has streamed so far. Blank questions are ignored; asking
 * again cancels the answer still streaming. The final answer replaces the streamed text, and the usage
 * meter, recent searches and the project's counts are refreshed because the server logged the question.
 */
export function useAskQuestion(filters?: SearchFilters) {
  const queryClient = useQueryClient();
  const [state, setState] = useState<AskState>({ phase: 'idle' });
  const inFlight = useRef<AbortController | null>(null);
  useEffect(() => () => inFlight.current?.abort(), []);

  const ask = useCallback(
    async (raw: string) => {
      const question = raw.trim();
      if (!question) return false;
      inFlight.current?.abort();
      const controller = new AbortController();
      inFlight.current = controller;
      setState({ phase: 'streaming', question, passages: [], text: '' });
      try {
        const answer = await streamAnswer(
          filters ? { query: question, filters } : { query: question },
          (event) => {
            if (controller.signal.aborted) return;
            if (event.type === 'passages') setState((s) => (s.phase === 'streaming' ? { ...s, passages: event.passages } : s));
            else if (event.type === 'delta') setState((s) => (s.phase === 'streaming' ? { ...s, text: s.text + event.text } : s));
          },
          controller.signal,
        );
        if (controller.signal.aborted) return true;
        setState({ phase: 'done', answer: fromAnswer(answer) });
      } catch (err) {
        if (controller.signal.aborted) return true;
        setState({ phase: 'failed', question });
        showError(err, 'The question could not be answered');
      } finally {
        if (inFlight.current === controller) inFlight.current = null;
        void queryClient.invalidateQueries({ queryKey: ['workspace'] });
        void queryClient.invalidateQueries({ queryKey: ['queries'] });
        void queryClient.invalidateQueries({ queryKey: ['projects'] });
      }
      return true;
    },
    [filters, queryClient],
  );

  /** Shows a saved answer (from Recent Queries) in place of the current one. */
  const show = useCallback((answer: AnswerViewModel) => {
    inFlight.current?.abort();
    setState({ phase: 'done', answer });
  }, []);

  return { state, ask, show };
}
