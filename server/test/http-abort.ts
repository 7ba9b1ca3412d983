import { request } from 'node:http';

/** Where a client drops its connection: before any byte, after the headers, after some bytes, after reading all. */
export type AbortPoint = 'before-response' | 'after-headers' | 'after-bytes' | 'after-body';
export const abortPoints: AbortPoint[] = ['before-response', 'after-headers', 'after-bytes', 'after-body'];

export interface Call {
  method?: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

/**
 * Sends the request over a connection of its own and drops it at `point` (for `before-response`, `delayMs` after
 * sending); resolves once the socket is gone, whatever the server did.
 */
export function abortedCall(port: number, call: Call, point: AbortPoint, delayMs = 0) {
  return new Promise<void>((resolve) => {
    const body = call.body === undefined ? undefined : Buffer.from(call.body);
    const req = request({
      host: '127.0.0.1',
      port,
      method: call.method ?? 'GET',
      path: call.path,
      agent: false,
      headers: { ...call.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
    });
    const drop = () => req.destroy();
    req.on('error', () => {});
    req.on('close', () => resolve());
    req.on('response', (res) => {
      res.on('error', () => {});
      if (point === 'after-headers') return drop();
      if (point === 'after-bytes') return res.once('data', drop);
      // Read every byte, then close at once: the client has all it wants (the report's "small file" case).
      res.on('data', () => {});
      res.on('end', drop);
    });
    req.end(body);
    if (point === 'before-response') setTimeout(drop, delayMs);
  });
}
