import { useState } from 'react';
import { toast } from 'sonner';
import { canManageMember, type Role } from '@common/permissions';
import { Button } from '@/components/ui/button';
import { ConfirmDialog } from '@/components/ui/dialog';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { NativeSelect } from '@/components/ui/input';
import { initials } from '@/components/layout/app-account-menu';
import { showError } from '@/lib/api';
import { useChangeRole, useMembers, useRemoveMember, type Member } from './api';
import { RoleBadge } from './role-badge';

const dateFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });

export function lastActiveLabel(iso: string | null) {
  return iso ? dateFmt.format(new Date(iso)) : 'Never';
}

/** The workspace's members; Owners and Admins get role and remove controls where the matrix allows. */
export function MembersList({ myRole, myUserId }: { myRole: Role; myUserId: string }) {
  const { data, isPending, isError } = useMembers();
  const changeRole = useChangeRole();
  const remove = useRemoveMember();
  const [removing, setRemoving] = useState<Member | null>(null);

  if (isPending) return <Spinner label="Loading members" />;
  if (isError || !data) return <ErrorBanner message="Team members could not be loaded. Refresh to try again." />;

  return (
    <>
      <ul className="divide-y divide-gray-100" aria-label="Team members">
        {data.map((m) => {
          const manageable = m.userId !== myUserId && canManageMember(myRole, m.role);
          return (
            <li key={m.id} className="flex flex-wrap items-center gap-x-4 gap-y-2 py-4" data-testid="member-row" data-email={m.email}>
              <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700" aria-hidden>
                {initials(m.name)}
              </span>
              <div className="min-w-0 flex-1 basis-48">
                <p className="truncate text-sm font-medium text-gray-900">
                  {m.name}
                  {m.userId === myUserId && <span className="ml-1 text-gray-500">(you)</span>}
                </p>
                <p className="truncate text-sm text-gray-500">{m.email}</p>
              </div>
              <div className="text-xs text-gray-500 sm:w-44">
                <span className="block font-medium text-gray-600">Last active</span>
                {lastActiveLabel(m.lastActiveAt)}
              </div>
              <div className="flex items-center gap-2">
                {manageable ? (
                  <>
                    <label htmlFor={`role-${m.id}`} className="sr-only">
                      Role for {m.name}
                    </label>
                    <NativeSelect
                      id={`role-${m.id}`}
                      className="h-9 w-32"
                      value={m.role}
                      disabled={changeRole.isPending}
                      onChange={(e) =>
                        changeRole.mutate(
                          { memberId: m.id, role: e.target.value as 'admin' | 'member' },
                          {
                            onSuccess: () =>
                              toast.success('Role updated', { description: `${m.name} is now ${e.target.value === 'admin' ? 'an Admin' : 'a Member'}.` }),
                            onError: (err) => showError(err),
                          },
                        )
                      }
                    >
                      <option value="admin">Admin</option>
                      <option value="member">Member</option>
                    </NativeSelect>
                    <Button variant="outline" size="sm" onClick={() => setRemoving(m)} aria-label={`Remove ${m.name}`}>
                      Remove
                    </Button>
                  </>
                ) : (
                  <RoleBadge role={m.role} />
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <ConfirmDialog
        open={!!removing}
        onOpenChange={(open) => !open && setRemoving(null)}
        title="Remove member"
        description={removing ? `${removing.name} (${removing.email}) will lose access to this workspace immediately.` : ''}
        confirmLabel="Remove member"
        pending={remove.isPending}
        onConfirm={() =>
          removing &&
          remove.mutate(removing.id, {
            onSuccess: () => {
              toast.success('Member removed', { description: `${removing.name} no longer has access.` });
              setRemoving(null);
            },
            onError: (err) => showError(err),
          })
        }
      />
    </>
  );
}
