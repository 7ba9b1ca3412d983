import { RefreshCw } from 'lucide-react';
import type { ComponentState } from '@common/status';
import { Button } from '@/components/ui/button';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { STATUS_REFRESH_MS, useStatus } from '@/features/status/api/get-status';
import { ComponentRow } from '@/features/status/components/component-row';
import { StateIcon } from '@/features/status/components/state-badge';
import { cn } from '@/lib/cn';
import { usePageMeta } from '@/lib/use-page-meta';

const overallText: Record<ComponentState, string> = {
  operational: 'All systems operational',
  degraded: 'Some systems are slow',
  down: 'Some systems are down',
};
const overallStyle: Record<ComponentState, string> = {
  operational: 'border-green-200 bg-green-50',
  degraded: 'border-amber-200 bg-amber-50',
  down: 'border-red-200 bg-red-50',
};

/** System status: live checks and uptime from the health samples the server records. */
export default function StatusPage() {
  usePageMeta('/status');
  const status = useStatus();
  const data = status.data;

  return (
    <div className="mx-auto max-w-4xl px-4 py-12 sm:px-6 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">System Status</h1>
          <p className="mt-2 text-gray-600">Live checks of the Propwise service, refreshed every {STATUS_REFRESH_MS / 1000} seconds.</p>
        </div>
        <Button variant="outline" onClick={() => void status.refetch()} disabled={status.isFetching}>
          <RefreshCw className={cn(status.isFetching && 'animate-spin')} aria-hidden />
          {status.isFetching ? 'Checking...' : 'Check now'}
        </Button>
      </div>

      {status.isPending ? (
        <div className="mt-10 flex justify-center">
          <Spinner label="Checking systems" className="h-8 w-8" />
        </div>
      ) : !data ? (
        <div className="mt-8">
          <ErrorBanner message="The status service did not answer. That usually means the API is down; this page will try again shortly." />
        </div>
      ) : (
        <>
          <div role="status" className={cn('mt-8 flex flex-wrap items-center justify-between gap-3 rounded-xl border p-5', overallStyle[data.overall])}>
            <p className="flex items-center gap-3 text-lg font-semibold text-gray-900">
              <StateIcon state={data.overall} className="h-6 w-6" />
              {overallText[data.overall]}
            </p>
            <p className="text-sm text-gray-600">
              Last checked <time dateTime={data.checkedAt}>{new Date(data.checkedAt).toLocaleTimeString()}</time>
            </p>
          </div>
          {status.isError && (
            <div className="mt-4">
              <ErrorBanner message="The latest check did not answer; showing the previous result." />
            </div>
          )}
          <section aria-labelledby="components-title" className="mt-8 rounded-xl border border-gray-200 bg-white shadow-sm">
            <h2 id="components-title" className="sr-only">
              Components
            </h2>
            <ul className="divide-y divide-gray-200">
              {data.components.map((c) => (
                <ComponentRow key={c.id} component={c} />
              ))}
            </ul>
          </section>
          <p className="mt-4 text-sm text-gray-500">
            Latency is measured when the page checks; for document processing it is how late the worker ran its last heartbeat. Uptime comes from health samples
            the server records every {data.sampleIntervalSeconds} seconds and keeps for 90 days; a sample that should have been recorded but was not counts as
            downtime.
          </p>
        </>
      )}
    </div>
  );
}
