import { serve } from '@hono/node-server';
import { createApp } from './app.js';
import { startBackground } from './background.js';
import { buildDeps, loadEnv } from './bootstrap.js';
import { EnvError, type Env } from './env.js';
import { keepIdleConnectionsOpen } from './lib/keep-alive.js';
import { mailDeliveryNotice } from './modules/site/mailbox.routes.js';

async function main() {
  let env: Env;
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
  logger.info({ smtp: Boolean(env.SMTP_URL), devMailbox: env.DEV_MAILBOX }, mailDeliveryNotice(env)); // how email goes out, where to read it

  const stopBackground = env.SERVER_ROLE === 'web' ? async () => {} : startBackground(deps);
  const server =
    env.SERVER_ROLE === 'worker'
      ? undefined
      : serve({ fetch: createApp(deps).fetch, port: env.PORT, hostname: env.HOST }, (info) =>
          logger.info({ url: env.PUBLIC_URL, port: info.port }, 'Propwise is listening'),
        );
  if (server) keepIdleConnectionsOpen(server);

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
    await stopBackground();
    await deps.close(); // pending writes, the key gate's counts, workers, then the database
    logger.info('stopped');
    process.exit(process.exitCode ?? 0);
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));
  // Decision 0019: a stray rejection is logged and the server keeps serving; after an uncaught exception the
  // process state is unknown, so it is logged, in-flight requests finish, and it exits 1 for its supervisor to restart.
  process.on('unhandledRejection', (reason) => logger.error({ err: reason, role: env.SERVER_ROLE }, 'unhandled promise rejection'));
  process.on('uncaughtException', (err, origin) => {
    logger.fatal({ err, origin, role: env.SERVER_ROLE }, 'uncaught exception: finishing in-flight requests, then exiting');
    process.exitCode = 1;
    void shutdown('uncaughtException');
  });
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
