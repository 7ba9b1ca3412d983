import { EMBEDDING_DIMENSIONS } from '../../db/schema/documents.js';
import type { Embedder } from './embedder.js';
import { readStaticTable, type StaticTable } from './static-table.js';
import { loadUseLiteVocabulary, UseLiteTokenizer } from './static-tokenizer.js';

/** Recorded on every chunk; bump the suffix whenever the table is regenerated so chunks re-embed. */
export const STATIC_EMBEDDING_MODEL = 'static-use-lite-512-v1';

const ASSET = new URL('./assets/static-use-lite-512-v1.bin', import.meta.url);

interface Loaded {
  tokenizer: UseLiteTokenizer;
  table: StaticTable;
}

/** One table per process (~16 MB as floats); loading takes a fraction of a second and happens on first use. */
const loaded = new Map<string, Loaded>();
let sharedTokenizer: UseLiteTokenizer | null = null;

function load(path: string | URL): Loaded {
  const key = String(path);
  let entry = loaded.get(key);
  if (!entry) {
    sharedTokenizer ??= new UseLiteTokenizer(loadUseLiteVocabulary());
    const table = readStaticTable(path);
    if (table.vocabularySize !== sharedTokenizer.size || table.dimensions !== EMBEDDING_DIMENSIONS) {
      throw new Error(`Static encoder table ${key} does not match the vocabulary (${table.vocabularySize}×${table.dimensions})`);
    }
    entry = { tokenizer: sharedTokenizer, table };
    loaded.set(key, entry);
  }
  return entry;
}

/**
 * A static sentence encoder distilled from USE Lite (scripts/distill-static-encoder.ts): the text is split with
 * USE Lite's own SentencePiece tokenizer and its vector is the frequency-weighted (SIF) mean of per-token vectors
 * that were fitted so this mean reproduces USE Lite's sentence embeddings, then normalised (the table's bias is
 * zero in v1). No neural network runs: a 1,000-character chunk costs under a millisecond of CPU on the calling
 * thread (no worker needed) and a query about 0.05 ms. Retrieval quality against USE Lite is in
 * EVALUATION.md, the choice in docs/decisions/0008-fast-static-encoder.md.
 */
export class StaticEncoder implements Embedder {
  readonly model = STATIC_EMBEDDING_MODEL;
  readonly dimensions = EMBEDDING_DIMENSIONS;
  readonly cheap = true;

  /** `tablePath` is for the distillation script and experiments; the product uses the committed asset. */
  constructor(private readonly tablePath: string | URL = ASSET) {}

  /** Loads the table now instead of on the first embed. */
  warmUp() {
    load(this.tablePath);
  }

  embedOne(text: string): Float32Array {
    const { tokenizer, table } = load(this.tablePath);
    const D = table.dimensions;
    const { rows, weights, bias } = table;
    const sum = new Float32Array(D);
    let weight = 0;
    for (const id of tokenizer.encode(text)) {
      weight += weights[id]!;
      const row = rows.subarray(id * D, id * D + D);
      for (let d = 0; d < D; d++) sum[d]! += row[d]!;
    }
    let norm = 0;
    if (weight > 0) {
      const inv = 1 / weight;
      for (let d = 0; d < D; d++) {
        const v = sum[d]! * inv - bias[d]!;
        sum[d] = v;
        norm += v * v;
      }
    }
    // Blank text has no tokens: a zero vector would make cosine distance undefined (NaN in pgvector), so it gets
    // a fixed unit vector instead.
    if (norm === 0) {
      sum.fill(0);
      sum[0] = 1;
      return sum;
    }
    const inv = 1 / Math.sqrt(norm);
    for (let d = 0; d < D; d++) sum[d]! *= inv;
    return sum;
  }

  async embed(texts: string[]): Promise<number[][]> {
    return texts.map((t) => Array.from(this.embedOne(t)));
  }
}
