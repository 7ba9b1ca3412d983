/**
 * The better-auth endpoints the product reaches over HTTP: what web/lib/auth-client.ts and the pages call, the
 * links in our emails, and the OAuth round trip. Every other endpoint of the library and its plugins answers
 * 404 (decision 0014). The organization plugin in particular would let any Member list a workspace's pending
 * invitations (emails, roles, and the ids that are the links' secrets), its members, or invite and remove
 * people by the plugin's own rules; workspaces are managed through /api/app/workspaces, which checks
 * common/permissions.ts and calls the plugin in process (auth.api.*, which this list does not restrict).
 * An allowlist rather than better-auth's `disabledPaths`: a library upgrade that adds an endpoint leaves it
 * closed, and `disabledPaths` cannot name paths with parameters.
 */
const openEndpoints: readonly string[] = [
  // session (every page load) and sign-in, sign-up, sign-out
  'GET /get-session',
  'POST /sign-in/email',
  'POST /sign-up/email',
  'POST /sign-out',
  // Google and OpenID Connect: start, and the provider's redirect back (query or form post)
  'POST /sign-in/social',
  'GET /callback/:id',
  'POST /callback/:id',
  'GET /error',
  // links in emails, and the pages that send them
  'GET /verify-email',
  'POST /send-verification-email',
  'POST /request-password-reset',
  'GET /reset-password/:token',
  'POST /reset-password',
  // Settings → Security
  'POST /change-password',
  'GET /list-sessions',
  'POST /revoke-sessions',
  'POST /revoke-other-sessions',
  'POST /two-factor/enable',
  'POST /two-factor/disable',
  'POST /two-factor/verify-totp',
  'POST /two-factor/verify-backup-code',
  // the workspace switcher; better-auth checks the caller is a member of the workspace
  'POST /organization/set-active',
];

const patterns = openEndpoints.map((entry) => {
  const [method, path] = entry.split(' ') as [string, string];
  return { method, path: new RegExp(`^${path.replace(/:[a-zA-Z]+/g, '[^/]+')}/?$`) };
});

/** True when `path` (relative to /api/auth) with `method` is one the product uses. */
export function isOpenAuthEndpoint(method: string, path: string) {
  return patterns.some((p) => p.method === method && p.path.test(path));
}
