import type { MiddlewareHandler } from 'hono';
import { permissionAllows, apiKeyPermissionLabels, type ApiKeyPermission } from '../../../common/api-keys.js';
import type { Role } from '../../../common/permissions.js';
import type { AppDeps } from '../../deps.js';
import { AppError } from '../../lib/errors.js';
import { authenticateApiKey, type ApiKeyCaller } from '../api-keys/api-key-verify.js';

export type PublicApiEnv = { Variables: { caller: ApiKeyCaller } };

/** 401 unless `Authorization: Bearer <key>` names an active key; counts the call and applies its rate limit. */
export function requireApiKey(deps: AppDeps): MiddlewareHandler<PublicApiEnv> {
  return async (c, next) => {
    const header = c.req.header('authorization') ?? '';
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new AppError('unauthenticated', 'Send your API key as "Authorization: Bearer <key>"');
    c.set('caller', await authenticateApiKey(deps, match[1]!));
    await next();
  };
}

/** 403 unless the key's permission level includes `needed`. */
export function requireLevel(needed: ApiKeyPermission): MiddlewareHandler<PublicApiEnv> {
  return async (c, next) => {
    if (!permissionAllows(c.get('caller').permission, needed)) {
      throw new AppError(
        'forbidden',
        `This API key is ${apiKeyPermissionLabels[c.get('caller').permission]}; this endpoint needs ${apiKeyPermissionLabels[needed]}`,
      );
    }
    await next();
  };
}

/**
 * How the documents and projects services see a key: a writing key acts like an Admin of its workspace (it
 * may delete any document or project, per DESIGN.md's Read & Write level); a reading key like a Member, though
 * requireLevel already stops it before any write.
 */
export function serviceRole(caller: ApiKeyCaller): Role {
  return permissionAllows(caller.permission, 'read_write') ? 'admin' : 'member';
}
