import { Link2, Search } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { toast } from 'sonner';
import type { Abstraction } from '@common/api/leases';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/feedback';
import { Input } from '@/components/ui/input';
import { showError } from '@/lib/api';
import { useLeaseChoices, useSetAmendmentLease } from './api';
import { formatDate } from './format';

/** Which lease an amendment changes: a suggestion to confirm or replace, a person's choice, or none yet. */
export function AmendmentLink({ abstraction, canEdit }: { abstraction: Abstraction; canEdit: boolean }) {
  const [choosing, setChoosing] = useState(false);
  const setLease = useSetAmendmentLease(abstraction.documentId);
  const choose = (leaseId: string | null, message: string) =>
    setLease.mutate(leaseId, {
      onSuccess: () => {
        toast.success(message);
        setChoosing(false);
      },
      onError: (e) => showError(e, 'Could not change the lease'),
    });
  const { lease, leaseLink } = abstraction;

  return (
    <div className="space-y-2 rounded-lg border border-gray-200 p-3" data-testid="amendment-link">
      <p className="flex items-center gap-1.5 text-xs font-medium uppercase tracking-wide text-gray-500">
        <Link2 className="h-3.5 w-3.5" aria-hidden /> Lease it changes
      </p>
      {lease ? (
        <div className="flex flex-wrap items-center gap-2 text-sm">
          <Link to={`/dashboard/leases/${lease.id}`} className="min-w-0 break-words font-medium text-brand-700 hover:underline">
            {lease.label}
          </Link>
          <Badge variant={leaseLink === 'confirmed' ? 'success' : 'warning'}>{leaseLink === 'confirmed' ? 'Confirmed' : 'Suggested'}</Badge>
        </div>
      ) : (
        <p className="text-sm text-gray-700">
          {leaseLink === 'confirmed'
            ? 'Not linked to any lease (a person chose this). Its changes apply to no lease.'
            : (abstraction.portfolioNote ?? 'Not linked to a lease yet.')}
        </p>
      )}
      {lease && leaseLink === 'suggested' && (
        <p className="text-xs text-gray-600">
          Suggested from the parties, premises and dates this amendment names. Its changes already apply; confirm it or pick another lease.
        </p>
      )}
      {canEdit && (
        <div className="flex flex-wrap gap-2">
          {lease && leaseLink === 'suggested' && (
            <Button size="sm" disabled={setLease.isPending} onClick={() => choose(lease.id, 'Lease confirmed')}>
              Confirm
            </Button>
          )}
          <Button size="sm" variant="outline" onClick={() => setChoosing(true)}>
            {lease ? 'Choose another lease' : 'Choose the lease'}
          </Button>
          {lease && (
            <Button size="sm" variant="ghost" disabled={setLease.isPending} onClick={() => choose(null, 'Unlinked from the lease')}>
              Unlink
            </Button>
          )}
        </div>
      )}
      <LeaseChooser
        open={choosing}
        onOpenChange={setChoosing}
        current={lease?.id ?? null}
        confirmed={leaseLink === 'confirmed'}
        pending={setLease.isPending}
        onChoose={(id) => choose(id, id === lease?.id ? 'Lease confirmed' : 'Lease chosen')}
      />
    </div>
  );
}

function LeaseChooser({
  open,
  onOpenChange,
  current,
  confirmed,
  pending,
  onChoose,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The lease linked now; choosing it again confirms a suggested link, and a confirmed one cannot be chosen twice. */
  current: string | null;
  confirmed: boolean;
  pending: boolean;
  onChoose: (leaseId: string) => void;
}) {
  const [q, setQ] = useState('');
  const choices = useLeaseChoices(q.trim(), open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Choose the lease this amendment changes</DialogTitle>
        <DialogDescription>Search by property, address, unit or tenant.</DialogDescription>
        <div className="relative">
          <Search className="pointer-events-none absolute left-3 top-3 h-4 w-4 text-gray-400" aria-hidden />
          <Input
            value={q}
            onChange={(e) => setQ(e.target.value)}
            placeholder="Oak Street, 4B, Dana Reyes…"
            className="pl-9"
            aria-label="Search leases"
            autoFocus
          />
        </div>
        <div className="max-h-72 overflow-y-auto">
          {choices.isPending ? (
            <Spinner />
          ) : !choices.data?.length ? (
            <p className="py-4 text-sm text-gray-600">
              {q
                ? 'No lease matches. Try a tenant name or the street.'
                : 'No leases are in the portfolio yet. Upload the lease (it joins the portfolio once its premises and commencement are known); this amendment is linked when it arrives.'}
            </p>
          ) : (
            <ul className="divide-y divide-gray-100" aria-label="Leases">
              {choices.data.map((c) => (
                <li key={c.id}>
                  <button
                    type="button"
                    disabled={pending || (confirmed && c.id === current)}
                    onClick={() => onChoose(c.id)}
                    className="w-full px-2 py-2.5 text-left hover:bg-brand-50 disabled:opacity-60"
                  >
                    <span className="block break-words text-sm font-medium text-gray-900">{c.label}</span>
                    <span className="block text-xs text-gray-500">
                      {formatDate(c.startDate)} – {c.endDate ? formatDate(c.endDate) : 'no end date'}
                      {c.id === current && (confirmed ? ' · linked now' : ' · suggested')}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
