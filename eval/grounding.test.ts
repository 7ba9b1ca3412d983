import { describe, expect, it } from 'vitest';
import { scoreAnswer, summarizeAnswers, txtEvidenceLocator, keyTermQuestion } from './answers.js';
import { readApiAnswer, type ApiAnswer } from './api-client.js';
import { scoreClauseQuery, summarizeClauses } from './clause-questions.js';
import { namedQuestion, namingPrefix, type EvalQuery, type KeyTermRow } from './dataset.js';
import { checkAnswerTargets, devShortfall, goldInTop, grounding, summarizeGrounding, type ApiSpan, type ToTxt } from './grounding.js';
import { keyTermFields } from './keyterms.js';
import { commandLine, resolveSets, reuseDir } from './options.js';

const span = (documentId: string, charStart: number, charEnd: number, text = ''): ApiSpan => ({ documentId, charStart, charEnd, text });
// Canonical offsets equal .txt offsets for document A; document B has no .txt of the set.
const toTxt: ToTxt = (documentId, start, end) => (documentId === 'A' ? { start, end } : null);
const onGold = (s: ApiSpan) => s.documentId === 'A' && s.charStart < 120 && 100 < s.charEnd;

describe('grounding of one answer', () => {
  it('flags a citation of any document other than the named one', () => {
    const answer = { answered: true, citations: [span('A', 100, 120), span('B', 0, 10)], passages: [] };
    expect(grounding(answer, 'A', true, onGold).citesOther).toBe(true);
    expect(grounding({ ...answer, citations: [span('A', 100, 120)] }, 'A', true, onGold).citesOther).toBe(false);
    // A "not found" answer cites nothing: it rests on no document.
    expect(grounding({ answered: false, citations: [], passages: [span('B', 0, 10)] }, 'A', true, onGold).citesOther).toBe(false);
  });

  it('looks for the gold in the first three passages only', () => {
    const miss = span('A', 0, 50);
    const hit = span('A', 90, 110);
    expect(goldInTop([miss, miss, hit], onGold)).toBe(true);
    expect(goldInTop([miss, miss, miss, hit], onGold)).toBe(false);
    // The same span in another document is not the gold.
    expect(goldInTop([span('B', 90, 110)], onGold)).toBe(false);
  });

  it('leaves the gold measures out when the gold has no evidence', () => {
    const g = grounding({ answered: true, citations: [span('A', 100, 120)], passages: [span('A', 100, 120)] }, 'A', false, onGold);
    expect(g.goldInTop3).toBeNull();
    expect(g.citationOverlap).toBeNull();
  });

  it('counts "not found" only among the questions whose gold was on top', () => {
    const s = summarizeGrounding([
      { answered: false, citesOther: false, goldInTop3: true, citationOverlap: false },
      { answered: true, citesOther: false, goldInTop3: true, citationOverlap: true },
      { answered: true, citesOther: false, goldInTop3: true, citationOverlap: true },
      { answered: true, citesOther: true, goldInTop3: true, citationOverlap: false },
      // Not found, but the gold was not shown: not a miss of this measure.
      { answered: false, citesOther: false, goldInTop3: false, citationOverlap: false },
      { answered: true, citesOther: false, goldInTop3: null, citationOverlap: null },
    ]);
    expect(s.goldInTop3).toBe(4);
    expect(s.notFoundGoldInTop3).toBe(1);
    expect(s.notFoundGoldInTop3Share).toBe(0.25);
    expect(s.otherDocument).toBe(1);
    expect(s.otherDocumentShare).toBeCloseTo(1 / 6);
    expect(s.withEvidence).toBe(5);
    expect(s.citationOverlap).toBeCloseTo(2 / 5);
  });
});

