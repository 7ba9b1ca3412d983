import { Hono } from 'hono';
import { secureHeaders } from 'hono/secure-headers';
import { bodyLimit } from 'hono/body-limit';
import type { AppDeps } from './deps.js';
import { notFound, toErrorResponse } from './lib/errors.js';
import { crossSiteProtection } from './lib/csrf.js';
import { clientIp, requestLogger } from './lib/http.js';
import { appApi } from '../common/api/index.js';
import { createAppApi } from './modules/app-api.js';
import { icsFeedRoutes } from './modules/calendar/ics-feed.routes.js';
import { isOpenAuthEndpoint } from './modules/auth/auth-endpoints.js';
import { withoutSessionTokens } from './modules/auth/session-token.js';
import { createPublicApi } from './modules/public-api/public-api.js';
import { serveWebApp } from './modules/site/spa.js';

/** The declared /api/app endpoints that take a file (rawBody multipart): the only ones a multipart body may reach. */
function multipartRoutes() {
  const routes = Object.values(appApi)
    .flatMap((domain) => Object.values(domain))
    .filter((e) => e.rawBody === 'multipart/form-data')
    .map((e) => ({ method: e.method.toUpperCase(), path: new RegExp(`^/api/app${e.path.replace(/:[A-Za-z0-9_]+/g, '[^/]+')}$`) }));
  return (method: string, path: string) => routes.some((r) => r.method === method && r.path.test(path));
}

/** Composes the whole HTTP surface: probes, auth, the web app's API, the public API, and the SPA. */
export function createApp(deps: AppDeps) {
  const { env, logger, database, auth } = deps;
  const app = new Hono();
  const https = env.PUBLIC_URL.startsWith('https://');

  app.use(requestLogger(logger));
  app.use(
    secureHeaders({
      contentSecurityPolicy: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"], // Radix sets inline style attributes
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
      },
      strictTransportSecurity: https ? 'max-age=31536000; includeSubDomains' : false,
      xFrameOptions: 'DENY',
      referrerPolicy: 'strict-origin-when-cross-origin',
      crossOriginEmbedderPolicy: false,
    }),
  );

  app.get('/healthz', (c) => c.json({ status: 'ok' }));
  app.get('/readyz', async (c) => {
    try {
      await database.ping();
      return c.json({ status: 'ready', database: database.kind, migrations: 'applied' });
    } catch (err) {
      logger.warn({ err }, 'readiness check failed');
      return c.json({ status: 'unavailable' }, 503);
    }
  });

  // better-auth owns /api/auth/*. It reads the client address from a header we set from the socket, so
  // its rate limits key on the real client; it answers 429 with X-Retry-After, mirrored as Retry-After.
  // Only the endpoints the product uses are reachable (auth-endpoints.ts), and no answer hands the session
  // token to page scripts: it lives in the HttpOnly cookie only (decision 0014).
  app.on(['GET', 'POST'], '/api/auth/*', bodyLimit({ maxSize: 64 * 1024 }), async (c) => {
    if (!isOpenAuthEndpoint(c.req.method, c.req.path.slice('/api/auth'.length))) throw notFound('Endpoint');
    const headers = new Headers(c.req.raw.headers);
    headers.set('x-propwise-client-ip', clientIp(c, env.TRUST_PROXY));
    const response = await withoutSessionTokens(await auth.handler(new Request(c.req.raw, { headers })));
    const retryAfter = response.headers.get('x-retry-after');
    if (response.status === 429 && retryAfter && !response.headers.has('retry-after')) {
      const copy = new Response(response.body, response);
      copy.headers.set('Retry-After', retryAfter);
      return copy;
    }
    return response;
  });

  // Cookie-authenticated: every unsafe request must come from our own pages, with a JSON body (decision 0014).
  app.use('/api/app/*', crossSiteProtection({ publicUrl: env.PUBLIC_URL, acceptsMultipart: multipartRoutes() }));
  app.route('/api/app', createAppApi(deps));
  app.route('/api/v1', createPublicApi(deps));
  // Calendar apps fetch a user's secret feed address without a cookie (decision 0028).
  app.route('/api/calendar', icsFeedRoutes(deps));
  app.all('/api/*', (c) => c.json({ error: { code: 'not_found', message: 'No such endpoint' } }, 404));

  serveWebApp(app, deps);

  app.onError((err, c) => toErrorResponse(err, c, logger));
  return app;
}
