import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { notFoundMeta } from '@common/page-meta';
import { NotFoundContent } from '@/features/site/not-found-content';
import { reportNotFound } from '@/features/site/report-not-found';
import { usePageMeta } from '@/lib/use-page-meta';

export default function NotFoundPage() {
  usePageMeta(notFoundMeta);
  const location = useLocation();
  useEffect(() => {
    // React Router gives the first location of a page load the key "default"; the server logged that one.
    if (location.key !== 'default') reportNotFound(location.pathname + location.search);
  }, [location.key, location.pathname, location.search]);
  return <NotFoundContent />;
}
