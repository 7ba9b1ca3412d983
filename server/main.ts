import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { startBackground } from './background.js';
import { buildDeps, loadEnv } from './bootstrap.js';
import { EnvError } from './env.js';
import { closeWorkerPools } from './lib/workers/pools.js';
import { flushApiKeyUsage } from './modules/api-keys/api-key-gate.js';
import { settleQueryLog } from './modules/queries/query-log.service.js';

async function main() {
  let env;
  try {
    env = loadEnv();
  } catch (err) {
    if (err instanceof EnvError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const deps = await buildDeps(env);
  const { logger } = deps;
  logger.info({ role: env.SERVER_ROLE, database: deps.database.kind, dataDir: env.DATA_DIR }, 'starting');

  const stopBackground = env.SERVER_ROLE === 'web' ? async () => {} : startBackground(deps);
  const server =
    env.SERVER_ROLE === 'worker'
      ? undefined
      : serve({ fetch: createApp(deps).fetch, port: env.PORT, hostname: env.HOST }, (info) =>
          logger.info({ url: env.PUBLIC_URL, port: info.port }, 'Propwise is listening'),
        );

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    logger.info({ signal }, 'shutting down: finishing in-flight requests');
    const force = setTimeout(() => {
      logger.warn('in-flight requests did not finish in 10s; exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    // close() stops accepting connections and calls back when in-flight requests have finished; closing the
    // event bus meanwhile ends the live event streams, which would otherwise stay open for ever.
    const drained = server ? new Promise<void>((done) => server.close(() => done())) : Promise.resolve();
    await deps.events.close();
    await drained;
    await settleQueryLog(deps.db); // query-log rows written after their answers were sent
    await flushApiKeyUsage(deps.db); // API key call counts gathered since the last write
    await stopBackground();
    await deps.embedder.close?.();
    await closeWorkerPools(); // PDF, OCR and viewer threads
    await deps.database.close();
    logger.info('stopped');
    process.exit(0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
