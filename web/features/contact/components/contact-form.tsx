import { CheckCircle2, Send } from 'lucide-react';
import { useId, useState } from 'react';
import { contactSchema, type ContactInput } from '@common/contact';
import { Button } from '@/components/ui/button';
import { FormError, setFormError, setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { ApiError } from '@/lib/api';
import { useSendContactMessage } from '../api/send-contact-message';

type FieldName = keyof ContactInput;
const empty = { name: '', email: '', company: '', subject: '', message: '' };

const fields: Array<{ name: FieldName; label: string; type?: string; autoComplete?: string; optional?: boolean; multiline?: boolean }> = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', autoComplete: 'organization', optional: true },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

/** The contact form: same rules as the server (common/contact.ts); what was typed survives a failed send. */
export function ContactForm() {
  const id = useId();
  const form = useZodForm(contactSchema, { defaultValues: empty });
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();

  const submit = form.handleSubmit((data) => {
    send.mutate(data, {
      onSuccess: () => setSent(true),
      onError: (err) => {
        if (setServerErrors(form, err)) return;
        if (err instanceof ApiError && err.status < 500) setFormError(form, err.message);
        else setFormError(form, "We couldn't send your message. Please try again in a moment: everything you typed is still here.");
      },
    });
  });

  const reset = () => {
    form.reset();
    setSent(false);
    send.reset();
  };

  if (sent) {
    return (
      <div role="status" className="flex h-full flex-col items-center justify-center rounded-2xl border border-green-200 bg-green-50 p-8 text-center">
        <CheckCircle2 className="h-12 w-12 text-green-600" aria-hidden />
        <p className="mt-4 text-xl font-semibold text-gray-900">Thank you! We'll respond within one business day.</p>
        <p className="mt-2 text-sm text-gray-600">A copy of your message went to our team; replies come to the email you gave us.</p>
        <Button variant="outline" className="mt-6" onClick={reset}>
          Send Another Message
        </Button>
      </div>
    );
  }

  return (
    <form onSubmit={submit} noValidate className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm sm:p-8">
      <h2 id={`${id}-title`} className="text-xl font-semibold text-gray-900">
        Send us a message
      </h2>
      <div className="mt-6 grid gap-5 sm:grid-cols-2">
        {fields.map((f) => (
          <Field
            key={f.name}
            form={form}
            name={f.name}
            id={`${id}-${f.name}`}
            className={f.multiline || f.name === 'subject' ? 'sm:col-span-2' : undefined}
            label={
              <>
                {f.label}
                {f.optional && <span className="font-normal text-gray-500"> (optional)</span>}
              </>
            }
          >
            {(input) =>
              f.multiline ? (
                <Textarea {...input} aria-required={!f.optional} rows={6} />
              ) : (
                <Input {...input} aria-required={!f.optional} type={f.type ?? 'text'} autoComplete={f.autoComplete} />
              )
            }
          </Field>
        ))}
      </div>
      <div className="mt-5">
        <FormError form={form} />
      </div>
      <Button type="submit" size="lg" className="mt-5 w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
        {!send.isPending && <Send aria-hidden />}
      </Button>
    </form>
  );
}
