import { Link, Navigate, useNavigate } from 'react-router';
import { toast } from 'sonner';
import { inviteeSignUpSchema } from '@common/auth';
import { Button } from '@/components/ui/button';
import { ErrorBanner, FullPageSpinner } from '@/components/ui/feedback';
import { FormError } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { PasswordTermsAndSubmit, useSignUpForm } from '@/features/auth/sign-up-form';
import { termsField } from '@/features/auth/terms-field';
import { useInvitationDetails, type InvitationDetails } from '@/features/team/api';
import { roleLabels } from '@/features/team/role-badge';
import { authClient, useSession } from '@/lib/auth-client';

/** Why an invitation link no longer works, by its status. */
export const invitationClosedReason: Record<string, string> = {
  accepted: 'This invitation has already been accepted.',
  canceled: 'This invitation was revoked by the workspace.',
  rejected: 'This invitation was declined.',
  expired: 'This invitation has expired. Ask the person who invited you to send a new one.',
};

const formSchema = inviteeSignUpSchema.extend({ terms: termsField });

/**
 * /sign-up?invitation=<id>: an account for the invited address that joins the inviting workspace with the
 * invited role (the server accepts the invitation in the same step; no workspace of its own, no company or
 * portfolio questions, and no verification email: the invitation link was delivered to that address).
 */
export function InviteeSignUp({ invitationId }: { invitationId: string }) {
  const { data: session, isPending: sessionPending } = useSession();
  const { data: invitation, isPending, error } = useInvitationDetails(invitationId);
  const acceptPath = `/accept-invitation/${encodeURIComponent(invitationId)}`;

  if (isPending || sessionPending) return <FullPageSpinner />;
  // Someone already signed in accepts on the invitation page (it checks the address).
  if (session) return <Navigate to={acceptPath} replace />;
  if (error || !invitation) {
    return (
      <AuthShell title="Invitation not found" description="This invitation link is not valid. Check that you opened the whole link from the email.">
        <Button asChild variant="outline" className="w-full">
          <Link to="/sign-up">Create an account without an invitation</Link>
        </Button>
      </AuthShell>
    );
  }
  if (invitation.status !== 'pending') {
    return (
      <AuthShell title={`Join ${invitation.workspaceName}`}>
        <div className="space-y-4">
          <ErrorBanner message={invitationClosedReason[invitation.status] ?? 'This invitation can no longer be used.'} />
          <Button asChild variant="outline" className="w-full">
            <Link to="/sign-in">Sign in</Link>
          </Button>
        </div>
      </AuthShell>
    );
  }
  return <InviteeForm invitation={invitation} acceptPath={acceptPath} />;
}

function InviteeForm({ invitation, acceptPath }: { invitation: InvitationDetails; acceptPath: string }) {
  const navigate = useNavigate();
  const { form, submit } = useSignUpForm(
    formSchema,
    { name: '', email: invitation.email, password: '', invitationId: invitation.id, terms: false },
    async (input) => {
      // The account is verified and already a member: sign straight in to the inviting workspace.
      const signedIn = await authClient.signIn.email({ email: input.email, password: input.password });
      if (signedIn.error) {
        navigate(`/sign-in?next=${encodeURIComponent('/dashboard')}`);
        return;
      }
      toast.success('Welcome aboard', { description: `You joined ${invitation.workspaceName}.` });
      navigate('/dashboard', { replace: true });
    },
  );
  const { register } = form;
  const { errors } = form.formState;

  const role = roleLabels[invitation.role];
  return (
    <AuthShell
      title={`Join ${invitation.workspaceName}`}
      description={
        <>
          {invitation.inviterName ?? 'A workspace Owner'} invited you to join <span className="font-medium text-gray-800">{invitation.workspaceName}</span> as{' '}
          {invitation.role === 'admin' ? 'an' : 'a'} {role}. Create your account to accept.
        </>
      }
      footer={
        <>
          Already have an account?{' '}
          <Link to={`/sign-in?next=${encodeURIComponent(acceptPath)}`} className="font-medium text-brand-600 hover:underline">
            Sign in to accept
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <FormError form={form} />
        <FormField id="email" label="Email" error={errors.email?.message} hint={<span className="text-xs text-gray-500">From your invitation</span>}>
          {/* The invitation is for this address; the server refuses any other. */}
          <Input
            {...fieldAria('email', errors.email?.message)}
            {...register('email')}
            type="email"
            readOnly
            aria-readonly
            className="bg-gray-50 text-gray-700"
          />
        </FormField>
        <FormField id="name" label="Full Name" error={errors.name?.message}>
          <Input {...fieldAria('name', errors.name?.message)} {...register('name')} autoComplete="name" placeholder="Jordan Rivera" autoFocus />
        </FormField>
        <PasswordTermsAndSubmit form={form} submitLabel="Create account and join" pendingLabel={`Joining ${invitation.workspaceName}...`} />
      </form>
    </AuthShell>
  );
}
