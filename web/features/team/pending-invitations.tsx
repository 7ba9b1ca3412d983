import { MailOpen } from 'lucide-react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorBanner, Spinner } from '@/components/ui/feedback';
import { showError } from '@/lib/api';
import { useInvitations, useResendInvitation, useRevokeInvitation } from './api';
import { RoleBadge } from './role-badge';

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/** Open invitations with resend and revoke (Owners and Admins only). */
export function PendingInvitations() {
  const { data, isPending, isError } = useInvitations(true);
  const resend = useResendInvitation();
  const revoke = useRevokeInvitation();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Pending Invitations</CardTitle>
        <CardDescription>Invitations that have not been accepted yet.</CardDescription>
      </CardHeader>
      <CardContent>
        {isPending ? (
          <Spinner label="Loading invitations" />
        ) : isError ? (
          <ErrorBanner message="Invitations could not be loaded." />
        ) : !data?.length ? (
          <EmptyState
            icon={<MailOpen className="h-6 w-6" />}
            title="No pending invitations"
            description="Invite a colleague with Invite Member; their invitation waits here until they accept."
          />
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="Pending invitations">
            {data.map((inv) => (
              <li key={inv.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-3" data-testid="invitation-row">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="truncate text-sm font-medium text-gray-900">{inv.email}</p>
                  <p className="text-xs text-gray-500">
                    Invited {inv.invitedBy ? `by ${inv.invitedBy} ` : ''}on {dateFmt.format(new Date(inv.createdAt))} · expires{' '}
                    {dateFmt.format(new Date(inv.expiresAt))}
                  </p>
                </div>
                <RoleBadge role={inv.role} />
                <div className="flex gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    disabled={resend.isPending}
                    aria-label={`Resend invitation to ${inv.email}`}
                    onClick={() =>
                      resend.mutate(inv.id, {
                        onSuccess: () => toast.success('Invitation resent', { description: `We emailed ${inv.email} again.` }),
                        onError: (err) => showError(err),
                      })
                    }
                  >
                    Resend
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className="text-red-600 hover:bg-red-50"
                    disabled={revoke.isPending}
                    aria-label={`Revoke invitation to ${inv.email}`}
                    onClick={() =>
                      revoke.mutate(inv.id, {
                        onSuccess: () => toast.success('Invitation revoked', { description: `The link sent to ${inv.email} no longer works.` }),
                        onError: (err) => showError(err),
                      })
                    }
                  >
                    Revoke
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}
