import { Hono } from 'hono';
import type { AppDeps } from '../../deps.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { siteContent, type ContentStore } from './content.service.js';

/** Public content: blog posts and legal pages from content/*.md. */
export function contentRoutes(_deps: AppDeps, store: ContentStore = siteContent) {
  return new Hono<AppEnv>()
    .get('/blog', (c) => c.json({ posts: store.listPosts() }))
    .get('/blog/:slug', (c) => c.json({ post: store.getPost(c.req.param('slug')) }))
    .get('/legal/:doc', (c) => c.json({ page: store.getLegal(c.req.param('doc')) }));
}
