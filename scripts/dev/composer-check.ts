/**
 * Development check of the offline composer on the CUAD dev set: for each contract, chunk its text, rank the
 * chunks for each key-term question with a stand-in BM25 (one document at a time), compose an answer and
 * compare it with the lawyers' normalized answer in keyterms.jsonl.
 *
 *   node --import tsx scripts/dev/composer-check.ts [--verbose] [--field "Governing Law"] [--k 8]
 *
 * Scoring follows the dev README loosely: dates compared as dates (blanks as "[]"), durations by number and
 * unit, governing law by name containment, parties by name overlap; a gold "" expects no answer. Evidence:
 * the first citation overlaps a gold evidence span.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { SearchHit } from '../../common/search.js';
import { chunkPages } from '../../server/modules/ingest/chunker.js';
import { composeOfflineAnswer, type ComposedAnswer } from '../../server/modules/answers/offline/compose-offline.js';
import { KEY_TERM_QUESTIONS, type KeyTopic } from '../../server/modules/answers/offline/question-kind.js';
import { questionPart } from '../../server/modules/search/question-part.js';
import { expandSearchQuery } from '../../server/modules/answers/offline/question-kind.js';
import { stem } from '../../server/modules/answers/offline/text.js';
import { keyTermMatches } from '../../server/modules/answers/offline/key-term-match.js';
import { CUAD_DIR } from '../../server/test/cuad.js';
import { keyTermQuestions, scoreKeyTerm, stripMarkers, type KeyTermField } from '../../eval/keyterms.js';

const DIR = CUAD_DIR;
const args = process.argv.slice(2);
const verbose = args.includes('--verbose');
const onlyField = args.includes('--field') ? args[args.indexOf('--field') + 1] : null;
const debugDoc = args.includes('--doc') ? args[args.indexOf('--doc') + 1] : null;
/** --cuad-queries: CUAD's own prompts (title and parties, then the question); default: the eval's generic questions. */
const cuadQueries = args.includes('--cuad-queries');
const k = args.includes('--k') ? Number(args[args.indexOf('--k') + 1]) : 8;

const fields: Array<[string, KeyTopic]> = [
  ['Parties', 'parties'],
  ['Agreement Date', 'agreement_date'],
  ['Effective Date', 'effective_date'],
  ['Expiration Date', 'expiration'],
  ['Renewal Term', 'renewal_term'],
  ['Notice Period To Terminate Renewal', 'renewal_notice'],
  ['Governing Law', 'governing_law'],
];

interface Gold {
  answer: string;
  evidence_spans: Array<[number, number]>;
}

const rows = readFileSync(path.join(DIR, 'keyterms.jsonl'), 'utf8')
  .trim()
  .split('\n')
  .map((l) => JSON.parse(l) as Record<string, unknown>);
const queries = (JSON.parse(readFileSync(path.join(DIR, 'queries.json'), 'utf8')) as { tests: Array<{ query: string; document: string; category: string }> })
  .tests;

