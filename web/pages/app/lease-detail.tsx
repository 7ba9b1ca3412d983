import { ChevronRight, FileSignature, FileX } from 'lucide-react';
import { Link, useParams, useSearchParams } from 'react-router';
import type { LeasePage } from '@common/api/leases';
import type { leaseStatuses } from '@common/portfolio';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { EmptyState, ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { useLeasePage } from '@/features/leases/api';
import { formatCents, formatDate } from '@/features/leases/format';
import { LeaseTermsAsOf, todayIso } from '@/features/leases/lease-terms-as-of';
import { portfolioLinks } from '@/features/leases/portfolio-links';
import { useAbstractionLiveUpdates } from '@/features/leases/use-abstraction-live-updates';
import { ApiError } from '@/lib/api';
import { usePageMeta } from '@/lib/use-page-meta';

const statusBadge: Record<(typeof leaseStatuses)[number], { label: string; variant: 'success' | 'secondary' | 'warning' | 'destructive' }> = {
  active: { label: 'Active', variant: 'success' },
  draft: { label: 'Not started', variant: 'warning' },
  expired: { label: 'Expired', variant: 'secondary' },
  terminated: { label: 'Terminated', variant: 'destructive' },
};

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-gray-500">{label}</dt>
      <dd className="mt-0.5 break-words text-sm text-gray-900">{children}</dd>
    </div>
  );
}

/**
 * /dashboard/leases/:id?asOf=YYYY-MM-DD: one lease. Its record (property, unit, tenants, dates, rent, deposit), its
 * terms as of today or a date the user picks, each with the document that set it, and the documents it is read
 * from (the lease and its amendments, with how each is linked).
 */
export default function LeaseDetailPage() {
  const id = useParams().id ?? '';
  const [params, setParams] = useSearchParams();
  const asOfParam = params.get('asOf');
  const asOf = asOfParam && /^\d{4}-\d{2}-\d{2}$/.test(asOfParam) ? asOfParam : todayIso();
  const { data, isPending, error } = useLeasePage(id);
  useAbstractionLiveUpdates();
  usePageMeta({ title: `${data?.lease.label ?? 'Lease'} | Propwise`, description: 'Lease', noindex: true });

  if (isPending) return <FullPageSpinner />;
  if (error instanceof ApiError && error.status === 404)
    return (
      <EmptyState
        icon={<FileX className="h-8 w-8" />}
        title="This lease was deleted or does not exist"
        description="There is no such lease in this workspace. It may have been deleted, or it belongs to another workspace."
        action={
          <Button asChild variant="outline">
            <Link to={portfolioLinks.leases}>Back to Leases</Link>
          </Button>
        }
      />
    );
  if (!data) return <ErrorBanner message="This lease could not be loaded. Refresh to try again." />;
  const { lease, documents } = data;
  const status = statusBadge[lease.status];
  const setAsOf = (date: string) => {
    const next = new URLSearchParams(params);
    if (date === todayIso()) next.delete('asOf');
    else next.set('asOf', date);
    setParams(next, { replace: true });
  };

  return (
    <div className="space-y-6">
      <nav aria-label="Breadcrumb" className="min-w-0 text-sm text-gray-600">
        <ol className="flex flex-wrap items-center gap-1">
          <li>
            <Link to={portfolioLinks.leases} className="hover:text-brand-700 hover:underline">
              Leases
            </Link>
          </li>
          <ChevronRight className="h-3.5 w-3.5 shrink-0 text-gray-400" aria-hidden />
          <li aria-current="page" className="min-w-0 break-words text-gray-900">
            {lease.label}
          </li>
        </ol>
      </nav>

      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="break-words text-2xl font-semibold tracking-tight text-gray-900">{lease.label}</h1>
          <p className="mt-1 text-sm text-gray-600">
            {formatDate(lease.startDate)} – {lease.endDate ? formatDate(lease.endDate) : 'no end date'}
          </p>
        </div>
        <Badge variant={status.variant}>{status.label}</Badge>
      </div>

      <section aria-label="Lease record" className="rounded-xl border border-gray-200 bg-white p-4">
        <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-4">
          <Fact label="Property">
            <Link to={portfolioLinks.property(lease.property.id)} className="font-medium text-brand-700 hover:underline">
              {lease.property.name}
            </Link>
            {lease.property.address && lease.property.address !== lease.property.name && (
              <span className="block text-xs text-gray-500">{lease.property.address}</span>
            )}
          </Fact>
          <Fact label="Unit">{lease.unit ? lease.unit.label : '—'}</Fact>
          <Fact label="Tenants">
            {lease.tenants.length
              ? lease.tenants.map((t, i) => (
                  <span key={t.id}>
                    {i > 0 && ', '}
                    <Link to={portfolioLinks.tenant(t.id, t.name)} className="text-brand-700 hover:underline">
                      {t.name}
                    </Link>
                  </span>
                ))
              : '—'}
          </Fact>
          <Fact label="Monthly rent">{formatCents(lease.monthlyRentCents)}</Fact>
          <Fact label="Deposit">{formatCents(lease.depositCents)}</Fact>
          <Fact label="Start">{formatDate(lease.startDate)}</Fact>
          <Fact label="End">{lease.endDate ? formatDate(lease.endDate) : '—'}</Fact>
        </dl>
      </section>

      <LeaseDocuments documents={documents} />
      <LeaseTermsAsOf leaseId={lease.id} asOf={asOf} onAsOf={setAsOf} />
    </div>
  );
}

function LeaseDocuments({ documents }: { documents: LeasePage['documents'] }) {
  return (
    <section aria-labelledby="documents-heading" className="space-y-3 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="documents-heading" className="text-base font-semibold text-gray-900">
        Documents
      </h2>
      {!documents.length ? (
        <p className="text-sm text-gray-600">
          No lease document is linked to this lease yet, so its terms are not stated here. Upload the lease (tick "These are leases" when uploading): its terms
          are read and it is linked to this lease when its premises, unit and start date match.
        </p>
      ) : (
        <ul className="divide-y divide-gray-100">
          {documents.map((d) => (
            <li key={d.documentId} className="flex flex-wrap items-center justify-between gap-2 py-2.5">
              <div className="flex min-w-0 items-start gap-2">
                <FileSignature className="mt-0.5 h-4 w-4 shrink-0 text-gray-400" aria-hidden />
                <div className="min-w-0">
                  <Link to={`/dashboard/documents/${d.documentId}`} className="break-words text-sm font-medium text-brand-700 hover:underline">
                    {d.title}
                  </Link>
                  <p className="text-xs text-gray-500">
                    {d.kind === 'lease'
                      ? 'The lease'
                      : d.effectiveDate
                        ? `Amendment, in effect from ${formatDate(d.effectiveDate)}`
                        : 'Amendment (no effective date stated)'}
                  </p>
                </div>
              </div>
              <div className="flex flex-wrap gap-1.5">
                {d.kind === 'amendment' && (
                  <Badge variant={d.leaseLink === 'confirmed' ? 'success' : 'warning'}>
                    {d.leaseLink === 'confirmed' ? 'Link confirmed' : 'Link suggested'}
                  </Badge>
                )}
                {d.status !== 'ready' ? (
                  <Badge variant={d.status === 'failed' ? 'destructive' : 'warning'}>{d.status === 'failed' ? 'Failed' : 'Reading'}</Badge>
                ) : d.toReview ? (
                  <Badge variant="warning">{d.toReview} to review</Badge>
                ) : (
                  <Badge variant="success">Reviewed</Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
