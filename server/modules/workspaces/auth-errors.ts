import { APIError } from 'better-auth/api';
import type { ErrorCode } from '../../../common/errors.js';
import { AppError } from '../../lib/errors.js';

const byStatus: Record<number, ErrorCode> = {
  400: 'invalid_input',
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  429: 'rate_limited',
};

/** better-auth's endpoints throw their own error type; turn it into ours so the one error handler answers. */
export async function viaAuth<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof APIError) {
      const code = byStatus[err.statusCode] ?? 'internal';
      if (code === 'internal') throw err;
      throw new AppError(code, err.body?.message ?? err.message);
    }
    throw err;
  }
}
