import { FileText, FolderOpen, MessageSquareText, Users, type LucideIcon } from 'lucide-react';
import { Card } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { useSummary } from '@/features/workspaces/api';

const fmt = new Intl.NumberFormat('en-US');

function StatCard({ label, value, hint, icon: Icon }: { label: string; value: number; hint: string; icon: LucideIcon }) {
  return (
    <Card className="p-4 sm:p-5">
      <div className="flex items-start justify-between gap-2">
        <h2 className="text-sm font-medium leading-tight text-gray-600">{label}</h2>
        <span className="flex h-8 w-8 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-600">
          <Icon className="h-4 w-4" aria-hidden />
        </span>
      </div>
      <p className="mt-3 text-3xl font-semibold tracking-tight text-gray-900" data-testid={`stat-${label.toLowerCase().replace(/\s+/g, '-')}`}>
        {fmt.format(value)}
      </p>
      <p className="mt-1 text-xs text-gray-500">{hint}</p>
    </Card>
  );
}

/** The workspace's counts, straight from the summary endpoint. */
export function SummaryCards() {
  const { data, isPending, isError } = useSummary();
  if (isPending) return <Spinner label="Loading summary" />;
  if (isError || !data) return <ErrorBanner message="The workspace summary could not be loaded. Refresh to try again." />;
  return (
    <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
      <StatCard label="Documents" value={data.documents} hint={data.documents ? 'Indexed and searchable' : 'None uploaded yet'} icon={FileText} />
      <StatCard label="Projects" value={data.projects} hint={data.projects ? 'Properties and portfolios' : 'None created yet'} icon={FolderOpen} />
      <StatCard
        label="Questions this month"
        value={data.questionsThisMonth}
        hint={`Asked since the 1st (UTC)${data.searchesThisMonth ? ` · plus ${fmt.format(data.searchesThisMonth)} ${data.searchesThisMonth === 1 ? 'search' : 'searches'}` : ''}`}
        icon={MessageSquareText}
      />
      <StatCard label="Team members" value={data.members} hint={data.members === 1 ? 'Just you so far' : 'Including you'} icon={Users} />
    </div>
  );
}
