import { describe, expect, it } from 'vitest';
import type { Citation } from '@common/search';
import { answerAsPlainText, answerParts, fromLogEntry } from './answer-model';
import { answerEvent } from './answer-event';

const citation = (number: number, extra: Partial<Citation> = {}): Citation => ({
  number,
  chunkId: `c${number}`,
  documentId: `d${number}`,
  versionId: `v${number}`,
  documentTitle: `Lease ${number}`,
  projectId: 'p',
  page: number + 1,
  pageEnd: number + 1,
  quote: 'The term ends on  May 31, 2027.',
  charStart: 10,
  charEnd: 40,
  ...extra,
});

describe('answer stream events', () => {
  it('take their type from the data, else from the event name, and skip data that is not JSON', () => {
    expect(answerEvent({ event: 'passages', data: '{"type":"passages","passages":[]}' })).toEqual({ type: 'passages', passages: [] });
    expect(answerEvent({ event: 'delta', data: '{"text":" ends"}' })).toEqual({ type: 'delta', text: ' ends' });
    expect(answerEvent({ event: 'delta', data: 'not json' })).toBeNull();
  });
});

describe('answers as text', () => {
  it('turns [n] markers into citations, leaving unknown numbers as text', () => {
    const parts = answerParts('Ends May 31, 2027 [1]. Also [7] and [2].', [citation(1), citation(2)]);
    expect(parts.map((p) => (typeof p === 'string' ? p : p.number))).toEqual(['Ends May 31, 2027 ', 1, '. Also [7] and ', 2, '.']);
  });

  it('copies the answer with each source, its quote and a link to the passage', () => {
    const text = answerAsPlainText(
      { queryId: 'q', question: 'When does the lease end?', answer: 'May 31, 2027 [1].', answered: true, citations: [citation(1)], passages: [] },
      'https://app.example',
      (c) => `/dashboard/documents/${c.documentId}?page=${c.page}`,
    );
    expect(text).toBe(
      'Question: When does the lease end?\n\nAnswer: May 31, 2027 [1].\n\nSources:\n[1] Lease 1, p. 2\n    “The term ends on May 31, 2027.”\n    https://app.example/dashboard/documents/d1?page=2',
    );
  });

  it('reads a logged search (no answer) as a search, not as an unanswered question', () => {
    const base = {
      id: 'q',
      question: 'roof',
      citations: [],
      route: null,
      projectId: null,
      resultCount: 4,
      responseMs: 5,
      askedBy: null,
      createdAt: '2026-01-01T00:00:00Z',
    };
    expect(fromLogEntry({ ...base, answer: null, answered: true }).search).toEqual({ resultCount: 4, projectId: null });
    expect(fromLogEntry({ ...base, answer: 'Yes [1].', answered: true }).search).toBeUndefined();
  });
});
