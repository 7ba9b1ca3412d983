import { CheckCircle2, FileSpreadsheet, Upload } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { toast } from 'sonner';
import { propertyTypes } from '@common/portfolio';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { Input, NativeSelect } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { type RentRollPreview, useAllProperties, useConfirmRentRoll, useRentRollImport, useUploadRentRoll } from '@/features/portfolio/api';
import { count, propertyTypeLabels } from '@/features/portfolio/format';
import { RentRollRows } from '@/features/portfolio/rent-roll-rows';
import { ApiError } from '@/lib/api';

const fieldLabels: Record<string, string> = {
  property: 'Property',
  unit: 'Unit',
  tenant: 'Tenant names',
  email: 'Tenant email',
  phone: 'Tenant phone',
  start: 'Lease start',
  end: 'Lease end',
  rent: 'Monthly rent',
  deposit: 'Deposit',
};

/**
 * /dashboard/rent-roll: import properties, units, tenants and leases from a rent roll. The file is read into a
 * preview (kept in the address as ?import=<id>); nothing is written until the person confirms.
 */
export default function RentRollPage() {
  const [params, setParams] = useSearchParams();
  const importId = params.get('import');
  const { data: preview, isPending, error } = useRentRollImport(importId);

  return (
    <>
      <AppPageHeader
        title="Import a rent roll"
        description="Create your properties, units, tenants and leases from a rent roll (CSV or Excel). You see every row before anything is saved."
      />
      {!importId ? (
        <UploadStep onPreview={(p) => setParams({ import: p.id })} />
      ) : isPending ? (
        <Spinner label="Loading the preview" />
      ) : error || !preview ? (
        <div className="space-y-4">
          <ErrorBanner
            message={error instanceof ApiError && error.status === 404 ? 'This import does not exist in this workspace.' : 'The preview could not be loaded.'}
          />
          <Button variant="outline" onClick={() => setParams({})}>
            Import a file
          </Button>
        </div>
      ) : (
        <PreviewStep preview={preview} onAnother={() => setParams({})} />
      )}
    </>
  );
}

