import { createHash } from 'node:crypto';
import type { AppDeps } from '../../deps.js';
import type { ApiKeyCaller } from './api-key-caller.js';

export type { ApiKeyCaller } from './api-key-caller.js';

/** The stored form of a key: better-auth's api-key plugin hashes with SHA-256, base64url without padding. */
export function hashApiKey(key: string): string {
  return createHash('sha256').update(key).digest('base64url');
}

/**
 * Resolves the caller of a public API request from its key: hashed as the plugin stores it, then checked by
 * the app's ApiKeyGate (cached key facts, rate-limit slots claimed in blocks, call counts written in
 * batches; decision 0012). Throws 401 for a missing, disabled, expired or deleted key and 429 at the limit.
 */
export async function authenticateApiKey(deps: Pick<AppDeps, 'apiKeyGate'>, key: string): Promise<ApiKeyCaller> {
  return deps.apiKeyGate.authenticate(hashApiKey(key));
}
