import type { ReactNode } from 'react';
import { usePageMeta } from '@/lib/use-page-meta';

/** A signed-in screen's heading; also sets the tab title (these screens are never indexed). */
export function AppPageHeader({ title, description, actions }: { title: string; description?: ReactNode; actions?: ReactNode }) {
  usePageMeta({ title: `${title} | Propwise`, description: typeof description === 'string' ? description : title, noindex: true });
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-2xl font-semibold tracking-tight text-gray-900">{title}</h1>
        {description && <p className="mt-1 text-sm text-gray-600">{description}</p>}
      </div>
      {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
    </div>
  );
}
