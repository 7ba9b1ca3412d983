import type { DatabaseHandle, Database } from './db/client.js';
import type { Env } from './env.js';
import type { Embedder } from './lib/embeddings/embedder.js';
import type { EventBus } from './lib/events/event-bus.js';
import type { ChatModel } from './lib/llm/chat-model.js';
import type { Logger } from './lib/logger.js';
import type { JobQueue } from './lib/queue/enqueue.js';
import type { FileStorage } from './lib/storage/storage.js';
import type { Mailer } from './lib/mail/mailer.js';
import type { Auth } from './modules/auth/auth.js';

/** Everything a route or service may need, built once in main.ts (or per test) and passed down explicitly. */
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
}
