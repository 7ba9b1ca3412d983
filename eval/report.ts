/**
 * The evaluation report: Markdown for stdout and EVALUATION.md. Each full run rewrites EVALUATION.md except the
 * sections other authors own (PRESERVED_SECTIONS: the experiment log, the encoder study, the lease evaluation's
 * section and the list of rules read off cuad-dev), carried over as they are.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { renderAnswers, renderClauses, renderWrongAnswers } from './report-answers.js';
import { f3, meetsAtLeast, pct, table } from './report-format.js';
import type { EvalResults, SetResults } from './results.js';

export const PRESERVED_SECTIONS = [
  '## How search got here: experiments on this set',
  '## Query/chunk encoder: quality cost',
  // Written by `npm run eval -- --leases DIR` (eval/leases/report.ts), which rewrites only that section.
  '## Lease abstraction',
  // Which answer rules were read off cuad-dev misses, so which dev gains are not held-out evidence.
  '## Rules read off cuad-dev',
];

/** Retrieval targets (cuad-dev README); the answer targets are the issue's (grounding.ts ANSWER_TARGETS). */
export const TARGETS = { recall64: 0.85, recall8: 0.6, ndcg10: 0.5 };

export function renderReport(r: EvalResults, target: 'stdout' | 'file'): string {
  const partial = r.options.limit ? ` (**subset: first ${r.options.limit} contracts of each set**; whole-set figures need a run without --limit)` : '';
  const out: string[] = [];
  out.push('## Run');
  out.push(
    table(
      ['', ''],
      [
        ['Date', r.date],
        ['Command', `\`${r.command}\``],
        [
          'Machine',
          `${r.machine.cpus} × ${r.machine.cpuModel}, ${r.machine.totalMemoryGb} GB, Node ${r.machine.node}; load average ${r.machine.loadAverageBefore.join(' ')} before, ${r.machine.loadAverageAfter.join(' ')} after`,
        ],
        [
          'Database',
          r.options.database === 'PostgreSQL'
            ? 'PostgreSQL (--database-url); each set in its own workspaces'
            : `PGlite (embedded), one fresh data directory per set${r.options.reuse ? ', kept with --reuse' : ''}`,
        ],
        ['Search', `${r.sets[0]?.implementations.search}; embeddings ${r.sets[0]?.implementations.embeddingModel}`],
        ['Answers', r.sets[0]?.implementations.answers ?? 'not evaluated'],
        ...r.sets.flatMap((s) => setRunRows(s, partial)),
      ],
    ),
  );
  out.push('', ...renderAnswers(r.sets, partial, r.answersRescoredAt));
  out.push('', ...renderClauses(r.sets, partial));
  if (r.sets.length > 1) out.push('', ...renderRetrievalSideBySide(r.sets, partial));
  for (const s of r.sets) out.push('', ...renderRetrieval(s, r.options.pdfEvery, partial));
  if (target === 'file') for (const s of r.sets) out.push('', ...renderFailures(s));
  return out.join('\n');
}

function setRunRows(s: SetResults, partial: string): string[][] {
  return [
    [`**cuad-${s.name}**`, `${s.dir}: ${s.corpus.contracts} contracts, ${s.corpus.queries} queries, ${s.corpus.keyTermContracts} key-term rows${partial}`],
    [
      `${s.name}: .txt corpus (one workspace)`,
      `${s.corpus.txt.documents} documents, ${s.corpus.txt.pages} pages, ${s.corpus.txt.chunks} chunks; ${s.corpus.txt.failures.length} failed`,
    ],
    [
      `${s.name}: .pdf corpus (another workspace)`,
      s.corpus.pdf
        ? `${s.corpus.pdf.documents} documents, ${s.corpus.pdf.pages} pages (${s.corpus.pdf.ocrPages} OCR'd), ${s.corpus.pdf.chunks} chunks; ${s.corpus.pdf.failures.length} failed`
        : 'not run (--no-pdf, or the set has no PDFs)',
    ],
    [`${s.name}: BM25 baseline`, `${s.corpus.bm25Chunks} chunks of 500 characters over the .txt files`],
    [`${s.name}: ingestion (addDocument → processed → embedded)`, ingestionLine(s)],
    ...(s.ingestion.embeddingsMissing
      ? [
          [
            `**${s.name}: embeddings missing**`,
            `${s.ingestion.embeddingsMissing} chunks had no embedding from the current model (the embedding job failed: ${s.ingestion.embeddingFailure}); search ran on full text for them`,
          ],
        ]
      : []),
    [
      `${s.name}: canonical → .txt offsets`,
      `${s.offsets.exact} of ${s.offsets.exact + s.offsets.inexact.length} contracts map exactly (every non-space character lines up)`,
    ],
  ];
}

