import { toast } from 'sonner';
import type { ErrorBody } from '@common/errors';
import { fillPath, type Endpoint, type EndpointInput, type EndpointOutput } from '@common/api/endpoint';
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

/**
 * Calls a declared /api/app endpoint (common/api): fills the path, sends the query and JSON body, and returns
 * the declared response type, so a changed contract fails the type check here rather than on a user's screen.
 */
export function callApi<E extends Endpoint>(endpoint: E, ...[input, init]: CallArgs<E>): Promise<EndpointOutput<E>> {
  const body = (input as { body?: unknown } | undefined)?.body;
  const url = apiUrl(endpoint, (input ?? {}) as EndpointInput<E>);
  const method = endpoint.method.toUpperCase();
  if (endpoint.response && 'raw' in endpoint.response) {
    throw new Error(`${method} ${endpoint.path} answers ${endpoint.response.raw}: open its URL (apiUrl) instead`);
  }
  return api<EndpointOutput<E>>(url, { ...init, method, ...(body !== undefined ? { json: body } : {}) });
}

/** The input argument is required only when the endpoint takes path parameters or a body. */
type CallArgs<E extends Endpoint> =
  Record<never, never> extends EndpointInput<E> ? [input?: EndpointInput<E>, init?: RequestInit] : [input: EndpointInput<E>, init?: RequestInit];

/** The URL of a declared endpoint, for what the browser opens itself (an image, an event stream). */
export function apiUrl<E extends Endpoint>(endpoint: E, input: EndpointInput<E>): string {
  const { params, query } = input as { params?: Record<string, unknown>; query?: Record<string, unknown> };
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  return `/api/app${fillPath(endpoint.path, params)}${search.size ? `?${search}` : ''}`;
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
