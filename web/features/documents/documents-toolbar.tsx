import { LayoutGrid, List } from 'lucide-react';
import { useId } from 'react';
import { documentListSorts, documentStatuses, documentTypes, type DocumentListSort, type DocumentStatus, type DocumentType } from '@common/documents';
import { NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { cn } from '@/lib/cn';
import { useAllProperties } from '@/features/portfolio/api';
import type { DocumentFilters } from './api';
import { documentStatusLabels, documentTypeLabels } from './format';

export type DocumentView = 'grid' | 'list';

const sortLabels: Record<DocumentListSort, string> = {
  newest: 'Newest',
  oldest: 'Oldest',
  name: 'Name',
  type: 'Type',
  status: 'Status',
};

/** Sort, and filters by type, status and (when the workspace has properties) the property a document is linked to. */
export function DocumentsToolbar({ filters, onChange }: { filters: DocumentFilters; onChange: (f: DocumentFilters) => void }) {
  const id = useId();
  const { data: properties = [] } = useAllProperties();
  return (
    <div className="flex">
      <div className={cn('grid min-w-0 flex-1 gap-2 sm:flex sm:flex-none sm:flex-wrap sm:gap-3', properties.length ? 'grid-cols-2' : 'grid-cols-3')}>
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-sort`} className="block text-xs text-gray-600">
            Sort
          </Label>
          <NativeSelect
            id={`${id}-sort`}
            className="h-9 text-xs sm:w-36 sm:text-sm"
            value={filters.sort}
            onChange={(e) => onChange({ ...filters, sort: e.target.value as DocumentListSort })}
          >
            {documentListSorts.map((s) => (
              <option key={s} value={s}>
                {sortLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-type`} className="block text-xs text-gray-600">
            Type
          </Label>
          <NativeSelect
            id={`${id}-type`}
            className="h-9 text-xs sm:w-44 sm:text-sm"
            value={filters.type ?? ''}
            onChange={(e) =>
              onChange({
                ...filters,
                type: (e.target.value || undefined) as DocumentType | undefined,
              })
            }
          >
            <option value="">All types</option>
            {documentTypes.map((t) => (
              <option key={t} value={t}>
                {documentTypeLabels[t]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div className="min-w-0 space-y-1">
          <Label htmlFor={`${id}-status`} className="block text-xs text-gray-600">
            Status
          </Label>
          <NativeSelect
            id={`${id}-status`}
            className="h-9 text-xs sm:w-36 sm:text-sm"
            value={filters.status ?? ''}
            onChange={(e) =>
              onChange({
                ...filters,
                status: (e.target.value || undefined) as DocumentStatus | undefined,
              })
            }
          >
            <option value="">All statuses</option>
            {documentStatuses.map((s) => (
              <option key={s} value={s}>
                {documentStatusLabels[s]}
              </option>
            ))}
          </NativeSelect>
        </div>
        {properties.length > 0 && (
          <div className="min-w-0 space-y-1">
            <Label htmlFor={`${id}-property`} className="block text-xs text-gray-600">
              Property
            </Label>
            <NativeSelect
              id={`${id}-property`}
              className="h-9 text-xs sm:w-48 sm:text-sm"
              value={filters.propertyId ?? ''}
              onChange={(e) => onChange({ ...filters, propertyId: e.target.value || undefined })}
            >
              <option value="">Any property</option>
              {properties.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.name}
                </option>
              ))}
            </NativeSelect>
          </div>
        )}
      </div>
    </div>
  );
}

/** Grid or list. */
export function ViewSwitch({ view, onView }: { view: DocumentView; onView: (v: DocumentView) => void }) {
  return (
    <fieldset className="flex rounded-md border border-gray-300 bg-white p-0.5" aria-label="View">
      {(
        [
          ['grid', 'Grid view', LayoutGrid],
          ['list', 'List view', List],
        ] as const
      ).map(([value, label, Icon]) => (
        <button
          key={value}
          type="button"
          aria-label={label}
          aria-pressed={view === value}
          title={label}
          onClick={() => onView(value)}
          className={cn(
            'flex h-8 w-9 items-center justify-center rounded text-gray-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500',
            view === value ? 'bg-brand-50 text-brand-700' : 'hover:bg-gray-50',
          )}
        >
          <Icon className="h-4 w-4" aria-hidden />
        </button>
      ))}
    </fieldset>
  );
}
