/**
 * The sources of Items Needing Attention. Each reads one kind of item of one workspace, most pressing first, and
 * links it to the screen where it is handled.
 */
import { and, asc, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { AttentionItem } from '../../../common/api/dashboard.js';
import { documents, leaseAbstractions } from '../../db/schema/index.js';
import type { AttentionContext, AttentionSource } from './attention-types.js';
import { amendedEndLateral, leaseCounts, leaseEnd } from './lease-end.sql.js';

const DAY_MS = 86_400_000;
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const formatDay = (d: string) => longDate.format(new Date(`${d}T00:00:00Z`));
const isoDay = (d: Date) => d.toISOString().slice(0, 10);
const daysBefore = (today: string, days: number) => isoDay(new Date(Date.parse(`${today}T00:00:00Z`) - days * DAY_MS));

/** The document page: the viewer, where a lease's abstraction is read and reviewed. */
export const documentHref = (documentId: string) => `/dashboard/documents/${documentId}`;
/** The lease page (its terms as of a date, its documents, its dates). */
export const leaseHref = (leaseId: string) => `/dashboard/leases/${leaseId}`;

/** A lease that ended and has no later lease on its unit (or, without a unit, for its tenants) nor an extension. */
const RECENTLY_ENDED_DAYS = 90;
const URGENT_WITHIN_DAYS = 30;

export const endedLeasesWithoutRenewal: AttentionSource = async ({ db, workspaceId, today, limit }) => {
  // Ended before today (as amended), signed and not terminated, and either still marked active or ended lately;
  // no other lease of the unit (or of a shared tenant at the property) started after it.
  // `l.end_date < today` follows from the amended end being before today (an amendment only moves the end later);
  // it is written out, and the leases that ended are gathered first, so that only they are looked at further. A
  // later lease is looked for on the same unit, and among the property's leases only for a lease without a unit:
  // one condition with an "or" compared every lease with every other (seconds at 10,000 leases).
  const later = sql`n.workspace_id = l.workspace_id and n.id <> l.id and n.status <> 'terminated' and n.start_date > l.start_date`;
  const result = await db.execute(sql`
    with ended_lease as materialized (
      select l.id, l.workspace_id, l.status, l.start_date, l.unit_id, l.property_id, ${leaseEnd} as ended
      from leases l left join ${amendedEndLateral(today)} on true
      where l.workspace_id = ${workspaceId} and l.end_date < ${today}::date and ${leaseCounts}
        and ${leaseEnd} < ${today}::date
        and (l.status = 'active' or ${leaseEnd} >= ${daysBefore(today, RECENTLY_ENDED_DAYS)}::date))
    select l.id, l.status, l.ended::text as ended, p.name as property, u.label as unit,
      (select string_agg(t.name, ', ' order by t.name) from lease_tenants lt join tenants t on t.id = lt.tenant_id where lt.lease_id = l.id) as tenants,
      count(*) over ()::int as total
    from ended_lease l
    left join properties p on p.id = l.property_id
    left join units u on u.id = l.unit_id
    where not exists (select 1 from leases n where ${later} and n.unit_id = l.unit_id)
      and not (l.unit_id is null and exists (
        select 1 from leases n where ${later} and n.property_id = l.property_id and exists (
          select 1 from lease_tenants a join lease_tenants b on a.tenant_id = b.tenant_id where a.lease_id = l.id and b.lease_id = n.id)))
    order by l.ended asc, l.id
    limit ${limit}`);
  const rows = result.rows as Array<{
    id: string;
    status: string;
    ended: string;
    property: string | null;
    unit: string | null;
    tenants: string | null;
    total: number;
  }>;
  const items = rows.map((r): AttentionItem => {
    const where = [r.unit ? `unit ${r.unit.replace(/^unit\s+/i, '')}` : null, r.property].filter(Boolean).join(', ');
    const who = r.tenants ?? 'A lease';
    return {
      id: `lease_ended:${r.id}`,
      source: 'lease_ended',
      priority: r.ended >= daysBefore(today, URGENT_WITHIN_DAYS) ? 'urgent' : 'high',
      title: 'Lease ended without a renewal',
      detail: `${who}${where ? ` (${where})` : ''}: ended ${formatDay(r.ended)}; no renewal, extension or later lease is on file.${r.status === 'active' ? ' The lease is still marked active.' : ''}`,
      href: leaseHref(r.id),
      date: r.ended,
    };
  });
  // Every row carries the count of all of them (the window is counted before the limit).
  return { items, total: rows[0]?.total ?? 0 };
};

/** Documents whose processing failed: they are not searchable until fixed or retried. */
export const failedDocuments: AttentionSource = async ({ db, workspaceId, limit }: AttentionContext) => {
  const where = and(eq(documents.workspaceId, workspaceId), eq(documents.status, 'failed'));
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: documents.id, title: documents.title, projectId: documents.projectId, error: documents.error, at: documents.updatedAt })
      .from(documents)
      .where(where)
      .orderBy(desc(documents.updatedAt))
      .limit(limit),
    db.select({ n: count() }).from(documents).where(where),
  ]);
  const items = rows.map(
    (d): AttentionItem => ({
      id: `document_failed:${d.id}`,
      source: 'document_failed',
      priority: 'high',
      title: 'Document could not be processed',
      detail: `${d.title}: ${d.error ?? 'processing failed'}. Retry it or upload a clearer copy.`,
      href: `/dashboard/projects/${d.projectId}?tab=documents&document=${d.id}`,
      date: isoDay(d.at),
    }),
  );
  return { items, total: Number(total?.n ?? 0) };
};

