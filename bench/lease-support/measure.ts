/** Sample summaries and machine facts for the lease benchmark. */
import { cpus, freemem, loadavg, totalmem } from 'node:os';
import { percentile } from '../search-support/load.js';

export const round = (n: number, d = 1) => Math.round(n * 10 ** d) / 10 ** d;

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  mean: number;
}

export function summarize(samples: number[], digits = 1): Summary {
  const sorted = samples.filter((s) => Number.isFinite(s)).sort((a, b) => a - b);
  const mean = sorted.reduce((a, b) => a + b, 0) / (sorted.length || 1);
  return { n: sorted.length, p50: round(percentile(sorted, 50), digits), p95: round(percentile(sorted, 95), digits), mean: round(mean, digits) };
}

/** "p50 12.3 ms, p95 20.1 ms (n 120)". */
export const describe = (s: Summary, unit = 'ms') => `p50 ${s.p50} ${unit}, p95 ${s.p95} ${unit} (n ${s.n})`;

/** p50 of the product over p50 of its baseline. */
export const ratio = (product: Summary, baseline: Summary) => round(product.p50 / baseline.p50, 1);

export function machine() {
  return {
    cpus: cpus().length,
    cpuModel: cpus()[0]?.model ?? 'unknown',
    totalMemoryMb: Math.round(totalmem() / 2 ** 20),
    freeMemoryMb: Math.round(freemem() / 2 ** 20),
    node: process.version,
    loadAverage: loadavg().map((l) => round(l, 2)),
  };
}

/** Runs `fn` `times` times, returning each run's milliseconds. */
export async function timeEach(times: number, fn: (i: number) => Promise<unknown> | unknown): Promise<number[]> {
  const out: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn(i);
    out.push(performance.now() - started);
  }
  return out;
}
