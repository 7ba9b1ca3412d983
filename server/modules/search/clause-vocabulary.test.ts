import { describe, expect, it } from 'vitest';
import { asksAboutTheDocument, clauseVocabulary } from './clause-vocabulary.js';

describe('asksAboutTheDocument', () => {
  it('is true for who the parties are and when the document was made or takes effect', () => {
    for (const q of [
      'Who are the parties to this contract?',
      'What is the date of this contract?',
      'What is the effective date of this agreement?',
      'Who is the tenant?',
      'When was the lease signed?',
    ])
      expect(asksAboutTheDocument(q), q).toBe(true);
  });

  it('is false for when it ends and for any clause', () => {
    for (const q of [
      'What is the expiration date of this contract?',
      'What is the termination date of the lease?',
      'Which law governs this agreement?',
      'Can the tenant keep a dog?',
    ])
      expect(asksAboutTheDocument(q), q).toBe(false);
  });
});

describe('clauseVocabulary', () => {
  it('adds the drafting words of the concepts a question names, and nothing for none', () => {
    expect(clauseVocabulary('Can the tenant keep a dog?')).toContain('pets');
    expect(clauseVocabulary('Is there a cap on liability?')).not.toBe('');
    expect(clauseVocabulary('hello there')).toBe('');
  });
});
