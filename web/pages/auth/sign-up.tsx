import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { authMessages, portfolioSizes, signUpSchema } from '@common/auth';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/feedback';
import { Input, NativeSelect } from '@/components/ui/input';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { GoogleButton, OrDivider } from '@/features/auth/google-button';
import { InviteeSignUp } from '@/features/auth/invitee-sign-up';
import { PasswordInput } from '@/features/auth/password-input';
import { TermsField, termsField } from '@/features/auth/terms-field';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

// The select starts empty (''), so the form takes any string and the shared schema decides.
const formSchema = signUpSchema.extend({ portfolioSize: z.string().pipe(signUpSchema.shape.portfolioSize), terms: termsField });
type FormValues = z.input<typeof formSchema>;

/** /sign-up, or /sign-up?invitation=<id> from an invitation email: then the invitee form (joins that workspace). */
export default function SignUpPage() {
  usePageMeta('/sign-up');
  const [params] = useSearchParams();
  const invitationId = params.get('invitation');
  return invitationId ? <InviteeSignUp invitationId={invitationId} /> : <NewAccountSignUp initialEmail={params.get('email') ?? ''} />;
}

function NewAccountSignUp({ initialEmail }: { initialEmail: string }) {
  const navigate = useNavigate();
  const [generalError, setGeneralError] = useState<string>();
  const { register, control, handleSubmit, setError, clearErrors, watch, formState } = useForm<FormValues, unknown, z.output<typeof formSchema>>({
    resolver: zodResolver(formSchema),
    defaultValues: { name: '', email: initialEmail, company: '', portfolioSize: '', password: '', terms: false },
  });
  const { errors, isSubmitting } = formState;
  const terms = watch('terms');

  // A server message is about what was sent: editing anything clears it.
  useEffect(() => {
    const subscription = watch(() => setGeneralError(undefined));
    return () => subscription.unsubscribe();
  }, [watch]);

  const submit = handleSubmit(async ({ terms: _accepted, ...input }) => {
    setGeneralError(undefined);
    try {
      const { error } = await authClient.signUp.email({ ...input, callbackURL: '/dashboard' });
      if (error) {
        const e = error as AuthClientError;
        if (e.status === 400 && e.fields && Object.keys(e.fields).length) {
          for (const [field, message] of Object.entries(e.fields)) setError(field as keyof FormValues, { message });
        } else setGeneralError(authErrorMessage(e));
        return;
      }
      navigate(`/sign-up-success?email=${encodeURIComponent(input.email)}`);
    } catch {
      setGeneralError(authMessages.unexpected);
    }
  });

  return (
    <AuthShell
      title="Create your account"
      description="Start your 14-day free trial. No credit card required."
      footer={
        <>
          Already have an account?{' '}
          <Link to="/sign-in" className="font-medium text-brand-600 hover:underline">
            Sign in
          </Link>
        </>
      }
    >
      <form noValidate onSubmit={submit} className="space-y-4">
        <ErrorBanner message={generalError} />
        <FormField id="name" label="Full Name" error={errors.name?.message}>
          <Input {...fieldAria('name', errors.name?.message)} {...register('name')} autoComplete="name" placeholder="Jordan Rivera" />
        </FormField>
        <FormField id="email" label="Email" error={errors.email?.message}>
          <Input
            {...fieldAria('email', errors.email?.message)}
            {...register('email')}
            type="email"
            autoComplete="email"
            inputMode="email"
            placeholder="you@company.com"
          />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="company" label="Company" error={errors.company?.message}>
            <Input {...fieldAria('company', errors.company?.message)} {...register('company')} autoComplete="organization" placeholder="Your company" />
          </FormField>
          <FormField id="portfolioSize" label="Portfolio Size" error={errors.portfolioSize?.message}>
            <NativeSelect {...fieldAria('portfolioSize', errors.portfolioSize?.message)} {...register('portfolioSize')}>
              <option value="">Select units</option>
              {portfolioSizes.map((size) => (
                <option key={size} value={size}>
                  {size} units
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField id="password" label="Password" error={errors.password?.message}>
          <PasswordInput
            {...fieldAria('password', errors.password?.message)}
            {...register('password')}
            autoComplete="new-password"
            placeholder="At least 6 characters"
          />
        </FormField>
        <TermsField control={control} onToggle={(accepted) => (accepted ? clearErrors('terms') : setError('terms', { message: authMessages.termsRequired }))} />
        <Button type="submit" className="w-full" disabled={!terms || isSubmitting}>
          {isSubmitting ? 'Creating your account...' : 'Create Account'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onError={setGeneralError} />
    </AuthShell>
  );
}
