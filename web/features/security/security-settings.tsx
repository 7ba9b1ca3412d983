import { ChangePasswordCard } from './change-password-card';
import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import { useSessionList } from './use-session-list';

/** Settings > Security: change password, two-factor authentication, active sessions. */
export function SecuritySettings() {
  const sessions = useSessionList();
  const reload = () => void sessions.reload();
  return (
    <div className="space-y-6">
      <ChangePasswordCard onSessionsChanged={reload} />
      <TwoFactorCard onSessionsChanged={reload} />
      <SessionsCard sessions={sessions} />
    </div>
  );
}
