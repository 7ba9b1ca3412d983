import { AppPageHeader } from '@/components/layout/app-page-header';

/** /dashboard/search: full document search (filters and result cards arrive with the search endpoint). */
export default function SearchPage() {
  return <AppPageHeader title="Search documents" />;
}
