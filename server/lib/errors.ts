import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { errorCodes, type ErrorBody, type ErrorCode } from '../../common/errors.js';
import type { Logger } from './logger.js';

/** The one error type services throw. Routes never build error responses by hand. */
export class AppError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly details: { field?: string; fields?: Record<string, string>; retryAfterSeconds?: number; existing?: Record<string, unknown> } = {},
  ) {
    super(message);
  }
  get status() {
    return errorCodes[this.code];
  }
}

export const notFound = (what = 'Resource') => new AppError('not_found', `${what} not found`);
export const forbidden = (message = 'You do not have permission to do this') => new AppError('forbidden', message);

/** Maps any thrown value to the JSON error shape; unexpected errors are logged and hidden. */
export function toErrorResponse(err: unknown, c: Context, logger: Logger) {
  if (err instanceof AppError) {
    const body: ErrorBody = { error: { code: err.code, message: err.message } };
    if (err.details.field) body.error.field = err.details.field;
    if (err.details.fields) body.error.fields = err.details.fields;
    if (err.details.existing) body.error.existing = err.details.existing; // a 409 names what is already there
    if (err.details.retryAfterSeconds) c.header('Retry-After', String(err.details.retryAfterSeconds));
    return c.json(body, err.status);
  }
  if (err instanceof HTTPException) {
    const code = (Object.entries(errorCodes).find(([, s]) => s === err.status)?.[0] ?? 'internal') as ErrorCode;
    return c.json({ error: { code, message: err.message || code } } satisfies ErrorBody, err.status);
  }
  logger.error({ err, method: c.req.method, path: c.req.path, workspaceId: c.get('workspace')?.id }, 'unhandled error');
  return c.json({ error: { code: 'internal', message: 'An unexpected error occurred' } } satisfies ErrorBody, 500);
}
