import { Bell, BellOff } from 'lucide-react';
import { useNavigate } from 'react-router';
import { Button } from '@/components/ui/button';
import { DropdownMenu, DropdownMenuContent, DropdownMenuItem, DropdownMenuTrigger } from '@/components/ui/dropdown-menu';
import { Spinner } from '@/components/ui/feedback';
import { showError } from '@/lib/api';
import { cn } from '@/lib/cn';
import { useMarkAllRead, useMarkRead, useNotifications } from './api';

const timeFmt = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' });

/** The header bell: the real unread count for this user in this workspace, and the latest notifications. */
export function NotificationBell() {
  const { data, isPending } = useNotifications();
  const markRead = useMarkRead();
  const markAll = useMarkAllRead();
  const navigate = useNavigate();
  const unread = data?.unread ?? 0;

  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" size="icon" className="relative" aria-label={unread ? `Notifications, ${unread} unread` : 'Notifications'}>
          <Bell />
          {unread > 0 && (
            <span
              className="absolute -right-0.5 -top-0.5 flex h-4 min-w-4 items-center justify-center rounded-full bg-red-600 px-1 text-[10px] font-semibold text-white"
              data-testid="unread-badge"
            >
              {unread > 99 ? '99+' : unread}
            </span>
          )}
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-80 max-w-[calc(100vw-1rem)] p-0">
        <div className="flex items-center justify-between border-b border-gray-100 px-3 py-2">
          <span className="text-sm font-semibold">Notifications</span>
          {unread > 0 && (
            <button
              type="button"
              className="text-xs font-medium text-brand-600 hover:underline"
              onClick={() => markAll.mutate(undefined, { onError: (err) => showError(err) })}
            >
              Mark all as read
            </button>
          )}
        </div>
        {isPending ? (
          <div className="flex justify-center p-6">
            <Spinner />
          </div>
        ) : !data?.items.length ? (
          <div className="flex flex-col items-center px-4 py-8 text-center">
            <BellOff className="mb-2 h-6 w-6 text-gray-400" aria-hidden />
            <p className="text-sm font-medium text-gray-900">No notifications yet</p>
            <p className="mt-1 text-xs text-gray-500">Updates about this workspace will show up here.</p>
          </div>
        ) : (
          <div className="max-h-96 overflow-y-auto p-1">
            {data.items.map((n) => (
              <DropdownMenuItem
                key={n.id}
                className="items-start"
                onSelect={() => {
                  if (!n.read) markRead.mutate(n.id);
                  if (n.link?.startsWith('/')) navigate(n.link);
                }}
              >
                <span className={cn('mt-1.5 h-2 w-2 shrink-0 rounded-full', n.read ? 'bg-transparent' : 'bg-brand-600')} aria-hidden />
                {!n.read && <span className="sr-only">Unread</span>}
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-gray-900">{n.title}</span>
                  {n.body && <span className="block text-xs text-gray-600">{n.body}</span>}
                  <span className="block text-[11px] text-gray-400">{timeFmt.format(new Date(n.createdAt))}</span>
                </span>
              </DropdownMenuItem>
            ))}
          </div>
        )}
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
