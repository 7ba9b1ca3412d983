import { readFileSync } from 'node:fs';

/**
 * The distilled token table of the static encoder, as stored in server/lib/embeddings/assets/*.bin:
 *
 *   "PWSE" | u32 format (1) | u32 vocabulary size V | u32 dimensions D
 *   f32[V] token weights | f32[D] bias | f32[V] row scales | i8[V×D] rows
 *
 * all little-endian. Row t is the token's vector quantised to int8 with its own scale (value = i8 × scale);
 * int8 keeps the asset at ~4 MB for 8,000 tokens × 512 dimensions at a cosine of ≥ 0.999 to the float rows.
 */
export interface StaticTable {
  vocabularySize: number;
  dimensions: number;
  /** Per-token weight in the mean (frequency weighting, e.g. SIF). */
  weights: Float32Array;
  /** Subtracted from the weighted mean before normalising (the corpus's common direction). */
  bias: Float32Array;
  /** V × D, row-major, already multiplied by the token's weight (so encoding is a plain sum). */
  rows: Float32Array;
}

const MAGIC = 0x45535750; // "PWSE"
const HEADER = 16;

export function encodeStaticTable(table: StaticTable): Buffer {
  const { vocabularySize: V, dimensions: D } = table;
  const buf = Buffer.alloc(HEADER + 4 * V + 4 * D + 4 * V + V * D);
  buf.writeUInt32LE(MAGIC, 0);
  buf.writeUInt32LE(1, 4);
  buf.writeUInt32LE(V, 8);
  buf.writeUInt32LE(D, 12);
  let at = HEADER;
  for (const w of table.weights) at = buf.writeFloatLE(w, at);
  for (const b of table.bias) at = buf.writeFloatLE(b, at);
  const scales = new Float32Array(V);
  for (let t = 0; t < V; t++) {
    let max = 0;
    for (let d = 0; d < D; d++) max = Math.max(max, Math.abs(table.rows[t * D + d]!));
    scales[t] = max / 127;
  }
  for (const s of scales) at = buf.writeFloatLE(s, at);
  for (let t = 0; t < V; t++) {
    const s = scales[t]! || 1;
    for (let d = 0; d < D; d++) buf.writeInt8(Math.round(table.rows[t * D + d]! / s), at++);
  }
  return buf;
}

export function decodeStaticTable(buf: Buffer): StaticTable {
  if (buf.length < HEADER || buf.readUInt32LE(0) !== MAGIC || buf.readUInt32LE(4) !== 1) {
    throw new Error('Not a static encoder table (bad header)');
  }
  const V = buf.readUInt32LE(8);
  const D = buf.readUInt32LE(12);
  if (buf.length !== HEADER + 8 * V + 4 * D + V * D) throw new Error('Static encoder table is truncated');
  let at = HEADER;
  const floats = (n: number) => {
    const out = new Float32Array(n);
    for (let i = 0; i < n; i++, at += 4) out[i] = buf.readFloatLE(at);
    return out;
  };
  const weights = floats(V);
  const bias = floats(D);
  const scales = floats(V);
  const rows = new Float32Array(V * D);
  const q = new Int8Array(buf.buffer, buf.byteOffset + at, V * D);
  for (let t = 0; t < V; t++) {
    const s = scales[t]!;
    for (let d = 0; d < D; d++) rows[t * D + d] = q[t * D + d]! * s;
  }
  return { vocabularySize: V, dimensions: D, weights, bias, rows };
}

export function readStaticTable(path: string | URL): StaticTable {
  return decodeStaticTable(readFileSync(path));
}
