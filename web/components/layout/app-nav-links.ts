import {
  BarChart3,
  Building2,
  CalendarDays,
  Contact,
  FileSignature,
  FolderOpen,
  KeyRound,
  LayoutDashboard,
  Settings,
  Users,
  type LucideIcon,
} from 'lucide-react';

export interface AppNavLink {
  label: string;
  to: string;
  icon: LucideIcon;
  /** Path segment after /dashboard (or at the root) that marks this link active; '' for Overview. */
  segment: string;
}

export const appNavLinks: AppNavLink[] = [
  { label: 'Overview', to: '/dashboard', icon: LayoutDashboard, segment: '' },
  { label: 'Projects', to: '/dashboard/projects', icon: FolderOpen, segment: 'projects' },
  { label: 'Properties', to: '/dashboard/properties', icon: Building2, segment: 'properties' },
  { label: 'Tenants', to: '/dashboard/tenants', icon: Contact, segment: 'tenants' },
  { label: 'Leases', to: '/dashboard/leases', icon: FileSignature, segment: 'leases' },
  { label: 'Calendar', to: '/dashboard/calendar', icon: CalendarDays, segment: 'calendar' },
  { label: 'Analytics', to: '/dashboard/analytics', icon: BarChart3, segment: 'analytics' },
  { label: 'API Keys', to: '/dashboard/api-keys', icon: KeyRound, segment: 'api-keys' },
  { label: 'Team', to: '/dashboard/team', icon: Users, segment: 'team' },
  { label: 'Settings', to: '/dashboard/settings', icon: Settings, segment: 'settings' },
];

/** Both route forms (/dashboard/team and /team; /project/:id for a project) mark the same link active. */
export function activeSegment(pathname: string): string {
  const rest = pathname
    .replace(/^\/dashboard(?=\/|$)/, '')
    .split('/')
    .filter(Boolean);
  const first = rest[0] ?? '';
  if (first === 'project') return 'projects';
  // The rent-roll import belongs to Properties (it is reached from Properties and Leases).
  return first === 'rent-roll' ? 'properties' : first;
}
