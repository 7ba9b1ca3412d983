import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import matter from 'gray-matter';
import { marked } from 'marked';
import { z } from 'zod';
import { legalDocs, postFrontMatterSchema, type LegalDoc, type LegalPage, type PostDetail, type PostSummary } from '../../../common/blog.js';
import { notFound } from '../../lib/errors.js';

/** Blog posts and legal pages, written as Markdown with front matter under content/. */
export interface PostMeta {
  slug: string;
  title: string;
  excerpt: string;
}

const slugPattern = /^[a-z0-9-]+$/;
const legalFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  updated: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.date().transform((d) => d.toISOString().slice(0, 10))]),
});

// The content is our own repository's Markdown, not user input, so its HTML is trusted as written.
const render = (markdown: string) => marked.parse(markdown, { async: false, gfm: true });

function parseFile<T>(file: string, schema: z.ZodType<T>): { data: T; content: string } {
  const { data, content } = matter(readFileSync(file, 'utf8'));
  const parsed = schema.safeParse(data);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`Invalid front matter in ${file}: ${issue.path.join('.') || 'document'} ${issue.message}`);
  }
  return { data: parsed.data, content };
}

export interface ContentStore {
  listPosts(): PostSummary[];
  getPost(slug: string): PostDetail;
  findPost(slug: string): PostSummary | undefined;
  getLegal(doc: string): LegalPage;
}

/** Reads every post once, newest first; a file with bad front matter stops loading with its name. */
export function createContentStore(dir: string): ContentStore {
  let posts: Array<PostSummary & { markdown: string }> | undefined;
  const htmlCache = new Map<string, string>();

  const load = () => {
    if (posts) return posts;
    const blogDir = join(dir, 'blog');
    posts = readdirSync(blogDir)
      .filter((f) => f.endsWith('.md'))
      .map((f) => {
        const slug = f.slice(0, -3);
        if (!slugPattern.test(slug)) throw new Error(`Blog file name must be a lowercase slug: ${f}`);
        const { data, content } = parseFile(join(blogDir, f), postFrontMatterSchema);
        return { slug, ...data, markdown: content };
      })
      .sort((a, b) => b.date.localeCompare(a.date) || a.slug.localeCompare(b.slug));
    return posts;
  };

  const summary = ({ markdown: _markdown, ...post }: PostSummary & { markdown: string }): PostSummary => ({ ...post });

  return {
    listPosts: () => load().map(summary),
    findPost(slug) {
      const post = load().find((p) => p.slug === slug);
      return post ? summary(post) : undefined;
    },
    getPost(slug) {
      const post = load().find((p) => p.slug === slug);
      if (!post) throw notFound('Article');
      let html = htmlCache.get(slug);
      if (html === undefined) {
        html = render(post.markdown);
        htmlCache.set(slug, html);
      }
      return { ...summary(post), html };
    },
    getLegal(doc) {
      if (!(legalDocs as readonly string[]).includes(doc)) throw notFound('Page');
      const { data, content } = parseFile(join(dir, 'legal', `${doc}.md`), legalFrontMatterSchema);
      return { doc: doc as LegalDoc, title: data.title, updated: data.updated, html: render(content) };
    },
  };
}

/** The store for the repository's content/ folder (the server runs from the repository root). */
export const siteContent = createContentStore(join(process.cwd(), 'content'));

/** Title and excerpt of a post, for the metadata the server injects into /blog/:slug. */
export function findPostMeta(slug: string): PostMeta | undefined {
  const post = siteContent.findPost(slug);
  return post ? { slug: post.slug, title: post.title, excerpt: post.excerpt } : undefined;
}
