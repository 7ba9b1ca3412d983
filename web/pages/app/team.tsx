import { UserPlus } from 'lucide-react';
import { useState } from 'react';
import { can } from '@common/permissions';
import { AppPageHeader } from '@/components/layout/app-page-header';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FullPageSpinner } from '@/components/ui/feedback';
import { useCurrentWorkspace } from '@/features/workspaces/api';
import { InviteDialog } from '@/features/team/invite-dialog';
import { MembersList } from '@/features/team/members-list';
import { PendingInvitations } from '@/features/team/pending-invitations';
import { useSession } from '@/lib/auth-client';

/** /team: members, roles and invitations. Members see the list read-only. */
export default function TeamPage() {
  const { data: workspace } = useCurrentWorkspace();
  const { data: session } = useSession();
  const [inviting, setInviting] = useState(false);
  if (!workspace || !session) return <FullPageSpinner />;
  const canInvite = can(workspace.role, 'members.invite');

  return (
    <>
      <AppPageHeader
        title="Team"
        description={`People with access to ${workspace.name}.`}
        actions={
          canInvite && (
            <Button onClick={() => setInviting(true)}>
              <UserPlus /> Invite Member
            </Button>
          )
        }
      />
      <div className="space-y-6">
        <Card>
          <CardHeader>
            <CardTitle>Members</CardTitle>
            <CardDescription>
              {canInvite
                ? 'Owners and Admins can change roles and remove members. An Owner cannot be changed or removed here.'
                : 'Only Owners and Admins can invite, change roles or remove members.'}
            </CardDescription>
          </CardHeader>
          <CardContent>
            <MembersList myRole={workspace.role} myUserId={session.user.id} />
          </CardContent>
        </Card>
        {canInvite && <PendingInvitations />}
      </div>
      <InviteDialog open={inviting} onOpenChange={setInviting} />
    </>
  );
}
