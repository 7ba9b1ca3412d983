import { describe, expect, it } from 'vitest';
import { passagesFor, prepareContract } from './dataset.js';

const contract = `MASTER SUPPLY AGREEMENT

This Master Supply Agreement is made on March 3, 2015 between Acme Corp. ("Acme") and Beta LLC ("Beta").

${'1. Products. Acme shall sell and Beta shall buy the products listed in Schedule A at the prices stated there. '.repeat(12)}

${'2. Delivery. Acme shall deliver the products to the Beta warehouse within thirty days of each order. '.repeat(12)}

3. Term. This Agreement shall continue for five (5) years and renew for successive one (1) year terms unless either party gives notice of non-renewal at least ninety (90) days before the end of the term.

4. Governing Law. This Agreement is governed by the laws of the State of New York.`;

describe('the passages the ranker is fitted on', () => {
  const prepared = prepareContract('supply', contract);

  it('are those the product searched, in its order and with its scores, when the set has a snapshot', () => {
    const last = prepared.hits.length - 1;
    const searched = {
      ...prepared,
      searched: {
        'Notice Period To Terminate Renewal': [
          [last, 0.9],
          [0, 0.2],
        ] as Array<[number, number]>,
      },
    };
    const passages = passagesFor(searched, 'How much notice is required to terminate renewal of this agreement?', 'Notice Period To Terminate Renewal');
    expect(passages.map((p) => p.chunkId)).toEqual([prepared.hits[last]!.chunkId, prepared.hits[0]!.chunkId]);
    expect(passages.map((p) => p.score)).toEqual([0.9, 0.2]);
  });

  it('are ranked in the document without a database otherwise, and for a field the snapshot lacks', () => {
    const searched = { ...prepared, searched: { 'Governing Law': [[0, 1]] as Array<[number, number]> } };
    const passages = passagesFor(searched, 'How much notice is required to terminate renewal of this agreement?', 'Notice Period To Terminate Renewal');
    expect(passages.length).toBeGreaterThan(1);
    expect(passages[0]!.text).toMatch(/non-renewal/);
  });
});
