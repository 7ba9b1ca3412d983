import { FolderOpen } from 'lucide-react';
import { Link } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/feedback';

/** Projects arrive with document upload; until then this says what they will be and how to get ready. */
export default function ProjectsPage() {
  return (
    <>
      <AppPageHeader title="Projects" description="A project is a property or portfolio: the documents you upload are organised and searched by project." />
      <EmptyState
        icon={<FolderOpen className="h-8 w-8" />}
        title="Projects are coming soon"
        description={
          <>
            Creating projects and uploading leases, tenant files and inspection reports arrive in the next release. This workspace has no projects
            yet. Meanwhile you can invite your team so everyone is ready when uploads open.
          </>
        }
        action={
          <Button asChild variant="outline">
            <Link to="/dashboard/team">Invite your team</Link>
          </Button>
        }
      />
    </>
  );
}
