// Starts the TypeScript render worker (render-worker.ts) through tsx's loader scoped to this import, so the same
// file runs under `node --import tsx` and vitest alike. Plain JavaScript: it is what new Worker() loads.
import { tsImport } from 'tsx/esm/api';

await tsImport('./render-worker.ts', import.meta.url);
