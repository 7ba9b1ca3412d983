import { useState, type FormEvent } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { Input, NativeSelect } from '@/components/ui/input';
import { FieldError, Label } from '@/components/ui/label';
import { ApiError, showError } from '@/lib/api';
import { useInviteMember } from './api';

const emailPattern = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** Sends a real invitation email with a link to /accept-invitation/:id. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<'admin' | 'member'>('member');
  const [error, setError] = useState<string>();
  const invite = useInviteMember();

  function submit(e: FormEvent) {
    e.preventDefault();
    const value = email.trim();
    if (!value) return setError('Email is required');
    if (!emailPattern.test(value)) return setError('Email is invalid');
    invite.mutate(
      { email: value, role },
      {
        onSuccess: () => {
          toast.success('Invitation sent', { description: `We emailed ${value} a link to join.` });
          setEmail('');
          setRole('member');
          onOpenChange(false);
        },
        onError: (err) => (err instanceof ApiError && err.status === 400 ? setError(err.message) : showError(err)),
      },
    );
  }

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Invite Member</DialogTitle>
        <DialogDescription>They will get an email with a link to join this workspace. Invitations expire after 7 days.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <div className="space-y-1.5">
            <Label htmlFor="invite-email">Email</Label>
            <Input
              id="invite-email"
              type="email"
              autoComplete="off"
              value={email}
              aria-invalid={!!error}
              aria-describedby={error ? 'invite-email-error' : undefined}
              onChange={(e) => {
                setEmail(e.target.value);
                setError(undefined);
              }}
            />
            <FieldError id="invite-email-error" message={error} />
          </div>
          <div className="space-y-1.5">
            <Label htmlFor="invite-role">Role</Label>
            <NativeSelect id="invite-role" value={role} onChange={(e) => setRole(e.target.value as 'admin' | 'member')}>
              <option value="member">Member: search, ask and upload</option>
              <option value="admin">Admin: also manage members and settings</option>
            </NativeSelect>
          </div>
          <div className="flex justify-end gap-2">
            <Button variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={invite.isPending}>
              {invite.isPending ? 'Sending...' : 'Send invitation'}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
