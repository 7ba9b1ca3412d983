import { existsSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import type { Hono } from 'hono';
import { serveStatic } from '@hono/node-server/serve-static';
import { appMeta, appRoutePatterns, notFoundMeta, staticPageMeta, type PageMeta } from '../../../common/page-meta.js';
import type { AppDeps } from '../../deps.js';
import { findPostMeta } from '../content/content.service.js';

const escapeAttr = (s: string) => s.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** Resolves a path to its metadata and status; null means the path is not a page (404). */
export function resolvePage(path: string, deps: Pick<AppDeps, 'env'>): { meta: PageMeta; status: 200 | 404 } {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path;
  const known = staticPageMeta[clean];
  if (known) return { meta: known, status: 200 };
  const blog = /^\/blog\/([a-z0-9-]+)$/.exec(clean);
  if (blog) {
    const post = findPostMeta(blog[1]!);
    return post ? { meta: { title: `${post.title} | Propwise Blog`, description: post.excerpt }, status: 200 } : { meta: notFoundMeta, status: 404 };
  }
  if (appRoutePatterns.some((re) => re.test(clean))) return { meta: appMeta, status: 200 };
  return { meta: notFoundMeta, status: 404 };
}

export function injectMeta(html: string, meta: PageMeta, url: string): string {
  const tags = [
    `<title>${escapeAttr(meta.title)}</title>`,
    `<meta name="description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:site_name" content="Propwise" />`,
    `<meta property="og:type" content="website" />`,
    `<meta property="og:title" content="${escapeAttr(meta.title)}" />`,
    `<meta property="og:description" content="${escapeAttr(meta.description)}" />`,
    `<meta property="og:url" content="${escapeAttr(url)}" />`,
    `<meta name="twitter:card" content="summary" />`,
    `<meta name="twitter:title" content="${escapeAttr(meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeAttr(meta.description)}" />`,
    meta.noindex ? '<meta name="robots" content="noindex" />' : '',
  ].join('\n    ');
  return html.replace(/<title>[\s\S]*?<\/title>/, '').replace('</head>', `    ${tags}\n  </head>`);
}

/** Serves the built web app: hashed assets with long caching, every other GET as index.html with its metadata. */
export function serveWebApp(app: Hono<any>, deps: AppDeps) {
  // serveStatic wants a root relative to the working directory; WEB_DIST_DIR may be absolute or relative.
  const webRoot = relative(process.cwd(), resolve(deps.env.WEB_DIST_DIR)) || '.';
  const indexFile = join(webRoot, 'index.html');
  let template: string | undefined;
  const loadTemplate = () => {
    if (template && deps.env.NODE_ENV === 'production') return template;
    template = existsSync(indexFile) ? readFileSync(indexFile, 'utf8') : undefined;
    return template;
  };

  app.use('/assets/*', async (c, next) => {
    await next();
    if (c.res.status === 200) c.header('Cache-Control', 'public, max-age=31536000, immutable');
  });
  app.use('/*', serveStatic({ root: webRoot, rewriteRequestPath: (p) => (p === '/' ? '/__none__' : p) }));

  app.get('*', (c) => {
    if (c.req.path === '/' && deps.env.LAUNCH_MODE === 'waitlist') return c.redirect('/waitlist', 302);
    const html = loadTemplate();
    if (!html) return c.text('The web app is not built yet: run `npm run build`.', 503);
    const { meta, status } = resolvePage(c.req.path, deps);
    if (status === 404) deps.logger.warn({ path: c.req.path, referrer: c.req.header('referer') }, 'page not found');
    c.header('Cache-Control', 'no-cache');
    return c.html(injectMeta(html, meta, new URL(c.req.path, deps.env.PUBLIC_URL).toString()), status);
  });
}
