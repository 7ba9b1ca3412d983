import { Check } from 'lucide-react';
import { Badge } from '@/components/ui/badge';
import type { Feature } from './feature-list';

export function FeatureCard({ feature, detailed = false }: { feature: Feature; detailed?: boolean }) {
  const Icon = feature.icon;
  return (
    <article className="group flex h-full flex-col rounded-2xl border border-gray-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
      <div className="flex items-center justify-between gap-2">
        <span className="flex h-11 w-11 items-center justify-center rounded-xl bg-brand-50 text-brand-600 ring-1 ring-brand-100">
          <Icon className="h-5 w-5" aria-hidden />
        </span>
        {feature.comingSoon && <Badge variant="secondary">Coming soon</Badge>}
      </div>
      <h3 className="mt-4 text-lg font-semibold text-gray-900">{feature.title}</h3>
      <p className="mt-2 text-sm leading-6 text-gray-600">{feature.summary}</p>
      {detailed && (
        <ul className="mt-4 space-y-2 border-t border-gray-100 pt-4">
          {feature.points.map((p) => (
            <li key={p} className="flex gap-2 text-sm text-gray-700">
              <Check className="mt-0.5 h-4 w-4 shrink-0 text-brand-600" aria-hidden />
              <span>{p}</span>
            </li>
          ))}
        </ul>
      )}
    </article>
  );
}
