// Starts the TypeScript PDF worker (pdf-worker.ts) through tsx's loader scoped to this import, so the same file
// runs under `node --import tsx`, vitest and the benchmark alike (a worker does not inherit `--import tsx`).
// Plain JavaScript: it is what new Worker() loads.
// Known cost: pdfjs loaded through tsx's loader takes ~300 MB more RSS per worker than a plain import (measured
// 2026-11-22, BENCHMARKS.md); a plain-JavaScript worker would avoid it.
import { tsImport } from 'tsx/esm/api';

await tsImport('./pdf-worker.ts', import.meta.url);
