import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, Mail } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import { newsletterApi } from '@common/api/public';
import { newsletterSchema, type NewsletterResult } from '@common/newsletter';
import { Button } from '@/components/ui/button';
import { setServerErrors, useZodForm } from '@/components/ui/form';
import { fieldAria } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { callApi, showError } from '@/lib/api';

const subscribe = (email: string) => callApi(newsletterApi.subscribe, { body: { email } });

/** Newsletter sign-up: validated here and on the server; says plainly what happened. */
export function NewsletterForm() {
  const id = useId();
  const form = useZodForm(newsletterSchema, { defaultValues: { email: '' } });
  const error = form.formState.errors.email?.message;
  const [done, setDone] = useState<{ email: string; result: NewsletterResult }>();
  const mutation = useMutation({
    mutationFn: subscribe,
    onSuccess: (result, sent) => {
      setDone({ email: sent, result });
      if (result.status === 'subscribed') toast.success('Subscribed!', { description: 'Check your inbox for a confirmation email.' });
    },
    onError: (err) => {
      if (!setServerErrors(form, err)) showError(err);
    },
  });

  const submit = form.handleSubmit((data) => {
    mutation.mutate(data.email);
  });

  return (
    <section aria-labelledby={`${id}-title`} className="overflow-hidden rounded-3xl bg-gray-900 px-6 py-12 sm:px-12">
      <div className="mx-auto max-w-2xl text-center">
        <span className="mx-auto flex h-12 w-12 items-center justify-center rounded-2xl bg-white/10 text-white">
          <Mail className="h-6 w-6" aria-hidden />
        </span>
        <h2 id={`${id}-title`} className="mt-4 text-2xl font-bold tracking-tight text-white sm:text-3xl">
          Get new articles in your inbox
        </h2>
        <p className="mt-3 text-gray-300">Practical guides for property managers. No spam, and you can unsubscribe at any time.</p>
        {done ? (
          <div role="status" className="mx-auto mt-8 max-w-md rounded-2xl bg-white/10 p-5 text-left text-white">
            <p className="flex items-center gap-2 font-semibold">
              <CheckCircle2 className="h-5 w-5 text-green-400" aria-hidden />
              {done.result.status === 'subscribed' ? "You're subscribed!" : "You're already subscribed"}
            </p>
            <p className="mt-1 text-sm text-gray-300">
              {done.result.status === 'already_subscribed'
                ? `${done.email} is already on our list, so there is nothing more to do.`
                : done.result.confirmationSent
                  ? `We sent a confirmation email to ${done.email}.`
                  : `We saved ${done.email}, but could not send the confirmation email just now. New articles will still reach you.`}
            </p>
            <Button
              variant="link"
              className="mt-2 h-auto p-0 text-brand-100"
              onClick={() => {
                setDone(undefined);
                form.reset();
              }}
            >
              Subscribe another address
            </Button>
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="mx-auto mt-8 max-w-md text-left">
            <Label htmlFor={`${id}-email`} className="sr-only">
              Email address
            </Label>
            <div className="flex flex-col gap-3 sm:flex-row">
              <Input
                {...form.register('email')}
                {...fieldAria(`${id}-email`, error)}
                type="email"
                autoComplete="email"
                placeholder="you@company.com"
                className="h-11 flex-1 border-white/20 bg-white"
              />
              <Button type="submit" size="lg" disabled={mutation.isPending}>
                {mutation.isPending ? 'Subscribing...' : 'Subscribe'}
              </Button>
            </div>
            <div className="mt-2 [&_p]:text-red-300">
              <FieldError id={`${id}-email-error`} message={error} />
            </div>
          </form>
        )}
      </div>
    </section>
  );
}
