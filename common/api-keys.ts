/**
 * Workspace API keys (/api/app/api-keys) and their permission levels, shared by the server and the web app.
 * Levels follow DESIGN.md: Read Only (search, ask, list and read), Read & Write (also upload, create and
 * delete documents and projects), Full Access (also workspace administration endpoints).
 */
import { z } from 'zod';

export const apiKeyPermissions = ['read', 'read_write', 'full'] as const;
export type ApiKeyPermission = (typeof apiKeyPermissions)[number];

export const apiKeyPermissionLabels: Record<ApiKeyPermission, string> = {
  read: 'Read Only',
  read_write: 'Read & Write',
  full: 'Full Access',
};

export const apiKeyPermissionDescriptions: Record<ApiKeyPermission, string> = {
  read: 'Search, ask questions, list and read projects and documents.',
  read_write: 'Everything in Read Only, plus upload and delete documents and create projects.',
  full: 'Everything in Read & Write, plus workspace administration endpoints.',
};

/** True when a key with `level` may do what `needed` allows. */
export function permissionAllows(level: ApiKeyPermission, needed: ApiKeyPermission): boolean {
  return apiKeyPermissions.indexOf(level) >= apiKeyPermissions.indexOf(needed);
}

export const API_KEY_NAME_MAX = 100;

export const createApiKeySchema = z.object({
  name: z
    .string({ message: 'Give the key a name' })
    .trim()
    .min(1, 'Give the key a name')
    .max(API_KEY_NAME_MAX, `Keep the name under ${API_KEY_NAME_MAX} characters`),
  permission: z.enum(apiKeyPermissions, { message: 'Choose Read Only, Read & Write or Full Access' }).default('read'),
});
export type CreateApiKeyInput = z.input<typeof createApiKeySchema>;

export const updateApiKeySchema = z.object({ enabled: z.boolean({ message: 'enabled must be true or false' }) });

export interface ApiKeyDto {
  id: string;
  name: string;
  permission: ApiKeyPermission;
  /** First 12 and last 8 characters of the key with the middle hidden; the key itself is never stored. */
  maskedKey: string;
  enabled: boolean;
  createdAt: string;
  createdBy: { id: string; name: string } | null;
  lastUsedAt: string | null;
  callCount: number;
}

/** Only the answer to creating a key carries the key itself, once. */
export interface CreatedApiKeyDto extends ApiKeyDto {
  key: string;
}

export function maskApiKey(start: string, end: string): string {
  return `${start}${'•'.repeat(8)}${end}`;
}
