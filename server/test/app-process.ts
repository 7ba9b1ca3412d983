/**
 * The app in a process of its own, for tests that must see whether a request can end the process:
 * `node --import tsx server/test/app-process.ts` with the usual configuration variables, plus
 * TEST_PGLITE_TEMPLATE (a migrated PGlite dump to start from, instead of migrating a new data dir).
 *
 * Unlike server/main.ts it installs no process-level error handlers, so an error that escapes a request
 * ends this process as it would end any server without them; that is what those tests look for.
 * It runs the background worker too, so uploaded documents get processed.
 */
import { readFileSync } from 'node:fs';
import { serve } from '@hono/node-server';
import { createApp } from '../app.js';
import { startBackground } from '../background.js';
import { buildDeps, loadEnv } from '../bootstrap.js';
import { openPglite } from '../db/client.js';

const env = loadEnv();
const template = process.env.TEST_PGLITE_TEMPLATE;
const database = template ? await openPglite({ loadDataDir: new Blob([readFileSync(template)]) }) : undefined;
const deps = await buildDeps(env, { database });
startBackground(deps);
serve({ fetch: createApp(deps).fetch, port: env.PORT, hostname: '127.0.0.1' }, (info) => console.log(`app-process listening on ${info.port}`));
