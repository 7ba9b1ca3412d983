/**
 * Starts the real server for end-to-end tests on a fresh data directory, mailing to the mail catcher and
 * using the loopback OpenID provider as "Google". `--variant strict` starts a second instance with manual
 * account approval and the waitlist launch mode.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { oidcIssuer, ports } from './ports.js';

const strict = process.argv.includes('--variant') && process.argv.includes('strict');
const port = strict ? ports.app + 4 : ports.app;

Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), `propwise-e2e-${port}-`)),
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  ADMIN_EMAILS: 'admin@propwise.test',
  GOOGLE_CLIENT_ID: 'propwise-e2e',
  GOOGLE_CLIENT_SECRET: 'propwise-e2e-secret',
  GOOGLE_DISCOVERY_URL: `${oidcIssuer}/.well-known/openid-configuration`,
  SIGNUP_APPROVAL: strict ? 'manual' : 'auto',
  LAUNCH_MODE: strict ? 'waitlist' : 'live',
  HEALTH_SAMPLE_SECONDS: '2',
});

await import('../../server/main.js');
