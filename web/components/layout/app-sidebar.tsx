import { Plus } from 'lucide-react';
import { Link, useLocation } from 'react-router';
import { Button } from '@/components/ui/button';
import { UsageMeter } from '@/features/usage/usage-meter';
import { WorkspaceSwitcher } from '@/features/workspaces/workspace-switcher';
import { cn } from '@/lib/cn';
import { SiteLogo } from './site-logo';
import { activeSegment, appNavLinks } from './app-nav-links';

/** Workspace switcher, navigation, usage meter: the same contents in the desktop rail and the phone menu. */
export function AppSidebar({ className }: { className?: string }) {
  const current = activeSegment(useLocation().pathname);
  return (
    <div className={cn('flex h-full flex-col gap-4 p-4', className)}>
      <SiteLogo className="px-1" />
      <WorkspaceSwitcher />
      {/* Projects arrive with document upload in the next release; the button stays visible but honest. */}
      <span title="Projects are coming soon" className="block">
        <Button className="w-full" disabled aria-describedby="new-project-note">
          <Plus /> New Project
        </Button>
        <span id="new-project-note" className="mt-1 block text-center text-xs text-gray-500">
          Projects are coming soon
        </span>
      </span>
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
