import { useLocation, useNavigate, useParams } from 'react-router';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { AlertSettingsCard } from '@/features/calendar/alert-settings-card';
import { SecuritySettings } from '@/features/security/security-settings';
import { BillingSettings } from '@/features/settings/billing-settings';
import { GeneralSettings } from '@/features/settings/general-settings';
import { IntegrationsSettings } from '@/features/settings/integrations-settings';
import { NotificationSettings } from '@/features/settings/notification-settings';

/** The workspace's own settings: its details, then its lease date alerts. */
const WorkspaceSettings = () => (
  <>
    <GeneralSettings />
    <AlertSettingsCard />
  </>
);

const sections = [
  { id: 'general', label: 'General', Panel: WorkspaceSettings },
  { id: 'notifications', label: 'Notifications', Panel: NotificationSettings },
  { id: 'security', label: 'Security', Panel: SecuritySettings },
  { id: 'billing', label: 'Billing', Panel: BillingSettings },
  { id: 'integrations', label: 'Integrations', Panel: IntegrationsSettings },
] as const;

/** /settings and /settings/:section (also under /dashboard): the URL names the open tab. */
export default function SettingsPage() {
  const { section } = useParams();
  const { pathname } = useLocation();
  const navigate = useNavigate();
  const active = sections.some((s) => s.id === section) ? section! : 'general';
  const base = pathname.startsWith('/dashboard') ? '/dashboard/settings' : '/settings';

  return (
    <>
      <AppPageHeader title="Settings" description="Your workspace, your notifications and your account's security." />
      <Tabs value={active} onValueChange={(value) => navigate(`${base}/${value}`)}>
        <TabsList>
          {sections.map((s) => (
            <TabsTrigger key={s.id} value={s.id}>
              {s.label}
            </TabsTrigger>
          ))}
        </TabsList>
        {sections.map(({ id, Panel }) => (
          <TabsContent key={id} value={id}>
            <Panel />
          </TabsContent>
        ))}
      </Tabs>
    </>
  );
}
