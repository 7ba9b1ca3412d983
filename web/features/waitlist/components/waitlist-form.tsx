import { ArrowRight, CheckCircle2 } from 'lucide-react';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { FieldErrors } from 'react-hook-form';
import { joinWaitlistSchema, waitlistMessages, type JoinWaitlistInput } from '@common/waitlist';
import { Button } from '@/components/ui/button';
import { useZodForm } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { useJoinWaitlist } from '../api/join-waitlist';

/** The waitlist form and, once joined, the success state with the position the server gave. */
export function WaitlistForm() {
  const id = useId();
  const form = useZodForm(joinWaitlistSchema, { defaultValues: { email: '' } });
  const [joined, setJoined] = useState<{ email: string; position: number; confirmationSent: boolean }>();
  const join = useJoinWaitlist();

  // This form answers in toasts rather than under the field; the schema's message says which mistake it was.
  const showMistake = (errors: FieldErrors<JoinWaitlistInput>) => {
    const message = errors.email?.message ?? waitlistMessages.emailInvalid;
    toast.error(message === waitlistMessages.emailRequired ? 'Email required' : 'Invalid email', { description: message });
  };

  const submit = form.handleSubmit((data) => {
    join.mutate(data.email, {
      onSuccess: ({ position, confirmationSent }) => {
        setJoined({ email: data.email, position, confirmationSent });
        toast.success('Success!', { description: `You're #${position} on the waitlist!` });
      },
      onError: (err) => {
        if (err instanceof ApiError && err.code === 'conflict') {
          toast.error('Already registered', { description: 'This email is already on the waitlist!' });
        } else if (err instanceof ApiError && err.code === 'invalid_input') {
          toast.error('Invalid email', { description: err.message });
        } else {
          toast.error('Error', { description: 'Something went wrong. Please try again.' });
        }
      },
    });
  }, showMistake);

  const reset = () => {
    setJoined(undefined);
    form.reset();
    join.reset();
    // focus after the form is back on screen
    setTimeout(() => form.setFocus('email'), 0);
  };

  if (joined) {
    return (
      <div role="status" className="rounded-2xl border border-green-200 bg-green-50 p-6 text-center sm:p-8">
        <CheckCircle2 className="mx-auto h-12 w-12 text-green-600" aria-hidden />
        <h2 className="mt-3 text-2xl font-bold text-gray-900">You're on the list!</h2>
        <p className="mt-2 text-lg text-gray-700">
          You're <span className="font-semibold text-gray-900">#{joined.position}</span> on the waitlist.
        </p>
        <p className="mt-2 break-words text-sm text-gray-600">
          {joined.confirmationSent ? 'We sent a confirmation to ' : 'We saved '}
          <span className="font-medium">{joined.email}</span>
          {joined.confirmationSent
            ? ' and will email you as soon as your spot opens up.'
            : ", but could not send the confirmation email just now. We'll still email you when your spot opens up."}
        </p>
        <Button variant="outline" className="mt-6" onClick={reset}>
          Join Another Email
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <Label htmlFor={`${id}-email`}>Email address</Label>
      <div className="mt-2 flex flex-col gap-3 sm:flex-row">
        <Input {...form.register('email')} id={`${id}-email`} type="email" autoComplete="email" placeholder="you@company.com" className="h-11 flex-1" />
        <Button type="submit" size="lg" disabled={join.isPending}>
          {join.isPending ? 'Joining...' : 'Join Waitlist'}
          {!join.isPending && <ArrowRight aria-hidden />}
        </Button>
      </div>
      <p className="mt-3 text-xs text-gray-500">We'll only use your address to tell you when your spot is ready.</p>
    </form>
  );
}
