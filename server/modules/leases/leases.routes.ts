import { Hono } from 'hono';
import { leasesApi as api } from '../../../common/api/leases.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { allow, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { documentAbstraction } from './abstraction-view.js';
import { leasePage, termAsOfDto } from './lease-page.service.js';
import { leaseChoices } from './lease-summaries.js';
import { leaseTermsAsOf } from './lease-terms.service.js';
import { todayUtc } from './dates.js';
import * as review from './review.service.js';

/** Lease abstraction and leases' terms, declared in common/api/leases.ts: reading is portfolio.view, reviewing portfolio.edit. */
export function leaseRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps));
  const route = declaredRoutes(routes, '/leases', deps);
  const read = [allow('portfolio.view')];
  const write = [allow('portfolio.edit')];
  const ws = (c: { get: (k: 'workspace') => { id: string } }) => c.get('workspace').id;

  route(api.abstraction, read, (c, { params }) => documentAbstraction(deps.db, ws(c), params.documentId));
  route(api.correctTerm, write, (c, { params, body }) => review.correctTerm(deps, ws(c), c.get('user').id, params.documentId, params.key, body.value));
  route(api.acceptTerm, write, (c, { params }) => review.acceptTerm(deps, ws(c), c.get('user').id, params.documentId, params.key));
  route(api.acceptAll, write, (c, { params }) => review.acceptAll(deps, ws(c), c.get('user').id, params.documentId));
  route(api.rerun, write, (c, { params }) => review.rerun(deps, ws(c), params.documentId));
  route(api.setLease, write, (c, { params, body }) => review.setAmendmentLease(deps, ws(c), params.documentId, body.leaseId));
  route(api.choices, read, async (c, { query }) => ({ items: await leaseChoices(deps.db, ws(c), query.q) }));
  route(api.page, read, (c, { params }) => leasePage(deps.db, ws(c), params.id));
  route(api.termsAsOf, read, async (c, { params, query }) => {
    const asOf = query.asOf ?? todayUtc();
    const terms = await leaseTermsAsOf(deps.db, ws(c), params.id, asOf);
    return { leaseId: params.id, asOf, terms: terms.map(termAsOfDto) };
  });
  return routes;
}
