import { Hono } from 'hono';
import { contentApi } from '../../../common/api/public.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import type { AppEnv } from '../auth/session.middleware.js';
import { siteContent, type ContentStore } from './content.service.js';

/** Public content: blog posts and legal pages from content/*.md. */
export function contentRoutes(deps: AppDeps, store: ContentStore = siteContent) {
  const routes = new Hono<AppEnv>();
  const route = declaredRoutes(routes, '/content', deps);
  route(contentApi.posts, () => ({ posts: store.listPosts() }));
  route(contentApi.post, (_c, { params }) => ({ post: store.getPost(params.slug) }));
  route(contentApi.legal, (_c, { params }) => ({ page: store.getLegal(params.doc) }));
  return routes;
}
