import type { Server } from 'node:http';
import type { ServerType } from '@hono/node-server';

/**
 * Idle keep-alive connections stay open for 65 s instead of Node's 5 s. Clients and proxies that pool connections
 * without reading the Keep-Alive hint (load balancers idle for 60 s; Node's http.Agent, which Playwright's request
 * context uses) otherwise reuse a socket at the moment the server closes it and see ECONNRESET. headersTimeout must
 * exceed keepAliveTimeout. Shutdown is unaffected: server.close() drops idle connections at once.
 */
export function keepIdleConnectionsOpen(server: ServerType): void {
  const http = server as Server;
  http.keepAliveTimeout = 65_000;
  http.headersTimeout = 66_000;
}
