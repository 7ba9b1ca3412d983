import { and, desc, eq } from 'drizzle-orm';
import { maskApiKey, type ApiKeyDto, type ApiKeyPermission, type CreatedApiKeyDto } from '../../../common/api-keys.js';
import { apikey, apiKeyUsage, user } from '../../db/schema/index.js';
import type { AppDeps } from '../../deps.js';
import { notFound } from '../../lib/errors.js';
import { API_KEY_VISIBLE_END } from '../auth/api-key-plugin.js';
import { levelOf, levelPermissions } from './api-key-caller.js';

/**
 * Workspace API keys. better-auth's api-key plugin generates and hashes (SHA-256) keys and holds their per-key
 * rate-limit settings; this module adds what the product needs around it: the permission level (kept in the
 * plugin's server-only `permissions` field), the last characters for the masked display (metadata; the key
 * itself is never stored), and the lifetime call count. Callers have already checked 'apiKeys.manage'.
 * Verifying a key on each /api/v1 call is api-key-verify.ts (one statement instead of the plugin's path).
 */

function keyEndOf(metadata: string | null): string {
  try {
    const parsed = metadata ? JSON.parse(metadata) : null;
    const value = typeof parsed === 'string' ? JSON.parse(parsed) : parsed; // tolerate the plugin's old double encoding
    return typeof value?.keyEnd === 'string' ? value.keyEnd : '';
  } catch {
    return '';
  }
}

const listColumns = {
  id: apikey.id,
  name: apikey.name,
  start: apikey.start,
  metadata: apikey.metadata,
  permissions: apikey.permissions,
  enabled: apikey.enabled,
  createdAt: apikey.createdAt,
  callCount: apiKeyUsage.callCount,
  lastUsedAt: apiKeyUsage.lastUsedAt,
  creatorId: user.id,
  creatorName: user.name,
};

function toDto(r: {
  id: string;
  name: string | null;
  start: string | null;
  metadata: string | null;
  permissions: string | null;
  enabled: boolean | null;
  createdAt: Date;
  callCount: number | null;
  lastUsedAt: Date | null;
  creatorId: string | null;
  creatorName: string | null;
}): ApiKeyDto {
  return {
    id: r.id,
    name: r.name ?? '',
    permission: levelOf(r.permissions),
    maskedKey: maskApiKey(r.start ?? '', keyEndOf(r.metadata)),
    enabled: r.enabled !== false,
    createdAt: r.createdAt.toISOString(),
    createdBy: r.creatorId ? { id: r.creatorId, name: r.creatorName ?? '' } : null,
    lastUsedAt: r.lastUsedAt ? r.lastUsedAt.toISOString() : null,
    callCount: r.callCount ?? 0,
  };
}

function baseQuery(deps: Pick<AppDeps, 'db'>) {
  return deps.db.select(listColumns).from(apikey).leftJoin(apiKeyUsage, eq(apiKeyUsage.apiKeyId, apikey.id)).leftJoin(user, eq(user.id, apiKeyUsage.createdBy));
}

export async function listApiKeys(deps: Pick<AppDeps, 'db' | 'apiKeyGate'>, workspaceId: string): Promise<ApiKeyDto[]> {
  await deps.apiKeyGate.flush(); // calls counted by this process but not yet written
  const rows = await baseQuery(deps).where(eq(apikey.referenceId, workspaceId)).orderBy(desc(apikey.createdAt));
  return rows.map(toDto);
}

async function getApiKey(deps: Pick<AppDeps, 'db' | 'apiKeyGate'>, workspaceId: string, id: string): Promise<ApiKeyDto> {
  await deps.apiKeyGate.flush();
  const [row] = await baseQuery(deps).where(and(eq(apikey.id, id), eq(apikey.referenceId, workspaceId)));
  if (!row) throw notFound('API key');
  return toDto(row);
}

/** Creates a key owned by the workspace. The answer is the only time the key itself is seen. */
export async function createApiKey(
  deps: Pick<AppDeps, 'db' | 'auth' | 'apiKeyGate'>,
  scope: { workspaceId: string; userId: string },
  input: { name: string; permission: ApiKeyPermission },
): Promise<CreatedApiKeyDto> {
  const created = await deps.auth.api.createApiKey({
    body: {
      name: input.name,
      organizationId: scope.workspaceId,
      userId: scope.userId,
      permissions: { api: levelPermissions[input.permission] },
    },
  });
  // Only the last characters are kept, for the masked display; the key exists nowhere after this answer.
  await deps.db
    .update(apikey)
    .set({ metadata: JSON.stringify({ keyEnd: created.key.slice(-API_KEY_VISIBLE_END) }) })
    .where(eq(apikey.id, created.id));
  await deps.db.insert(apiKeyUsage).values({ apiKeyId: created.id, workspaceId: scope.workspaceId, createdBy: scope.userId });
  return { ...(await getApiKey(deps, scope.workspaceId, created.id)), key: created.key };
}

/**
 * Turns a key on or off; an inactive key is refused from the next request on (this process forgets what it
 * knew about the key at once; other processes within api-key-gate's KEY_TTL_MS).
 */
export async function setApiKeyEnabled(deps: Pick<AppDeps, 'db' | 'apiKeyGate'>, workspaceId: string, id: string, enabled: boolean) {
  const updated = await deps.db
    .update(apikey)
    .set({ enabled, updatedAt: new Date() })
    .where(and(eq(apikey.id, id), eq(apikey.referenceId, workspaceId)))
    .returning({ id: apikey.id });
  deps.apiKeyGate.forget(id);
  if (!updated.length) throw notFound('API key');
  return getApiKey(deps, workspaceId, id);
}

/** Deletes a key; refused from the next request on, like a disabled one. */
export async function deleteApiKey(deps: Pick<AppDeps, 'db' | 'apiKeyGate'>, workspaceId: string, id: string) {
  const deleted = await deps.db
    .delete(apikey)
    .where(and(eq(apikey.id, id), eq(apikey.referenceId, workspaceId)))
    .returning({ id: apikey.id });
  deps.apiKeyGate.forget(id);
  if (!deleted.length) throw notFound('API key');
}
