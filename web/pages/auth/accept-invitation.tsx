import { MailCheck, MailX } from 'lucide-react';
import { Link, useNavigate, useParams } from 'react-router';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { invitationClosedReason } from '@/features/auth/invitee-sign-up';
import { roleLabels } from '@/features/team/role-badge';
import { useAcceptInvitation, useInvitationDetails } from '@/features/team/api';
import { ApiError } from '@/lib/api';
import { authClient, useSession } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

function Shell({ children }: { children: React.ReactNode }) {
  return <div className="mx-auto flex min-h-[70vh] max-w-lg items-center px-4 py-12">{children}</div>;
}

/** /accept-invitation/:id: the page the invitation email links to. */
export default function AcceptInvitationPage() {
  usePageMeta({ title: 'Accept invitation | Propwise', description: 'Join a workspace on Propwise.', noindex: true });
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const { data: session, isPending: sessionPending, refetch } = useSession();
  const { data: inv, isPending, error } = useInvitationDetails(id);
  const accept = useAcceptInvitation();

  if (isPending || sessionPending) return <FullPageSpinner />;

  if (error || !inv) {
    return (
      <Shell>
        <Card className="w-full">
          <CardHeader className="items-center text-center">
            <MailX className="h-10 w-10 text-gray-400" aria-hidden />
            <CardTitle>Invitation not found</CardTitle>
            <CardDescription>This invitation link is not valid. Check that you opened the whole link from the email.</CardDescription>
          </CardHeader>
          <CardContent className="flex justify-center">
            <Button asChild variant="outline">
              <Link to="/">Return to Home</Link>
            </Button>
          </CardContent>
        </Card>
      </Shell>
    );
  }

  const next = encodeURIComponent(`/accept-invitation/${id}`);
  const signedInAs = session?.user.email;
  const wrongAccount = signedInAs && signedInAs.toLowerCase() !== inv.email.toLowerCase();

  return (
    <Shell>
      <Card className="w-full">
        <CardHeader className="items-center text-center">
          <MailCheck className="h-10 w-10 text-brand-600" aria-hidden />
          <CardTitle>Join {inv.workspaceName}</CardTitle>
          <CardDescription>
            {inv.inviterName ?? 'A workspace Owner'} invited <span className="font-medium text-gray-700">{inv.email}</span> to join{' '}
            <span className="font-medium text-gray-700">{inv.workspaceName}</span> on Propwise as {inv.role === 'admin' ? 'an' : 'a'} {roleLabels[inv.role]}.
          </CardDescription>
        </CardHeader>
        <CardContent className="space-y-4">
          {inv.status !== 'pending' ? (
            <>
              <ErrorBanner message={invitationClosedReason[inv.status] ?? 'This invitation can no longer be used.'} />
              <Button asChild variant="outline" className="w-full">
                <Link to={session ? '/dashboard' : '/'}>{session ? 'Go to Dashboard' : 'Return to Home'}</Link>
              </Button>
            </>
          ) : !session ? (
            <>
              <p className="text-center text-sm text-gray-600">Sign in or create an account with {inv.email} to accept.</p>
              <div className="flex flex-col gap-2 sm:flex-row">
                <Button asChild className="flex-1">
                  <Link to={`/sign-in?next=${next}`}>Sign in to accept</Link>
                </Button>
                <Button asChild variant="outline" className="flex-1">
                  <Link to={`/sign-up?invitation=${encodeURIComponent(id)}`}>Create account</Link>
                </Button>
              </div>
            </>
          ) : wrongAccount ? (
            <>
              <ErrorBanner message={`You are signed in as ${signedInAs}, but this invitation is for ${inv.email}.`} />
              <Button
                variant="outline"
                className="w-full"
                onClick={async () => {
                  await authClient.signOut();
                  navigate(`/sign-in?next=${next}`);
                }}
              >
                Sign out and use {inv.email}
              </Button>
            </>
          ) : (
            <>
              {accept.error && <ErrorBanner message={accept.error instanceof ApiError ? accept.error.message : 'An unexpected error occurred'} />}
              <Button
                className="w-full"
                disabled={accept.isPending}
                onClick={() =>
                  accept.mutate(id, {
                    onSuccess: async () => {
                      await refetch();
                      toast.success('Welcome aboard', { description: `You joined ${inv.workspaceName}.` });
                      navigate('/dashboard/team');
                    },
                  })
                }
              >
                {accept.isPending ? 'Joining...' : 'Accept invitation'}
              </Button>
            </>
          )}
        </CardContent>
      </Card>
    </Shell>
  );
}