/** The main retrieval figures of every set in one table, with how far dev is from train. */
function renderRetrievalSideBySide(sets: SetResults[], partial: string): string[] {
  const train = sets.find((s) => s.name === 'train');
  const dev = sets.find((s) => s.name === 'dev');
  const rows: Array<[string, (s: SetResults) => number]> = [
    ['Character recall@8', (s) => s.retrieval.product.recall[8]!],
    ['Character recall@64', (s) => s.retrieval.product.recall[64]!],
    ['nDCG@10', (s) => s.retrieval.product.ndcg10],
    ['MRR@10', (s) => s.retrieval.product.mrr10],
    ['BM25 recall@8', (s) => s.retrieval.bm25.recall[8]!],
    ['BM25 recall@64', (s) => s.retrieval.bm25.recall[64]!],
    ['BM25 nDCG@10', (s) => s.retrieval.bm25.ndcg10],
  ];
  return [
    `## Retrieval, set by set${partial}`,
    "The product's search over the whole .txt workspace of each set, as measured in the sections below.",
    table(
      ['Metric', ...sets.map((s) => s.name), ...(train && dev ? ['dev − train'] : [])],
      rows.map(([label, get]) => [label, ...sets.map((s) => f3(get(s))), ...(train && dev ? [f3(get(dev) - get(train))] : [])]),
    ),
  ];
}

