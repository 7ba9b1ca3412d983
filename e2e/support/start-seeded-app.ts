/**
 * The real app on its own port and data directory, for a spec that needs lease terms the abstraction job would
 * produce: besides the app it answers POST /__e2e/seed (loopback, this test process only, never the product) by
 * planting a workspace's portfolio records and abstracted leases straight into its database, the way the server
 * tests do (server/test/seed-leases.ts). Started and stopped by the spec that uses it.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serve } from '@hono/node-server';
import { eq } from 'drizzle-orm';
import { keepIdleConnectionsOpen } from '../../server/lib/keep-alive.js';
import type { PlantedTerms } from '../../server/test/seed-leases.js';
import { ports } from './ports.js';

const port = ports.app + 6;
Object.assign(process.env, {
  NODE_ENV: 'test',
  PORT: String(port),
  HOST: '127.0.0.1',
  PUBLIC_URL: `http://localhost:${port}`,
  DATA_DIR: mkdtempSync(join(tmpdir(), `propwise-e2e-seeded-${port}-`)),
  SMTP_URL: `smtp://127.0.0.1:${ports.smtp}`,
  LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
  AUTH_RATE_LIMIT_PER_MINUTE: '1000',
  SIGNUP_APPROVAL: 'auto',
  LAUNCH_MODE: 'live',
});

const { createApp } = await import('../../server/app.js');
const { startBackground } = await import('../../server/background.js');
const { buildDeps, loadEnv } = await import('../../server/bootstrap.js');
const { member, user } = await import('../../server/db/schema/index.js');
const { plantProject } = await import('../../server/test/seed-documents.js');
const seed = await import('../../server/test/seed-leases.js');

const deps = await buildDeps(loadEnv());
const stopBackground = startBackground(deps);
const app = createApp(deps);

interface SeedLease {
  key: string;
  property: string;
  unit: string;
  tenant: string;
  startDate: string;
  endDate: string;
  monthlyRentCents: number;
  status?: 'draft' | 'active' | 'expired' | 'terminated';
  /** Omit for a lease known from a rent roll only (no document). */
  document?: { title: string; pages: string[]; reviewed?: boolean; terms: PlantedTerms };
}
interface SeedRequest {
  email: string;
  project: string;
  properties: Array<{ name: string; address: string; type: 'residential' | 'commercial' | 'mixed'; units: string[] }>;
  leases: SeedLease[];
}

async function plant(body: SeedRequest) {
  const db = deps.db;
  const [row] = await db
    .select({ workspaceId: member.organizationId })
    .from(member)
    .innerJoin(user, eq(user.id, member.userId))
    .where(eq(user.email, body.email));
  if (!row) throw new Error(`no user ${body.email}`);
  const ws = row.workspaceId;
  const projectId = await plantProject(db, ws, body.project);
  const properties = new Map<string, string>();
  const units = new Map<string, string>();
  for (const p of body.properties) {
    const id = await seed.plantProperty(db, ws, p.name, p.address, p.type);
    properties.set(p.name, id);
    for (const label of p.units) units.set(`${p.name}/${label}`, await seed.plantUnit(db, ws, id, label));
  }
  const out: Record<string, { leaseId: string; documentId: string | null }> = {};
  for (const l of body.leases) {
    const tenantId = await seed.plantTenant(db, ws, l.tenant);
    const leaseId = await seed.plantLeaseRecord(db, ws, {
      propertyId: properties.get(l.property)!,
      unitId: units.get(`${l.property}/${l.unit}`) ?? null,
      tenantIds: [tenantId],
      startDate: l.startDate,
      endDate: l.endDate,
      monthlyRentCents: l.monthlyRentCents,
      status: l.status,
    });
    const documentId = l.document
      ? (
          await seed.plantAbstraction(
            db,
            deps.embedder,
            { workspaceId: ws, projectId, leaseId },
            { title: l.document.title, pages: l.document.pages, reviewed: l.document.reviewed },
            l.document.terms,
          )
        ).documentId
      : null;
    out[l.key] = { leaseId, documentId };
  }
  return { projectId, leases: out };
}

const server = serve({
  port,
  hostname: '127.0.0.1',
  fetch: async (request) => {
    const url = new URL(request.url);
    if (url.pathname === '/__e2e/seed' && request.method === 'POST') {
      try {
        return Response.json(await plant((await request.json()) as SeedRequest));
      } catch (err) {
        return Response.json({ error: String(err) }, { status: 500 });
      }
    }
    return app.fetch(request);
  },
});
keepIdleConnectionsOpen(server);

const stop = async () => {
  server.close();
  await deps.events.close();
  await stopBackground();
  await deps.close();
  process.exit(0);
};
process.on('SIGTERM', () => void stop());
process.on('SIGINT', () => void stop());
