import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { writeEvaluationMd } from '../report.js';
import type { EvalResults } from '../results.js';
import { LEASE_SECTION, renderLeaseSection, writeLeaseSection } from './report.js';
import type { LeaseEvalResults, LeaseSplitResults } from './results.js';
import { scoreDocument, summarize } from './score.js';

const dir = mkdtempSync(join(tmpdir(), 'lease-report-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

function split(): LeaseSplitResults {
  const rows = [
    scoreDocument(
      { document: 'L1', kind: 'lease', amends: null, fields: { monthly_rent: 1850, pets: null }, evidence: { monthly_rent: 'rent of $1,850.00 per month' } },
      { monthly_rent: { value: 1850, evidence: { quote: 'monthly rent of $1,850.00 per month' } }, pets: { value: null, evidence: null } },
    ),
  ];
  const scanRows = [
    scoreDocument(
      { document: 'L2', kind: 'lease', amends: null, fields: { monthly_rent: 900 }, evidence: {} },
      { monthly_rent: { value: 1000, evidence: null } },
    ),
  ];
  const fields = ['monthly_rent', 'pets'];
  return {
    name: 'dev',
    dir: '/work/lease-devset/dev',
    documents: { total: 2, leases: 2, amendments: 0, text: 1, scan: 1, pageSetsCombined: ['L2 (2 pages)'] },
    abstraction: { text: summarize(rows, fields), scan: summarize(scanRows, fields), all: summarize([...rows, ...scanRows], fields) },
    kinds: { correct: 2, total: 2 },
    links: { correct: 0, total: 0 },
    asof: { total: 4, accuracy: 0.75, text: { total: 4, accuracy: 0.75 }, scan: { total: 0, accuracy: 0 } },
    portfolio: { questions: 2, meanF1: 0.96, byRoute: { records: 2 } },
    timing: { totalSeconds: 100, p50DocumentSeconds: 3.2, maxDocumentSeconds: 9 },
    notMeasured: [],
    details: {
      documents: [
        { document: 'L1', kind: 'lease', class: 'text', files: ['L1.pdf'], seconds: 3, failure: null, kindFound: 'lease', linkedRight: null, fields: rows[0]! },
        {
          document: 'L2',
          kind: 'lease',
          class: 'scan',
          files: ['L2.p1.jpg', 'L2.p2.jpg'],
          seconds: 9,
          failure: null,
          kindFound: 'lease',
          linkedRight: null,
          fields: scanRows[0]!,
        },
      ],
      asof: [],
      portfolio: [
        { question: 'Which leases pay more than $1,850.00 a month?', today: '2025-09-15', expected: ['L1'], got: ['L1', 'L2'], f1: 0.667, route: 'records' },
      ],
    },
  };
}

const results: LeaseEvalResults = {
  date: '2025-11-27T08:00:00.000Z',
  command: 'npm run eval -- --leases /work/lease-devset/dev',
  machine: { cpus: 2, cpuModel: 'cpu', totalMemoryGb: 8, node: 'v20' },
  database: 'PGlite',
  splits: [split()],
};

describe('the lease section', () => {
  const section = renderLeaseSection(results, ['monthly_rent', 'pets']);

  it('shows the targets, the figures by text and scans, and the combined page sets', () => {
    expect(section.startsWith(`${LEASE_SECTION}\n`)).toBe(true);
    expect(section).toMatch(/\| Field accuracy, text documents \(mean over stated gold fields\) \| 1\.000 \| ≥ 0\.9 \| yes \|/);
    expect(section).toMatch(/\| Field accuracy, scans and photos \| 0\.000 \| ≥ 0\.85 \| \*\*no\*\* \|/);
    expect(section).toMatch(/\| As-of accuracy \| 75\.0% of 4 \| ≥ 0\.9 \| \*\*no\*\* \|/);
    expect(section).toMatch(/\| Portfolio questions, mean set F1 \| 0\.960 over 2 \| ≥ 0\.95 \| yes \|/);
    expect(section).toMatch(/Extracted values that carry evidence \| 50\.0% of 2 \| every one \| \*\*no\*\*/);
    expect(section).toMatch(/\| `monthly_rent` \| 1\.000 \(1\) \| {2}\| 0\.000 \(1\) \|/);
    expect(section).toMatch(/\| `pets` \| n\/a \| 100\.0% of 1 \|/);
    expect(section).toMatch(/combined into one image PDF each before upload \(L2 \(2 pages\)\)/);
    expect(section).toMatch(/- L2 `monthly_rent`: gold 900, got 1000/);
    // Subsections only: a "## " heading inside would cut the section short when it is carried over.
    expect(section.split('\n').filter((l) => l.startsWith('## '))).toEqual([LEASE_SECTION]);
  });

  it('replaces only its own section of EVALUATION.md, and a CUAD run keeps it', () => {
    const path = join(dir, 'EVALUATION.md');
    writeFileSync(path, '# Evaluation\n\n## Run\nCUAD figures\n\n## Lease abstraction\nold lease figures\n\n## Query/chunk encoder: quality cost\nstudy\n');
    writeLeaseSection(path, section);
    const after = readFileSync(path, 'utf8');
    expect(after).toContain('## Run\nCUAD figures\n');
    expect(after).toContain('## Query/chunk encoder: quality cost\nstudy\n');
    expect(after).not.toContain('old lease figures');
    expect(after).toContain('$1,850.00'); // "$1" is not read as a replacement pattern
    expect(after.match(/## Lease abstraction/g)).toHaveLength(1);
    expect(after).toContain(`${section.trimEnd()}\n\n## Query/chunk encoder`);

    // Appended when absent.
    const other = join(dir, 'OTHER.md');
    writeFileSync(other, '# Evaluation\n\n## Run\nx\n');
    writeLeaseSection(other, section);
    expect(readFileSync(other, 'utf8')).toMatch(/## Run\nx\n\n## Lease abstraction\n/);

    // A CUAD run rewrites the file but carries the lease section over as it is.
    const cuad = {
      date: 'd',
      command: 'npm run eval',
      options: { limit: undefined, pdfEvery: 1, database: 'PGlite', reuse: null },
      machine: { cpus: 1, cpuModel: 'c', totalMemoryGb: 1, node: 'v', loadAverageBefore: [0], loadAverageAfter: [0] },
      sets: [],
    } as unknown as EvalResults;
    writeEvaluationMd(path, cuad);
    const rewritten = readFileSync(path, 'utf8');
    expect(rewritten).toContain(section.trimEnd());
  });
});
