import { resolve } from 'node:path';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import type { AppDeps } from './deps.js';
import { parseEnv, type Env, type RawEnv } from './env.js';
import { createEmbedder } from './lib/embeddings/create-embedder.js';
import { createChatModel } from './lib/llm/create-chat-model.js';
import { createEventBus } from './lib/events/event-bus.js';
import { createLogger, type Logger } from './lib/logger.js';
import { createMailer, type Mailer } from './lib/mail/mailer.js';
import { createJobQueue } from './lib/queue/enqueue.js';
import { createStorage } from './lib/storage/create-storage.js';
import { WorkerPools } from './lib/workers/pools.js';
import type { FileStorage } from './lib/storage/storage.js';
import { PendingWork } from './lib/pending-work.js';
import { persistentSecret } from './lib/secrets.js';
import { ApiKeyGate } from './modules/api-keys/api-key-gate.js';
import { createAuth } from './modules/auth/auth.js';
import { TermStats } from './modules/search/term-stats.js';
import { ViewerCache } from './modules/viewer/viewer-cache.js';
import { createWorkspaceForNewUser } from './modules/workspaces/workspaces.service.js';

/** Fills the defaults that depend on other settings: PUBLIC_URL from PORT, secrets from DATA_DIR. */
export function resolveEnv(raw: RawEnv): Env {
  const dataDir = resolve(raw.DATA_DIR);
  return {
    ...raw,
    DATA_DIR: dataDir,
    PUBLIC_URL: (raw.PUBLIC_URL ?? `http://localhost:${raw.PORT}`).replace(/\/+$/, ''),
    AUTH_SECRET: persistentSecret(dataDir, 'AUTH_SECRET', raw.AUTH_SECRET),
    DEV_MAILBOX: raw.DEV_MAILBOX ?? (raw.NODE_ENV === 'production' ? 'off' : 'local'),
  };
}

export function loadEnv(source: Record<string, string | undefined> = process.env): Env {
  return resolveEnv(parseEnv(source));
}

/**
 * Builds every dependency from config, process-wide state included, and the close() that ends it all. Tests pass
 * their own database handle and mailer.
 */
export async function buildDeps(
  env: Env,
  overrides: { database?: DatabaseHandle; mailer?: Mailer; logger?: Logger; storage?: FileStorage } = {},
): Promise<AppDeps> {
  const logger = overrides.logger ?? createLogger(env.LOG_LEVEL);
  const database = overrides.database ?? (await openDatabase(env));
  await database.migrate();
  const db = database.db;
  const mailer = overrides.mailer ?? createMailer({ smtpUrl: env.SMTP_URL, from: env.MAIL_FROM, db, logger });
  const auth = createAuth({ env, db, mailer, onUserCreated: (user) => createWorkspaceForNewUser(db, user) });
  const events = createEventBus(database, logger);
  const storage = overrides.storage ?? createStorage(env);
  const queue = createJobQueue(db);
  // The PDF, OCR and viewer threads, sized by their settings; each pool starts on first use.
  const workerPools = new WorkerPools(env);
  const embedder = createEmbedder(env, { localThreads: env.EMBEDDINGS_THREADS });
  const chat = createChatModel(env);
  const apiKeyGate = new ApiKeyGate(db, logger);
  const termStats = new TermStats(db);
  const pendingWrites = new PendingWork();
  const viewerCache = new ViewerCache();
  let closed: Promise<void> | undefined;
  const close = async () => {
    await events.close();
    await pendingWrites.settle(); // query-log rows written after their answers were sent
    await apiKeyGate.close(); // API key call counts gathered since the last write
    await embedder.close?.();
    await workerPools.close();
    await database.close();
  };
  return {
    env,
    database,
    db,
    mailer,
    auth,
    logger,
    events,
    storage,
    queue,
    embedder,
    chat,
    apiKeyGate,
    termStats,
    pendingWrites,
    viewerCache,
    workerPools,
    close: () => (closed ??= close()),
  };
}
