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
  // The strings, not the object: a caller may pass a new object with the same text on every render.
  const title = resolved?.title;
  const description = resolved?.description;
  useEffect(() => {
    if (title === undefined || description === undefined) return;
    document.title = title;
    setMeta('meta[name="description"]', 'name', 'description', description);
    setMeta('meta[property="og:title"]', 'property', 'og:title', title);
    setMeta('meta[property="og:description"]', 'property', 'og:description', description);
    setMeta('meta[name="twitter:title"]', 'name', 'twitter:title', title);
    setMeta('meta[name="twitter:description"]', 'name', 'twitter:description', description);
  }, [title, description]);
}
