import { useState } from 'react';
import { LogOut, Monitor, Smartphone } from 'lucide-react';
import { toast } from 'sonner';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { authErrorMessage, type AuthClientError } from '@/features/auth/auth-errors';
import { authClient, useSession } from '@/lib/auth-client';
import { describeUserAgent } from './user-agent';
import type { useSessionList } from './use-session-list';

const when = (d: Date | string) => new Date(d).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

export function SessionsCard({ sessions }: { sessions: ReturnType<typeof useSessionList> }) {
  const { data: current } = useSession();
  const [confirm, setConfirm] = useState<'others' | 'all' | null>(null);
  const [busy, setBusy] = useState(false);

  async function run(action: 'others' | 'all') {
    setBusy(true);
    try {
      const { error } = action === 'others' ? await authClient.revokeOtherSessions() : await authClient.revokeSessions();
      if (error) return toast.error('Could not sign out', { description: authErrorMessage(error as AuthClientError) });
      setConfirm(null);
      if (action === 'all') {
        // A full load, so no cached session or query survives and the guard cannot add ?next= first.
        window.location.replace('/sign-in');
        return;
      }
      toast.success('Signed out of other sessions');
      sessions.reload();
    } finally {
      setBusy(false);
    }
  }

  const list = [...(sessions.data ?? [])].sort((a, b) =>
    a.id === current?.session.id ? -1 : b.id === current?.session.id ? 1 : +new Date(b.updatedAt) - +new Date(a.updatedAt),
  );
  const others = list.filter((s) => s.id !== current?.session.id).length;

  return (
    <Card>
      <CardHeader>
        <CardTitle>Active sessions</CardTitle>
        <CardDescription>Devices signed in to your account. Sign out any you don't recognise.</CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {sessions.error && <ErrorBanner message={sessions.error} />}
        {sessions.loading && !sessions.data ? (
          <Spinner label="Loading sessions" />
        ) : (
          <ul className="divide-y divide-gray-100 rounded-lg border border-gray-200" aria-label="Active sessions">
            {list.map((s) => {
              const isCurrent = s.id === current?.session.id;
              const device = describeUserAgent(s.userAgent);
              const Icon = /iOS|Android/.test(device) ? Smartphone : Monitor;
              return (
                <li key={s.id} className="flex items-start gap-3 p-3">
                  <Icon className="mt-0.5 h-5 w-5 shrink-0 text-gray-500" aria-hidden />
                  <div className="min-w-0 flex-1">
                    <p className="flex flex-wrap items-center gap-2 text-sm font-medium text-gray-900">
                      {device}
                      {isCurrent && <Badge variant="success">This device</Badge>}
                    </p>
                    <p className="text-xs text-gray-500">
                      {s.ipAddress ? `IP ${s.ipAddress}` : 'IP unknown'} · last active {when(s.updatedAt)} · signed in {when(s.createdAt)}
                    </p>
                    {s.userAgent && (
                      <p className="mt-0.5 truncate text-xs text-gray-400" title={s.userAgent}>
                        {s.userAgent}
                      </p>
                    )}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" onClick={() => setConfirm('others')} disabled={others === 0}>
            Sign out other sessions
          </Button>
          <Button variant="destructive" onClick={() => setConfirm('all')}>
            <LogOut aria-hidden /> Sign out everywhere
          </Button>
        </div>
      </CardContent>
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => !open && setConfirm(null)}
        title={confirm === 'all' ? 'Sign out everywhere?' : 'Sign out other sessions?'}
        description={
          confirm === 'all'
            ? 'Every session ends, including this one. You will need to sign in again.'
            : `This ends ${others} other session${others === 1 ? '' : 's'}. This device stays signed in.`
        }
        confirmLabel={confirm === 'all' ? 'Sign out everywhere' : 'Sign out other sessions'}
        pending={busy}
        onConfirm={() => confirm && void run(confirm)}
      />
    </Card>
  );
}
