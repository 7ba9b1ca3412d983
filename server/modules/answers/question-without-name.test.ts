/**
 * What a question naming its documents asks, once the name has chosen them: the words the in-document search and the
 * composer work from. Word stems here are the lower-cased words (the real ones come from PostgreSQL's parser).
 */
import { describe, expect, it } from 'vitest';
import type { SearchDeps } from '../search/search.service.js';
import { questionWithoutName } from './named-document.js';

const termStats = {
  queryWords: async (text: string) => [...text.matchAll(/[\p{L}\p{N}]+/gu)].map((m) => ({ word: m[0], lexemes: [m[0].toLowerCase()] })),
} as unknown as Pick<SearchDeps, 'termStats'>['termStats'];
const without = (question: string, naming: string[]) => questionWithoutName({ termStats }, question, naming);

describe('the question without the words that name its documents', () => {
  it('drops a context that only names the documents, so the names do not rank the passages searched inside them', async () => {
    const naming = ['supply', 'agreement', 'acme', 'widgets', 'inc', 'beta', 'foods', 'llc'];
    expect(
      await without('Consider the Supply Agreement between Acme Widgets Inc. ("Acme") and Beta Foods LLC ("Beta"); What is the effective date?', naming),
    ).toBe('What is the effective date?');
  });

  it('drops a naming context whose words the name did not all choose: what is left of it is capitalised names', async () => {
    // Search chose the document by some of its words ("fleet", "dairy", "crest"); the rest of the title and parties stay.
    const naming = ['fleet', 'dairy', 'crest', 'sev'];
    expect(
      await without(
        'Consider the FLEET MAINTENANCE AGREEMENT between DAIRY CREST LIMITED ("DCL"); SEV GROUP LIMITED ("SEV"); What is the date of this agreement?',
        naming,
      ),
    ).toBe('What is the date of this agreement?');
  });

  it('keeps what a context says besides the name, and the question of a bare name', async () => {
    expect(await without('Regarding the pet clause of the Smith lease; are dogs allowed?', ['smith', 'lease'])).toBe(
      'Regarding the pet clause of the lease; are dogs allowed?',
    );
    expect(await without('What is the monthly rent in Omar Haddad’s lease?', ['omar', 'haddad', 'lease'])).toBe('What is the monthly rent?');
  });
});
