import type { DatabaseHandle, Database } from './db/client.js';
import type { Env } from './env.js';
import type { Embedder } from './lib/embeddings/embedder.js';
import type { EventBus } from './lib/events/event-bus.js';
import type { ChatModel } from './lib/llm/chat-model.js';
import type { Logger } from './lib/logger.js';
import type { JobQueue } from './lib/queue/enqueue.js';
import type { FileStorage } from './lib/storage/storage.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { PendingWork } from './lib/pending-work.js';
import type { ApiKeyGate } from './modules/api-keys/api-key-gate.js';
import type { Auth } from './modules/auth/auth.js';
import type { TermStats } from './modules/search/term-stats.js';
import type { WorkerPools } from './lib/workers/pools.js';
import type { ViewerCache } from './modules/viewer/viewer-cache.js';

/**
 * Everything a route or service may need, built once by buildDeps (server/bootstrap.ts; per test app in tests) and
 * passed down explicitly. Process-wide state (caches, the key gate, pending writes, workers) lives here too, never
 * in module variables, and close() ends all of it in one place.
 */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  db: Database;
  mailer: Mailer;
  auth: Auth;
  logger: Logger;
  /** Workspace events across processes (LISTEN/NOTIFY), e.g. document status for the live stream. */
  events: EventBus;
  /** Uploaded files (local disk or S3, from STORAGE_DRIVER). */
  storage: FileStorage;
  /** Durable background jobs; every role may enqueue, only worker/all run them (server/background.ts). */
  queue: JobQueue;
  /** Sentence embeddings (offline model by default, in a worker thread started on first use). */
  embedder: Embedder;
  /** An OpenAI-compatible chat model when LLM_BASE_URL is set; null means answers are composed offline. */
  chat: ChatModel | null;
  /** The public API's key check: key facts cached, rate-limit slots claimed in blocks, call counts written in batches. */
  apiKeyGate: ApiKeyGate;
  /** How common the chunks' terms are and the stems of words seen, cached for search. */
  termStats: TermStats;
  /** Writes started after their response was sent (the public API's query-log rows). */
  pendingWrites: PendingWork;
  /** The document viewer's drawn pages and word layouts, cached in memory. */
  viewerCache: ViewerCache;
  /** The PDF, OCR and viewer worker threads (server/lib/workers/pools.ts), each pool started on first use. */
  workerPools: WorkerPools;
  /**
   * Ends what the dependencies hold, in order: the event bus (live streams end), pending writes, the key gate's
   * call counts, the embedder and extraction workers, then the database. main.ts calls it once HTTP has drained.
   */
  close(): Promise<void>;
}
