import { Hono } from 'hono';
import { portfolioApi as api } from '../../../common/api/portfolio.js';
import { rentRollApi } from '../../../common/api/rent-roll.js';
import type { AppDeps } from '../../deps.js';
import { declaredRoutes } from '../../lib/http.js';
import { allow, requireUser, requireWorkspace, type AppEnv } from '../auth/session.middleware.js';
import { nodeStreamBody } from '../../lib/http-stream.js';
import * as leases from './leases.service.js';
import * as photos from './property-photo.js';
import * as rentRoll from './rent-roll/rent-roll.service.js';
import * as properties from './properties.service.js';
import * as tenants from './tenants.service.js';
import * as units from './units.service.js';

/** Portfolio records of the active workspace; declared in common/api/portfolio.ts (decision 0027). */
export function portfolioRoutes(deps: AppDeps) {
  const routes = new Hono<AppEnv>();
  routes.use('*', requireUser(deps), requireWorkspace(deps));
  const route = declaredRoutes(routes, '/portfolio', deps);
  const read = [allow('portfolio.view')];
  const write = [allow('portfolio.edit')];

  route(api.listProperties, read, (c, { query }) => properties.listProperties(deps, c.get('workspace').id, query));
  route(api.createProperty, write, (c, { body }) => properties.createProperty(deps, c.get('workspace').id, body));
  route(api.getProperty, read, (c, { params }) => properties.getProperty(deps, c.get('workspace').id, params.id));
  route(api.updateProperty, write, (c, { params, body }) => properties.updateProperty(deps, c.get('workspace').id, params.id, body));
  route(api.removeProperty, write, (c, { params }) => properties.deleteProperty(deps, c.get('workspace').id, params.id));
  route(api.setPropertyPhoto, write, (c, { params }) => photos.setPropertyPhoto(deps, c.get('workspace').id, params.id, c.req.raw));
  route(api.removePropertyPhoto, write, (c, { params }) => photos.removePropertyPhoto(deps, c.get('workspace').id, params.id));
  route(api.propertyPhoto, read, async (c, { params }) => {
    const workspaceId = c.get('workspace').id;
    const photo = await photos.propertyPhotoResponse(deps, workspaceId, params.id);
    return new Response(nodeStreamBody(c, photo.body, { logger: deps.logger, context: { workspaceId } }), { headers: photo.headers });
  });

  route(api.listUnits, read, (c, { query }) => units.listUnits(deps, c.get('workspace').id, query));
  route(api.createUnit, write, (c, { body }) => units.createUnit(deps, c.get('workspace').id, body));
  route(api.getUnit, read, (c, { params }) => units.getUnit(deps, c.get('workspace').id, params.id));
  route(api.updateUnit, write, (c, { params, body }) => units.updateUnit(deps, c.get('workspace').id, params.id, body));
  route(api.removeUnit, write, (c, { params }) => units.deleteUnit(deps, c.get('workspace').id, params.id));

  route(api.listTenants, read, (c, { query }) => tenants.listTenants(deps, c.get('workspace').id, query));
  route(api.createTenant, write, (c, { body }) => tenants.createTenant(deps, c.get('workspace').id, body));
  route(api.getTenant, read, (c, { params }) => tenants.getTenant(deps, c.get('workspace').id, params.id));
  route(api.updateTenant, write, (c, { params, body }) => tenants.updateTenant(deps, c.get('workspace').id, params.id, body));
  route(api.removeTenant, write, (c, { params }) => tenants.deleteTenant(deps, c.get('workspace').id, params.id));

  route(api.listLeases, read, (c, { query }) => leases.listLeases(deps, c.get('workspace').id, query));
  route(api.createLease, write, (c, { body }) => leases.createLease(deps, c.get('workspace').id, body));
  route(api.getLease, read, (c, { params }) => leases.getLease(deps, c.get('workspace').id, params.id));
  route(api.updateLease, write, (c, { params, body }) => leases.updateLease(deps, c.get('workspace').id, params.id, body));
  route(api.removeLease, write, (c, { params }) => leases.deleteLease(deps, c.get('workspace').id, params.id));

  // Rent-roll import (rent-roll/): preview on upload, nothing written until confirmed.
  route(rentRollApi.upload, write, (c) => rentRoll.previewRentRoll(deps, c.get('workspace').id, c.get('user').id, c.req.raw));
  route(rentRollApi.get, write, (c, { params }) => rentRoll.getRentRoll(deps, c.get('workspace').id, params.id));
  route(rentRollApi.confirm, write, (c, { params }) => rentRoll.confirmRentRoll(deps, c.get('workspace').id, params.id));

  return routes;
}