function renderRetrieval(s: SetResults, pdfEvery: number, partial: string): string[] {
  const out: string[] = [];
  const p = s.retrieval.product;
  const b = s.retrieval.bm25;
  const pdf = s.retrieval.productPdf;
  out.push(`## Retrieval: cuad-${s.name}, .txt corpus, whole workspace${partial}`);
  out.push(`Each of the ${p.queries} queries is sent as written (contract title, parties, question) to a search over the whole workspace, 64 results.`);
  out.push(
    table(
      ['Metric', 'Propwise', 'BM25, 500-char chunks', 'Target', 'Met'],
      [
        ['Character recall@1', f3(p.recall[1]), f3(b.recall[1]), '', ''],
        ['Character recall@8', f3(p.recall[8]), f3(b.recall[8]), `≥ ${TARGETS.recall8}`, meetsAtLeast(p.recall[8]!, TARGETS.recall8)],
        ['Character recall@64', f3(p.recall[64]), f3(b.recall[64]), `≥ ${TARGETS.recall64}`, meetsAtLeast(p.recall[64]!, TARGETS.recall64)],
        ['Character precision@1', f3(p.precision[1]), f3(b.precision[1]), '', ''],
        ['Character precision@8', f3(p.precision[8]), f3(b.precision[8]), '', ''],
        ['Character precision@64', f3(p.precision[64]), f3(b.precision[64]), '', ''],
        ['nDCG@10', f3(p.ndcg10), f3(b.ndcg10), `≥ ${TARGETS.ndcg10}`, meetsAtLeast(p.ndcg10, TARGETS.ndcg10)],
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
    out.push('', `## Retrieval: cuad-${s.name}, .pdf corpus, whole workspace`);
    if (pdfEvery > 1)
      out.push(`**Sample:** every ${pdfEvery}th query (${pdf.queries} of ${s.corpus.queries}), for time; the .txt columns are over all queries.`);
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

  const form = s.retrieval.byQueryForm;
  if (form) {
    out.push('', `### cuad-${s.name} .txt retrieval by query form`);
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

  out.push('', `## Retrieval by clause category (cuad-${s.name}, .txt)`);
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
  return out;
}

function ingestionLine(s: SetResults) {
  const fresh = (seconds: number, processed: number) =>
    `${seconds.toFixed(0)} s until every chunk was embedded; all documents processed after ${processed.toFixed(0)} s`;
  if (!s.ingestion.reused) return `${fresh(s.ingestion.seconds, s.ingestion.processedSeconds)} (this run, from scratch)`;
  const first = s.ingestion.history[0];
  const earlier = first
    ? `; it was ingested from scratch at ${first.date} (${first.added.txt} .txt + ${first.added.pdf} .pdf): ${fresh(first.seconds, first.processedSeconds)}`
    : '';
  return `database reused with --reuse (this run's catch-up: ${s.ingestion.seconds.toFixed(0)} s)${earlier}`;
}

function renderFailures(s: SetResults): string[] {
  const out: string[] = [`## Failures and misses: cuad-${s.name}`];
  const failed = [...s.corpus.txt.failures, ...(s.corpus.pdf?.failures ?? [])];
  out.push(failed.length ? failed.map((f) => `- ingestion failed: ${f.name}: ${f.reason}`).join('\n') : '- Ingestion: no document failed.');
  if (s.offsets.inexact.length) {
    out.push(
      s.offsets.inexact
        .map((o) => `- offsets inexact for ${o.name} (${pct(o.matchedShare)} of characters aligned; spans after the mismatch are not scored)`)
        .join('\n'),
    );
  }
  const zero = s.details.product.filter((q) => q.recall[64] === 0).length;
  out.push(
    `- ${zero} of ${s.details.product.length} .txt queries have no gold character in the top 64 (BM25: ${s.details.bm25.filter((q) => q.recall[64] === 0).length}).`,
  );
  out.push(...renderWrongAnswers(s));
  return out;
}

const METHOD = `## How this is measured
- **Pipeline.** \`npm run eval\` builds the server's dependencies (\`buildDeps\`: PGlite in a throwaway data directory per set unless \`--database-url\`), creates a user and two workspaces per set, one holding the \`.txt\` files and one the \`.pdf\` files (cuad-train has no PDFs), adds every file with \`addDocument\`, and runs the \`JobWorker\` (ingest and embedding jobs) until every document is processed and every chunk embedded. Searches and questions run over a whole workspace, as a user's would. cuad-train (368 contracts) is what methods may be fitted on; cuad-dev (80) is for checking: a method that fits what it saw shows as a gap between the two.
- **Answers through the public API.** The run starts the real app (\`createApp\` over the same dependencies) on a loopback port, creates a Full Access API key for each workspace with the product's key service (its rate limit raised through \`API_RATE_LIMIT_PER_MINUTE\` for the run), and sends every question as \`POST /api/v1/query\` with \`Authorization: Bearer\`.
- **Offsets.** For text files the extractor normalises line endings, collapses blank lines and trailing spaces, and cuts long text into pages joined by a blank line, so a chunk's \`charStart/charEnd\` in the canonical text are not \`.txt\` offsets. Every non-space character survives in order, so the run maps a span to the \`.txt\` through the n-th non-space character (eval/offsets.ts) and reports how many contracts align exactly.
- **Character precision/recall@k** (LegalBench-RAG): the characters shared by the union of the top-k passages and the gold spans, over the retrieved characters and over the gold characters, averaged over queries. Passages from other contracts count as retrieved characters with no overlap.
- **nDCG@10 / MRR@10**: a passage is relevant when it overlaps a gold span. The ideal ranking holds every passage of the system's own index that overlaps a gold span (capped at 10), so each system is judged against what its chunking allows.
- **Quote recall@k**: a gold quote counts as found when at least 80% of its word 3-grams (lower-cased, punctuation and whitespace removed; quotes under three words as a whole) appear in the top-k passages of the quote's contract.
- **Queries over 1000 characters** (the product's limit; 12 queries on one contract with 55 parties) have their party list cut at a word so that the question itself is kept; BM25 gets the same text.
- **BM25 baseline**: k1 = 1.2, b = 0.75, lower-case \`[a-z0-9]+\` tokens, no stemming or stop words, over consecutive 500-character chunks of every \`.txt\` (eval/bm25.ts).
- **Key-term answers**: one generic question per field (eval/keyterms.ts). *Named*: the question is prefixed with the contract's naming words taken from its CUAD queries ("Consider the <title> between <parties>; "), over the whole workspace, no filter, as a user asks. *Filtered*: the bare question with \`filters.document_ids\` set to the contract. The typed \`value\` of the response is compared when given, else the answer text. Dates are compared as dates on the parts the gold knows (\`[]/[]/2015\` needs the year only; a two-digit gold year matches either century, so \`9/1/45\` is September 1, 2045). Several gold values (seven train rows, such as \`07/31/2000; 07/[]/2000\` or \`5 years; 2 years\`) are alternatives: the answer's first date or duration must match one of them. Expiration \`perpetual\` needs an answer saying perpetual/indefinite and no date. Governing law: the first jurisdiction named must be the gold's (State/Province/Republic of removed; several gold jurisdictions are alternatives). Parties: a party is named when 60% of its significant words (without Inc., Ltd., aliases, or a gold name's descriptive tail such as "and its affiliates") appear, accents folded, a word counting written together or apart and, from five letters, one letter off (CUAD's gold misspells some names the contracts spell right: "Melavante" for Metavante); the answer must name at least two parties (one when the gold has one). Durations: the first duration stated must equal the gold's, in days or months (a year is 12 months).
- **Gold "" (not stated explicitly)**: correct when the product asserts no value of that kind (it says it found nothing, or its answer holds no date / duration / jurisdiction); asserting one is wrong.
- **Citation overlap**: over the (contract, field) pairs whose gold has evidence spans, the share where any citation, mapped to \`.txt\` offsets, overlaps an evidence span. On PDFs, where offsets differ, a citation overlaps when half the word 3-grams of the cited quote or of an evidence passage are shared.
- **Answers resting on another document**: the share of all questions whose answer cites any document other than the contract the question is about (named or filtered to). A "not found" answer cites nothing and counts as not resting on another document.
- **"Not found" while the gold passage was in the top 3**: among the questions where one of the first three \`passages\` of the response (mapped to \`.txt\` offsets, the named contract's only) overlaps the gold evidence, the share answered \`answered: false\`.
- **Clause categories as questions**: every query of queries.json is asked as written; *answered with gold* needs \`answered: true\` and a citation overlapping a gold span of the query.
- **Targets** (issue 16, on cuad-dev, named over the whole workspace): key terms correct ≥ 92% on average and ≥ 85% for every field, citations overlapping gold ≥ 90%, answers resting on another document ≤ 0.5%, "not found" with the gold in the top 3 ≤ 3%, and dev no more than 3 points below train on the mean key-term accuracy.
`;

/** Rewrites EVALUATION.md from a run, keeping the sections other authors own. */
export function writeEvaluationMd(path: string, r: EvalResults) {
  const previous = existsSync(path) ? readFileSync(path, 'utf8') : '';
  const kept = PRESERVED_SECTIONS.map((heading) => extractSection(previous, heading)).filter(Boolean);
  const text = [
    '# Evaluation: CUAD training and development sets',
    '',
    `Generated by \`${r.command}\` (eval/run.ts) on ${r.date}. Every figure below comes from that run; the raw per-query results are in \`reports/eval-*.json\` (not committed). Each full run rewrites this file except the section(s) ${PRESERVED_SECTIONS.map((s) => `"${s.slice(3)}"`).join(', ')}, which are kept as they are.`,
    '',
    'To reproduce: `npm run eval -- --sets train,dev` (PGlite in throwaway directories; add `--database-url URL` for an empty PostgreSQL database, `--reuse DIR` to keep the ingested databases, `--no-pdf` to skip the cuad-dev PDFs). `npm run eval` alone measures cuad-dev only.',
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
