import { Building2, Clock, FileText, MapPin, MessageSquareText, Plus } from 'lucide-react';
import { Link } from 'react-router';
import { Card } from '@/components/ui/card';
import type { Project } from './api';
import { formatCount, formatRelative } from './format';

/** One project in the list: real counts, the whole card links to its detail screen. */
export function ProjectCard({ project }: { project: Project }) {
  return (
    <Card className="group relative flex flex-col p-5 transition-shadow focus-within:ring-2 focus-within:ring-brand-500 hover:shadow-md">
      <div className="flex items-start gap-3">
        <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Building2 className="h-5 w-5" aria-hidden />
        </span>
        <div className="min-w-0 flex-1">
          <h2 className="break-words text-base font-semibold text-gray-900">
            <Link to={`/dashboard/projects/${project.id}`} className="after:absolute after:inset-0 focus:outline-none">
              {project.name}
            </Link>
          </h2>
          {project.address && (
            <p className="mt-0.5 flex items-start gap-1 text-sm text-gray-500">
              <MapPin className="mt-0.5 h-3.5 w-3.5 shrink-0" aria-hidden />
              <span className="break-words">{project.address}</span>
            </p>
          )}
        </div>
      </div>
      {project.description && <p className="mt-3 line-clamp-2 break-words text-sm text-gray-600">{project.description}</p>}
      {/* mt-auto keeps the counts on one line across cards of different heights */}
      <div className="mt-auto pt-4">
        <dl className="grid grid-cols-2 gap-2 border-t border-gray-100 pt-4 text-sm">
          <div className="flex items-center gap-1.5 text-gray-700">
            <FileText className="h-4 w-4 text-gray-400" aria-hidden />
            <dt className="sr-only">Documents</dt>
            <dd data-testid="project-documents">{formatCount(project.documentCount, 'document', 'documents')}</dd>
          </div>
          <div className="flex items-center gap-1.5 text-gray-700">
            <MessageSquareText className="h-4 w-4 text-gray-400" aria-hidden />
            <dt className="sr-only">Total queries</dt>
            <dd data-testid="project-queries">{formatCount(project.totalQueries, 'query', 'queries')}</dd>
          </div>
          <div className="col-span-2 flex items-center gap-1.5 text-gray-500">
            <Clock className="h-4 w-4 text-gray-400" aria-hidden />
            <dt className="sr-only">Last query</dt>
            <dd data-testid="project-last-query">{project.lastQueryAt ? `Last query ${formatRelative(project.lastQueryAt)}` : 'No queries yet'}</dd>
          </div>
        </dl>
      </div>
    </Card>
  );
}

/** The Create New Project tile at the end of the grid. */
export function CreateProjectTile({ onClick }: { onClick: () => void }) {
  return (
    <button
      type="button"
      onClick={onClick}
      className="flex min-h-40 flex-col items-center justify-center gap-2 rounded-xl border-2 border-dashed border-gray-300 bg-white/50 p-5 text-sm font-medium text-gray-700 transition-colors hover:border-brand-400 hover:bg-brand-50 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
    >
      <span className="flex h-10 w-10 items-center justify-center rounded-full bg-brand-50 text-brand-600">
        <Plus className="h-5 w-5" aria-hidden />
      </span>
      Create New Project
    </button>
  );
}
