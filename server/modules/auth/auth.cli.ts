/**
 * Entry for better-auth's CLI only (`npx auth generate --config server/modules/auth/auth.cli.ts
 * --output server/db/schema/auth.ts`), so the auth tables are generated from the same configuration the
 * server runs. Never imported by the app.
 */
import { drizzle } from 'drizzle-orm/pglite';
import { parseEnv, type Env } from '../../env.js';
import { createAuth } from './auth.js';

const env = { ...parseEnv({}), PUBLIC_URL: 'http://localhost:3000', AUTH_SECRET: 'x'.repeat(32), DEV_MAILBOX: 'off' } as Env;
export const auth = createAuth({ env, db: drizzle.mock() as never, mailer: { send: async () => {} } });
