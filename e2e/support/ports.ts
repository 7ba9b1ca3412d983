/**
 * Ports for one end-to-end run, derived from E2E_PORT_BASE so several runs can share a machine.
 * app = base, mail catcher HTTP = base+1, its SMTP = base+2, OpenID provider = base+3.
 */
const base = Number(process.env.E2E_PORT_BASE ?? 4100);
export const ports = { app: base, mailHttp: base + 1, smtp: base + 2, oidc: base + 3 };
export const appUrl = `http://localhost:${ports.app}`;
export const mailUrl = `http://127.0.0.1:${ports.mailHttp}`;
export const oidcIssuer = `http://127.0.0.1:${ports.oidc}`;
