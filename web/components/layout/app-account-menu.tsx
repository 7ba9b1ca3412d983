import { useQueryClient } from '@tanstack/react-query';
import { LogOut, Settings, UserRound } from 'lucide-react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { authClient, useSession } from '@/lib/auth-client';

export function initials(name: string) {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  return ((parts[0]?.[0] ?? '') + (parts.length > 1 ? (parts.at(-1)?.[0] ?? '') : '')).toUpperCase() || '?';
}

/** The avatar menu: account, settings and sign out. */
export function AppAccountMenu() {
  const { data } = useSession();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const user = data?.user;
  if (!user) return null;

  async function signOut() {
    const { error } = await authClient.signOut();
    if (error) {
      toast.error('Error', { description: 'Could not sign out. Please try again.' });
      return;
    }
    queryClient.clear();
    // A full load: the guard reacts to the cleared session first (adding ?next=), and nothing of the old
    // account should survive in memory anyway.
    window.location.replace('/sign-in');
  }

  return (
    <DropdownMenu>
      <DropdownMenuTrigger
        className="flex h-9 w-9 shrink-0 items-center justify-center overflow-hidden rounded-full bg-brand-600 text-sm font-semibold text-white focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2"
        aria-label="Account menu"
      >
        {user.image ? <img src={user.image} alt="" className="h-full w-full object-cover" /> : initials(user.name)}
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-64">
        <DropdownMenuLabel className="text-gray-900">
          <span className="block truncate text-sm font-semibold">{user.name}</span>
          <span className="block truncate text-xs font-normal text-gray-500">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/settings')}>
          <UserRound className="h-4 w-4" aria-hidden /> My Account
        </DropdownMenuItem>
        <DropdownMenuItem onSelect={() => navigate('/dashboard/settings')}>
          <Settings className="h-4 w-4" aria-hidden /> Settings
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => void signOut()}>
          <LogOut className="h-4 w-4" aria-hidden /> Sign out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
