import { useEffect } from 'react';
import { staticPageMeta, type PageMeta } from '@common/page-meta';

function setMeta(selector: string, attr: 'name' | 'property', key: string, content: string) {
  let el = document.head.querySelector<HTMLMetaElement>(selector);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

/** Sets the page's title and social metadata on client-side navigation (the server sets them on first load). */
export function usePageMeta(meta: PageMeta | string) {
  const resolved = typeof meta === 'string' ? staticPageMeta[meta] : meta;
  useEffect(() => {
    if (!resolved) return;
    document.title = resolved.title;
    setMeta('meta[name="description"]', 'name', 'description', resolved.description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', resolved.title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', resolved.description);
    setMeta('meta[name="twitter:title"]', 'name', 'twitter:title', resolved.title);
    setMeta('meta[name="twitter:description"]', 'name', 'twitter:description', resolved.description);
  }, [resolved?.title, resolved?.description]);
}
