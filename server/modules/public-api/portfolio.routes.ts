import { createRoute, z } from '@hono/zod-openapi';
import type { ListFilter } from '../../../common/portfolio.js';
import { AppError } from '../../lib/errors.js';
import * as leases from '../portfolio/leases.service.js';
import * as properties from '../portfolio/properties.service.js';
import type { PortfolioDeps } from '../portfolio/shared.js';
import * as tenants from '../portfolio/tenants.service.js';
import * as units from '../portfolio/units.service.js';
import { requireLevel } from './api-key-auth.js';
import * as v1 from './portfolio-schemas.js';
import { bearer, curlSample, errorResponses, type PublicApi, type PublicApiContext } from './route-helpers.js';

const IdParam = z.object({ id: z.uuid('id must be an id').openapi({ param: { name: 'id', in: 'path' }, example: '3f1c2a9e-5b7d-4c1e-9a2f-8d6b4e0c1a23' }) });

/** One record kind as the public API serves it: its contract, its mapping, and the service behind it. */
interface Resource<Dto, In> {
  plural: 'properties' | 'units' | 'tenants' | 'leases';
  singular: string;
  tag: string;
  record: z.ZodType;
  create: z.ZodType;
  update: z.ZodType;
  list: z.ZodObject;
  toV1: (dto: Dto) => unknown;
  input: (body: never) => In;
  service: {
    list: (deps: PortfolioDeps, workspaceId: string, filter: ListFilter) => Promise<{ items: Dto[]; nextPage: number | null }>;
    get: (deps: PortfolioDeps, workspaceId: string, id: string) => Promise<Dto>;
    create: (deps: PortfolioDeps, workspaceId: string, input: In) => Promise<Dto>;
    update: (deps: PortfolioDeps, workspaceId: string, id: string, input: In) => Promise<Dto>;
    remove: (deps: PortfolioDeps, workspaceId: string, id: string) => Promise<void>;
  };
}

const resources = [
  {
    plural: 'properties',
    singular: 'property',
    tag: 'Properties',
    record: v1.PropertyV1,
    create: v1.CreatePropertyV1,
    update: v1.UpdatePropertyV1,
    list: v1.listQueryV1('Only properties of this type: residential, commercial or mixed.', false),
    toV1: v1.propertyV1,
    input: v1.propertyInput,
    service: {
      list: properties.listProperties,
      get: properties.getProperty,
      create: properties.createProperty,
      update: properties.updateProperty,
      remove: properties.deleteProperty,
    },
  },
  {
    plural: 'units',
    singular: 'unit',
    tag: 'Units',
    record: v1.UnitV1,
    create: v1.CreateUnitV1,
    update: v1.UpdateUnitV1,
    list: v1.listQueryV1('Only units in this state: vacant, occupied or unavailable.', true),
    toV1: v1.unitV1,
    input: (b: z.output<typeof v1.CreateUnitV1>) => ({ propertyId: b.property_id, ...v1.unitInput(b) }),
    service: { list: units.listUnits, get: units.getUnit, create: units.createUnit, update: units.updateUnit, remove: units.deleteUnit },
  },
  {
    plural: 'tenants',
    singular: 'tenant',
    tag: 'Tenants',
    record: v1.TenantV1,
    create: v1.CreateTenantV1,
    update: v1.UpdateTenantV1,
    list: v1.listQueryV1('Only tenants of this kind: person or company.', false),
    toV1: v1.tenantV1,
    input: v1.tenantInput,
    service: { list: tenants.listTenants, get: tenants.getTenant, create: tenants.createTenant, update: tenants.updateTenant, remove: tenants.deleteTenant },
  },
  {
    plural: 'leases',
    singular: 'lease',
    tag: 'Leases',
    record: v1.LeaseV1,
    create: v1.CreateLeaseV1,
    update: v1.UpdateLeaseV1,
    list: v1.listQueryV1('Only leases in this state: draft, active, expired or terminated.', true),
    toV1: v1.leaseV1,
    input: v1.leaseInput,
    service: { list: leases.listLeases, get: leases.getLease, create: leases.createLease, update: leases.updateLease, remove: leases.deleteLease },
  },
] as unknown as Resource<unknown, unknown>[];

/** Runs a service call, renaming the field an AppError names to the public API's snake_case. */
async function publicFields<T>(work: Promise<T>): Promise<T> {
  try {
    return await work;
  } catch (err) {
    if (err instanceof AppError && err.details.field) {
      throw new AppError(err.code, err.message, { ...err.details, field: v1.snakeField(err.details.field), fields: undefined });
    }
    throw err;
  }
}

