/** Stable error codes shared by server and client. The server maps each to one HTTP status (server/lib/errors.ts). */
export const errorCodes = {
  invalid_input: 400,
  unauthenticated: 401,
  forbidden: 403,
  /** A state-changing request to the web app's API from another site (or without an Origin). */
  cross_site_request: 403,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  internal: 500,
} as const;
export type ErrorCode = keyof typeof errorCodes;

/** The one JSON error shape every API returns. `field` names the offending input where there is one; a 409 `conflict` may name the `existing` item. */
export interface ErrorBody {
  error: { code: ErrorCode | string; message: string; field?: string; fields?: Record<string, string>; existing?: Record<string, unknown> };
}
