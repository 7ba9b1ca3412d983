import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { authMessages, fieldErrors, portfolioSizes, signUpSchema } from '@common/auth';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { ErrorBanner } from '@/components/ui/feedback';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError } from '@/components/ui/label';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { AuthShell } from '@/features/auth/auth-shell';
import { fieldAria, FormField } from '@/features/auth/form-field';
import { GoogleButton, OrDivider } from '@/features/auth/google-button';
import { PasswordInput } from '@/features/auth/password-input';
import { authClient } from '@/lib/auth-client';
import { usePageMeta } from '@/lib/use-page-meta';

type Field = 'name' | 'email' | 'company' | 'portfolioSize' | 'password' | 'terms';

export default function SignUpPage() {
  usePageMeta('/sign-up');
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const [values, setValues] = useState({ name: '', email: params.get('email') ?? '', company: '', portfolioSize: '', password: '' });
  const [terms, setTerms] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [generalError, setGeneralError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  function update(field: Exclude<Field, 'terms'>, value: string) {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
    setGeneralError(undefined);
  }

  function toggleTerms(checked: boolean) {
    setTerms(checked);
    setGeneralError(undefined);
    setErrors(({ terms: _cleared, ...rest }) => (checked ? rest : { ...rest, terms: authMessages.termsRequired }));
  }

  async function submit(event: FormEvent) {
    event.preventDefault();
    const parsed = signUpSchema.safeParse(values);
    const nextErrors: Partial<Record<Field, string>> = parsed.success ? {} : fieldErrors(parsed.error);
    if (!terms) nextErrors.terms = authMessages.termsRequired;
    setErrors(nextErrors);
    setGeneralError(undefined);
    if (!parsed.success || !terms) return;

    setSubmitting(true);
    try {
      const { error } = await authClient.signUp.email({ ...parsed.data, callbackURL: '/dashboard' });
      if (error) {
        const e = error as AuthClientError;
        if (e.status === 400 && e.fields && Object.keys(e.fields).length) setErrors(e.fields);
        else setGeneralError(authErrorMessage(e));
        return;
      }
      navigate(`/sign-up-success?email=${encodeURIComponent(parsed.data.email)}`);
    } catch {
      setGeneralError(authMessages.unexpected);
    } finally {
      setSubmitting(false);
    }
  }

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
        <FormField id="name" label="Full Name" error={errors.name}>
          <Input {...fieldAria('name', errors.name)} autoComplete="name" value={values.name} onChange={(e) => update('name', e.target.value)} placeholder="Jordan Rivera" />
        </FormField>
        <FormField id="email" label="Email" error={errors.email}>
          <Input {...fieldAria('email', errors.email)} type="email" autoComplete="email" inputMode="email" value={values.email} onChange={(e) => update('email', e.target.value)} placeholder="you@company.com" />
        </FormField>
        <div className="grid gap-4 sm:grid-cols-2">
          <FormField id="company" label="Company" error={errors.company}>
            <Input {...fieldAria('company', errors.company)} autoComplete="organization" value={values.company} onChange={(e) => update('company', e.target.value)} placeholder="Your company" />
          </FormField>
          <FormField id="portfolioSize" label="Portfolio Size" error={errors.portfolioSize}>
            <NativeSelect {...fieldAria('portfolioSize', errors.portfolioSize)} value={values.portfolioSize} onChange={(e) => update('portfolioSize', e.target.value)}>
              <option value="">Select units</option>
              {portfolioSizes.map((size) => (
                <option key={size} value={size}>
                  {size} units
                </option>
              ))}
            </NativeSelect>
          </FormField>
        </div>
        <FormField id="password" label="Password" error={errors.password}>
          <PasswordInput {...fieldAria('password', errors.password)} autoComplete="new-password" value={values.password} onChange={(e) => update('password', e.target.value)} placeholder="At least 6 characters" />
        </FormField>
        <div className="space-y-1.5">
          <div className="flex items-start gap-3">
            <Checkbox id="terms" checked={terms} onCheckedChange={(c) => toggleTerms(c === true)} aria-invalid={errors.terms ? true : undefined} aria-describedby={errors.terms ? 'terms-error' : undefined} className="mt-0.5" />
            <label htmlFor="terms" className="text-sm leading-snug text-gray-700">
              I agree to the{' '}
              <Link to="/terms" className="font-medium text-brand-600 hover:underline" target="_blank">
                Terms of Service
              </Link>{' '}
              and{' '}
              <Link to="/privacy" className="font-medium text-brand-600 hover:underline" target="_blank">
                Privacy Policy
              </Link>
            </label>
          </div>
          <FieldError id="terms-error" message={errors.terms} />
        </div>
        <Button type="submit" className="w-full" disabled={!terms || submitting}>
          {submitting ? 'Creating your account...' : 'Create Account'}
        </Button>
      </form>
      <OrDivider />
      <GoogleButton onError={setGeneralError} />
    </AuthShell>
  );
}
