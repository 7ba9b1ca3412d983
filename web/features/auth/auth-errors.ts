import { authMessages } from '@common/auth';

/** The error object better-auth's client returns: the server's JSON body plus the HTTP status. */
export interface AuthClientError {
  status?: number;
  code?: string;
  message?: string;
  fields?: Record<string, string>;
}

/**
 * The message for the general error banner. Server answers with a message are shown as they are (they are
 * written for people); anything else (network failure, 5xx) is "An unexpected error occurred".
 */
export function authErrorMessage(error: AuthClientError | null | undefined): string {
  if (!error) return authMessages.unexpected;
  if (error.code === 'SIGN_IN_DELAYED' && error.message) return error.message; // per-account delay: says how long
  if (error.status === 429) return 'Too many attempts. Please wait a minute and try again.';
  if (!error.status || error.status >= 500 || !error.message) return authMessages.unexpected;
  if (error.code === 'INVALID_EMAIL_OR_PASSWORD') return 'Invalid email or password';
  if (error.code === 'EMAIL_NOT_VERIFIED') return 'Please verify your email address before signing in. Check your inbox for the verification link.';
  return error.message;
}

/** Only same-site relative paths are followed after sign-in, so ?next= cannot send anyone elsewhere. */
export function safeNextPath(next: string | null | undefined, fallback = '/dashboard'): string {
  if (!next) return fallback;
  if (!next.startsWith('/') || next.startsWith('//') || next.startsWith('/\\') || /[\u0000-\u001f]/.test(next)) return fallback;
  try {
    const url = new URL(next, 'http://propwise.invalid');
    if (url.origin !== 'http://propwise.invalid') return fallback;
    return url.pathname + url.search + url.hash;
  } catch {
    return fallback;
  }
}
