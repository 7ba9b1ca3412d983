import { createAuthClient } from 'better-auth/react';
import { inferAdditionalFields, organizationClient, twoFactorClient } from 'better-auth/client/plugins';

/** better-auth's browser client: sign-in/up, sessions, organizations (workspaces), two-factor. OAuth/OIDC
 * providers (Google included) use signIn.social({ provider }). */
export const authClient = createAuthClient({
  basePath: '/api/auth',
  plugins: [
    inferAdditionalFields({
      user: {
        company: { type: 'string', required: false },
        portfolioSize: { type: 'string', required: false },
        approved: { type: 'boolean', required: false, input: false },
      },
    }),
    organizationClient(),
    twoFactorClient({
      onTwoFactorRedirect() {
        window.location.assign('/two-factor');
      },
    }),
  ],
});

export const useSession = authClient.useSession;
