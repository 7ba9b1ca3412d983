/** Timing and memory helpers for benchmarks. */
// ---------------------------------------------------------------- memory sampling (RSS covers worker threads)
/** Peak RSS overall, and per phase (the runner sets phasePeak to 0 when a phase starts), sampled every 100 ms. */
export const memory = { peakRss: 0, phasePeak: 0 };
setInterval(() => {
  const rss = process.memoryUsage().rss;
  if (rss > memory.peakRss) memory.peakRss = rss;
  if (rss > memory.phasePeak) memory.phasePeak = rss;
}, 100).unref();
export const mb = (bytes: number) => Math.round(bytes / 1024 / 1024);
export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
export const now = () => performance.now();
/** CPU seconds used by this process (all threads) since `from`: steadier than wall time on a shared machine. */
export const cpuSince = (from: NodeJS.CpuUsage) => {
  const d = process.cpuUsage(from);
  return (d.user + d.system) / 1e6;
};

