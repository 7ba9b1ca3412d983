import { AppPageHeader } from '@/components/layout/app-page-header';

/** /dashboard/queries/:queryId: a saved question and its answer, for members of the workspace. */
export default function SharedQueryPage() {
  return <AppPageHeader title="Saved answer" />;
}
