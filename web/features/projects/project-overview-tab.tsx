import { Clock, FileText, HardDrive, MessageSquareText, type LucideIcon } from 'lucide-react';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { useProjectStats, type ProjectDetail } from './api';
import { documentStatusLabels, documentTypeLabels, formatBytes, formatRelative } from './format';

const fmt = new Intl.NumberFormat('en-US');

function Stat({ label, value, icon: Icon, testId }: { label: string; value: string; icon: LucideIcon; testId: string }) {
  return (
    <Card className="p-4">
      <div className="flex items-start justify-between gap-2">
        <h3 className="text-sm font-medium leading-tight text-gray-600">{label}</h3>
        <Icon className="h-4 w-4 shrink-0 text-brand-600" aria-hidden />
      </div>
      <p className="mt-2 break-words text-2xl font-semibold tracking-tight text-gray-900" data-testid={testId}>
        {value}
      </p>
    </Card>
  );
}

function Breakdown({ title, counts, labels, empty }: { title: string; counts: Record<string, number>; labels: Record<string, string>; empty: string }) {
  const entries = Object.entries(labels).filter(([key]) => counts[key]);
  return (
    <Card>
      <CardHeader className="pb-3">
        <CardTitle className="text-base">{title}</CardTitle>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <p className="text-sm text-gray-500">{empty}</p>
        ) : (
          <ul className="space-y-2 text-sm">
            {entries.map(([key, label]) => (
              <li key={key} className="flex justify-between gap-4">
                <span className="text-gray-700">{label}</span>
                <span className="font-medium tabular-nums text-gray-900">{fmt.format(counts[key]!)}</span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Info({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 sm:grid-cols-[8rem_1fr] sm:gap-4">
      <dt className="text-sm text-gray-500">{label}</dt>
      <dd className="min-w-0 break-words text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/** The default tab: the project's real numbers and what is known about it. */
export function ProjectOverviewTab({ project }: { project: ProjectDetail }) {
  const { data: stats, isPending, isError } = useProjectStats(project.id);
  const created = new Date(project.createdAt).toLocaleDateString('en-US', {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
  return (
    <div className="space-y-6">
      {isPending ? (
        <Spinner label="Loading project statistics" />
      ) : isError ? (
        <ErrorBanner message="This project’s statistics could not be loaded. Refresh to try again." />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4">
            <Stat label="Documents" value={fmt.format(stats.documentCount)} icon={FileText} testId="project-stat-documents" />
            <Stat label="Total queries" value={fmt.format(stats.totalQueries)} icon={MessageSquareText} testId="project-stat-queries" />
            <Stat label="Last query" value={stats.lastQueryAt ? formatRelative(stats.lastQueryAt) : 'None yet'} icon={Clock} testId="project-stat-last-query" />
            <Stat label="Storage used" value={formatBytes(stats.storageBytes)} icon={HardDrive} testId="project-stat-storage" />
          </div>
          <div className="grid gap-4 md:grid-cols-2">
            <Breakdown
              title="Documents by type"
              counts={stats.documentsByType}
              labels={documentTypeLabels}
              empty="No documents uploaded into this project yet."
            />
            <Breakdown
              title="Documents by status"
              counts={stats.documentsByStatus}
              labels={documentStatusLabels}
              empty="Processing status appears here once documents are uploaded."
            />
          </div>
        </>
      )}
      <Card>
        <CardHeader className="pb-3">
          <CardTitle className="text-base">Project information</CardTitle>
        </CardHeader>
        <CardContent>
          <dl className="space-y-3">
            <Info label="Description">{project.description || <span className="text-gray-500">No description</span>}</Info>
            <Info label="Address">{project.address || <span className="text-gray-500">No address</span>}</Info>
            <Info label="Units">{project.unitCount === null ? <span className="text-gray-500">Not set</span> : fmt.format(project.unitCount)}</Info>
            <Info label="Created">
              {created}
              {project.createdByName ? ` by ${project.createdByName}` : ''}
            </Info>
          </dl>
        </CardContent>
      </Card>
    </div>
  );
}
