// Starts the TypeScript PDF worker (pdf-worker.ts) through tsx's loader scoped to this import, so the same file
// runs under `node --import tsx`, vitest and the benchmark alike. Plain JavaScript: it is what new Worker() loads.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
