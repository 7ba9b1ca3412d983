/**
 * Waits for every uploaded document's abstraction: the document is processed (text extracted), then its
 * abstraction is queued, processing and finally ready or failed. Progress is logged every ten seconds.
 */
import { log } from '../log.js';
import type { Abstraction, LeaseApi } from './api.js';

export interface Uploaded {
  name: string;
  id: string;
  uploadedAt: number;
}

export interface WaitOutcome {
  abstraction: Abstraction | null;
  failure: string | null;
  seconds: number;
}

/** After a document is processed, how long its abstraction may stay absent (404) before the run gives up on it. */
const ABSENT_GRACE_MS = 120_000;

export async function waitForAbstractions(api: LeaseApi, docs: Uploaded[], timeoutSeconds: number, label: string): Promise<Map<string, WaitOutcome>> {
  const out = new Map<string, WaitOutcome>();
  const processedAt = new Map<string, number>();
  const started = Date.now();
  let lastLog = 0;
  const finish = (d: Uploaded, abstraction: Abstraction | null, failure: string | null) =>
    out.set(d.name, { abstraction, failure, seconds: (Date.now() - d.uploadedAt) / 1000 });
  for (;;) {
    const pending = docs.filter((d) => !out.has(d.name));
    if (!pending.length) break;
    for (const d of pending) {
      if (!processedAt.has(d.name)) {
        const doc = await api.document(d.id);
        if (doc.status === 'failed') {
          finish(d, null, `processing failed: ${doc.error ?? 'no reason given'}`);
          continue;
        }
        if (doc.status !== 'processed') continue;
        processedAt.set(d.name, Date.now());
      }
      const abstraction = await api.abstraction(d.id);
      if (abstraction?.status === 'ready') finish(d, abstraction, null);
      else if (abstraction?.status === 'failed') finish(d, abstraction, `abstraction failed: ${abstraction.error ?? 'no reason given'}`);
      else if (!abstraction && Date.now() - processedAt.get(d.name)! > ABSENT_GRACE_MS)
        finish(
          d,
          null,
          `no abstraction: GET /api/v1/documents/{id}/abstraction still answered 404 ${ABSENT_GRACE_MS / 1000} s after the document was processed`,
        );
    }
    const elapsed = (Date.now() - started) / 1000;
    if (elapsed > timeoutSeconds) {
      for (const d of docs.filter((x) => !out.has(x.name)))
        finish(d, null, `timed out after ${timeoutSeconds} s (${processedAt.has(d.name) ? 'processed, abstraction not ready' : 'not processed'})`);
      break;
    }
    if (Date.now() - lastLog > 10_000) {
      lastLog = Date.now();
      const ready = [...out.values()].filter((o) => !o.failure).length;
      log(`[${label}] ${elapsed.toFixed(0)} s: ${processedAt.size}/${docs.length} processed, ${ready} abstractions ready, ${out.size - ready} failed`);
    }
    await new Promise((r) => setTimeout(r, 1000));
  }
  return out;
}
