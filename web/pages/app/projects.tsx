import { FolderOpen, Plus } from 'lucide-react';
import { useState } from 'react';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { useProjects } from '@/features/projects/api';
import { CreateProjectDialog } from '@/features/projects/create-project-dialog';
import { CreateProjectTile, ProjectCard } from '@/features/projects/project-card';

/** /dashboard/projects: every project of the workspace with its real counts, and the way to add one. */
export default function ProjectsPage() {
  const { data: projects, isPending, isError } = useProjects();
  const [creating, setCreating] = useState(false);

  return (
    <>
      <AppPageHeader title="Projects" description="A project is a property or portfolio: the documents you upload are organised and searched by project." />
      {isPending ? (
        <Spinner label="Loading projects" />
      ) : isError ? (
        <ErrorBanner message="Projects could not be loaded. Refresh to try again." />
      ) : projects.length === 0 ? (
        <EmptyState
          icon={<FolderOpen className="h-8 w-8" />}
          title="No projects yet"
          description="Create a project for each property or portfolio you manage. Its leases, tenant files and reports are then uploaded into it and searched together."
          action={
            <Button onClick={() => setCreating(true)}>
              <Plus /> Create New Project
            </Button>
          }
        />
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3" aria-label="Projects">
          {projects.map((p) => (
            <li key={p.id} className="flex *:flex-1">
              <ProjectCard project={p} />
            </li>
          ))}
          <li className="flex *:flex-1">
            <CreateProjectTile onClick={() => setCreating(true)} />
          </li>
        </ul>
      )}
      <CreateProjectDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