/** Leases or amendments the abstraction could not read. */
export const failedAbstractions: AttentionSource = async ({ db, workspaceId, limit }) => {
  const where = and(eq(leaseAbstractions.workspaceId, workspaceId), eq(leaseAbstractions.status, 'failed'), eq(documents.workspaceId, workspaceId));
  const [rows, [total]] = await Promise.all([
    db
      .select({ documentId: leaseAbstractions.documentId, title: documents.title, error: leaseAbstractions.error, at: leaseAbstractions.updatedAt })
      .from(leaseAbstractions)
      .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
      .where(where)
      .orderBy(desc(leaseAbstractions.updatedAt))
      .limit(limit),
    db.select({ n: count() }).from(leaseAbstractions).innerJoin(documents, eq(documents.id, leaseAbstractions.documentId)).where(where),
  ]);
  const items = rows.map(
    (a): AttentionItem => ({
      id: `abstraction_failed:${a.documentId}`,
      source: 'abstraction_failed',
      priority: 'high',
      title: 'Lease terms could not be read',
      detail: `${a.title}: ${a.error ?? 'the abstraction failed'}.`,
      href: documentHref(a.documentId),
      date: isoDay(a.at),
    }),
  );
  return { items, total: Number(total?.n ?? 0) };
};

/** Abstractions read but not yet reviewed by a person; waiting more than a week raises the priority. */
const REVIEW_OVERDUE_DAYS = 7;

export const abstractionsAwaitingReview: AttentionSource = async ({ db, workspaceId, today, limit }) => {
  const where = and(
    eq(leaseAbstractions.workspaceId, workspaceId),
    eq(leaseAbstractions.status, 'ready'),
    isNull(leaseAbstractions.reviewedAt),
    eq(documents.workspaceId, workspaceId),
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({ documentId: leaseAbstractions.documentId, kind: leaseAbstractions.kind, title: documents.title, at: leaseAbstractions.updatedAt })
      .from(leaseAbstractions)
      .innerJoin(documents, eq(documents.id, leaseAbstractions.documentId))
      .where(where)
      .orderBy(asc(leaseAbstractions.updatedAt))
      .limit(limit),
    db.select({ n: count() }).from(leaseAbstractions).innerJoin(documents, eq(documents.id, leaseAbstractions.documentId)).where(where),
  ]);
  const items = rows.map((a): AttentionItem => {
    const day = isoDay(a.at);
    return {
      id: `abstraction_review:${a.documentId}`,
      source: 'abstraction_review',
      priority: day < daysBefore(today, REVIEW_OVERDUE_DAYS) ? 'high' : 'medium',
      title: a.kind === 'amendment' ? 'Review the terms of an amendment' : 'Review the terms of a lease',
      detail: `${a.title}: read on ${formatDay(day)}. Accept or correct each term so the dashboard, dates and answers rest on checked values.`,
      href: documentHref(a.documentId),
      date: day,
    };
  });
  return { items, total: Number(total?.n ?? 0) };
};
