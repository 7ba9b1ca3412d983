import { X } from 'lucide-react';
import { documentTypeLabels, documentTypes } from '@common/documents';
import { Button } from '@/components/ui/button';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useDocuments } from '@/features/documents/api';
import { useAllProperties } from '@/features/portfolio/api';
import { useProjects } from '@/features/projects/api';
import { cn } from '@/lib/cn';
import { emptySearchState, hasFilters, type SearchState } from './search-url';

/**
 * Project, the property documents are linked to (when the workspace has properties), document type, a specific
 * document of the chosen project, and the upload date range.
 */
export function SearchFilters({ state, onChange }: { state: SearchState; onChange: (next: SearchState) => void }) {
  const { data: projects } = useProjects();
  const { data: properties = [] } = useAllProperties();
  const set = (patch: Partial<SearchState>) => onChange({ ...state, ...patch });
  const withProperty = properties.length > 0 || !!state.propertyId;
  return (
    <fieldset className={cn('grid grid-cols-2 gap-3', withProperty ? 'lg:grid-cols-6' : 'lg:grid-cols-5')} aria-label="Filters">
      <legend className="sr-only">Filters</legend>
      <div className="col-span-2 min-w-0 space-y-1 lg:col-span-1">
        <Label htmlFor="search-project">Project</Label>
        <NativeSelect id="search-project" value={state.projectId} onChange={(e) => set({ projectId: e.target.value, documentId: '' })}>
          <option value="">All projects</option>
          {projects?.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </NativeSelect>
      </div>
      {withProperty && (
        <div className="col-span-2 min-w-0 space-y-1 lg:col-span-1">
          <Label htmlFor="search-property">Property</Label>
          <NativeSelect id="search-property" value={state.propertyId} onChange={(e) => set({ propertyId: e.target.value })}>
            <option value="">Any property</option>
            {properties.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name}
              </option>
            ))}
          </NativeSelect>
        </div>
      )}
      <div className="min-w-0 space-y-1">
        <Label htmlFor="search-type">Document type</Label>
        <NativeSelect id="search-type" value={state.type} onChange={(e) => set({ type: e.target.value as SearchState['type'] })}>
          <option value="">All types</option>
          {documentTypes.map((t) => (
            <option key={t} value={t}>
              {documentTypeLabels[t]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <div className="min-w-0 space-y-1">
        <Label htmlFor="search-document">Document</Label>
        {state.projectId ? (
          <DocumentSelect projectId={state.projectId} value={state.documentId} onChange={(documentId) => set({ documentId })} />
        ) : (
          <NativeSelect id="search-document" value="" disabled title="Choose a project to pick one of its documents">
            <option value="">All documents</option>
          </NativeSelect>
        )}
      </div>
      <div className="min-w-0 space-y-1">
        <Label htmlFor="search-from">Uploaded from</Label>
        <Input id="search-from" type="date" value={state.from} max={state.to || undefined} onChange={(e) => set({ from: e.target.value })} />
      </div>
      <div className="min-w-0 space-y-1">
        <Label htmlFor="search-to">Uploaded to</Label>
        <Input id="search-to" type="date" value={state.to} min={state.from || undefined} onChange={(e) => set({ to: e.target.value })} />
      </div>
      {hasFilters(state) && (
        <div className={cn('col-span-2', withProperty ? 'lg:col-span-6' : 'lg:col-span-5')}>
          <Button variant="ghost" size="sm" onClick={() => onChange({ ...emptySearchState, q: state.q })}>
            <X /> Clear filters
          </Button>
        </div>
      )}
    </fieldset>
  );
}

/** The chosen project's documents (mounted only once a project is chosen, so it never lists the whole workspace). */
function DocumentSelect({ projectId, value, onChange }: { projectId: string; value: string; onChange: (id: string) => void }) {
  const { data: documents } = useDocuments(projectId, { sort: 'name' });
  return (
    <NativeSelect id="search-document" value={value} onChange={(e) => onChange(e.target.value)}>
      <option value="">All documents</option>
      {documents?.map((d) => (
        <option key={d.id} value={d.id}>
          {d.title}
        </option>
      ))}
    </NativeSelect>
  );
}