function UploadStep({ onPreview }: { onPreview: (p: RentRollPreview) => void }) {
  const id = useId();
  const [file, setFile] = useState<File | null>(null);
  const [propertyType, setPropertyType] = useState('residential');
  const [defaultProperty, setDefaultProperty] = useState('');
  const [error, setError] = useState<string>();
  const upload = useUploadRentRoll();
  const { data: properties = [] } = useAllProperties();
  const submit = (e: React.FormEvent) => {
    e.preventDefault();
    if (!file) return setError('Choose a CSV or Excel file first');
    setError(undefined);
    upload.mutate(
      { file, propertyType, defaultProperty },
      { onSuccess: onPreview, onError: (err) => setError(err instanceof ApiError ? err.message : 'The file could not be read. Please try again.') },
    );
  };
  return (
    <Card className="max-w-2xl">
      <CardHeader>
        <CardTitle>Choose your rent roll</CardTitle>
        <CardDescription>
          A CSV or Excel (.xlsx) file with a header row. Columns are recognised by their names: property (or building, address), unit (apt, suite), tenant
          names, email, phone, lease start (move-in, commencement), lease end (expiration), rent and deposit. Dates like 2025-03-01, 3/1/2025 or Mar 1 2025 and
          amounts like $1,850.00 are read as written.
        </CardDescription>
      </CardHeader>
      <CardContent>
        <form onSubmit={submit} className="space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor={`${id}-file`}>Rent roll file</Label>
            <Input
              id={`${id}-file`}
              type="file"
              accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
              className="h-auto py-1.5"
            />
          </div>
          <div className="grid gap-4 sm:grid-cols-2">
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-type`}>Type of new properties</Label>
              <NativeSelect id={`${id}-type`} value={propertyType} onChange={(e) => setPropertyType(e.target.value)}>
                {propertyTypes.map((t) => (
                  <option key={t} value={t}>
                    {propertyTypeLabels[t]}
                  </option>
                ))}
              </NativeSelect>
            </div>
            <div className="space-y-1.5">
              <Label htmlFor={`${id}-default`}>
                Property for rows that name none <span className="font-normal text-gray-500">(optional)</span>
              </Label>
              <Input
                id={`${id}-default`}
                list={`${id}-properties`}
                value={defaultProperty}
                maxLength={200}
                onChange={(e) => setDefaultProperty(e.target.value)}
              />
              <datalist id={`${id}-properties`}>
                {properties.map((p) => (
                  <option key={p.id} value={p.name} />
                ))}
              </datalist>
            </div>
          </div>
          <ErrorBanner message={error} />
          <Button type="submit" disabled={upload.isPending}>
            {upload.isPending ? (
              <>
                <Spinner className="h-4 w-4 text-white" label="Reading" /> Reading the file…
              </>
            ) : (
              <>
                <Upload /> Preview the import
              </>
            )}
          </Button>
        </form>
      </CardContent>
    </Card>
  );
}

function PreviewStep({ preview, onAnother }: { preview: RentRollPreview; onAnother: () => void }) {
  const confirm = useConfirmRentRoll();
  const [error, setError] = useState<string>();
  const { counts } = preview;
  const done = preview.status === 'confirmed';
  const creates = [
    count(counts.properties.create, 'property', 'properties'),
    count(counts.units.create, 'unit', 'units'),
    count(counts.tenants.create, 'tenant', 'tenants'),
    count(counts.leases.create, 'lease', 'leases'),
  ].join(', ');
  const existing = counts.properties.exists + counts.units.exists + counts.tenants.exists + counts.leases.exists;
  const nothingNew = counts.properties.create + counts.units.create + counts.tenants.create + counts.leases.create === 0;

  return (
    <div className="space-y-6">
      <Card>
        <CardHeader>
          <CardTitle className="flex flex-wrap items-center gap-2 break-all">
            <FileSpreadsheet className="h-5 w-5 shrink-0 text-brand-600" aria-hidden /> {preview.fileName}
          </CardTitle>
          <CardDescription data-testid="rent-roll-summary">
            {count(counts.rows, 'row', 'rows')}: {counts.ok.toLocaleString('en-US')} ready, {counts.bad.toLocaleString('en-US')} with problems
            {counts.bad > 0 ? ' (these are not imported)' : ''}.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {done && preview.result ? (
            <div
              role="status"
              className="flex items-start gap-2 rounded-md border border-green-200 bg-green-50 p-3 text-sm text-green-800"
              data-testid="rent-roll-result"
            >
              <CheckCircle2 className="mt-0.5 h-4 w-4 shrink-0" aria-hidden />
              <span>
                Imported: created {count(preview.result.created.properties, 'property', 'properties')}, {count(preview.result.created.units, 'unit', 'units')},{' '}
                {count(preview.result.created.tenants, 'tenant', 'tenants')} and {count(preview.result.created.leases, 'lease', 'leases')}
                {preview.result.skippedRows ? `; ${count(preview.result.skippedRows, 'row', 'rows')} with problems skipped` : ''}.
              </span>
            </div>
          ) : (
            <p className="text-sm text-gray-700" data-testid="rent-roll-plan">
              {nothingNew ? 'Everything in this file is already in your portfolio: importing it creates nothing.' : `Importing creates ${creates}.`}
              {existing > 0 && !nothingNew ? ` ${existing.toLocaleString('en-US')} records it names are already there and are used as they are.` : ''}
            </p>
          )}
          <details className="text-sm">
            <summary className="cursor-pointer text-gray-700">How the columns were read</summary>
            <ul className="mt-2 grid gap-1 sm:grid-cols-2">
              {preview.columns.map((c, i) => (
                <li key={`${i}-${c.header}`} className="break-words">
                  <span className="font-medium text-gray-900">{c.header || `Column ${i + 1}`}</span>{' '}
                  <span className="text-gray-500">→ {c.field ? fieldLabels[c.field] : 'not used'}</span>
                </li>
              ))}
            </ul>
          </details>
          <ErrorBanner message={error} />
          <div className="flex flex-col gap-2 sm:flex-row">
            {done ? (
              <>
                <Button asChild>
                  <Link to="/dashboard/properties">See properties</Link>
                </Button>
                <Button asChild variant="outline">
                  <Link to="/dashboard/leases">See leases</Link>
                </Button>
                <Button variant="outline" onClick={onAnother}>
                  Import another file
                </Button>
              </>
            ) : (
              <>
                <Button
                  disabled={confirm.isPending || counts.ok === 0}
                  onClick={() =>
                    confirm.mutate(preview.id, {
                      onSuccess: () => toast.success('Rent roll imported'),
                      onError: (err) => setError(err instanceof ApiError ? err.message : 'The import failed. Nothing was saved; try again.'),
                    })
                  }
                >
                  {confirm.isPending ? 'Importing…' : `Import ${count(counts.ok, 'row', 'rows')}`}
                </Button>
                <Button variant="outline" onClick={onAnother} disabled={confirm.isPending}>
                  Choose another file
                </Button>
              </>
            )}
          </div>
          {confirm.isPending && counts.ok > 1000 && <p className="text-xs text-gray-500">A large rent roll takes a little while; keep this page open.</p>}
        </CardContent>
      </Card>
      <RentRollRows preview={preview} />
    </div>
  );
}
