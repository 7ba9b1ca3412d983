import type { MiddlewareHandler } from 'hono';
import { AppError } from './errors.js';

const unsafeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

export interface CrossSiteOptions {
  /** The deployment's address (PUBLIC_URL); only pages of its origin may change anything. */
  publicUrl: string;
  /** Routes that take a file upload (multipart/form-data) instead of JSON. */
  acceptsMultipart: (method: string, path: string) => boolean;
}

/**
 * Cross-site request protection for the cookie-authenticated web app API (decision 0014). On every unsafe
 * method the request must come from a page of PUBLIC_URL's origin: browsers send `Origin` on every
 * POST/PUT/PATCH/DELETE fetch, so a missing one (or `null`, sent by sandboxed frames, data: pages and some
 * redirects) is refused like a foreign one; `Sec-Fetch-Site`, when sent, must agree. Bodies must be JSON (or
 * multipart on the upload routes): the content types an HTML form can send cross-site without a preflight
 * (text/plain, x-www-form-urlencoded, multipart) never reach a JSON handler. hono/csrf was not enough: it lets
 * any JSON request through whatever its Origin and answers in its own format. Non-browser clients use
 * /api/v1 with API keys, which carries no cookies and is not covered.
 */
export function crossSiteProtection({ publicUrl, acceptsMultipart }: CrossSiteOptions): MiddlewareHandler {
  const allowedOrigin = new URL(publicUrl).origin;
  return async (c, next) => {
    if (!unsafeMethods.has(c.req.method)) return next();
    const origin = c.req.header('origin');
    const fetchSite = c.req.header('sec-fetch-site');
    if (origin !== allowedOrigin || (fetchSite !== undefined && fetchSite !== 'same-origin')) {
      throw new AppError('cross_site_request', `Refused a cross-site request: changes are accepted only from pages of ${allowedOrigin}`);
    }
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim().toLowerCase();
    if (mediaType === undefined) {
      // A request without a body (retry, accept, mark read) needs no type; one with a body must say it is JSON.
      if (hasBody(c.req.raw)) throw unsupportedBody();
    } else if (mediaType !== 'application/json' && !(mediaType === 'multipart/form-data' && acceptsMultipart(c.req.method, c.req.path))) {
      throw unsupportedBody();
    }
    return next();
  };
}

function hasBody(request: Request) {
  const length = request.headers.get('content-length');
  return request.headers.has('transfer-encoding') || (length !== null && length !== '0');
}

const unsupportedBody = () => new AppError('unsupported_media_type', 'Send the request body as JSON (Content-Type: application/json)');
