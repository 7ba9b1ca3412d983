import { describe, expect, it } from 'vitest';
import { recentQueryOutcome } from './recent-query-label';

describe('Recent Searches labels', () => {
  it('labels a question by its answer, never by its passages', () => {
    expect(recentQueryOutcome({ kind: 'question', answered: true, resultCount: 8, citationCount: 2 }).label).toBe('Answered · 2 citations');
    expect(recentQueryOutcome({ kind: 'question', answered: true, resultCount: 8, citationCount: 1 }).label).toBe('Answered · 1 citation');
    // An unanswered question had 8 passages to look at; it is still not found, not "8 results".
    expect(recentQueryOutcome({ kind: 'question', answered: false, resultCount: 8, citationCount: 0 })).toEqual({ label: 'Not found', tone: 'secondary' });
  });

  it('labels a search by its results, never as answered', () => {
    expect(recentQueryOutcome({ kind: 'search', answered: true, resultCount: 8, citationCount: 0 }).label).toBe('8 results');
    expect(recentQueryOutcome({ kind: 'search', answered: true, resultCount: 1, citationCount: 0 }).label).toBe('1 result');
    expect(recentQueryOutcome({ kind: 'search', answered: false, resultCount: 0, citationCount: 0 })).toEqual({ label: 'No results', tone: 'secondary' });
  });
});
