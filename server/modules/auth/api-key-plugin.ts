import type { apiKey } from '@better-auth/api-key';
import { createAccessControl } from 'better-auth/plugins/access';
import { adminAc, defaultStatements, memberAc, ownerAc } from 'better-auth/plugins/organization/access';
import type { Env } from '../../env.js';

/** Every key starts with this, so a leaked key is recognisable (secret scanners, logs). */
export const API_KEY_PREFIX = 'pw_';
/** Characters shown of a stored key: the first 12 (`start`, kept by the plugin) and the last 8 (metadata). */
export const API_KEY_VISIBLE_START = 12;
export const API_KEY_VISIBLE_END = 8;
export const API_KEY_RATE_WINDOW_MS = 60_000;

/**
 * Keys are owned by the workspace (better-auth organization), not by whoever created them. The plugin checks
 * the creator's organization role for `apiKey` actions, so the roles are the organization plugin's defaults
 * plus the `apiKey` statement for Owners and Admins, matching the 'apiKeys.manage' row of common/permissions.ts.
 */
const ac = createAccessControl({ ...defaultStatements, apiKey: ['create', 'read', 'update', 'delete'] } as const);
export const workspaceAccessControl = {
  ac,
  roles: {
    owner: ac.newRole({ ...ownerAc.statements, apiKey: ['create', 'read', 'update', 'delete'] }),
    admin: ac.newRole({ ...adminAc.statements, apiKey: ['create', 'read', 'update', 'delete'] }),
    member: ac.newRole({ ...memberAc.statements }),
  },
};

/**
 * better-auth api-key plugin: SHA-256 hashed at rest, the first characters kept as `start`, per-key rate limit
 * (guarded atomic updates in the database) with a one-minute window and API_RATE_LIMIT_PER_MINUTE requests.
 */
export function apiKeyPluginOptions(env: Env): Parameters<typeof apiKey>[0] {
  return {
    references: 'organization',
    defaultPrefix: API_KEY_PREFIX,
    defaultKeyLength: 48,
    requireName: true,
    maximumNameLength: 100,
    enableMetadata: true,
    startingCharactersConfig: { shouldStore: true, charactersLength: API_KEY_VISIBLE_START },
    rateLimit: { enabled: true, timeWindow: API_KEY_RATE_WINDOW_MS, maxRequests: env.API_RATE_LIMIT_PER_MINUTE },
  };
}

/**
 * better-auth logs every refused key ("Failed to validate API key", with a stack) at error level. A wrong or
 * revoked key is the client's mistake and already answered 401/429, so those lines are dropped; everything
 * else is printed as better-auth would.
 */
export const authLogger = {
  log(level: 'debug' | 'info' | 'warn' | 'error', message: string, ...args: unknown[]) {
    if (message.startsWith('Failed to validate API key')) return;
    const line = `${new Date().toISOString()} ${level.toUpperCase()} [Better Auth]: ${message}`;
    if (level === 'error') console.error(line, ...args);
    else if (level === 'warn') console.warn(line, ...args);
    else console.log(line, ...args);
  },
};
