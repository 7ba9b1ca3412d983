import pino from 'pino';

/** Structured JSON log lines (one object per line), the level set by LOG_LEVEL. */
export function createLogger(level: string = process.env.LOG_LEVEL ?? 'info') {
  return pino({ level, base: { service: 'propwise' }, timestamp: pino.stdTimeFunctions.isoTime });
}
export type Logger = ReturnType<typeof createLogger>;
