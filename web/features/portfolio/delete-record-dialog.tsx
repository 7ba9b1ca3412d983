import { useEffect, useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ErrorBanner } from '@/components/ui/feedback';
import { ApiError } from '@/lib/api';

/**
 * Confirms deleting a record. When the server refuses (a property with units or leases, a unit or tenant on a
 * lease: 409 with its reason), the reason stays in the dialog, where the person is looking.
 */
export function DeleteRecordDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  done,
  remove,
  onDeleted,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: React.ReactNode;
  confirmLabel: string;
  /** The toast once deleted, e.g. "Property deleted". */
  done: string;
  remove: () => Promise<unknown>;
  onDeleted?: () => void;
}) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  useEffect(() => {
    if (open) setError(undefined);
  }, [open]);
  const confirm = async () => {
    setPending(true);
    setError(undefined);
    try {
      await remove();
      onOpenChange(false);
      toast.success(done);
      onDeleted?.();
    } catch (err) {
      setError(err instanceof ApiError ? err.message : 'It could not be deleted. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription asChild>
          <div>{description}</div>
        </DialogDescription>
        {error && (
          <div className="mt-4">
            <ErrorBanner message={error} />
          </div>
        )}
        <div className="mt-6 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => onOpenChange(false)}>
            {error ? 'Close' : 'Cancel'}
          </Button>
          {!error && (
            <Button variant="destructive" disabled={pending} onClick={confirm}>
              {pending ? 'Deleting…' : confirmLabel}
            </Button>
          )}
        </div>
      </DialogContent>
    </Dialog>
  );
}
