/**
 * The permission matrix from DESIGN.md, in one place. The server checks it on every request; the web app
 * reads it only to hide what the server would refuse.
 */
export const roles = ['owner', 'admin', 'member'] as const;
export type Role = (typeof roles)[number];

export const actions = {
  'workspace.billing': ['owner'],
  'workspace.delete': ['owner'],
  'workspace.transfer': ['owner'],
  'members.invite': ['owner', 'admin'],
  'members.remove': ['owner', 'admin'],
  'members.changeRole': ['owner', 'admin'],
  'workspace.settings': ['owner', 'admin'],
  'apiKeys.manage': ['owner', 'admin'],
  'webhooks.manage': ['owner', 'admin'],
  'projects.create': ['owner', 'admin', 'member'],
  'projects.editAny': ['owner', 'admin'],
  'documents.upload': ['owner', 'admin', 'member'],
  'documents.deleteAny': ['owner', 'admin'],
  'portfolio.view': ['owner', 'admin', 'member'],
  'portfolio.edit': ['owner', 'admin', 'member'],
  'search.use': ['owner', 'admin', 'member'],
  'analytics.view': ['owner', 'admin', 'member'],
} as const satisfies Record<string, readonly Role[]>;
export type Action = keyof typeof actions;

export function can(role: Role | string | undefined, action: Action): boolean {
  return !!role && (actions[action] as readonly string[]).includes(role);
}

/** Owners and Admins may change roles and remove members, but never touch an Owner; only an Owner makes an Owner. */
export function canManageMember(actorRole: Role, targetRole: Role, newRole?: Role): boolean {
  if (!can(actorRole, 'members.changeRole')) return false;
  if (targetRole === 'owner') return false;
  if (newRole === 'owner' && actorRole !== 'owner') return false;
  return true;
}
