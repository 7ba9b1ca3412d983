import { toast } from 'sonner';
import { inviteMemberSchema } from '@common/workspaces';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { setServerErrors, useZodForm } from '@/components/ui/form';
import { Field } from '@/components/ui/form-field';
import { Input, NativeSelect } from '@/components/ui/input';
import { showError } from '@/lib/api';
import { useInviteMember } from './api';

/** Sends a real invitation email with a link to /accept-invitation/:id. */
export function InviteDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const form = useZodForm(inviteMemberSchema, { defaultValues: { email: '', role: 'member' } });
  const invite = useInviteMember();

  const submit = form.handleSubmit((input) => {
    invite.mutate(input, {
      onSuccess: () => {
        toast.success('Invitation sent', { description: `We emailed ${input.email} a link to join.` });
        form.reset();
        onOpenChange(false);
      },
      // An input error about no one field (e.g. "already a member") is about the address.
      onError: (err) => setServerErrors(form, err, 'email') || showError(err),
    });
  });

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>Invite Member</DialogTitle>
        <DialogDescription>They will get an email with a link to join this workspace. Invitations expire after 7 days.</DialogDescription>
        <form onSubmit={submit} className="mt-4 space-y-4" noValidate>
          <Field form={form} name="email" id="invite-email" label="Email">
            {(input) => <Input {...input} type="email" autoComplete="off" />}
          </Field>
          <Field form={form} name="role" id="invite-role" label="Role">
            {(input) => (
              <NativeSelect {...input}>
                <option value="member">Member: search, ask and upload</option>
                <option value="admin">Admin: also manage members and settings</option>
              </NativeSelect>
            )}
          </Field>
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
