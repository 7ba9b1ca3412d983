import { Spinner } from '@/components/ui/feedback';
import { useUsage } from '@/features/workspaces/api';

const fmt = new Intl.NumberFormat('en-US');

/** This calendar month's questions in the active workspace against its plan's limit. */
export function UsageMeter() {
  const { data, isPending, isError } = useUsage();
  if (isPending) return <Spinner className="h-4 w-4" label="Loading usage" />;
  if (isError || !data) return <p className="text-xs text-gray-500">Usage is unavailable right now.</p>;
  const pct = data.limit ? Math.min(100, Math.round((data.used / data.limit) * 100)) : 0;
  const label = data.limit
    ? `${fmt.format(data.used)} of ${fmt.format(data.limit)} questions this month`
    : `${fmt.format(data.used)} questions this month (unlimited)`;
  return (
    <div className="rounded-lg border border-gray-200 bg-gray-50 p-3" data-testid="usage-meter">
      <div className="flex items-center justify-between text-xs font-medium text-gray-700">
        <span>Monthly usage</span>
        <span className="text-gray-500">{data.planName} trial</span>
      </div>
      {data.limit !== null && (
        <div
          className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200"
          role="progressbar"
          aria-label="Questions used this month"
          aria-valuemin={0}
          aria-valuemax={data.limit}
          aria-valuenow={data.used}
        >
          <div className="h-full rounded-full bg-brand-600" style={{ width: `${pct}%` }} />
        </div>
      )}
      <p className="mt-2 text-xs text-gray-600">{label}</p>
    </div>
  );
}
