import { describe, expect, it } from 'vitest';
import { resolveLeaseSplits, parseLeaseArgs } from '../options.js';
import { citedLeases, groupDocumentFiles, leaseOfDocument } from './dataset.js';
import type { GoldDocument } from './score.js';

describe('documents of a lease set', () => {
  it('groups photographed pages by NAME in page order, and keeps other files one document each', () => {
    const docs = groupDocumentFiles(['b.p10.jpg', 'a.pdf', 'b.p2.jpg', 'b.p1.jpg', 'c.png', 'd.docx', '.DS_Store', 'e.p1.png']);
    expect(docs).toEqual([
      { name: 'a', files: ['a.pdf'], pageSet: false },
      { name: 'b', files: ['b.p1.jpg', 'b.p2.jpg', 'b.p10.jpg'], pageSet: true },
      { name: 'c', files: ['c.png'], pageSet: false },
      { name: 'd', files: ['d.docx'], pageSet: false },
      { name: 'e', files: ['e.p1.png'], pageSet: true },
    ]);
  });

  it('refuses a NAME held twice', () => {
    expect(() => groupDocumentFiles(['a.pdf', 'a.docx'])).toThrow(/a twice/);
    expect(() => groupDocumentFiles(['a.pdf', 'a.p1.jpg'])).toThrow(/a twice/);
  });
});

describe('portfolio citations back to leases', () => {
  const gold = [
    { document: 'L1', kind: 'lease', amends: null },
    { document: 'L2', kind: 'lease', amends: null },
    { document: 'A1', kind: 'amendment', amends: 'L1' },
  ] as GoldDocument[];
  const nameOfId = new Map([
    ['id-1', 'L1'],
    ['id-2', 'L2'],
    ['id-3', 'A1'],
  ]);

  it("counts an amendment's citation for the lease it amends, once", () => {
    expect(citedLeases(['id-3', 'id-1'], nameOfId, leaseOfDocument(gold))).toEqual(['L1']);
    expect(citedLeases(['id-2', 'id-3'], nameOfId, leaseOfDocument(gold))).toEqual(['L2', 'L1']);
  });

  it('keeps a document outside the set as a wrong answer of its own', () => {
    expect(citedLeases(['id-9'], nameOfId, leaseOfDocument(gold))).toEqual(['(not in the set: id-9)']);
  });
});

describe('--leases options', () => {
  const has = (paths: string[]) => (p: string) => paths.includes(p);

  it('takes a split directory as it is, or every split under a set', () => {
    expect(resolveLeaseSplits('/s/dev', undefined, has(['/s/dev/gold.jsonl']))).toEqual([{ name: 'dev', dir: '/s/dev' }]);
    expect(resolveLeaseSplits('/s', undefined, has(['/s/train/gold.jsonl', '/s/dev/gold.jsonl']))).toEqual([
      { name: 'train', dir: '/s/train' },
      { name: 'dev', dir: '/s/dev' },
    ]);
    expect(resolveLeaseSplits('/s', 'dev', has([]))).toEqual([{ name: 'dev', dir: '/s/dev' }]);
    expect(() => resolveLeaseSplits('/nothing', undefined, has([]))).toThrow(/no gold.jsonl/);
  });

  it('leaves EVALUATION.md alone for a --limit run unless --write-md', () => {
    const exists = has(['/s/dev/gold.jsonl']);
    expect(parseLeaseArgs(['--leases', '/s/dev'], exists, {})).toMatchObject({ writeMd: true, limit: undefined, timeoutSeconds: 1800 });
    expect(parseLeaseArgs(['--leases', '/s/dev', '--limit', '3'], exists, {})).toMatchObject({ writeMd: false, limit: 3 });
    expect(parseLeaseArgs(['--leases', '/s/dev', '--limit', '3', '--write-md'], exists, {}).writeMd).toBe(true);
    expect(() => parseLeaseArgs(['--leases'], exists, {})).toThrow(/takes a directory/);
    expect(parseLeaseArgs(['--leases', '/s/dev', '--database-url', 'postgres://u:secret@h/db'], exists, {}).command).not.toMatch(/secret/);
  });
});
