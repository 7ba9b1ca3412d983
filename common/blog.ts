import { z } from 'zod';

/** Blog categories, in the order the blog's filter buttons show them (after "All"). */
export const blogCategories = ['Property Management', 'Technology', 'Industry News', 'Tips & Guides'] as const;
export type BlogCategory = (typeof blogCategories)[number];

/** Front matter every post in content/blog/*.md must have; the server refuses to load a post without it. */
export const postFrontMatterSchema = z.object({
  title: z.string().trim().min(1),
  excerpt: z.string().trim().min(1),
  category: z.enum(blogCategories),
  author: z.string().trim().min(1),
  authorRole: z.string().trim().min(1),
  /** YAML turns unquoted dates into Date objects; either form becomes YYYY-MM-DD. */
  date: z.union([z.string().regex(/^\d{4}-\d{2}-\d{2}$/), z.date().transform((d) => d.toISOString().slice(0, 10))]),
  readTime: z.string().trim().min(1),
  coverImage: z.string().regex(/^\/blog\/[a-z0-9-]+\.svg$/, 'must be a local /blog/*.svg image'),
  featured: z.boolean().default(false),
});

export interface PostSummary {
  slug: string;
  title: string;
  excerpt: string;
  category: BlogCategory;
  author: string;
  authorRole: string;
  date: string;
  readTime: string;
  coverImage: string;
  featured: boolean;
}

export interface PostDetail extends PostSummary {
  html: string;
}

export const legalDocs = ['privacy', 'terms'] as const;
export type LegalDoc = (typeof legalDocs)[number];

export interface LegalPage {
  doc: LegalDoc;
  title: string;
  updated: string;
  html: string;
}

/** Posts whose title or excerpt contains the query (case-insensitive), in the chosen category. */
export function filterPosts<T extends Pick<PostSummary, 'title' | 'excerpt' | 'category'>>(posts: T[], query: string, category: BlogCategory | 'All'): T[] {
  const q = query.trim().toLowerCase();
  return posts.filter(
    (p) => (category === 'All' || p.category === category) && (!q || p.title.toLowerCase().includes(q) || p.excerpt.toLowerCase().includes(q)),
  );
}
