import { describe, expect, it } from 'vitest';
import { chooseFocus, type OpeningMatch } from './document-focus.js';

const match = (document_id: string, lexeme: string, document_frequency: number, documents = 80): OpeningMatch => ({
  document_id,
  lexeme,
  document_frequency,
  documents,
});

describe('chooseFocus', () => {
  it('focuses on the one document whose opening holds the rare words of the query', () => {
    const focus = chooseFocus([match('smith', 'smith', 1), match('smith', 'maple', 2), match('jones', 'maple', 2)]);
    expect(focus?.documentIds).toEqual(['smith']);
    expect([...focus!.namingLexemes].sort()).toEqual(['maple', 'smith']);
  });

  it('names a lease and its amendment together, or the two leases a question compares', () => {
    expect(chooseFocus([match('lease', 'smith', 2), match('amendment', 'smith', 2)])?.documentIds.sort()).toEqual(['amendment', 'lease']);
    expect(chooseFocus([match('a', 'smith', 1), match('b', 'jones', 1), match('c', 'lease', 30)])?.documentIds.sort()).toEqual(['a', 'b']);
  });

  it('tells two documents named by their own words from one name that fits a lease and its amendment', () => {
    expect(chooseFocus([match('lease', 'smith', 2), match('amendment', 'smith', 2)])?.separateNames).toBe(false);
    expect(chooseFocus([match('a', 'smith', 1), match('b', 'jones', 1)])?.separateNames).toBe(true);
    // Named by different words that weigh differently (one name also matches a second word of the question).
    const uneven = chooseFocus([match('a', 'smith', 1), match('a', 'maple', 1), match('b', 'jones', 1), match('c', 'lease', 30)]);
    expect(uneven?.documentIds).toEqual(['a', 'b']);
    expect(uneven?.separateNames).toBe(true);
  });

  it('does not focus when no document stands out or the words are common across documents', () => {
    expect(chooseFocus(['a', 'b', 'c', 'd'].map((d) => match(d, `name${d}`, 1)))).toBeNull();
    expect(chooseFocus([match('a', 'deposit', 30), match('b', 'deposit', 30)])).toBeNull();
    expect(chooseFocus([])).toBeNull();
  });

  it('takes no word for a name in a small library', () => {
    expect(chooseFocus([match('lease', 'rent', 1, 3)])).toBeNull();
  });
});
