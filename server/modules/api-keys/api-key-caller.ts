import type { ApiKeyPermission } from '../../../common/api-keys.js';

/** The caller of a public API request, resolved from its key. */
export interface ApiKeyCaller {
  apiKeyId: string;
  name: string;
  workspaceId: string;
  permission: ApiKeyPermission;
  /** Who created the key, while that account exists: new projects and documents are attributed to them. */
  creatorId: string | null;
}

/** How a level is stored in the plugin's `permissions` field. */
export const levelPermissions: Record<ApiKeyPermission, string[]> = {
  read: ['read'],
  read_write: ['read', 'write'],
  full: ['read', 'write', 'admin'],
};

/** The level a stored `permissions` value grants; anything unrecognised grants nothing beyond reading. */
export function levelOf(stored: unknown): ApiKeyPermission {
  let parsed = stored;
  if (typeof stored === 'string') {
    try {
      parsed = JSON.parse(stored);
    } catch {
      return 'read';
    }
  }
  const actions = (parsed as { api?: unknown } | null)?.api;
  if (!Array.isArray(actions)) return 'read';
  if (actions.includes('admin')) return 'full';
  if (actions.includes('write')) return 'read_write';
  return 'read';
}
