import { Building2, FileText, KeyRound, Wrench, type LucideIcon } from 'lucide-react';
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

/** A small figure of the workspace's activity under the cards. */
function Activity({ label, value, testId }: { label: string; value: number; testId: string }) {
  return (
    <span className="whitespace-nowrap">
      <span data-testid={testId} className="font-semibold text-gray-900">
        {fmt.format(value)}
      </span>{' '}
      {label}
    </span>
  );
}

/** The portfolio at a glance, straight from the summary endpoint: units, occupancy, maintenance, documents. */
export function SummaryCards() {
  const { data, isPending, isError } = useSummary();
  if (isPending) return <Spinner label="Loading summary" />;
  if (isError || !data) return <ErrorBanner message="The workspace summary could not be loaded. Refresh to try again." />;
  const share = data.totalUnits ? Math.round((data.occupiedUnits / data.totalUnits) * 100) : 0;
  return (
    <div className="space-y-3">
      <div className="grid grid-cols-2 gap-3 sm:gap-4 xl:grid-cols-4">
        <StatCard
          label="Total Units"
          value={data.totalUnits}
          hint={data.totalUnits ? 'Across your properties' : 'None yet: upload leases or add properties'}
          icon={Building2}
        />
        <StatCard
          label="Occupied"
          value={data.occupiedUnits}
          hint={data.totalUnits ? `${share}% of units have a lease in force today` : 'Units with a lease in force today'}
          icon={KeyRound}
        />
        <StatCard label="Open Maintenance" value={data.openMaintenance} hint="Work orders arrive with maintenance tracking" icon={Wrench} />
        <StatCard
          label="Documents This Month"
          value={data.documentsThisMonth}
          hint={`Added since the 1st (UTC) · ${fmt.format(data.documents)} in all`}
          icon={FileText}
        />
      </div>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-gray-600">
        <Activity label={data.documents === 1 ? 'document' : 'documents'} value={data.documents} testId="stat-documents" />
        <Activity label={data.projects === 1 ? 'project' : 'projects'} value={data.projects} testId="stat-projects" />
        <Activity
          label={data.questionsThisMonth === 1 ? 'question this month' : 'questions this month'}
          value={data.questionsThisMonth}
          testId="stat-questions-this-month"
        />
        <Activity label={data.members === 1 ? 'team member' : 'team members'} value={data.members} testId="stat-team-members" />
      </p>
    </div>
  );
}
