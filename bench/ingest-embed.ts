/**
 * Embedding throughput for 900-character chunks, the chunker's target size.
 * Run: node --import tsx bench/ingest-embed.ts [count]
 * Reports embeddings/s (wall clock and per CPU-second) for the in-process encoder at several batch sizes and for 1 and 2 worker threads.
 */
import { LocalSentenceEncoder } from '../server/lib/embeddings/local-sentence-encoder.js';
import { ThreadedSentenceEncoder } from '../server/lib/embeddings/threaded-sentence-encoder.js';
import type { Embedder } from '../server/lib/embeddings/embedder.js';
import { chunkPages } from '../server/modules/ingest/chunker.js';

const count = Number(process.argv[2] ?? 64);
// Varied lease-like prose so the tokenizer sees realistic vocabulary, cut by the real chunker.
const clauses = [
  'The Tenant shall pay monthly rent on or before the first day of each calendar month without demand or deduction.',
  'Late payments received after the fifth day of the month incur an administrative fee as stated in the schedule.',
  'The Landlord remains responsible for structural repairs including the roof, foundation, plumbing and heating systems.',
  'Tenant shall keep the premises clean, dispose of refuse properly and report water leaks or mould promptly in writing.',
  'No alterations, painting or installation of fixtures may be made without the prior written consent of the Landlord.',
  'Either party may terminate this agreement at the end of the term by giving at least sixty days written notice.',
  'The security deposit will be returned within thirty days of move-out, less any lawful deductions itemised in writing.',
];
const pages = Array.from({ length: Math.ceil(count / 2) }, (_, p) =>
  Array.from({ length: 16 }, (_, i) => `${clauses[(p + i) % clauses.length]} Clause ${p}.${i}.`).join(' '),
);
const texts = chunkPages(pages)
  .map((c) => c.text)
  .slice(0, count);
const avg = Math.round(texts.reduce((s, t) => s + t.length, 0) / texts.length);

async function measure(label: string, embedder: Embedder) {
  await embedder.embed(texts.slice(0, 4));
  const start = performance.now();
  const cpuStart = process.cpuUsage();
  await embedder.embed(texts);
  const seconds = (performance.now() - start) / 1000;
  const cpu = process.cpuUsage(cpuStart);
  // CPU time (all threads) is steadier than wall time on a shared machine: it is what one free core would give.
  const cpuSeconds = (cpu.user + cpu.system) / 1e6;
  console.log(
    `${label.padEnd(28)} ${(texts.length / seconds).toFixed(1).padStart(6)} embeddings/s wall, ` +
      `${(texts.length / cpuSeconds).toFixed(1).padStart(6)} per CPU-second`,
  );
}

console.log(`${texts.length} chunks, average ${avg} characters`);
for (const batch of [1, 8, 16, 32]) await measure(`in-process, batch ${batch}`, new LocalSentenceEncoder(batch));
for (const threads of [1, 2]) {
  const threaded = new ThreadedSentenceEncoder(threads);
  await measure(`${threads} worker thread(s), batch 16`, threaded);
  await threaded.close();
}
