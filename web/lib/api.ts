import { toast } from 'sonner';
import type { ErrorBody } from '@common/errors';
import { authMessages } from '@common/auth';

/** An error answered by our API, with its stable code and, for bad input, the field. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

/** Fetches JSON from our API; any non-2xx answer becomes an ApiError. */
export async function api<T>(path: string, init: RequestInit & { json?: unknown } = {}): Promise<T> {
  const { json, headers, ...rest } = init;
  const response = await fetch(path, {
    credentials: 'same-origin',
    ...rest,
    headers: { ...(json !== undefined ? { 'content-type': 'application/json' } : {}), ...headers },
    body: json !== undefined ? JSON.stringify(json) : rest.body,
  });
  const text = await response.text();
  const body = text ? safeJson(text) : undefined;
  if (!response.ok) {
    const err = (body as ErrorBody | undefined)?.error;
    throw new ApiError(response.status, err?.code ?? 'internal', err?.message ?? authMessages.unexpected, err?.field, err?.fields);
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

/** The one client-side error handler: a toast with the server's message, or a generic one. */
export function showError(err: unknown, title = 'Error') {
  const message = err instanceof ApiError ? err.message : authMessages.unexpected;
  toast.error(title, { description: message });
}
