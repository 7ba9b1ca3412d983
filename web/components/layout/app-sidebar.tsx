import { Plus } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { CreateProjectDialog } from '@/features/projects/create-project-dialog';
import { UsageMeter } from '@/features/usage/usage-meter';
import { WorkspaceSwitcher } from '@/features/workspaces/workspace-switcher';
import { cn } from '@/lib/cn';
import { SiteLogo } from './site-logo';
import { activeSegment, appNavLinks } from './app-nav-links';

/** Workspace switcher, navigation, usage meter: the same contents in the desktop rail and the phone menu. */
export function AppSidebar({ className }: { className?: string }) {
  const current = activeSegment(useLocation().pathname);
  const [creatingProject, setCreatingProject] = useState(false);
  return (
    <div className={cn('flex h-full flex-col gap-4 p-4', className)}>
      <SiteLogo className="px-1" />
      <WorkspaceSwitcher />
      <Button className="w-full" onClick={() => setCreatingProject(true)}>
        <Plus /> New Project
      </Button>
      <CreateProjectDialog open={creatingProject} onOpenChange={setCreatingProject} />
      <nav aria-label="Dashboard" className="flex-1">
        <ul className="space-y-1">
          {appNavLinks.map(({ label, to, icon: Icon, segment }) => {
            const active = current === segment;
            return (
              <li key={to}>
                <Link
                  to={to}
                  aria-current={active ? 'page' : undefined}
                  className={cn(
                    'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium transition-colors',
                    active ? 'bg-brand-50 text-brand-700' : 'text-gray-700 hover:bg-gray-100 hover:text-gray-900',
                  )}
                >
                  <Icon className="h-4 w-4" aria-hidden />
                  {label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
      <UsageMeter />
    </div>
  );
}