describe('targets', () => {
  const byField = (acc: number[]) =>
    Object.fromEntries(keyTermFields.map((f, i) => [f, { accuracy: acc[i]! }])) as Parameters<typeof checkAnswerTargets>[0]['byField'];
  const base = { questions: 700, otherDocument: 3, goldInTop3: 400, notFoundGoldInTop3: 12, withEvidence: 500 };

  it('marks each target met or not, the per-field floor on the worst field', () => {
    const checks = checkAnswerTargets({
      ...base,
      meanAccuracy: 0.92,
      byField: byField([0.95, 0.95, 0.95, 0.84, 0.95, 0.95, 0.95]),
      citationOverlap: 0.9,
      otherDocumentShare: 0.005,
      notFoundGoldInTop3Share: 0.031,
    });
    expect(checks.map((c) => c.met)).toEqual([true, false, true, true, false]);
    expect(checks[1]!.detail).toBe('Expiration Date');
    expect(checks[4]!.detail).toBe('of 400');
  });

  it('measures the gap as how much worse dev is, whichever way is better', () => {
    expect(devShortfall(0.95, 0.9, true)).toBeCloseTo(0.05);
    expect(devShortfall(0.01, 0.03, false)).toBeCloseTo(0.02);
    expect(devShortfall(0.9, 0.95, true)).toBeCloseTo(-0.05);
  });
});

const prefix = 'Consider the Supply Agreement between Acme Corp. ("Acme"); Beta LLC ("Beta"); ';
const queries: EvalQuery[] = [
  {
    query_id: 'q1',
    category: 'Governing Law',
    query: `${prefix}Which state's law governs?`,
    document: 'A-doc',
    snippets: [{ file_path: 'contracts/A-doc.txt', span: [100, 120] }],
    gold_text: ['x'],
  },
  {
    query_id: 'q2',
    category: 'Parties',
    query: `${prefix}Who are the parties?`,
    document: 'A-doc',
    snippets: [{ file_path: 'contracts/A-doc.txt', span: [0, 40] }],
    gold_text: ['y'],
  },
];

describe('questions that name the contract', () => {
  it("takes the naming words from the contract's queries, parties and all", () => {
    expect(namingPrefix(queries, 'A-doc')).toBe(prefix);
    expect(namedQuestion(queries, 'A-doc', 'What is the governing law of this agreement?')).toBe(`${prefix}What is the governing law of this agreement?`);
    expect(namingPrefix(queries, 'unknown')).toBe('');
    expect(keyTermQuestion({ queries }, 'A-doc', 'Governing Law', 'filtered')).toBe('What is the governing law of this agreement?');
  });

  it('keeps the question whole when the naming words are too long', () => {
    const long: EvalQuery[] = [{ ...queries[0]!, query: `Consider the Agreement between ${'Party Name Inc.; '.repeat(80)}Other Co.; Which law?` }];
    const q = namedQuestion(long, 'A-doc', 'Who are the parties to this agreement?');
    expect(q.length).toBeLessThanOrEqual(1000);
    expect(q.endsWith('; Who are the parties to this agreement?')).toBe(true);
  });
});

const v1 = (over: Partial<ApiAnswer> = {}): ApiAnswer => ({ answer: '', answered: true, citations: [], passages: [], value: null, tookMs: 1, ...over });

