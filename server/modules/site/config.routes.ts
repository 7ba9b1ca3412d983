import { Hono } from 'hono';
import { siteApi } from '../../../common/api/site.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';

/** What the web app needs to know about this deployment (no secrets). */
export function configRoutes(deps: AppDeps) {
  const { env } = deps;
  const routes = new Hono();
  declaredRoutes(
    routes,
    '/config',
    deps,
  )(siteApi.config, () => ({
    launchMode: env.LAUNCH_MODE,
    signupApproval: env.SIGNUP_APPROVAL,
    googleEnabled: Boolean(env.GOOGLE_CLIENT_ID && env.GOOGLE_CLIENT_SECRET),
    oidc: env.OIDC_DISCOVERY_URL && env.OIDC_CLIENT_ID ? { name: env.OIDC_PROVIDER_NAME } : null,
    supportEmail: env.SUPPORT_EMAIL,
    salesEmail: env.SALES_EMAIL,
    contactPhone: env.CONTACT_PHONE ?? null,
    maxUploadMb: env.MAX_UPLOAD_MB,
    devMailbox: env.DEV_MAILBOX !== 'off',
  }));
  return routes;
}
