import { FolderX } from 'lucide-react';
import { Link, useParams } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/feedback';

/** No project exists yet (projects arrive with document upload), so every id is honestly not found. */
export default function ProjectDetailPage() {
  const { id } = useParams();
  return (
    <>
      <AppPageHeader title="Project not found" />
      <EmptyState
        icon={<FolderX className="h-8 w-8" />}
        title="This project does not exist"
        description={
          <>
            There is no project <span className="break-all font-mono text-gray-700">{id}</span> in this workspace. Projects arrive with document upload
            in the next release.
          </>
        }
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard/projects">Back to Projects</Link>
          </Button>
        }
      />
    </>
  );
}
