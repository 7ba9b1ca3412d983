import { Link, useNavigate, useSearchParams } from 'react-router';
import { z } from 'zod';
import { portfolioSizes, signUpSchema } from '@common/auth';
import { FormError, setFormError } from '@/components/ui/form';
import { Input, NativeSelect } from '@/components/ui/input';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { GoogleButton, OrDivider } from '@/features/auth/google-button';
import { InviteeSignUp } from '@/features/auth/invitee-sign-up';
import { PasswordTermsAndSubmit, useSignUpForm } from '@/features/auth/sign-up-form';
import { termsField } from '@/features/auth/terms-field';
import { usePageMeta } from '@/lib/use-page-meta';

// The select starts empty (''), so the form takes any string and the shared schema decides.
const formSchema = signUpSchema.extend({ portfolioSize: z.string().pipe(signUpSchema.shape.portfolioSize), terms: termsField });

/** /sign-up, or /sign-up?invitation=<id> from an invitation email: then the invitee form (joins that workspace). */
export default function SignUpPage() {
  usePageMeta('/sign-up');
  const [params] = useSearchParams();
  const invitationId = params.get('invitation');
  return invitationId ? <InviteeSignUp invitationId={invitationId} /> : <NewAccountSignUp initialEmail={params.get('email') ?? ''} />;
}

function NewAccountSignUp({ initialEmail }: { initialEmail: string }) {
  const navigate = useNavigate();
  const { form, submit } = useSignUpForm(formSchema, { name: '', email: initialEmail, company: '', portfolioSize: '', password: '', terms: false }, (input) =>
    navigate(`/sign-up-success?email=${encodeURIComponent(input.email)}`),
  );
  const { register } = form;
  const { errors } = form.formState;

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
        <FormError form={form} />
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
        <PasswordTermsAndSubmit form={form} submitLabel="Create Account" pendingLabel="Creating your account..." />
      </form>
      <OrDivider />
      <GoogleButton onError={(message) => setFormError(form, message)} />
    </AuthShell>
  );
}
