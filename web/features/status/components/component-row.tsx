import { uptimeWindows, type ComponentStatus } from '@common/status';
import { StateBadge, StateIcon } from './state-badge';

const formatPercent = (p: number) => `${p.toFixed(2).replace(/\.?0+$/, '')}%`;

/** One component: live state and latency, then uptime per window from the recorded samples. */
export function ComponentRow({ component }: { component: ComponentStatus }) {
  const { id, name, description, state, latencyMs, detail, uptime } = component;
  return (
    <li aria-labelledby={`component-${id}`} data-testid={`component-${id}`} className="p-5 sm:p-6">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="flex min-w-0 gap-3">
          <StateIcon state={state} className="mt-0.5 h-5 w-5 shrink-0" />
          <div className="min-w-0">
            <h3 id={`component-${id}`} className="font-semibold text-gray-900">
              {name}
            </h3>
            <p className="text-sm text-gray-600">{description}</p>
          </div>
        </div>
        <div className="ml-8 flex items-center gap-3 sm:ml-0">
          <span className="text-sm tabular-nums text-gray-700" data-testid={`latency-${id}`}>
            {latencyMs === null ? 'No measurement' : latencyMs === 0 ? '<1 ms' : `${latencyMs} ms`}
          </span>
          <StateBadge state={state} />
        </div>
      </div>
      <p className="mt-2 pl-8 text-xs text-gray-500">{detail}</p>
      <p className="mt-4 text-xs font-medium uppercase tracking-wide text-gray-500 sm:pl-8">Uptime</p>
      <dl className="mt-2 grid grid-cols-3 gap-2 sm:pl-8">
        {uptimeWindows.map((w) => {
          const figure = uptime[w.id];
          return (
            <div key={w.id} className="rounded-lg bg-gray-50 px-3 py-2">
              <dt className="text-xs text-gray-500">{w.short}</dt>
              <dd
                className={`mt-0.5 text-sm font-semibold tabular-nums ${figure.percent === null ? 'text-gray-400' : 'text-gray-900'}`}
                title={figure.samples ? `${figure.samples.toLocaleString()} samples` : undefined}
              >
                {figure.percent === null ? 'No data yet' : formatPercent(figure.percent)}
              </dd>
            </div>
          );
        })}
      </dl>
    </li>
  );
}