function routesOf(r: Resource<unknown, unknown>) {
  const base = { tags: [r.tag], security: bearer };
  const one = `/${r.plural}/{id}`;
  const sample = (s: string, id = '') =>
    curlSample(`curl ${s}-H "Authorization: Bearer $PROPWISE_API_KEY" https://propwise.example/api/v1/${r.plural}${id && `/$${r.singular.toUpperCase()}_ID`}`);
  const json = (schema: z.ZodType) => ({ 'application/json': { schema } });
  return {
    list: createRoute({
      ...base,
      method: 'get',
      path: `/${r.plural}`,
      summary: `List ${r.plural}`,
      description: `A page of the workspace's ${r.plural}. Read Only keys may call this.`,
      middleware: [requireLevel('read')] as const,
      request: { query: r.list },
      responses: {
        200: { description: r.tag, content: json(z.object({ [r.plural]: z.array(r.record), next_page: z.number().int().nullable() })) },
        ...errorResponses(),
      },
      ...sample(''),
    }),
    get: createRoute({
      ...base,
      method: 'get',
      path: one,
      summary: `Get a ${r.singular}`,
      middleware: [requireLevel('read')] as const,
      request: { params: IdParam },
      responses: { 200: { description: `The ${r.singular}`, content: json(r.record) }, ...errorResponses(404) },
      ...sample('', 'id'),
    }),
    create: createRoute({
      ...base,
      method: 'post',
      path: `/${r.plural}`,
      summary: `Create a ${r.singular}`,
      description: 'Needs a Read & Write or Full Access key. Money is integer cents.',
      middleware: [requireLevel('read_write')] as const,
      request: { body: { required: true, content: json(r.create) } },
      responses: { 201: { description: `The new ${r.singular}`, content: json(r.record) }, ...errorResponses(415) },
      ...sample('-X POST -H "Content-Type: application/json" -d @body.json '),
    }),
    update: createRoute({
      ...base,
      method: 'patch',
      path: one,
      summary: `Update a ${r.singular}`,
      description: 'Only the fields sent change. Needs a Read & Write or Full Access key.',
      middleware: [requireLevel('read_write')] as const,
      request: { params: IdParam, body: { required: true, content: json(r.update) } },
      responses: { 200: { description: `The ${r.singular}`, content: json(r.record) }, ...errorResponses(404, 415) },
      ...sample('-X PATCH -H "Content-Type: application/json" -d @changes.json ', 'id'),
    }),
    remove: createRoute({
      ...base,
      method: 'delete',
      path: one,
      summary: `Delete a ${r.singular}`,
      description:
        'Refused with 409 while other records refer to it (a property with units or leases, a unit or tenant on a lease). Needs a Read & Write or Full Access key.',
      middleware: [requireLevel('read_write')] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'Deleted' }, ...errorResponses(404, 409) },
      ...sample('-X DELETE ', 'id'),
    }),
  };
}

/** GET/POST/PATCH/DELETE /properties, /units, /tenants and /leases (decision 0027), confined to the key's workspace. */
export function registerPortfolioRoutes(api: PublicApi, { deps }: PublicApiContext) {
  for (const r of resources) {
    const routes = routesOf(r);
    const ws = (c: { get: (k: 'caller') => { workspaceId: string } }) => c.get('caller').workspaceId;
    // The schemas vary by record kind, so the validated input is typed here rather than inferred.
    const valid = <T>(c: { req: { valid: unknown } }, target: 'query' | 'param' | 'json') => (c.req.valid as (t: string) => T)(target);
    const id = (c: { req: { valid: unknown } }) => valid<{ id: string }>(c, 'param').id;
    api.openapi(routes.list, async (c) => {
      const q = valid<ListFilter & { property_id?: string }>(c, 'query');
      const page = await publicFields(r.service.list(deps, ws(c), { q: q.q, status: q.status, propertyId: q.property_id, limit: q.limit, page: q.page }));
      return c.json({ [r.plural]: page.items.map(r.toV1), next_page: page.nextPage } as never, 200);
    });
    api.openapi(routes.get, async (c) => c.json(r.toV1(await r.service.get(deps, ws(c), id(c))) as never, 200));
    api.openapi(routes.create, async (c) => {
      const created = await publicFields(r.service.create(deps, ws(c), r.input(valid<never>(c, 'json'))));
      return c.json(r.toV1(created) as never, 201);
    });
    api.openapi(routes.update, async (c) => {
      const updated = await publicFields(r.service.update(deps, ws(c), id(c), r.input(valid<never>(c, 'json'))));
      return c.json(r.toV1(updated) as never, 200);
    });
    api.openapi(routes.remove, async (c) => {
      await publicFields(r.service.remove(deps, ws(c), id(c)));
      return c.body(null, 204);
    });
  }
}
