import type { Context, Env as HonoEnv, Hono, MiddlewareHandler } from 'hono';
import type { StatusCode } from 'hono/utils/http-status';
import { getConnInfo } from '@hono/node-server/conninfo';
import type { ZodError, ZodType } from 'zod';
import { AppError } from './errors.js';
import { fieldErrors } from '../../common/auth.js';
import type { Endpoint, EndpointParsed, EndpointReply } from '../../common/api/endpoint.js';

/**
 * The client's address as the server saw it. X-Forwarded-For is honoured only with TRUST_PROXY, so a client
 * cannot pick its own address to dodge rate limits.
 */
export function clientIp(c: Context, trustProxy: boolean): string {
  if (trustProxy) {
    const forwarded = c.req.header('x-forwarded-for')?.split(',')[0]?.trim();
    if (forwarded) return forwarded;
  }
  try {
    return getConnInfo(c).remote.address ?? 'unknown';
  } catch {
    return 'unknown'; // app.request() in tests has no socket
  }
}

/** Parses a JSON body with a zod schema; invalid input becomes one AppError naming the first bad field. */
export async function parseBody<T>(c: Context, schema: ZodType<T>): Promise<T> {
  let raw: unknown;
  try {
    raw = await c.req.json();
  } catch {
    throw new AppError('invalid_input', 'Request body must be JSON');
  }
  const result = schema.safeParse(raw);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const [field, message] = Object.entries(fields)[0] ?? ['body', 'Invalid input'];
    throw new AppError('invalid_input', message, { field, fields });
  }
  return result.data;
}

/** Logs one structured line per request. */
export function requestLogger(logger: { info: (o: object, m: string) => void }): MiddlewareHandler {
  return async (c, next) => {
    const start = performance.now();
    await next();
    if (c.req.path.startsWith('/assets/')) return;
    logger.info({ method: c.req.method, path: c.req.path, status: c.res.status, ms: Math.round(performance.now() - start) }, 'request');
  };
}

/** The first failing field of a zod error as one AppError (or not_found for a malformed id in the path). */
function invalid(error: ZodError, where: 'params' | 'query'): AppError {
  const fields = fieldErrors(error);
  const [field, message] = Object.entries(fields)[0] ?? [where, 'Invalid input'];
  // A path id that cannot be an id names nothing that exists.
  if (where === 'params' && /(^id|Id)$/.test(field)) return new AppError('not_found', message);
  return new AppError('invalid_input', message, { field, fields });
}

/** Marks a handler registered from a declaration, so a test can find routes registered any other way. */
export const declaration = Symbol('declaration');

type Handler<Env extends HonoEnv, E extends Endpoint> = (c: Context<Env>, input: EndpointParsed<E>) => EndpointReply<E> | Promise<EndpointReply<E>>;

/**
 * Registers routes from their declarations (common/api, decision 0016) on a domain router mounted at `mount`
 * under /api/app: path parameters, query and JSON body are validated with the declared schemas (bad input is one
 * AppError naming the field), and the handler returns the declared response, which `checkResponses` also checks
 * at run time outside production, so a handler cannot answer a shape the web app does not expect.
 */
export function declaredRoutes<Env extends HonoEnv>(router: Hono<Env>, mount: string, deps: { env: { NODE_ENV: string } }) {
  // Checking every answer costs a parse per response: done in tests and development, trusted to tsc in production.
  const checkResponses = deps.env.NODE_ENV !== 'production';
  function route<E extends Endpoint>(endpoint: E, handler: Handler<Env, E>): void;
  function route<E extends Endpoint>(endpoint: E, middleware: MiddlewareHandler<Env>[], handler: Handler<Env, E>): void;
  function route<E extends Endpoint>(endpoint: E, a: MiddlewareHandler<Env>[] | Handler<Env, E>, b?: Handler<Env, E>) {
    const [middleware, handler] = Array.isArray(a) ? [a, b!] : [[], a];
    if (!endpoint.path.startsWith(mount)) throw new Error(`${endpoint.path} is not under ${mount}`);
    const local = endpoint.path.slice(mount.length) || '/';
    const declared = async (c: Context<Env>) => {
      const input = {
        params: endpoint.params ? parseWith(endpoint.params, c.req.param(), 'params') : c.req.param(),
        query: endpoint.query ? parseWith(endpoint.query, c.req.query(), 'query') : {},
        body: endpoint.body ? await parseBody(c, endpoint.body) : undefined,
      } as EndpointParsed<E>;
      const { response } = endpoint;
      c.status((endpoint.status ?? (response === null ? 204 : 200)) as StatusCode);
      const out = await handler(c as never, input);
      if (response === null) return c.body(null);
      if ('raw' in response) return out as Response;
      if (checkResponses) {
        const checked = (response as ZodType).safeParse(out);
        if (!checked.success) {
          throw new Error(`${endpoint.method.toUpperCase()} ${endpoint.path} answered a shape its declaration does not allow: ${checked.error.message}`);
        }
      }
      return c.json(out as object);
    };
    router.on(endpoint.method.toUpperCase(), [local], ...middleware, Object.assign(declared, { [declaration]: endpoint }));
  }
  return route;
}

function parseWith<T>(schema: ZodType<T>, raw: unknown, where: 'params' | 'query'): T {
  const result = schema.safeParse(raw);
  if (!result.success) throw invalid(result.error, where);
  return result.data;
}
