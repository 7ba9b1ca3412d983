import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chunkPages, type Chunk } from '../../server/modules/ingest/chunker.js';
import { embeddingInput } from '../../server/modules/ingest/index-writer.js';
import { CUAD_DIR } from '../../server/test/cuad.js';

export { CUAD_DIR };

export interface SubsetChunk extends Chunk {
  document: string;
  /** What the embedder sees (title + heading + text), as in ingestion. */
  input: string;
}

export interface SubsetQuery {
  id: string;
  document: string;
  query: string;
  spans: Array<[number, number]>;
}

/** All contract names, sorted, so subsets are stable. */
export function contractNames(dir = CUAD_DIR): string[] {
  return readdirSync(join(dir, 'contracts'))
    .filter((f) => f.endsWith('.txt'))
    .map((f) => f.slice(0, -4))
    .sort();
}

/**
 * The evaluation subset: every fourth contract (20 of 80). The static encoder is distilled only from the other
 * contracts' text (never from queries or gold spans), so these stay unseen.
 */
export function evalContracts(dir = CUAD_DIR): string[] {
  return contractNames(dir).filter((_, i) => i % 4 === 0);
}

export function loadSubset(names: string[], dir = CUAD_DIR) {
  const chunks: SubsetChunk[] = [];
  for (const document of names) {
    const text = readFileSync(join(dir, 'contracts', `${document}.txt`), 'utf8');
    for (const c of chunkPages([text])) chunks.push({ ...c, document, input: embeddingInput(document, c.heading, c.text) });
  }
  const wanted = new Set(names);
  const tests = (
    JSON.parse(readFileSync(join(dir, 'queries.json'), 'utf8')) as {
      tests: Array<{ query_id?: string; query: string; document: string; snippets: Array<{ span: [number, number] }> }>;
    }
  ).tests;
  const queries: SubsetQuery[] = tests
    .filter((t) => wanted.has(t.document))
    .map((t, i) => ({ id: t.query_id ?? String(i), document: t.document, query: t.query, spans: t.snippets.map((s) => s.span) }));
  return { chunks, queries };
}

/** LegalBench-RAG character recall and precision of the top-k chunks against the gold spans. */
export function charScores(ranked: SubsetChunk[], query: SubsetQuery, k: number) {
  const top = ranked.slice(0, k);
  let goldChars = 0;
  let hit = 0;
  for (const [s, e] of query.spans) {
    goldChars += e - s;
    // Characters of this span covered by any returned chunk of the same document (overlaps counted once).
    const covered = top
      .filter((c) => c.document === query.document && c.charEnd > s && c.charStart < e)
      .map((c) => [Math.max(s, c.charStart), Math.min(e, c.charEnd)] as [number, number])
      .sort((a, b) => a[0] - b[0]);
    let end = s;
    for (const [cs, ce] of covered) {
      if (ce <= end) continue;
      hit += ce - Math.max(cs, end);
      end = ce;
    }
  }
  const returned = top.reduce((n, c) => n + (c.charEnd - c.charStart), 0);
  return { recall: goldChars ? hit / goldChars : 0, precision: returned ? hit / returned : 0 };
}
