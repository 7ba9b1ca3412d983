import { CheckCircle2, Send } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { contactSchema } from '@common/contact';
import { fieldErrors } from '@common/auth';
import { Button } from '@/components/ui/button';
import { ErrorBanner } from '@/components/ui/feedback';
import { Input, Textarea } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError } from '@/lib/api';
import { useSendContactMessage } from '../api/send-contact-message';

type Field = 'name' | 'email' | 'company' | 'subject' | 'message';
const empty: Record<Field, string> = { name: '', email: '', company: '', subject: '', message: '' };

const fields: Array<{ name: Field; label: string; type?: string; autoComplete?: string; optional?: boolean; multiline?: boolean }> = [
  { name: 'name', label: 'Name', autoComplete: 'name' },
  { name: 'email', label: 'Email', type: 'email', autoComplete: 'email' },
  { name: 'company', label: 'Company', autoComplete: 'organization', optional: true },
  { name: 'subject', label: 'Subject' },
  { name: 'message', label: 'Message', multiline: true },
];

/** The contact form: same rules as the server (common/contact.ts); what was typed survives a failed send. */
export function ContactForm() {
  const id = useId();
  const [values, setValues] = useState(empty);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [general, setGeneral] = useState<string>();
  const [sent, setSent] = useState(false);
  const send = useSendContactMessage();

  const update = (field: Field, value: string) => {
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => ({ ...e, [field]: undefined }));
    setGeneral(undefined);
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setGeneral(undefined);
    const parsed = contactSchema.safeParse(values);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error) as Partial<Record<Field, string>>;
      setErrors(found);
      document.getElementById(`${id}-${fields.find((f) => found[f.name])?.name}`)?.focus();
      return;
    }
    send.mutate(parsed.data, {
      onSuccess: () => setSent(true),
      onError: (err) => {
        if (err instanceof ApiError && err.fields) setErrors(err.fields as Partial<Record<Field, string>>);
        else if (err instanceof ApiError && err.status < 500) setGeneral(err.message);
        else setGeneral("We couldn't send your message. Please try again in a moment: everything you typed is still here.");
      },
    });
  };

  const reset = () => {
    setValues(empty);
    setErrors({});
    setGeneral(undefined);
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
        {fields.map((f) => {
          const inputId = `${id}-${f.name}`;
          const errorId = `${inputId}-error`;
          const common = {
            id: inputId,
            name: f.name,
            value: values[f.name],
            'aria-invalid': Boolean(errors[f.name]),
            'aria-describedby': errors[f.name] ? errorId : undefined,
            'aria-required': !f.optional,
          };
          return (
            <div key={f.name} className={f.multiline || f.name === 'subject' ? 'space-y-1.5 sm:col-span-2' : 'space-y-1.5'}>
              <Label htmlFor={inputId}>
                {f.label}
                {f.optional && <span className="font-normal text-gray-500"> (optional)</span>}
              </Label>
              {f.multiline ? (
                <Textarea {...common} rows={6} onChange={(e) => update(f.name, e.target.value)} />
              ) : (
                <Input {...common} type={f.type ?? 'text'} autoComplete={f.autoComplete} onChange={(e) => update(f.name, e.target.value)} />
              )}
              <FieldError id={errorId} message={errors[f.name]} />
            </div>
          );
        })}
      </div>
      <div className="mt-5">
        <ErrorBanner message={general} />
      </div>
      <Button type="submit" size="lg" className="mt-5 w-full sm:w-auto" disabled={send.isPending}>
        {send.isPending ? 'Sending...' : 'Send Message'}
        {!send.isPending && <Send aria-hidden />}
      </Button>
    </form>
  );
}
