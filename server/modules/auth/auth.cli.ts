/**
 * Entry for better-auth's CLI only (`npx auth@1.7.5 generate --config server/modules/auth/auth.cli.ts
 * --output server/db/schema/auth.ts`, then `npm run db:generate`), so the auth tables are generated from the same
 * configuration the server runs. Never imported by the app. The CLI needs Node 22.12+ and is not a devDependency
 * (the app supports Node 20.19+): npx fetches it when the schema must be regenerated, at better-auth's version.
 */
import { drizzle } from 'drizzle-orm/pglite';
import { parseEnv, type Env } from '../../env.js';
import { createAuth } from './auth.js';

const env = { ...parseEnv({}), PUBLIC_URL: 'http://localhost:3000', AUTH_SECRET: 'x'.repeat(32), DEV_MAILBOX: 'off' } as Env;
export const auth = createAuth({ env, db: drizzle.mock() as never, mailer: { send: async () => {} }, onUserCreated: async () => {} });
