/** /api/app/api-keys: the API Keys screen (Owners and Admins; Members are refused, listing included). */
import { z } from 'zod';
import { apiKeyPermissions, createApiKeySchema, updateApiKeySchema, type ApiKeyDto, type CreatedApiKeyDto } from '../api-keys.js';
import { endpoint } from './endpoint.js';

const person = z.object({ id: z.string(), name: z.string() });
export const apiKeySchema = z.object({
  id: z.string(),
  name: z.string(),
  permission: z.enum(apiKeyPermissions),
  maskedKey: z.string(),
  enabled: z.boolean(),
  createdAt: z.string(),
  createdBy: person.nullable(),
  lastUsedAt: z.string().nullable(),
  callCount: z.number(),
}) satisfies z.ZodType<ApiKeyDto>;
export const createdApiKeySchema = apiKeySchema.extend({ key: z.string() }) satisfies z.ZodType<CreatedApiKeyDto>;

export const apiKeysApi = {
  list: endpoint({ method: 'get', path: '/api-keys', response: z.object({ keys: z.array(apiKeySchema) }) }),
  create: endpoint({ method: 'post', path: '/api-keys', body: createApiKeySchema, response: createdApiKeySchema, status: 201 }),
  setEnabled: endpoint({ method: 'patch', path: '/api-keys/:id', body: updateApiKeySchema, response: apiKeySchema }),
  remove: endpoint({ method: 'delete', path: '/api-keys/:id', response: null }),
};
