import type { Context, MiddlewareHandler } from 'hono';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ZodType } from 'zod';
import { AppError } from './errors.js';
import { fieldErrors } from '../../common/auth.js';

/**
 * The client's address as the server saw it. X-Forwarded-For is honoured only with TRUST_PROXY, so a client
 * cannot pick its own address to dodge rate limits.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** Parses a JSON body with a zod schema; invalid input becomes one AppError naming the first bad field. */
export async function parseBody<T>(c: Context, schema: ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('invalid_input', 'Request body must be JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const [field, message] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
    throw new AppError('invalid_input', message, { field, fields });
  }
  return result.data;
}

/** Logs one structured line per request. */
export function requestLogger(logger: { info: (o: object, m: string) => void }): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    if (c.req.path.startsWith('/assets/')) return;
    logger.info(
      { method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) },
      'request',
    );
  };
}
