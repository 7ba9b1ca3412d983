import { Calendar, Clock } from 'lucide-react';
import { Link } from 'react-router';
import type { PostSummary } from '@common/blog';
import { Badge } from '@/components/ui/badge';
import { formatPostDate } from '../format';

export function PostMetaLine({ post }: { post: PostSummary }) {
  return (
    <p className="flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-gray-500">
      <span className="inline-flex items-center gap-1.5">
        <Calendar className="h-4 w-4" aria-hidden />
        <time dateTime={post.date}>{formatPostDate(post.date)}</time>
      </span>
      <span className="inline-flex items-center gap-1.5">
        <Clock className="h-4 w-4" aria-hidden />
        {post.readTime}
      </span>
    </p>
  );
}

export function PostCard({ post }: { post: PostSummary }) {
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-2xl border border-gray-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden className="block aspect-[1200/630] overflow-hidden bg-gray-100">
        <img src={post.coverImage} alt="" className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.03]" loading="lazy" />
      </Link>
      <div className="flex flex-1 flex-col p-6">
        <Badge variant="secondary" className="self-start">
          {post.category}
        </Badge>
        <h3 className="mt-3 text-lg font-semibold leading-snug text-gray-900">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h3>
        <p className="mt-2 line-clamp-3 flex-1 text-sm leading-6 text-gray-600">{post.excerpt}</p>
        <div className="mt-4">
          <PostMetaLine post={post} />
        </div>
      </div>
    </article>
  );
}

export function FeaturedPost({ post }: { post: PostSummary }) {
  return (
    <article aria-label="Featured article" className="group grid overflow-hidden rounded-3xl border border-gray-200 bg-white shadow-sm md:grid-cols-2">
      <Link to={`/blog/${post.slug}`} tabIndex={-1} aria-hidden className="block aspect-[1200/630] overflow-hidden bg-gray-100 md:aspect-auto">
        <img src={post.coverImage} alt="" className="h-full w-full object-cover transition-transform duration-300 group-hover:scale-[1.02]" />
      </Link>
      <div className="flex flex-col justify-center p-6 sm:p-10">
        <div className="flex flex-wrap items-center gap-2">
          <Badge>Featured</Badge>
          <Badge variant="secondary">{post.category}</Badge>
        </div>
        <h2 className="mt-4 text-2xl font-bold tracking-tight text-gray-900 sm:text-3xl">
          <Link to={`/blog/${post.slug}`} className="hover:text-brand-700">
            {post.title}
          </Link>
        </h2>
        <p className="mt-3 text-base leading-7 text-gray-600">{post.excerpt}</p>
        <p className="mt-4 text-sm font-medium text-gray-900">
          {post.author} <span className="font-normal text-gray-500">· {post.authorRole}</span>
        </p>
        <div className="mt-2">
          <PostMetaLine post={post} />
        </div>
      </div>
    </article>
  );
}