describe('answers read from the public API', () => {
  it('maps the snake_case response and ignores a value without a type', () => {
    const body = {
      answer: 'Delaware [1]',
      answered: true,
      citations: [{ document_id: 'A', char_start: 5, char_end: 9, quote: 'Delaware law' }],
      passages: [{ document_id: 'B', char_start: 0, char_end: 3, text: 'abc' }],
      value: { type: 'jurisdiction', name: 'Delaware', normalized: 'delaware' },
      took_ms: 12,
    };
    const a = readApiAnswer(body);
    expect(a.citations).toEqual([{ documentId: 'A', charStart: 5, charEnd: 9, text: 'Delaware law' }]);
    expect(a.passages[0]).toEqual({ documentId: 'B', charStart: 0, charEnd: 3, text: 'abc' });
    expect(a.value).toMatchObject({ type: 'jurisdiction', name: 'Delaware' });
    expect(readApiAnswer({ ...body, value: 'Delaware' }).value).toBeNull();
    expect(readApiAnswer({ ...body, value: undefined }).value).toBeNull();
  });

  const kt = {
    document: 'A-doc',
    file_path: 'contracts/A-doc.txt',
    ...Object.fromEntries(keyTermFields.map((f) => [f, { answer: '', evidence_spans: [], evidence_text: [] }])),
    'Governing Law': { answer: 'New York', evidence_spans: [[100, 120]], evidence_text: ['laws of the State of New York'] },
  } as unknown as KeyTermRow;
  const locate = txtEvidenceLocator(new Map([['A-doc', 'A']]), toTxt);

  it('scores the typed value over the text, and records where the answer rests', () => {
    const named = v1({
      answer: 'The governing law is York [1].',
      value: { type: 'jurisdiction', name: 'New York' },
      citations: [span('A', 105, 118)],
      passages: [span('A', 100, 130)],
    });
    const row = scoreAnswer(kt, 'Governing Law', 'A', named, locate);
    expect(row).toMatchObject({ correct: true, citationOverlap: true, citesOther: false, goldInTop3: true });
    // The same words from another contract: wrong document, no overlap.
    const other = scoreAnswer(kt, 'Governing Law', 'A', v1({ answer: 'New York law [1].', citations: [span('B', 105, 118)] }), locate);
    expect(other).toMatchObject({ correct: true, citationOverlap: false, citesOther: true, goldInTop3: false });
    const notFound = scoreAnswer(kt, 'Governing Law', 'A', v1({ answered: false, passages: [span('A', 0, 10), span('A', 110, 150)] }), locate);
    expect(notFound).toMatchObject({ correct: false, goldInTop3: true });

    const s = summarizeAnswers([row, other, notFound], 'named');
    expect(s.byField['Governing Law']).toMatchObject({ contracts: 3, otherDocument: 1, goldInTop3: 2, notFoundGoldInTop3: 1, withEvidence: 3 });
    expect(s.byField['Governing Law'].accuracy).toBeCloseTo(2 / 3);
    expect(s.withValue).toBe(1);
  });
});

describe('clause queries as questions', () => {
  it('counts an answer with the gold only when it answers and cites an overlapping span', () => {
    const q = queries[0]!;
    const good = scoreClauseQuery(q, 'A', v1({ citations: [span('A', 110, 130)], passages: [span('A', 110, 130)] }), toTxt);
    const unsupported = scoreClauseQuery(q, 'A', v1({ citations: [span('A', 300, 330)] }), toTxt);
    const missed = scoreClauseQuery(q, 'A', v1({ answered: false, passages: [span('A', 90, 105)] }), toTxt);
    const parties = scoreClauseQuery(queries[1]!, 'A', v1({ citations: [span('A', 0, 10)] }), toTxt);
    expect([good, unsupported, missed, parties].map((r) => r.answeredWithGold)).toEqual([true, false, false, true]);
    const s = summarizeClauses([good, unsupported, missed, parties]);
    expect(s.byCategory['Governing Law']).toMatchObject({ questions: 3, goldInTop3: 2, notFoundGoldInTop3: 1 });
    expect(s.byCategory['Governing Law']!.answeredWithGold).toBeCloseTo(1 / 3);
    expect(s.overall.answeredWithGold).toBe(0.5);
  });
});

describe('command line', () => {
  it('resolves set names next to each other and keeps dev in the --reuse directory', () => {
    expect(resolveSets('train,dev', '/x/cuad-dev', '/s')).toEqual([
      { name: 'train', dir: '/s/cuad-train' },
      { name: 'dev', dir: '/s/cuad-dev' },
    ]);
    expect(resolveSets(undefined, '/x/cuad-dev')).toEqual([{ name: 'dev', dir: '/x/cuad-dev' }]);
    expect(reuseDir('/d/.data-eval', 'dev')).toBe('/d/.data-eval');
    expect(reuseDir('/d/.data-eval', 'train')).toBe('/d/.data-eval-train');
  });

  it('records the command without the database URL', () => {
    expect(commandLine(['--sets', 'train,dev', '--database-url', 'postgres://u:secret@h/db'])).toBe('npm run eval -- --sets train,dev --database-url URL');
    expect(commandLine([])).toBe('npm run eval');
  });
});
