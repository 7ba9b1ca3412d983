/**
 * The evaluation report: Markdown for stdout and EVALUATION.md. Each full run rewrites EVALUATION.md except the
 * hand-written sections (PRESERVED_SECTIONS: the experiment log and the encoder study), carried over as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import type { AnswerRow, AnswersSummary } from './answers.js';
import { keyTermFields } from './keyterms.js';
import type { EvalResults } from './run.js';

export const PRESERVED_SECTIONS = ['## How search got here: experiments on this set', '## Query/chunk encoder: quality cost'];

export const TARGETS = { recall64: 0.85, recall8: 0.6, ndcg10: 0.5, keyTermAccuracy: 0.8, citationOverlap: 0.85 };

const f3 = (n: number | undefined) => (n === undefined || Number.isNaN(n) ? 'n/a' : n.toFixed(3));
const pct = (n: number) => `${(n * 100).toFixed(1)}%`;
const met = (value: number, target: number) => (value >= target ? 'yes' : '**no**');

function table(head: string[], rows: (string | number)[][]) {
  return [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.join(' | ')} |`)].join('\n');
}

export function renderReport(r: EvalResults, target: 'stdout' | 'file'): string {
  const out: string[] = [];
  const p = r.retrieval.product;
  const b = r.retrieval.bm25;
  const pdf = r.retrieval.productPdf;
  const partial = r.options.limit ? ` (**subset: first ${r.options.limit} contracts**; whole-corpus figures need a run without --limit)` : '';

  out.push('## Run');
  out.push(
    table(
      ['', ''],
      [
        ['Date', r.date],
        [
          'Machine',
          `${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.totalMemoryGb} GB, Node ${r.machine.node}; load average ${r.machine.loadAverageBefore.join(' ')} before, ${r.machine.loadAverageAfter.join(' ')} after`,
        ],
        ['Dev set', `${r.options.dir}: ${r.corpus.contracts} contracts, ${r.corpus.queries} queries, ${r.corpus.keyTermContracts} key-term rows${partial}`],
        [
          '.txt corpus (one workspace)',
          `${r.corpus.txt.documents} documents, ${r.corpus.txt.pages} pages, ${r.corpus.txt.chunks} chunks; ${r.corpus.txt.failures.length} failed`,
        ],
        [
          '.pdf corpus (another workspace)',
          r.corpus.pdf
            ? `${r.corpus.pdf.documents} documents, ${r.corpus.pdf.pages} pages (${r.corpus.pdf.ocrPages} OCR'd), ${r.corpus.pdf.chunks} chunks; ${r.corpus.pdf.failures.length} failed`
            : 'not run (--no-pdf)',
        ],
        ['BM25 baseline', `${r.corpus.bm25Chunks} chunks of 500 characters over the .txt files`],
        ['Ingestion (addDocument → processed → embedded)', ingestionLine(r)],
        ...(r.ingestion.embeddingsMissing
          ? [
              [
                '**Embeddings missing**',
                `${r.ingestion.embeddingsMissing} chunks had no embedding from the current model (the embedding job failed: ${r.ingestion.embeddingFailure}); search ran on full text for them`,
              ],
            ]
          : []),
        [
          'Database',
          r.options.databaseUrl ? 'PostgreSQL (--database-url)' : 'PGlite (embedded), fresh data directory' + (r.options.reuse ? ' kept with --reuse' : ''),
        ],
        ['Search', `${r.implementations.search}; embeddings ${r.implementations.embeddingModel}`],
        ['Answers', r.implementations.answers ?? 'not evaluated'],
        [
          'Canonical → .txt offsets',
          `${r.offsets.exact} of ${r.offsets.exact + r.offsets.inexact.length} contracts map exactly (every non-space character lines up)`,
        ],
      ],
    ),
  );

  out.push('', `## Retrieval: .txt corpus, whole workspace${partial}`);
  out.push(`Each of the ${p.queries} queries is sent as written (contract title, parties, question) to a search over the whole workspace, 64 results.`);
  out.push(
    table(
      ['Metric', 'Propwise', 'BM25, 500-char chunks', 'Target', 'Met'],
      [
        ['Character recall@1', f3(p.recall[1]), f3(b.recall[1]), '', ''],
        ['Character recall@8', f3(p.recall[8]), f3(b.recall[8]), `≥ ${TARGETS.recall8}`, met(p.recall[8]!, TARGETS.recall8)],
        ['Character recall@64', f3(p.recall[64]), f3(b.recall[64]), `≥ ${TARGETS.recall64}`, met(p.recall[64]!, TARGETS.recall64)],
        ['Character precision@1', f3(p.precision[1]), f3(b.precision[1]), '', ''],
        ['Character precision@8', f3(p.precision[8]), f3(b.precision[8]), '', ''],
        ['Character precision@64', f3(p.precision[64]), f3(b.precision[64]), '', ''],
        ['nDCG@10', f3(p.ndcg10), f3(b.ndcg10), `≥ ${TARGETS.ndcg10}`, met(p.ndcg10, TARGETS.ndcg10)],
        ['MRR@10', f3(p.mrr10), f3(b.mrr10), '', ''],
        ['Quote recall@1', f3(p.quote.quoteRecall[1]), f3(b.quote.quoteRecall[1]), '', ''],
        ['Quote recall@8', f3(p.quote.quoteRecall[8]), f3(b.quote.quoteRecall[8]), '', ''],
        ['Quote recall@64', f3(p.quote.quoteRecall[64]), f3(b.quote.quoteRecall[64]), '', ''],
        ['Top result from the right contract', pct(p.rightContractAt1), pct(b.rightContractAt1), '', ''],
        ['Seconds per query', p.secondsPerQuery.toFixed(3), b.secondsPerQuery.toFixed(4), '', ''],
      ],
    ),
  );

  if (pdf) {
    out.push('', '## Retrieval: .pdf corpus, whole workspace');
    if (r.options.pdfEvery > 1)
      out.push(`**Sample:** every ${r.options.pdfEvery}th query (${pdf.queries} of ${r.corpus.queries}), for time; the .txt columns are over all queries.`);
    out.push(
      'PDF text differs from the `.txt` (spacing, hyphenation, page furniture, OCR), so the README scores it by quote recall: a gold quote counts as found when at least 80% of its word 3-grams appear in the top-k passages of its contract. The same measure on the .txt runs is shown for comparison.',
    );
    out.push(
      table(
        ['Quote recall', 'Propwise, .pdf', 'Propwise, .txt', 'BM25, .txt'],
        [
          ['@1', f3(pdf.quoteRecall[1]), f3(p.quote.quoteRecall[1]), f3(b.quote.quoteRecall[1])],
          ['@8', f3(pdf.quoteRecall[8]), f3(p.quote.quoteRecall[8]), f3(b.quote.quoteRecall[8])],
          ['@64', f3(pdf.quoteRecall[64]), f3(p.quote.quoteRecall[64]), f3(b.quote.quoteRecall[64])],
          ['Top result from the right contract', pct(pdf.rightContractAt1), pct(p.rightContractAt1), pct(b.rightContractAt1)],
          ['Seconds per query', pdf.secondsPerQuery.toFixed(3), p.secondsPerQuery.toFixed(3), b.secondsPerQuery.toFixed(4)],
        ],
      ),
    );
  }

  const form = r.retrieval.byQueryForm;
  if (form) {
    out.push('', '### .txt retrieval by query form');
    out.push(
      'Most CUAD queries quote the parties\' defined names, e.g. `Corio Inc. ("CORIO")`. Quoted text is read as web-search phrases, but when the phrase-and-every-word query finds too few passages, search falls back to any of the selective terms of the query, so quotes no longer switch the full-text side off.',
    );
    out.push(
      table(
        ['Queries', 'Count', 'Recall@8 Propwise', 'Recall@8 BM25', 'Recall@64 Propwise', 'Recall@64 BM25', 'nDCG@10 Propwise', 'nDCG@10 BM25'],
        (['quoted', 'plain'] as const).map((k) => [
          k === 'quoted' ? 'with quoted text' : 'without',
          form[k].queries,
          f3(form[k].product.recall[8]),
          f3(form[k].bm25.recall[8]),
          f3(form[k].product.recall[64]),
          f3(form[k].bm25.recall[64]),
          f3(form[k].product.ndcg10),
          f3(form[k].bm25.ndcg10),
        ]),
      ),
    );
  }

  if (r.answers) out.push('', ...renderAnswers(r.answers.txt, r.answers.pdf, partial, r.answersRescoredAt));

  out.push('', '## Retrieval by clause category (.txt)');
  out.push(
    table(
      ['Category', 'Queries', 'Recall@8 Propwise', 'Recall@8 BM25', 'Recall@64 Propwise', 'Recall@64 BM25', 'nDCG@10 Propwise', 'nDCG@10 BM25'],
      Object.entries(p.byCategory)
        .sort((x, y) => x[1].recall64 - y[1].recall64)
        .map(([c, v]) => [
          c,
          v.queries,
          f3(v.recall8),
          f3(b.byCategory[c]?.recall8),
          f3(v.recall64),
          f3(b.byCategory[c]?.recall64),
          f3(v.ndcg10),
          f3(b.byCategory[c]?.ndcg10),
        ]),
    ),
  );

  if (target === 'file') out.push('', ...renderFailures(r));
  return out.join('\n');
}

function ingestionLine(r: EvalResults) {
  const fresh = (seconds: number, processed: number) =>
    `${seconds.toFixed(0)} s until every chunk was embedded; all documents processed after ${processed.toFixed(0)} s`;
  if (!r.ingestion.reused) return `${fresh(r.ingestion.seconds, r.ingestion.processedSeconds)} (this run, from scratch)`;
  const first = r.ingestion.history[0];
  const earlier = first
    ? `; it was ingested from scratch at ${first.date} (${first.added.txt} .txt + ${first.added.pdf} .pdf): ${fresh(first.seconds, first.processedSeconds)}`
    : '';
  return `database reused with --reuse (this run's catch-up: ${r.ingestion.seconds.toFixed(0)} s)${earlier}`;
}

function renderAnswers(txt: AnswersSummary, pdf: AnswersSummary | null, partial: string, rescoredAt?: string): string[] {
  const out: string[] = [];
  out.push(`## Key-term answers${partial}`);
  out.push(
    `Seven generic questions per contract, asked through the answer service with the search limited to that contract (filters.documentIds). ${txt.questions} questions on the .txt corpus at ${txt.secondsPerQuestion.toFixed(2)} s each.${rescoredAt ? ` The answers recorded by the run were scored again with the current rules (eval/keyterms.ts) at ${rescoredAt}.` : ''}`,
  );
  const rows = keyTermFields.map((f) => {
    const t = txt.byField[f];
    const row: (string | number)[] = [
      f,
      t.contracts,
      pct(t.accuracy),
      `${pct(t.accuracyStated)} of ${t.stated}`,
      `${pct(t.citationOverlap)} of ${t.withEvidence}`,
    ];
    if (pdf) row.push(pct(pdf.byField[f].accuracy), `${pct(pdf.byField[f].citationOverlap)} of ${pdf.byField[f].withEvidence}`);
    return row;
  });
  const meanRow: (string | number)[] = [
    '**Mean over the seven fields**',
    '',
    `**${pct(txt.meanAccuracy)}** (target ≥ ${pct(TARGETS.keyTermAccuracy)}: ${met(txt.meanAccuracy, TARGETS.keyTermAccuracy)})`,
    pct(txt.meanAccuracyStated),
    `**${pct(txt.citationOverlap)}** of ${txt.withEvidence} (target ≥ ${pct(TARGETS.citationOverlap)}: ${met(txt.citationOverlap, TARGETS.citationOverlap)})`,
  ];
  if (pdf) meanRow.push(pct(pdf.meanAccuracy), `${pct(pdf.citationOverlap)} of ${pdf.withEvidence}`);
  rows.push(meanRow);
  const head = ['Field', 'Contracts', 'Correct (.txt)', 'Correct where gold states a value', 'Citation overlaps gold evidence'];
  if (pdf) head.push('Correct (.pdf)', 'Citation overlap (.pdf, by 3-grams)');
  out.push(table(head, rows));
  return out;
}

function renderFailures(r: EvalResults): string[] {
  const out: string[] = ['## Failures and misses'];
  const failed = [...r.corpus.txt.failures, ...(r.corpus.pdf?.failures ?? [])];
  out.push(failed.length ? failed.map((f) => `- ingestion failed: ${f.name}: ${f.reason}`).join('\n') : '- Ingestion: no document failed.');
  if (r.offsets.inexact.length) {
    out.push(
      r.offsets.inexact
        .map((o) => `- offsets inexact for ${o.name} (${pct(o.matchedShare)} of characters aligned; spans after the mismatch are not scored)`)
        .join('\n'),
    );
  }
  const zero = r.details.product.filter((q) => q.recall[64] === 0).length;
  out.push(
    `- ${zero} of ${r.details.product.length} .txt queries have no gold character in the top 64 (BM25: ${r.details.bm25.filter((q) => q.recall[64] === 0).length}).`,
  );
  const wrong = r.details.answersTxt.filter((a) => !a.correct);
  if (wrong.length) {
    out.push('', 'Wrong key-term answers on the .txt corpus, up to four per field (gold → what the scorer read from the answer):', '');
    for (const f of keyTermFields) {
      const ws = wrong.filter((a) => a.field === f);
      if (!ws.length) continue;
      out.push(`- **${f}** (${ws.length} wrong): ${ws.slice(0, 4).map(describeMiss).join('; ')}`);
    }
  }
  return out;
}

function describeMiss(a: AnswerRow) {
  const said = a.answered ? `"${a.got || a.answer.replace(/\s+/g, ' ').slice(0, 80)}"` : 'not found';
  return `${a.document.split('-')[0]}: ${a.gold ? `"${a.gold.replace(/\s+/g, ' ').slice(0, 60)}"` : '(not stated)'} → ${said}`;
}

const METHOD = `## How this is measured
- **Pipeline.** \`npm run eval\` builds the server's dependencies (\`buildDeps\`: PGlite in a throwaway data directory unless \`--database-url\`), creates a user and two workspaces, one holding the 80 \`.txt\` files and one the 80 \`.pdf\` files, adds every file with \`addDocument\`, and runs the \`JobWorker\` (ingest and embedding jobs) until every document is processed and every chunk embedded. Searches run over a whole workspace, as a user's would.
- **Offsets.** For text files the extractor normalises line endings, collapses blank lines and trailing spaces, and cuts long text into pages joined by a blank line, so a chunk's \`charStart/charEnd\` in the canonical text are not \`.txt\` offsets. Every non-space character survives in order, so the run maps a span to the \`.txt\` through the n-th non-space character (eval/offsets.ts) and reports how many contracts align exactly.
- **Character precision/recall@k** (LegalBench-RAG): the characters shared by the union of the top-k passages and the gold spans, over the retrieved characters and over the gold characters, averaged over queries. Passages from other contracts count as retrieved characters with no overlap.
- **nDCG@10 / MRR@10**: a passage is relevant when it overlaps a gold span. The ideal ranking holds every passage of the system's own index that overlaps a gold span (capped at 10), so each system is judged against what its chunking allows.
- **Quote recall@k**: a gold quote counts as found when at least 80% of its word 3-grams (lower-cased, punctuation and whitespace removed; quotes under three words as a whole) appear in the top-k passages of the quote's contract.
- **Queries over 1000 characters** (the product's limit; 12 queries on one contract with 55 parties) have their party list cut at a word so that the question itself is kept; BM25 gets the same text.
- **BM25 baseline**: k1 = 1.2, b = 0.75, lower-case \`[a-z0-9]+\` tokens, no stemming or stop words, over consecutive 500-character chunks of every \`.txt\` (eval/bm25.ts).
- **Key-term answers**: one generic question per field (eval/keyterms.ts), asked per contract with \`filters.documentIds\` set to it, through the answer service (offline composer unless \`LLM_BASE_URL\` is set). The structured value the composer states is compared when given, else the answer text. Dates are compared as dates on the parts the gold knows (\`[]/[]/2015\` needs the year only; two-digit years ≤ 40 are 20xx). Expiration \`perpetual\` needs an answer saying perpetual/indefinite and no date. Governing law: the first jurisdiction named must be the gold's (State/Province/Republic of removed; several gold jurisdictions are alternatives). Parties: a party is named when 60% of its significant words (without Inc., Ltd., aliases) appear; the answer must name at least two parties (one when the gold has one). Durations: the first duration stated must equal the gold's, in days or months (a year is 12 months).
- **Gold "" (not stated explicitly)**: correct when the product asserts no value of that kind (it says it found nothing, or its answer holds no date / duration / jurisdiction); asserting one is wrong. The "correct where gold states a value" column leaves these out.
- **Citation overlap**: over the (contract, field) pairs whose gold has evidence spans, the share where any citation, mapped to \`.txt\` offsets, overlaps an evidence span. On PDFs, where offsets differ, a citation overlaps when half the word 3-grams of the cited quote or of an evidence passage are shared.
`;

/** Rewrites EVALUATION.md from a run, keeping the sections other authors own. */
export function writeEvaluationMd(path: string, r: EvalResults) {
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const kept = PRESERVED_SECTIONS.map((heading) => extractSection(previous, heading)).filter(Boolean);
  const text = [
    '# Evaluation: CUAD development set',
    '',
    `Generated by \`npm run eval\` (eval/run.ts) on ${r.date}. Every figure below comes from that run; the raw per-query results are in \`reports/eval-*.json\` (not committed). Each full run rewrites this file except the section(s) ${PRESERVED_SECTIONS.map((s) => `"${s.slice(3)}"`).join(', ')}, which are kept as they are.`,
    '',
    renderReport(r, 'file'),
    '',
    METHOD,
    ...kept.map((s) => `${s!.trimEnd()}\n`),
  ].join('\n');
  writeFileSync(path, text);
}

/** A "## Heading" section up to the next "## " heading (or the end). */
export function extractSection(markdown: string, heading: string): string | null {
  const lines = markdown.split('\n');
  const start = lines.findIndex((l) => l.trim() === heading);
  if (start < 0) return null;
  let end = lines.length;
  for (let i = start + 1; i < lines.length; i++) {
    if (/^## /.test(lines[i]!)) {
      end = i;
      break;
    }
  }
  return lines.slice(start, end).join('\n');
}