/** Like PostgreSQL's English full-text configuration: only function words are dropped (not "parties", "date"). */
const functionWords = new Set(
  'a an the of to in on at by for from with and or but is are was were be been this that these those it its what which who whom when where how does do did can could may might shall should will would there their they them as any all'.split(
    ' ',
  ),
);
function contentStems(text: string): string[] {
  return (text.toLowerCase().match(/[a-z][a-z'-]*[a-z]|\d+/g) ?? []).filter((w) => !functionWords.has(w)).map(stem);
}

/** BM25 over one document's chunks: a stand-in for the real search. */
function rank(question: string, hits: SearchHit[]): SearchHit[] {
  const docs = hits.map((h) => contentStems(h.text));
  const avg = docs.reduce((n, d) => n + d.length, 0) / Math.max(1, docs.length);
  const df = new Map<string, number>();
  for (const d of docs) for (const t of new Set(d)) df.set(t, (df.get(t) ?? 0) + 1);
  // The question part counts fully, the leading context (title, parties) a little: a stand-in for search.
  const { question: asked, context } = questionPart(question);
  const weights = new Map<string, number>();
  for (const t of contentStems(context)) weights.set(t, Math.max(weights.get(t) ?? 0, 0.15));
  for (const t of contentStems(asked)) weights.set(t, 1);
  return hits
    .map((h, i) => {
      const tf = new Map<string, number>();
      for (const t of docs[i]!) tf.set(t, (tf.get(t) ?? 0) + 1);
      let score = 0;
      for (const [t, w] of weights) {
        const f = tf.get(t) ?? 0;
        if (!f) continue;
        const idf = Math.log(1 + (docs.length - (df.get(t) ?? 0) + 0.5) / ((df.get(t) ?? 0) + 0.5));
        score += (w * idf * f * 2.2) / (f + 1.2 * (0.25 + 0.75 * (docs[i]!.length / avg)));
      }
      return { ...h, score };
    })
    .sort((a, b) => b.score - a.score)
    .slice(0, k)
    .filter((h) => h.score > 0);
}

const totals = new Map<string, { n: number; correct: number; evalCorrect: number; evidenceN: number; evidence: number }>();
for (const row of rows) {
  const file = String(row.file_path);
  const name = path.basename(file, '.txt');
  const text = readFileSync(path.join(DIR, file), 'utf8');
  const hits: SearchHit[] = chunkPages([text]).map((c) => ({
    chunkId: `c${c.index}`,
    documentId: name,
    versionId: 'v1',
    documentTitle: name,
    documentType: 'other' as SearchHit['documentType'],
    projectId: 'p',
    projectName: 'CUAD',
    pageStart: c.pageStart,
    pageEnd: c.pageEnd,
    charStart: c.charStart,
    charEnd: c.charEnd,
    text: c.text,
    snippet: c.text.slice(0, 200),
    highlights: [],
    score: 0,
  }));
  const anyQuery = queries.find((q) => q.document === name);
  const context = anyQuery ? anyQuery.query.slice(0, anyQuery.query.lastIndexOf(';') + 1) : '';
  for (const [field, topic] of fields) {
    if (onlyField && field !== onlyField) continue;
    const gold = row[field] as Gold;
    const own = queries.find((q) => q.document === name && q.category === field);
    const question = cuadQueries ? (own?.query ?? `${context} ${KEY_TERM_QUESTIONS[topic]}`) : keyTermQuestions[field as KeyTermField];
    const ranked = rank(args.includes('--expand') ? expandSearchQuery(question) : question, hits);
    const answer: ComposedAnswer = composeOfflineAnswer(question, ranked);
    const t = totals.get(field) ?? { n: 0, correct: 0, evalCorrect: 0, evidenceN: 0, evidence: 0 };
    if (debugDoc && name.startsWith(debugDoc)) {
      console.log(`## ${field}: ${question}`);
      for (const h of ranked) console.log(`   ${h.score.toFixed(2)} [${h.charStart}-${h.charEnd}] ${h.text.slice(0, 100).replace(/\s+/g, ' ')}`);
      console.log(`   => ${answer.answer}`, JSON.stringify(answer.citations.map((c) => c.quote.slice(0, 100))));
    }
    const retrieved = gold.evidence_spans.some(([s, e]) => ranked.some((h) => h.charStart < e && s < h.charEnd));
    for (const c of answer.citations) if (text.slice(c.charStart, c.charEnd) !== c.quote) throw new Error(`citation span mismatch in ${name}`);
    const correct = keyTermMatches(topic, gold.answer, answer.answered ? answer.value : null);
    // --text-only: score the answer text alone, as the eval does when the service does not pass `value` on.
    const evalVerdict = scoreKeyTerm(field as KeyTermField, gold.answer, {
      text: stripMarkers(answer.answer),
      answered: answer.answered,
      value: args.includes('--text-only') ? null : answer.value,
    });
    if (evalVerdict.correct) t.evalCorrect++;
    t.n++;
    if (correct) t.correct++;
    if (gold.answer && gold.evidence_spans.length && answer.citations.length) {
      t.evidenceN++;
      const c = answer.citations[0]!;
      if (gold.evidence_spans.some(([s, e]) => s < c.charEnd && c.charStart < e)) t.evidence++;
      else if (args.includes('--evidence-misses')) {
        console.log(
          `◌ ${field} | ${name.slice(0, 50)} | cited [${c.charStart}-${c.charEnd}] ${JSON.stringify(c.quote.slice(0, 90))} | gold ${JSON.stringify(gold.evidence_spans.slice(0, 3))} ${JSON.stringify(text.slice(gold.evidence_spans[0]![0], gold.evidence_spans[0]![1]).slice(0, 80))}`,
        );
      }
    }
    totals.set(field, t);
    if (verbose && !evalVerdict.correct) {
      console.log(
        `✗ ${field} | ${name.slice(0, 60)}\n   gold: ${JSON.stringify(gold.answer.slice(0, 120))}\n   got:  ${answer.answered ? JSON.stringify(answer.value?.normalized) : '(not found)'} ${retrieved ? '' : '[evidence not retrieved] '}${answer.answer.slice(0, 200).replace(/\s+/g, ' ')}`,
      );
    }
  }
}
let sum = 0;
let evalSum = 0;
let fieldsN = 0;
for (const [field, t] of totals) {
  sum += t.correct / t.n;
  evalSum += t.evalCorrect / t.n;
  fieldsN++;
  console.log(
    `${field.padEnd(36)} ${((t.correct / t.n) * 100).toFixed(1).padStart(5)}%  (${t.correct}/${t.n})  eval scorer ${((t.evalCorrect / t.n) * 100).toFixed(1)}%  evidence overlap ${t.evidenceN ? ((t.evidence / t.evidenceN) * 100).toFixed(1) : '-'}% of ${t.evidenceN}`,
  );
}
console.log(`mean over fields: ${((sum / fieldsN) * 100).toFixed(1)}%  (eval scorer ${((evalSum / fieldsN) * 100).toFixed(1)}%)`);
