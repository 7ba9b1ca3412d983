import { Crown, Shield, User } from 'lucide-react';
import type { Role } from '@common/permissions';
import { Badge } from '@/components/ui/badge';

export const roleLabels: Record<Role, string> = { owner: 'Owner', admin: 'Admin', member: 'Member' };

export function RoleBadge({ role }: { role: Role }) {
  if (role === 'owner')
    return (
      <Badge variant="warning">
        <Crown className="h-3 w-3" aria-label="Crown" /> Owner
      </Badge>
    );
  if (role === 'admin')
    return (
      <Badge>
        <Shield className="h-3 w-3" aria-hidden /> Admin
      </Badge>
    );
  return (
    <Badge variant="secondary">
      <User className="h-3 w-3" aria-hidden /> Member
    </Badge>
  );
}
