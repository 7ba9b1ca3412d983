import { FolderX, MapPin, Settings, Trash2, Upload } from 'lucide-react';
import { useState } from 'react';
import { Link, useParams, useSearchParams } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { useProject } from '@/features/projects/api';
import { DeleteProjectDialog } from '@/features/projects/delete-project-dialog';
import { DocumentsTab } from '@/features/documents/documents-tab';
import { UploadDialog } from '@/features/documents/upload-dialog';
import { useDocumentLiveUpdates } from '@/features/documents/use-document-live-updates';
import { ProjectAnalyticsTab } from '@/features/projects/project-empty-tabs';
import { ProjectQueriesTab } from '@/features/queries/project-queries-tab';
import { ProjectOverviewTab } from '@/features/projects/project-overview-tab';
import { ProjectSettingsTab } from '@/features/projects/project-settings-tab';
import { ApiError } from '@/lib/api';

const tabs = ['overview', 'documents', 'queries', 'analytics', 'settings'] as const;
type Tab = (typeof tabs)[number];
// Three header buttons fit one row on a 390px phone when slightly narrower there.
const headerButton = 'h-9 px-3 sm:h-10 sm:px-4';

function NotFound({ id }: { id: string }) {
  return (
    <>
      <AppPageHeader title="Project not found" />
      <EmptyState
        icon={<FolderX className="h-8 w-8" />}
        title="This project does not exist"
        description={
          <>
            There is no project <span className="break-all font-mono text-gray-700">{id}</span> in this workspace. It may have been deleted, or it belongs to
            another workspace.
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

/** /dashboard/projects/:id: header actions and the Overview, Documents, Queries, Analytics and Settings tabs. */
export default function ProjectDetailPage() {
  const id = useParams().id ?? '';
  const { data: project, isPending, error } = useProject(id);
  const [params, setParams] = useSearchParams();
  const [deleting, setDeleting] = useState(false);
  const [uploading, setUploading] = useState(false);
  useDocumentLiveUpdates();
  const requested = params.get('tab') as Tab | null;
  const tab: Tab = requested && tabs.includes(requested) ? requested : 'overview';
  const setTab = (next: string) => setParams(next === 'overview' ? {} : { tab: next }, { replace: true });

  if (isPending) return <FullPageSpinner />;
  if (error instanceof ApiError && error.status === 404) return <NotFound id={id} />;
  if (!project) return <ErrorBanner message="This project could not be loaded. Refresh to try again." />;

  return (
    <>
      <AppPageHeader
        title={project.name}
        description={
          project.address ? (
            <span className="flex items-start gap-1 break-words">
              <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
              {project.address}
            </span>
          ) : undefined
        }
        actions={
          <div className="flex flex-wrap gap-2">
            <Button className={headerButton} onClick={() => setUploading(true)}>
              <Upload /> Upload Docs
            </Button>
            <Button variant="outline" className={headerButton} onClick={() => setTab('settings')}>
              <Settings /> Settings
            </Button>
            {project.canEdit && (
              <Button variant="outline" className={`${headerButton} text-red-700 hover:bg-red-50`} onClick={() => setDeleting(true)}>
                <Trash2 /> Delete
              </Button>
            )}
          </div>
        }
      />
      <Tabs value={tab} onValueChange={setTab}>
        <TabsList aria-label="Project sections">
          <TabsTrigger value="overview">Overview</TabsTrigger>
          <TabsTrigger value="documents">Documents</TabsTrigger>
          <TabsTrigger value="queries">Queries</TabsTrigger>
          <TabsTrigger value="analytics">Analytics</TabsTrigger>
          <TabsTrigger value="settings">Settings</TabsTrigger>
        </TabsList>
        <TabsContent value="overview">
          <ProjectOverviewTab project={project} />
        </TabsContent>
        <TabsContent value="documents">
          <DocumentsTab projectId={project.id} />
        </TabsContent>
        <TabsContent value="queries">
          <ProjectQueriesTab projectId={project.id} />
        </TabsContent>
        <TabsContent value="analytics">
          <ProjectAnalyticsTab />
        </TabsContent>
        <TabsContent value="settings">
          <ProjectSettingsTab project={project} onDelete={() => setDeleting(true)} />
        </TabsContent>
      </Tabs>
      <DeleteProjectDialog project={project} open={deleting} onOpenChange={setDeleting} />
      <UploadDialog projectId={project.id} open={uploading} onOpenChange={setUploading} />
    </>
  );
}
