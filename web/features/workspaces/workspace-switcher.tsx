import { Check, ChevronsUpDown, Plus } from 'lucide-react';
import { useState } from 'react';
import { toast } from 'sonner';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { showError } from '@/lib/api';
import { useSwitchWorkspace, useWorkspaces } from './api';
import { CreateWorkspaceDialog } from './create-workspace-dialog';

const roleLabel = { owner: 'Owner', admin: 'Admin', member: 'Member' } as const;

/** Lists the user's workspaces; picking one makes it active for this session. */
export function WorkspaceSwitcher() {
  const { data: workspaces = [] } = useWorkspaces();
  const switchTo = useSwitchWorkspace();
  const [creating, setCreating] = useState(false);
  const active = workspaces.find((w) => w.active);

  return (
    <>
      <DropdownMenu>
        <DropdownMenuTrigger
          className="flex w-full items-center gap-2 rounded-lg border border-gray-200 bg-white px-3 py-2 text-left text-sm hover:bg-gray-50 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          aria-label={`Workspace: ${active?.name ?? 'loading'}. Switch workspace`}
        >
          <span className="flex h-7 w-7 shrink-0 items-center justify-center rounded-md bg-brand-100 text-xs font-semibold text-brand-700" aria-hidden>
            {(active?.name ?? '?').slice(0, 1).toUpperCase()}
          </span>
          <span className="min-w-0 flex-1">
            <span className="block truncate font-medium text-gray-900" data-testid="active-workspace" title={active?.name}>
              {active?.name ?? '…'}
            </span>
            {active && <span className="block text-xs text-gray-500">{roleLabel[active.role]}</span>}
          </span>
          <ChevronsUpDown className="h-4 w-4 shrink-0 text-gray-400" aria-hidden />
        </DropdownMenuTrigger>
        <DropdownMenuContent align="start" className="w-64">
          <DropdownMenuLabel>Workspaces</DropdownMenuLabel>
          {workspaces.map((w) => (
            <DropdownMenuItem
              key={w.id}
              onSelect={() => {
                if (w.active) return;
                switchTo.mutate(w.id, {
                  onSuccess: () => toast.success('Switched workspace', { description: `You are now working in ${w.name}.` }),
                  onError: (err) => showError(err),
                });
              }}
            >
              <span className="min-w-0 flex-1 truncate" title={w.name}>
                {w.name}
              </span>
              {w.active && <Check className="h-4 w-4 text-brand-600" aria-label="Active" />}
            </DropdownMenuItem>
          ))}
          <DropdownMenuSeparator />
          <DropdownMenuItem onSelect={() => setCreating(true)}>
            <Plus className="h-4 w-4" aria-hidden /> Create workspace
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <CreateWorkspaceDialog open={creating} onOpenChange={setCreating} />
    </>
  );
}
