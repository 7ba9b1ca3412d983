import { toast } from 'sonner';
import { ALERT_LEAD_DAY_MAX, ALERT_LEAD_DAYS_MAX_COUNT, alertSettingsFormSchema } from '@common/calendar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { FormError, setFormError, setServerErrors, useZodForm } from '@/components/ui/form';
import { CheckboxField, Field } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { useAlertSettings, useUpdateAlertSettings } from './api';

const daysList = (days: number[]) => days.join(', ');

/**
 * Settings > General: how far ahead of each lease date the workspace is alerted (in the bell, and by email unless
 * turned off). Owners and Admins change it; Members see it. Saving applies at once: alerts the new lead times
 * make due are sent within moments.
 */
export function AlertSettingsCard() {
  const { data, isPending, isError } = useAlertSettings();
  const update = useUpdateAlertSettings();
  const form = useZodForm(alertSettingsFormSchema, {
    defaultValues: { leadDays: '', emailEnabled: true },
    values: data && { leadDays: daysList(data.leadDays), emailEnabled: data.emailEnabled },
  });

  if (isPending) return <Spinner label="Loading alert settings" />;
  if (isError || !data) return <ErrorBanner message="Alert settings could not be loaded. Refresh to try again." />;

  const submit = form.handleSubmit((input) =>
    update.mutate(input, {
      onSuccess: (saved) => {
        // Show the lead times as stored: longest first, each once.
        form.reset({ leadDays: daysList(saved.leadDays), emailEnabled: saved.emailEnabled });
        toast.success('Alert settings saved', {
          description: `Alerts ${daysList(saved.leadDays)} days before each date${saved.emailEnabled ? ', in the bell and by email' : ', in the bell only'}.`,
        });
      },
      onError: (err) => setServerErrors(form, err) || setFormError(form, err instanceof Error ? err.message : 'Could not save the alert settings'),
    }),
  );

  return (
    <Card className="mt-6">
      <CardHeader>
        <CardTitle>Lease date alerts</CardTitle>
        <CardDescription>
          {data.editable
            ? 'How many days before each expiration, renewal or notice deadline, break date and rent change your team is alerted. Each person gets one alert per lead time, in the notification bell and by email (each person can turn email off in their notification settings).'
            : `Your team is alerted ${daysList(data.leadDays)} days before each lease date${data.emailEnabled ? ', in the notification bell and by email' : ', in the notification bell'}. Only Owners and Admins can change this.`}
        </CardDescription>
      </CardHeader>
      {data.editable && (
        <CardContent>
          <form onSubmit={submit} className="max-w-xl space-y-4" noValidate>
            <FormError form={form} />
            <Field
              form={form}
              name="leadDays"
              id="alert-lead-days"
              label="Lead times (days before each date)"
              hint={
                <span className="text-xs text-gray-500">
                  Up to {ALERT_LEAD_DAYS_MAX_COUNT}, each 1 to {ALERT_LEAD_DAY_MAX}
                </span>
              }
            >
              {(input) => <Input {...input} inputMode="numeric" placeholder="120, 90, 60, 30" />}
            </Field>
            <CheckboxField form={form} name="emailEnabled" id="alert-email" label="Also email alerts to the team" />
            <Button type="submit" disabled={update.isPending}>
              {update.isPending ? 'Saving...' : 'Save alert settings'}
            </Button>
          </form>
        </CardContent>
      )}
    </Card>
  );
}
