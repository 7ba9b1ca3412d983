import { CalendarPlus, Check, Copy, RefreshCw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Dialog, DialogContent, DialogDescription, DialogTitle } from '@/components/ui/dialog';
import { ErrorBanner, Spinner } from '@/components/ui/feedback';
import { showError } from '@/lib/api';
import { type CreatedCalendarFeed, useCalendarFeed, useCreateFeed, useRevokeFeed } from './api';

const createdFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

/**
 * The caller's secret calendar address: made, copied (shown once: only a fingerprint is kept), regenerated (the
 * old address stops working) or revoked.
 */
export function FeedCard() {
  const { data, isPending, isError } = useCalendarFeed();
  const create = useCreateFeed();
  const revoke = useRevokeFeed();
  const [created, setCreated] = useState<CreatedCalendarFeed | null>(null);
  const [confirming, setConfirming] = useState<'regenerate' | 'revoke' | null>(null);

  const make = () =>
    create.mutate(undefined, {
      onSuccess: (feed) => {
        setCreated(feed);
        setConfirming(null);
      },
      onError: (err) => showError(err, 'Could not create the calendar address'),
    });
  const stop = () =>
    revoke.mutate(undefined, {
      onSuccess: () => {
        setCreated(null);
        setConfirming(null);
        toast.success('Calendar address revoked', { description: 'Calendar apps using it no longer receive your lease dates.' });
      },
      onError: (err) => showError(err, 'Could not revoke the calendar address'),
    });

  return (
    <Card>
      <CardHeader>
        <CardTitle>Subscribe in your calendar app</CardTitle>
        <CardDescription>
          A private address that Google Calendar, Outlook or Apple Calendar can subscribe to: these dates appear there and stay up to date. It is yours alone;
          anyone with it can read this workspace’s lease dates, so keep it private and revoke it if it leaks.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-4">
        {isPending ? (
          <Spinner label="Loading your calendar address" />
        ) : isError ? (
          <ErrorBanner message="Your calendar address could not be loaded. Refresh to try again." />
        ) : created ? (
          <NewAddress feed={created} />
        ) : data.active ? (
          <p className="text-sm text-gray-700" data-testid="feed-status">
            Your calendar address is active since {data.createdAt ? createdFmt.format(new Date(data.createdAt)) : 'earlier'}. It was shown once, when it was
            made; to add it to another app, regenerate it (the old address then stops working).
          </p>
        ) : (
          <p className="text-sm text-gray-700" data-testid="feed-status">
            You have no calendar address yet.
          </p>
        )}
        {!isPending && !isError && (
          <div className="flex flex-wrap gap-2">
            {data.active ? (
              <>
                <Button variant="outline" onClick={() => setConfirming('regenerate')} disabled={create.isPending}>
                  <RefreshCw /> Regenerate address
                </Button>
                <Button variant="outline" onClick={() => setConfirming('revoke')} disabled={revoke.isPending}>
                  <Trash2 /> Revoke
                </Button>
              </>
            ) : (
              <Button onClick={make} disabled={create.isPending}>
                <CalendarPlus /> {create.isPending ? 'Creating...' : 'Create calendar address'}
              </Button>
            )}
          </div>
        )}
      </CardContent>
      <Dialog open={confirming !== null} onOpenChange={(open) => !open && setConfirming(null)}>
        <DialogContent>
          <DialogTitle>{confirming === 'revoke' ? 'Revoke your calendar address?' : 'Regenerate your calendar address?'}</DialogTitle>
          <DialogDescription>
            {confirming === 'revoke'
              ? 'Calendar apps subscribed to it stop receiving your lease dates. You can create a new address at any time.'
              : 'The current address stops working at once; calendar apps subscribed to it need the new one.'}
          </DialogDescription>
          <div className="mt-6 flex justify-end gap-2">
            <Button variant="outline" onClick={() => setConfirming(null)}>
              Cancel
            </Button>
            {confirming === 'revoke' ? (
              <Button variant="destructive" onClick={stop} disabled={revoke.isPending}>
                {revoke.isPending ? 'Revoking...' : 'Revoke address'}
              </Button>
            ) : (
              <Button onClick={make} disabled={create.isPending}>
                {create.isPending ? 'Regenerating...' : 'Regenerate address'}
              </Button>
            )}
          </div>
        </DialogContent>
      </Dialog>
    </Card>
  );
}

function NewAddress({ feed }: { feed: CreatedCalendarFeed }) {
  const [copied, setCopied] = useState(false);
  async function copy() {
    try {
      await navigator.clipboard.writeText(feed.url);
      setCopied(true);
      toast.success('Calendar address copied', { description: 'Paste it into your calendar app’s “subscribe from URL” option.' });
    } catch {
      toast.error('Copy failed', { description: 'Select the address and copy it by hand.' });
    }
  }
  return (
    <div className="space-y-2">
      <p className="rounded-md bg-amber-50 p-3 text-sm text-amber-900" role="note">
        Copy it now: this is the only time it is shown. Propwise keeps only a fingerprint of it.
      </p>
      <div className="flex items-center gap-2">
        <span className="sr-only">Your calendar address</span>
        <code
          className="min-w-0 flex-1 break-all rounded-md border border-gray-200 bg-gray-50 px-3 py-2 font-mono text-xs text-gray-900"
          data-testid="feed-url"
        >
          {feed.url}
        </code>
        <Button variant="outline" size="icon" onClick={copy} aria-label="Copy calendar address">
          {copied ? <Check /> : <Copy />}
        </Button>
      </div>
      <p className="text-sm">
        <a href={feed.webcalUrl} className="font-medium text-brand-700 hover:underline">
          Open in my calendar app
        </a>
      </p>
    </div>
  );
}
