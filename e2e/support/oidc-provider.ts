/**
 * A real OpenID Connect provider (node-oidc-provider) on loopback, standing in for Google in end-to-end
 * tests: the app's Google sign-in runs its production OAuth code path against it. Its built-in development
 * login screen accepts any email as the login; "Cancel" at consent exercises the error path.
 */
import Provider from 'oidc-provider';
import { oidcIssuer, ports } from './ports.js';

const appPorts = [ports.app, ports.app + 4];

const provider = new Provider(oidcIssuer, {
  clients: [
    {
      client_id: 'propwise-e2e',
      client_secret: 'propwise-e2e-secret',
      redirect_uris: appPorts.map((p) => `http://localhost:${p}/api/auth/callback/google`),
      grant_types: ['authorization_code'],
      response_types: ['code'],
    },
  ],
  claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name'] },
  scopes: ['openid', 'email', 'profile'],
  pkce: { required: () => false },
  cookies: { keys: ['propwise-e2e-cookie-key'] },
  async findAccount(_ctx, id) {
    const email = id.includes('@') ? id.toLowerCase() : `${id}@example.com`;
    return {
      accountId: id,
      async claims() {
        return { sub: email, email, email_verified: true, name: email.split('@')[0] };
      },
    };
  },
});
provider.proxy = false;
provider.listen(ports.oidc, () => console.log(`OpenID provider at ${oidcIssuer}`));
