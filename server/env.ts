import { availableParallelism } from 'node:os';
import { z } from 'zod';

/**
 * Every setting the server reads, validated once at start-up. Each variable has a safe default for the
 * embedded mode (PGlite in DATA_DIR, files on disk, mail to the outbox), so `npm start` needs nothing set.
 * A bad value stops the server with a message naming the variable (see formatEnvError).
 */
const bool = z.enum(['true', 'false', '1', '0', 'yes', 'no']).transform((v) => v === 'true' || v === '1' || v === 'yes');
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url().optional());
const optionalString = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());

export const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    PUBLIC_URL: optionalUrl,
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    SERVER_ROLE: z.enum(['web', 'worker', 'all']).default('all'),
    /** Where the built web app is served from (relative to the working directory). */
    WEB_DIST_DIR: z.string().default('dist/web'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),

    AUTH_SECRET: z.preprocess((v) => (v === '' ? undefined : v), z.string().min(32, 'must be at least 32 characters').optional()),
    GOOGLE_CLIENT_ID: optionalString,
    GOOGLE_CLIENT_SECRET: optionalString,
    /** Only for tests and self-hosted identity brokers: where Google's OpenID configuration is read from. */
    GOOGLE_DISCOVERY_URL: z.url().default('https://accounts.google.com/.well-known/openid-configuration'),
    OIDC_DISCOVERY_URL: optionalUrl,
    OIDC_CLIENT_ID: optionalString,
    OIDC_CLIENT_SECRET: optionalString,
    OIDC_PROVIDER_NAME: z.string().default('SSO'),
    SIGNUP_APPROVAL: z.enum(['auto', 'manual']).default('auto'),
    LAUNCH_MODE: z.enum(['live', 'waitlist']).default('live'),
    /** Sign-in attempts allowed per client address per minute (password reset gets half). */
    AUTH_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(10),
    /** Trust X-Forwarded-For for the client address (only behind a proxy you run). */
    TRUST_PROXY: bool.default(false),
    /** Comma-separated emails that are platform administrators (approve accounts, see the waitlist). */
    ADMIN_EMAILS: z.string().default(''),

    STORAGE_DRIVER: z.enum(['local', 's3']).default('local'),
    S3_ENDPOINT: optionalUrl,
    S3_REGION: z.string().default('us-east-1'),
    S3_BUCKET: optionalString,
    S3_ACCESS_KEY_ID: optionalString,
    S3_SECRET_ACCESS_KEY: optionalString,
    S3_FORCE_PATH_STYLE: bool.default(true),

    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().default('Propwise <no-reply@propwise.local>'),
    SALES_EMAIL: z.email().default('sales@propwise.local'),
    SUPPORT_EMAIL: z.email().default('support@propwise.local'),
    /** Sales phone shown on the contact page; the phone line is hidden when unset. */
    CONTACT_PHONE: optionalString,

    EMBEDDINGS_PROVIDER: z.enum(['local', 'use-lite', 'openai']).default('local'),
    EMBEDDINGS_BASE_URL: optionalUrl,
    EMBEDDINGS_API_KEY: optionalString,
    EMBEDDINGS_MODEL: optionalString,
    LLM_BASE_URL: optionalUrl,
    LLM_API_KEY: optionalString,
    LLM_MODEL: z.string().default('gpt-4o-mini'),

    /** Public API (/api/v1) calls allowed per API key per minute; 429 beyond it. Applies to keys created after a change. */
    API_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(120),
    MAX_UPLOAD_MB: z.coerce.number().positive().max(2048).default(50),
    /** Most pages in one document (PDF pages, TIFF frames); longer ones fail with the reason. */
    MAX_DOCUMENT_PAGES: z.coerce.number().int().min(1).default(2000),
    /** Most pages of one document that need text recognition (blank pages not counted); more fail with the reason. */
    MAX_OCR_PAGES: z.coerce.number().int().min(0).default(300),
    /** Longest one document may take to read, OCR included, before it fails with the reason. */
    DOCUMENT_TIME_LIMIT_SECONDS: z.coerce.number().int().min(10).default(1200),
    /** Worker threads that read and draw PDFs for ingestion; unset = one per core. */
    PDF_WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** Worker threads that recognise text (one core each); unset = one per core. */
    OCR_WORKER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** Worker threads that draw pages for the document viewer; unset = one per core. */
    VIEWER_RENDER_THREADS: z.coerce.number().int().min(1).max(64).optional(),
    /** Worker threads for EMBEDDINGS_PROVIDER=use-lite (one core each; 0 runs it on the main thread). */
    EMBEDDINGS_THREADS: z.coerce.number().int().min(0).max(64).default(1),
    /** Seconds between recorded health samples that feed the status page's uptime figures. */
    HEALTH_SAMPLE_SECONDS: z.coerce.number().int().min(1).default(60),
    /** Background jobs one worker process runs at once (default: the machine's cores). */
    WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(256).default(availableParallelism()),
    /** At most this many jobs of one workspace run at once (default: half of WORKER_CONCURRENCY, at least 1). */
    WORKER_WORKSPACE_LIMIT: z.preprocess((v) => (v === '' ? undefined : v), z.coerce.number().int().min(1).optional()),
    /** Seconds a running job's lease lasts without a heartbeat; a crashed worker's job is taken over after this. */
    JOB_LEASE_SECONDS: z.coerce.number().min(1).max(3600).default(30),
    /**
     * Who may read the development mailbox (/dev/mailbox: the outbox, with every sign-up and password-reset link).
     * `local` (default outside production): only a browser on the server's own machine, or a signed-in platform
     * administrator; `on`: anyone (a demo or test server with fake mail; refused in production); `off` (default in
     * production). Decision 0014. true/false are read as on/off.
     */
    DEV_MAILBOX: z.preprocess(
      (v) => (v === '' ? undefined : (({ true: 'on', '1': 'on', yes: 'on', false: 'off', '0': 'off', no: 'off' } as Record<string, string>)[String(v)] ?? v)),
      z.enum(['on', 'local', 'off']).optional(),
    ),
  })
  .superRefine((env, ctx) => {
    if (env.NODE_ENV === 'production' && env.DEV_MAILBOX === 'on') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEV_MAILBOX'],
        message: 'cannot be on in production: anyone could read password-reset links (use local, or set SMTP_URL)',
      });
    }
    // Checked here so a misconfigured bucket stops start-up instead of failing the first upload.
    if (env.STORAGE_DRIVER === 's3' && !env.S3_BUCKET) {
      ctx.addIssue({ code: 'custom', path: ['S3_BUCKET'], message: 'is required when STORAGE_DRIVER=s3' });
    }
  });

export type DevMailboxMode = 'on' | 'local' | 'off';
export type Env = z.infer<typeof envSchema> & { PUBLIC_URL: string; AUTH_SECRET: string; DEV_MAILBOX: DevMailboxMode };
export type RawEnv = z.infer<typeof envSchema>;

export class EnvError extends Error {}

/** Parses the environment; throws EnvError naming every bad variable. */
export function parseEnv(source: Record<string, string | undefined> = process.env): RawEnv {
  const result = envSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
