import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blogCategories, filterPosts, type LegalPage, type PostDetail, type PostSummary } from '../../../common/blog.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { createContentStore, findPostMeta } from './content.service.js';

describe('blog and legal content', () => {
  let t: TestApp;
  let posts: PostSummary[];
  beforeAll(async () => {
    t = await createTestApp();
    const res = await t.app.request('/api/app/content/blog');
    expect(res.status).toBe(200);
    posts = ((await res.json()) as { posts: PostSummary[] }).posts;
  });
  afterAll(() => t.close());

  it('lists at least six posts with complete front matter, exactly one featured, only allowed categories', () => {
    expect(posts.length).toBeGreaterThanOrEqual(6);
    expect(posts.filter((p) => p.featured)).toHaveLength(1);
    for (const p of posts) {
      expect(blogCategories).toContain(p.category);
      expect(p.title.length).toBeGreaterThan(10);
      expect(p.excerpt.length).toBeGreaterThan(40);
      expect(p.author && p.authorRole && p.readTime).toBeTruthy();
      expect(p.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
      expect(p.coverImage).toMatch(/^\/blog\/[a-z0-9-]+\.svg$/);
      expect(p).not.toHaveProperty('markdown');
      expect(p).not.toHaveProperty('html');
    }
    // newest first
    expect([...posts].sort((a, b) => b.date.localeCompare(a.date)).map((p) => p.slug)).toEqual(posts.map((p) => p.slug));
    // every category button has something behind it
    for (const category of blogCategories) expect(posts.some((p) => p.category === category)).toBe(true);
  });

  it('has a local cover image file for every post', async () => {
    const { existsSync } = await import('node:fs');
    for (const p of posts) expect(existsSync(join(process.cwd(), 'web/public', p.coverImage)), p.coverImage).toBe(true);
  });

  it('returns one post rendered to HTML', async () => {
    const first = posts[0]!;
    const res = await t.app.request(`/api/app/content/blog/${first.slug}`);
    expect(res.status).toBe(200);
    const { post } = (await res.json()) as { post: PostDetail };
    expect(post).toMatchObject({ slug: first.slug, title: first.title, author: first.author });
    expect(post.html).toMatch(/<h2[^>]*>/);
    expect(post.html).toContain('<p>');
    expect(post.html).not.toMatch(/^---/);
  });

  it('answers an unknown slug with 404 in the error shape', async () => {
    const res = await t.app.request('/api/app/content/blog/no-such-article');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ error: { code: 'not_found', message: 'Article not found' } });
  });

  it('serves the privacy policy and terms, and 404 for any other legal page', async () => {
    for (const doc of ['privacy', 'terms']) {
      const res = await t.app.request(`/api/app/content/legal/${doc}`);
      expect(res.status).toBe(200);
      const { page } = (await res.json()) as { page: LegalPage };
      expect(page.doc).toBe(doc);
      expect(page.title).toMatch(doc === 'privacy' ? /Privacy Policy/ : /Terms of Service/);
      expect(page.html.length).toBeGreaterThan(3000);
      expect(page.html).toContain('Propwise');
    }
    expect((await t.app.request('/api/app/content/legal/cookies')).status).toBe(404);
    expect((await t.app.request('/api/app/content/legal/..%2Fblog')).status).toBe(404);
  });

  it('gives the server the title and excerpt for a post page, and its HTML carries them', async () => {
    const post = posts[1]!;
    expect(findPostMeta(post.slug)).toEqual({ slug: post.slug, title: post.title, excerpt: post.excerpt });
    expect(findPostMeta('no-such-article')).toBeUndefined();
  });

  it('filters by title or excerpt case-insensitively within a category', () => {
    const sample = posts[0]!;
    const word = sample.title
      .split(' ')
      .find((w) => w.length > 5)!
      .toUpperCase();
    const hits = filterPosts(posts, word, 'All');
    expect(hits.map((p) => p.slug)).toContain(sample.slug);
    expect(hits.every((p) => `${p.title} ${p.excerpt}`.toLowerCase().includes(word.toLowerCase()))).toBe(true);
    const other = blogCategories.find((c) => c !== sample.category)!;
    expect(filterPosts(posts, word, other).map((p) => p.slug)).not.toContain(sample.slug);
    expect(filterPosts(posts, 'zzzz-nothing-matches', 'All')).toEqual([]);
  });

  it('refuses a post with missing or invalid front matter, naming the file', () => {
    const dir = mkdtempSync(join(tmpdir(), 'propwise-content-'));
    mkdirSync(join(dir, 'blog'));
    writeFileSync(join(dir, 'blog', 'bad-post.md'), '---\ntitle: Hello\ncategory: Gossip\n---\nBody');
    expect(() => createContentStore(dir).listPosts()).toThrow(/bad-post\.md/);
  });
});
