/**
 * The shape of one declared /api/app endpoint (decision 0016). Declarations are plain objects so the server
 * (server/lib/http.ts `declaredRoutes`) and the web app (web/lib/api.ts `callApi`) share them without either
 * importing the other's framework: method, path (relative to /api/app, Hono style `:param`), the zod schemas of
 * its path parameters, query and JSON body, and what it answers.
 */
import type { z } from 'zod';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/** An answer the handler writes itself (a file, a picture, a server-sent event stream): declared, not checked. */
export interface RawResponse {
  raw: string;
}
/** `null`: no body (204 by default). */
export type ResponseDecl = z.ZodType | RawResponse | null;

export interface Endpoint {
  method: HttpMethod;
  path: string;
  params?: z.ZodType<Record<string, unknown>>;
  query?: z.ZodType<Record<string, unknown>>;
  body?: z.ZodType;
  /** Bodies that are not JSON (the multipart upload): declared for the route walk, read by the handler. */
  rawBody?: string;
  response: ResponseDecl;
  /** Success status; 200 by default (204 when the response is null). */
  status?: number;
}

/** Declares one endpoint, keeping its literal types (path, schemas) for the server and the client. */
export const endpoint = <const E extends Endpoint>(e: E): E => e;
export const raw = (contentType: string): RawResponse => ({ raw: contentType });

/** `{ id: string }` from '/projects/:id'. */
export type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<never, never>;

/** The empty object type, for parts an endpoint does not have. */
type None = Record<never, never>;
type Simplify<T> = { [K in keyof T]: T[K] };
type HasParams<P extends string> = keyof PathParams<P> extends never ? false : true;

/** What a caller sends: path parameters, query and body, each only when the endpoint has them. */
export type EndpointInput<E extends Endpoint> = Simplify<
  (HasParams<E['path']> extends true ? { params: E['params'] extends z.ZodType ? z.input<E['params']> : PathParams<E['path']> } : None) &
    (E['query'] extends z.ZodType ? { query?: z.input<E['query']> } : None) &
    (E['body'] extends z.ZodType ? { body: z.input<E['body']> } : None)
>;

/** What the server hands its handler once validated. */
export type EndpointParsed<E extends Endpoint> = {
  params: E['params'] extends z.ZodType ? z.output<E['params']> : PathParams<E['path']>;
  query: E['query'] extends z.ZodType ? z.output<E['query']> : None;
  body: E['body'] extends z.ZodType ? z.output<E['body']> : undefined;
};

/** What a caller receives: the declared JSON, nothing (204), or the raw Response. */
export type EndpointOutput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.output<E['response']>
  : E['response'] extends RawResponse
    ? Response
    : void;

/** What a handler must return: the declared JSON (as zod accepts it), nothing, or a Response it built. */
export type EndpointReply<E extends Endpoint> = E['response'] extends z.ZodType ? z.input<E['response']> : E['response'] extends RawResponse ? Response : void;

/** Fills `:name` segments of a path, encoding each value. */
export function fillPath(path: string, params: Record<string, unknown> = {}): string {
  return path.replace(/:([A-Za-z0-9_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined || value === null) throw new Error(`Missing path parameter ${name} for ${path}`);
    return encodeURIComponent(String(value));
  });
}
