import { ShieldAlert, UserCheck, Users } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { EmptyState, ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { useAdminOverview, useApproveAccount, useInviteFromWaitlist, type PendingAccount, type WaitlistRow } from '@/features/auth/admin-api';
import { ApiError, showError } from '@/lib/api';

const dateTime = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** Platform administration (ADMIN_EMAILS only): approve new accounts and invite people from the waitlist. */
export default function AdminPage() {
  const overview = useAdminOverview();

  if (overview.isPending) return <FullPageSpinner />;
  if (overview.error) {
    if (overview.error instanceof ApiError && overview.error.status === 403) {
      return (
        <EmptyState
          icon={<ShieldAlert className="h-8 w-8" />}
          title="Platform administrators only"
          description="This page is for the people who run this Propwise deployment. Ask them if you think you should have access."
        />
      );
    }
    return <ErrorBanner message={overview.error.message} />;
  }

  const { pending, waitlist, signupApproval } = overview.data;
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <div>
        <h1 className="text-2xl font-semibold text-gray-900">Platform administration</h1>
        <p className="mt-1 text-sm text-gray-600">
          New accounts are{' '}
          {signupApproval === 'manual' ? 'approved here by an administrator (SIGNUP_APPROVAL=manual)' : 'approved automatically (SIGNUP_APPROVAL=auto)'}.
        </p>
      </div>
      <PendingAccounts accounts={pending} manual={signupApproval === 'manual'} />
      <Waitlist entries={waitlist} />
    </div>
  );
}

function PendingAccounts({ accounts, manual }: { accounts: PendingAccount[]; manual: boolean }) {
  const approve = useApproveAccount();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Accounts awaiting approval</CardTitle>
        <CardDescription>Approving an account lets its owner into their workspace and emails them.</CardDescription>
      </CardHeader>
      <CardContent>
        {accounts.length === 0 ? (
          <EmptyState
            icon={<UserCheck className="h-8 w-8" />}
            title="No accounts waiting"
            description={manual ? 'New sign-ups appear here until you approve them.' : 'Sign-ups are approved automatically on this deployment.'}
          />
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="Accounts awaiting approval">
            {accounts.map((a) => (
              <li key={a.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-medium text-gray-900">
                    {a.name} {!a.emailVerified && <Badge variant="warning">Email not verified</Badge>}
                  </p>
                  <p className="break-words text-sm text-gray-600">{a.email}</p>
                  <p className="text-xs text-gray-500">
                    {[a.workspaceName ?? a.company, a.portfolioSize ? `${a.portfolioSize} units` : null, `signed up ${dateTime(a.createdAt)}`]
                      .filter(Boolean)
                      .join(' · ')}
                  </p>
                </div>
                <Button
                  size="sm"
                  aria-label={`Approve ${a.email}`}
                  disabled={approve.isPending && approve.variables === a.id}
                  onClick={() =>
                    approve.mutate(a.id, {
                      onSuccess: () => toast.success('Account approved', { description: `${a.email} can now use Propwise.` }),
                      onError: (err) => showError(err, 'Could not approve'),
                    })
                  }
                >
                  Approve
                </Button>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function Waitlist({ entries }: { entries: WaitlistRow[] }) {
  const invite = useInviteFromWaitlist();
  return (
    <Card>
      <CardHeader>
        <CardTitle>Waitlist</CardTitle>
        <CardDescription>Inviting someone emails them a link to create their account.</CardDescription>
      </CardHeader>
      <CardContent>
        {entries.length === 0 ? (
          <EmptyState
            icon={<Users className="h-8 w-8" />}
            title="Nobody on the waitlist"
            description="People who join the waitlist on the public site appear here."
          />
        ) : (
          <ul className="divide-y divide-gray-100" aria-label="Waitlist">
            {entries.map((e) => (
              <li key={e.id} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="break-words font-medium text-gray-900">
                    <span className="mr-2 text-gray-500">#{e.position}</span>
                    {e.email}
                  </p>
                  <p className="text-xs text-gray-500">
                    Joined {dateTime(e.createdAt)}
                    {e.invitedAt && ` · invited ${dateTime(e.invitedAt)}`}
                  </p>
                </div>
                <div className="flex items-center gap-2">
                  {e.invitedAt && <Badge variant="success">Invited</Badge>}
                  <Button
                    size="sm"
                    variant={e.invitedAt ? 'outline' : 'default'}
                    aria-label={`${e.invitedAt ? 'Resend invitation to' : 'Invite'} ${e.email}`}
                    disabled={invite.isPending && invite.variables === e.id}
                    onClick={() =>
                      invite.mutate(e.id, {
                        onSuccess: () => toast.success('Invitation sent', { description: `${e.email} got a link to create an account.` }),
                        onError: (err) => showError(err, 'Could not invite'),
                      })
                    }
                  >
                    {e.invitedAt ? 'Resend invite' : 'Invite'}
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
