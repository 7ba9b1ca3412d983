import { describe, expect, it } from 'vitest';
import type { Citation } from '@common/search';
import { answerAsPlainText, answerParts, fromLogEntry } from './answer-model';
import { SseParser } from './sse-parser';

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

describe('SseParser', () => {
  it('parses events split across chunks, with CRLF, comments and multi-line data', () => {
    const parser = new SseParser();
    expect(parser.push('event: passages\ndata: {"type":"passages","passages":[]}\n\n: keep-alive\n\nevent: del')).toEqual([{ type: 'passages', passages: [] }]);
    expect(parser.push('ta\r\ndata: {"type":"delta",\r\ndata: "text":"The lease"}\r\n\r\n')).toEqual([{ type: 'delta', text: 'The lease' }]);
    // The type comes from the event name when the data does not carry it; a last event without its blank line is flushed.
    expect(parser.push('event: delta\ndata: {"text":" ends"}')).toEqual([]);
    expect(parser.flush()).toEqual([{ type: 'delta', text: ' ends' }]);
  });

  it('skips events whose data is not JSON', () => {
    expect(new SseParser().push('event: delta\ndata: not json\n\n')).toEqual([]);
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
    const base = { id: 'q', question: 'roof', citations: [], projectId: null, resultCount: 4, responseMs: 5, askedBy: null, createdAt: '2026-01-01T00:00:00Z' };
    expect(fromLogEntry({ ...base, answer: null, answered: true }).search).toEqual({ resultCount: 4, projectId: null });
    expect(fromLogEntry({ ...base, answer: 'Yes [1].', answered: true }).search).toBeUndefined();
  });
});
