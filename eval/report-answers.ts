/**
 * The report's answer sections: key-term answers asked through the public API (the contract named over the whole
 * workspace, and filtered to it) with the issue's targets, and the clause queries asked as written; each set in
 * its own columns, with the train → dev gap where both ran.
 */
import type { AnswerRow, AnswersSummary, FieldSummary } from './answers.js';
import type { ClauseCategorySummary } from './clause-questions.js';
import { ANSWER_TARGETS, checkAnswerTargets, devShortfall } from './grounding.js';
import { keyTermFields } from './keyterms.js';
import { met, pct, points, share, table } from './report-format.js';
import type { SetResults } from './results.js';

type Answered = SetResults & { answers: NonNullable<SetResults['answers']> };

/** The set the targets are judged on: cuad-dev when it ran, else the last set. */
export const targetSet = <T extends { name: string }>(sets: T[]): T | undefined => sets.find((s) => s.name === 'dev') ?? sets[sets.length - 1];
const pair = (sets: SetResults[]) => {
  const train = sets.find((s) => s.name === 'train');
  const dev = sets.find((s) => s.name === 'dev');
  return train?.answers && dev?.answers ? { train: train as Answered, dev: dev as Answered } : null;
};

export function renderAnswers(all: SetResults[], partial: string, rescoredAt?: string): string[] {
  const sets = all.filter((s): s is Answered => !!s.answers);
  if (!sets.length) return [];
  const out: string[] = [`## Key-term answers as a user asks them${partial}`];
  const first = sets[0]!.answers.named;
  out.push(
    `Seven questions per contract, sent as \`POST /api/v1/query\` with a Full Access API key to the app listening on a loopback port. **Named**: the question names the contract as its CUAD queries do ("Consider the <title> between <parties>; What is the governing law of this agreement?"), over the whole workspace, no filter. **Filtered**: the bare question with \`filters.document_ids\` set to the contract. Typed \`value\` of the response scored when given (${sets.map((s) => `${s.name}: ${s.answers.named.withValue} of ${s.answers.named.questions}`).join(', ')} named answers had one), else the text. ${first.secondsPerQuestion.toFixed(2)} s per question (${sets[0]!.name}, named).${rescoredAt ? ` Recorded answers scored again with the current rules at ${rescoredAt}.` : ''}`,
  );

  const target = targetSet(sets)!;
  const p = pair(sets);
  out.push('', `### Targets (${target.name}, contract named, whole workspace)`);
  const checks = Object.fromEntries(sets.map((s) => [s.name, checkAnswerTargets(s.answers.named)]));
  const filteredChecks = target.answers.filtered ? checkAnswerTargets(target.answers.filtered) : null;
  const head = [
    'Measure',
    ...sets.map((s) => `${s.name}, named`),
    ...(p ? ['dev worse than train by (points)'] : []),
    `${target.name}, filtered`,
    'Target',
    'Met',
  ];
  const cell = (v: number, detail?: string) => `${pct(v)}${detail ? (detail.startsWith('of ') ? ` ${detail}` : ` (${detail})`) : ''}`;
  const rows = checks[target.name]!.map((t, i) => {
    const gap = p ? devShortfall(checks.train![i]!.value, checks.dev![i]!.value, t.higherIsBetter) : undefined;
    return [
      t.measure,
      ...sets.map((s) => cell(checks[s.name]![i]!.value, checks[s.name]![i]!.detail)),
      ...(p ? [`${points(gap)}${i === 0 ? ` (≤ ${ANSWER_TARGETS.trainDevGap * 100}: ${met(gap! <= ANSWER_TARGETS.trainDevGap)})` : ''}`] : []),
      filteredChecks ? cell(filteredChecks[i]!.value, filteredChecks[i]!.detail) : 'not run',
      t.target.replace(/0\.\d+/, (n) => pct(Number(n))),
      met(t.met),
    ];
  });
  out.push(table(head, rows));

  const fieldTable = (title: string, explain: string, cellOf: (f: FieldSummary) => string, overall: (a: AnswersSummary) => string) => {
    const cols: Array<{ name: string; get: (s: Answered) => AnswersSummary | null }> = [
      ...sets.map((s) => ({ name: `${s.name}, named`, get: (x: Answered) => (x === s ? x.answers.named : null) })),
      ...sets.filter((s) => s.answers.filtered).map((s) => ({ name: `${s.name}, filtered`, get: (x: Answered) => (x === s ? x.answers.filtered : null) })),
    ];
    const summaries = cols.map((c) => sets.map(c.get).find(Boolean)!);
    out.push('', `### ${title}`, explain);
    out.push(
      table(
        ['Field', ...cols.map((c) => c.name)],
        [...keyTermFields.map((f) => [f, ...summaries.map((s) => cellOf(s.byField[f]))]), ['**All fields**', ...summaries.map((s) => `**${overall(s)}**`)]],
      ),
    );
  };
  fieldTable(
    'Key terms correct',
    `Per field, against the lawyers' normalised answer (rules under "How this is measured"). Target on ${target.name}, named: mean ≥ ${pct(ANSWER_TARGETS.meanCorrect)}, every field ≥ ${pct(ANSWER_TARGETS.fieldCorrect)}.`,
    (f) => `${pct(f.accuracy)} of ${f.contracts}`,
    (a) => `${pct(a.meanAccuracy)} (mean)`,
  );
  fieldTable(
    'Citations overlapping the gold evidence',
    `Over the contract–field pairs whose gold has evidence spans: some citation, mapped to \`.txt\` offsets, overlaps one. Target ≥ ${pct(ANSWER_TARGETS.citationOverlap)}.`,
    (f) => share(f.citationOverlap, f.withEvidence),
    (a) => share(a.citationOverlap, a.withEvidence),
  );
  fieldTable(
    'Answers resting on another document',
    `Share of all questions whose answer cites any document other than the contract asked about. Target ≤ ${pct(ANSWER_TARGETS.otherDocumentShare)}.`,
    (f) => `${pct(f.otherDocumentShare)} (${f.otherDocument} of ${f.contracts})`,
    (a) => `${pct(a.otherDocumentShare)} (${a.otherDocument} of ${a.questions})`,
  );
  fieldTable(
    '"Not found" while the gold passage was in the top 3',
    `Among the questions where one of the first three passages the response returns overlaps the gold evidence (the count after "of"), the share answered "not found". Target ≤ ${pct(ANSWER_TARGETS.notFoundGoldInTop3Share)}.`,
    (f) => share(f.notFoundGoldInTop3Share, f.goldInTop3),
    (a) => share(a.notFoundGoldInTop3Share, a.goldInTop3),
  );
  const pdf = sets.filter((s) => s.answers.pdf);
  if (pdf.length) {
    out.push('', '### Named questions on the .pdf corpus');
    out.push(
      'The same named questions over the workspace of PDFs (`--pdf-answers`); a citation overlaps the gold when half the word 3-grams of its quote or of an evidence passage are shared.',
    );
    out.push(
      table(
        ['Field', ...pdf.flatMap((s) => [`${s.name}: correct`, `${s.name}: citation overlap`, `${s.name}: cites another`])],
        [
          ...keyTermFields.map((f) => [
            f,
            ...pdf.flatMap((s) => {
              const x = s.answers.pdf!.byField[f];
              return [pct(x.accuracy), share(x.citationOverlap, x.withEvidence), `${x.otherDocument} of ${x.contracts}`];
            }),
          ]),
          [
            '**All fields**',
            ...pdf.flatMap((s) => {
              const x = s.answers.pdf!;
              return [`**${pct(x.meanAccuracy)}**`, `**${share(x.citationOverlap, x.withEvidence)}**`, `**${x.otherDocument} of ${x.questions}**`];
            }),
          ],
        ],
      ),
    );
  }
  return out;
}

