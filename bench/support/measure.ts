/** Timing and memory helpers for benchmarks. */
import { writeFileSync } from 'node:fs';
// ---------------------------------------------------------------- memory sampling (RSS covers worker threads)
/** Peak RSS overall, and per phase (the runner sets phasePeak to 0 when a phase starts), sampled every 100 ms. */
export const memory: { peakRss: number; phasePeak: number; describe?: () => string } = { peakRss: 0, phasePeak: 0 };
/** BENCH_MEMORY_TRACE=file: every sample (ms since start, RSS MB) and mark() labels, written at exit, to find where a peak comes from. */
const trace: string[] = [];
const traceFile = process.env.BENCH_MEMORY_TRACE;
const started = performance.now();
export function mark(label: string) {
  if (traceFile) trace.push(`${Math.round(performance.now() - started)}\t${Math.round(process.memoryUsage().rss / 1048576)}\t# ${label}`);
}
setInterval(() => {
  // rss() alone is cheaper: memoryUsage() also gathers V8 heap statistics on the measured thread every 100 ms.
  const rss = process.memoryUsage.rss();
  if (rss > memory.peakRss) memory.peakRss = rss;
  if (rss > memory.phasePeak) memory.phasePeak = rss;
  if (traceFile) trace.push(`${Math.round(performance.now() - started)}\t${Math.round(rss / 1048576)}\t${memory.describe?.() ?? ''}`);
}, 100).unref();
if (traceFile) process.on('exit', () => writeFileSync(traceFile, trace.join('\n') + '\n'));
export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();
/** CPU seconds used by this process (all threads) since `from`: steadier than wall time on a shared machine. */
export const cpuSince = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1e6;
};
