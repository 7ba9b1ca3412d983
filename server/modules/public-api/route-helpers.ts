import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from '../../deps.js';
import type { PublicApiEnv } from './api-key-auth.js';
import { ErrorSchema } from './schemas.js';

export type PublicApi = OpenAPIHono<PublicApiEnv>;
export interface PublicApiContext {
  deps: AppDeps;
}

export const bearer = [{ bearerAuth: [] }];

const errorDescriptions: Record<number, string> = {
  400: 'Invalid input; `error.field` names the field',
  401: 'Missing, invalid, inactive or deleted API key',
  403: "The key's permission level does not allow this",
  404: "Not found in the key's workspace",
  409: 'The same file is already in the workspace (`error.existing` names it)',
  413: 'The file is larger than the upload limit',
  415: 'Unsupported file type (decided by content) or request content type',
  429: 'Rate limit of this key reached; retry after Retry-After seconds',
};

/** The error responses an endpoint can give, for the OpenAPI document (401, 403 and 429 apply to all). */
export function errorResponses(...statuses: number[]) {
  return Object.fromEntries(
    [...new Set([400, 401, 403, 429, ...statuses])]
      .sort()
      .map((status) => [status, { description: errorDescriptions[status]!, content: { 'application/json': { schema: ErrorSchema } } }]),
  );
}

/** A curl example per operation, shown by the /docs API reference (`x-codeSamples`, as Redoc reads it). */
export const curlSample = (source: string) => ({ 'x-codeSamples': [{ lang: 'curl', label: 'curl', source }] });
