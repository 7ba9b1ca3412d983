import { toast } from 'sonner';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { Switch } from '@/components/ui/switch';
import { showError } from '@/lib/api';
import { usePreferences, useUpdatePreferences, type Preferences } from './api';

const toggles: Array<{ key: keyof Preferences; label: string; description: string }> = [
  {
    key: 'emailNotifications',
    label: 'Email notifications',
    description:
      'Emails about your workspaces, such as lease dates coming up (expirations, renewal and notice deadlines) at the lead times your workspace chose.',
  },
  { key: 'queryAlerts', label: 'Query alerts', description: 'Tell me when a question could not be answered from our documents.' },
  { key: 'weeklyReports', label: 'Weekly reports', description: 'A Monday summary of documents added and questions asked.' },
];

/** Per-user notification preferences; each toggle saves on change. */
export function NotificationSettings() {
  const { data, isPending, isError } = usePreferences();
  const update = useUpdatePreferences();
  if (isPending) return <Spinner label="Loading preferences" />;
  if (isError || !data) return <ErrorBanner message="Preferences could not be loaded. Refresh to try again." />;
  return (
    <Card>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>These preferences are yours alone and apply in every workspace.</CardDescription>
      </CardHeader>
      <CardContent>
        {/* Only lease date alerts read these preferences so far; say so instead of implying the rest are sent. */}
        <p role="note" className="rounded-md border border-amber-200 bg-amber-50 p-3 text-sm text-amber-900" data-testid="notifications-not-sent">
          Of these, Propwise sends lease date alerts (Email notifications) today; query alerts and weekly reports are not sent yet, and your choices will apply
          once they are. Account emails (email verification, password resets, invitations and account approvals) are always sent.
        </p>
        <ul className="divide-y divide-gray-100">
          {toggles.map((t) => (
            <li key={t.key} className="flex items-start justify-between gap-4 py-4">
              <div className="min-w-0">
                <label htmlFor={`pref-${t.key}`} className="text-sm font-medium text-gray-900">
                  {t.label}
                </label>
                <p id={`pref-${t.key}-hint`} className="text-sm text-gray-500">
                  {t.description}
                </p>
              </div>
              <Switch
                id={`pref-${t.key}`}
                aria-describedby={`pref-${t.key}-hint`}
                checked={data[t.key]}
                disabled={update.isPending}
                onCheckedChange={(checked) =>
                  update.mutate(
                    { [t.key]: checked },
                    {
                      onSuccess: () => toast.success('Preferences saved', { description: `${t.label} ${checked ? 'on' : 'off'}.` }),
                      onError: (err) => showError(err),
                    },
                  )
                }
              />
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