/** A percentage cell as a number to sort by; a category the set lacks goes last. */
const sortKey = (cell: string | number | undefined) => {
  const n = Number.parseFloat(String(cell));
  return Number.isNaN(n) ? Number.POSITIVE_INFINITY : n;
};

export function renderClauses(all: SetResults[], partial: string): string[] {
  const sets = all.filter((s) => s.clauses);
  if (!sets.length) return [];
  const out = [`## Clause categories as questions${partial}`];
  out.push(
    'Every query of queries.json, asked as written (the contract named, then the question) through `POST /api/v1/query` over the whole workspace. **Answered with gold**: the product answers (not "not found") and a citation overlaps a gold span. **Not found, gold in top 3**: the share answered "not found" among the queries whose gold overlaps one of the first three passages returned (that count after "of"). **Cites another**: answers citing a document other than the named one.',
  );
  const categories = [...new Set(sets.flatMap((s) => Object.keys(s.clauses!.byCategory)))].sort();
  const head = ['Category', ...sets.flatMap((s) => [`${s.name}: queries`, `${s.name}: answered with gold`, `${s.name}: not found, gold in top 3`])];
  const cells = (c: ClauseCategorySummary | undefined) =>
    c ? [c.questions, pct(c.answeredWithGold), share(c.notFoundGoldInTop3Share, c.goldInTop3)] : ['', '', ''];
  const overall = sets.flatMap((s) => cells(s.clauses!.overall).map((v) => `**${v}**`));
  // Worst first, by the target set's "answered with gold" column.
  const col = 2 + 3 * sets.indexOf(targetSet(sets)!);
  const rows = categories.map((c) => [c, ...sets.flatMap((s) => cells(s.clauses!.byCategory[c]))]).sort((a, b) => sortKey(a[col]) - sortKey(b[col]));
  out.push(table(head, [['**All queries**', ...overall], ...rows]));
  out.push(
    '',
    sets
      .map(
        (s) =>
          `${s.name}: ${pct(s.clauses!.overall.answered)} of queries answered, ${pct(s.clauses!.overall.otherDocumentShare)} cite another contract, ${s.clauses!.secondsPerQuery.toFixed(2)} s per query.`,
      )
      .join(' '),
  );
  return out;
}

/** Wrong named answers of the target set, up to four per field (gold → what the scorer read). */
export function renderWrongAnswers(set: SetResults): string[] {
  const wrong = set.details.answersNamed.filter((a) => !a.correct);
  if (!wrong.length) return [];
  const out = ['', `Wrong key-term answers on ${set.name} (named, whole workspace), up to four per field (gold → what the scorer read from the answer):`, ''];
  for (const f of keyTermFields) {
    const ws = wrong.filter((a) => a.field === f);
    if (ws.length) out.push(`- **${f}** (${ws.length} wrong): ${ws.slice(0, 4).map(describeMiss).join('; ')}`);
  }
  const other = set.details.answersNamed.filter((a) => a.citesOther);
  if (other.length)
    out.push(
      `- **Citing another contract** (${other.length}): ${other
        .slice(0, 6)
        .map((a) => `${a.document.split('-')[0]} ${a.field}`)
        .join('; ')}`,
    );
  return out;
}

function describeMiss(a: AnswerRow) {
  const said = a.answered ? `"${a.got || a.answer.replace(/\s+/g, ' ').slice(0, 80)}"` : 'not found';
  return `${a.document.split('-')[0]}: ${a.gold ? `"${a.gold.replace(/\s+/g, ' ').slice(0, 60)}"` : '(not stated)'} → ${said}`;
}
