import { describe, expect, it } from 'vitest';
import { summarizeAnswers, type AnswerRow } from './answers.js';
import { summarizeClauses, type ClauseRow } from './clause-questions.js';
import { keyTermFields } from './keyterms.js';
import { renderAnswers, renderClauses } from './report-answers.js';
import { renderReport } from './report.js';
import type { EvalResults, SetResults } from './results.js';
import { summarizeChar, summarizeQuote } from './retrieval.js';

/** Seven fields × `contracts` rows; the first `wrong` contracts answer every field wrongly. */
function rows(contracts: number, wrong: number, over: Partial<AnswerRow> = {}): AnswerRow[] {
  return Array.from({ length: contracts }, (_, i) =>
    keyTermFields.map((field) => ({
      document: `c${i}`,
      field,
      gold: 'x',
      answer: 'y',
      answered: true,
      got: '',
      correct: i >= wrong,
      goldEmpty: false,
      citationOverlap: i >= wrong,
      citesOther: false,
      goldInTop3: true,
      ...over,
    })),
  ).flat();
}

function set(name: string, answers: AnswerRow[], clauses: ClauseRow[]): SetResults {
  const char = { ...summarizeChar([]), quote: summarizeQuote([]), secondsPerQuery: 0 };
  return {
    name,
    dir: `/s/cuad-${name}`,
    implementations: { search: 'search', answers: 'POST /api/v1/query', embeddingModel: 'm' },
    corpus: { contracts: 10, queries: 0, keyTermContracts: 10, txt: { documents: 10, pages: 1, chunks: 1, failures: [] }, pdf: null, bm25Chunks: 1 },
    ingestion: { seconds: 1, processedSeconds: 1, reused: false, embeddingsMissing: 0, embeddingFailure: null, history: [] },
    offsets: { exact: 10, inexact: [] },
    retrieval: { product: char, bm25: char, productPdf: null },
    answers: { named: summarizeAnswers(answers, 'named'), filtered: summarizeAnswers(answers, 'filtered'), pdf: null },
    clauses: summarizeClauses(clauses),
    details: { product: [], bm25: [], productPdf: [], answersNamed: answers, answersFiltered: answers, answersPdf: [], clauses },
  };
}

const clause = (category: string, answered: boolean): ClauseRow => ({
  queryId: category,
  category,
  answered,
  answeredWithGold: answered,
  citationOverlap: answered,
  citesOther: false,
  goldInTop3: true,
});

describe('the report of a train and dev run', () => {
  // Train: all 10 contracts right. Dev: 1 of 10 wrong (90%), and one answer cites another contract.
  const train = set('train', rows(10, 0), [clause('Parties', true), clause('Insurance', true)]);
  const devRows = rows(10, 1);
  devRows[20] = { ...devRows[20]!, citesOther: true };
  const dev = set('dev', devRows, [clause('Parties', true), clause('Insurance', false)]);

  it('shows both sets side by side with the gap, and marks the targets on dev', () => {
    const md = renderAnswers([train, dev], '').join('\n');
    expect(md).toContain('### Targets (dev, contract named, whole workspace)');
    expect(md).toContain('| Measure | train, named | dev, named | dev worse than train by (points) | dev, filtered | Target | Met |');
    // 100% → 90%: 10 points worse, over the 3-point limit; 90% misses the 92% target.
    expect(md).toContain('| Key terms correct, mean of the seven fields | 100.0% | 90.0% | +10.0 (≤ 3: **no**) | 90.0% | ≥ 92.0% | **no** |');
    expect(md).toMatch(
      /\| Answers citing a document other than the named one \| 0\.0% \(0 of 70\) \| 1\.4% \(1 of 70\) \| \+1\.4 \| 1\.4% \(1 of 70\) \| ≤ 0\.5% \| \*\*no\*\* \|/,
    );
    // Every dev answer was shown its gold and answered: no "not found" misses.
    expect(md).toMatch(/"Not found" while the gold passage was in the top 3 \| 0\.0% of 70 \| 0\.0% of 70 \| ±0\.0 \| 0\.0% of 70 \| ≤ 3\.0% \| yes/);
    expect(md).toContain('| Parties | 100.0% of 10 | 90.0% of 10 | 100.0% of 10 | 90.0% of 10 |');
  });

  it('lists the clause categories per set, worst on dev first', () => {
    const md = renderClauses([train, dev], '').join('\n');
    const insurance = md.indexOf('| Insurance |');
    expect(insurance).toBeGreaterThan(0);
    expect(insurance).toBeLessThan(md.indexOf('| Parties |'));
    expect(md).toContain('| Insurance | 1 | 100.0% | 0.0% of 1 | 1 | 0.0% | 100.0% of 1 |');
  });

  it('renders a whole report without a gap column when only dev ran', () => {
    const r: EvalResults = {
      date: '2026-01-01T00:00:00.000Z',
      command: 'npm run eval',
      options: {
        sets: [{ name: 'dev', dir: '/s/cuad-dev' }],
        reuse: null,
        database: 'PGlite',
        pdf: false,
        answers: true,
        filtered: true,
        clauses: true,
        pdfAnswers: false,
        pdfEvery: 1,
        writeMd: true,
        outDir: '/tmp',
        report: null,
      },
      machine: { cpus: 2, cpuModel: 'x', totalMemoryGb: 1, node: 'v20', loadAverageBefore: [0], loadAverageAfter: [0] },
      sets: [dev],
    };
    const md = renderReport(r, 'file');
    expect(md).toContain('| Measure | dev, named | dev, filtered | Target | Met |');
    expect(md).not.toContain('Retrieval, set by set');
    expect(md).toContain('## Failures and misses: cuad-dev');
  });
});
