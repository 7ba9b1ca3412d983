/**
 * Filling the portfolio from a lease abstraction: the lease record with its property, unit and tenants, from the
 * terms in use (a person's corrections win) with the lease's amendments applied as of today. The same abstraction
 * always updates the same lease record; a record made another way (a rent roll) with the same property, unit and
 * start is adopted rather than duplicated.
 */
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import type { LeaseTermKey } from '../../../common/lease-terms.js';
import type { Database } from '../../db/client.js';
import { documents, leaseAbstractions, leases, properties, tenants, units } from '../../db/schema/index.js';
import * as leaseRecords from '../portfolio/leases.service.js';
import * as propertyRecords from '../portfolio/properties.service.js';
import * as tenantRecords from '../portfolio/tenants.service.js';
import * as unitRecords from '../portfolio/units.service.js';
import { addDays, addMonths, statusOn } from './dates.js';
import { termsDocumentsByLease } from './lease-terms.service.js';
import {
  isCompanyName,
  nameKey,
  normaliseAddress,
  normaliseText,
  readsCommercial,
  sameAddress,
  streetKey,
  unitFromAddress,
  unitKey,
  unitLabel,
} from './names.js';
import { termsAsOf, termValue, type TermsDocument } from './terms-as-of.js';
import { termsDocumentOf } from './abstraction-terms.js';

/** "Mar 1, 2025": dates in messages are for people. */
const peopleDate = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];

/** What a lease document says the lease record is, as of a date; `problem` when it cannot be a record yet. */
export interface LeaseFacts {
  premises: string | null;
  unit: string | null;
  tenants: string[];
  startDate: string | null;
  endDate: string | null;
  monthlyRentCents: number | null;
  depositCents: number | null;
  permittedUse: string | null;
  problem: string | null;
}

const text = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
const cents = (v: unknown) => (typeof v === 'number' && Number.isFinite(v) ? Math.round(v * 100) : null);

/** The record's fields from the documents' terms as of `today`. */
export function leaseFactsFrom(docs: TermsDocument[], today: string): LeaseFacts {
  const terms = termsAsOf(docs, today);
  const value = (key: LeaseTermKey) => termValue(terms, key);
  const premises = text(value('premises_address'));
  const months = typeof value('term_months') === 'number' ? (value('term_months') as number) : null;
  let start = text(value('commencement_date'));
  let end = text(value('expiration_date'));
  if (!start && end && months) start = addDays(addMonths(end, -months), 1);
  if (start && !end && months) end = addDays(addMonths(start, months), -1);
  const tenantsValue = value('tenants');
  const facts: LeaseFacts = {
    premises,
    unit: text(value('unit')) ?? (premises ? unitFromAddress(premises) : null),
    tenants: Array.isArray(tenantsValue) ? tenantsValue.filter((t): t is string => typeof t === 'string' && t.trim() !== '') : [],
    startDate: start,
    endDate: end,
    monthlyRentCents: cents(value('monthly_rent')),
    depositCents: cents(value('security_deposit')),
    permittedUse: text(value('permitted_use')),
    problem: null,
  };
  if (!premises) facts.problem = 'The premises are not stated, so this lease is not in the portfolio yet. Correct "Premises" to add it.';
  else if (!start)
    facts.problem =
      'The commencement date is not stated (nor an expiration with a term), so this lease is not in the portfolio yet. Correct "Commencement" to add it.';
  else if (end && end < start) facts.problem = 'The expiration date is before the commencement date. Correct one of them to add this lease to the portfolio.';
  return facts;
}

/**
 * The workspace's property at these premises (by address, then by name: its building's or its street's), else a new
 * one named after the building the lease names, or its street line when it names none. A property Propwise named
 * after its street takes the building's name when a lease gives one (leases of one building arrive in any order).
 */
async function propertyFor(db: Database, workspaceId: string, premises: string, building: string | null, commercial: boolean): Promise<string> {
  const rows = await db
    .select({ id: properties.id, name: properties.name, address: properties.address, nameFromLease: properties.nameFromLease })
    .from(properties)
    .where(eq(properties.workspaceId, workspaceId));
  const street = streetKey(premises);
  const byAddress = rows.find((p) => p.address && sameAddress(p.address, premises));
  if (byAddress) {
    if (building && byAddress.nameFromLease && normaliseText(byAddress.name) !== normaliseText(building))
      await db
        .update(properties)
        .set({ name: building.slice(0, 200), updatedAt: new Date() })
        .where(and(eq(properties.workspaceId, workspaceId), eq(properties.id, byAddress.id)));
    return byAddress.id;
  }
  const byName = rows.find(
    (p) =>
      normaliseAddress(p.name) === street ||
      normaliseText(p.name) === normaliseText(premises) ||
      (building !== null && normaliseText(p.name) === normaliseText(building) && !p.address),
  );
  if (byName) return byName.id;
  const streetLine = (premises.split(/[,\n]/)[0] ?? premises).trim().slice(0, 200) || premises.slice(0, 200);
  const created = await propertyRecords.createProperty({ db }, workspaceId, {
    name: building?.slice(0, 200) ?? streetLine,
    address: premises.slice(0, 500),
    type: commercial ? 'commercial' : 'residential',
  });
  if (!building) await db.update(properties).set({ nameFromLease: true }).where(eq(properties.id, created.id));
  return created.id;
}

async function unitFor(db: Database, workspaceId: string, propertyId: string, label: string): Promise<string> {
  const rows = await db
    .select({ id: units.id, label: units.label })
    .from(units)
    .where(and(eq(units.workspaceId, workspaceId), eq(units.propertyId, propertyId)));
  const found = rows.find((u) => unitKey(u.label) === unitKey(label));
  if (found) return found.id;
  return (await unitRecords.createUnit({ db }, workspaceId, { propertyId, label: unitLabel(label) })).id;
}

async function tenantsFor(db: Database, workspaceId: string, names: string[]): Promise<string[]> {
  if (!names.length) return [];
  const rows = await db.select({ id: tenants.id, name: tenants.name }).from(tenants).where(eq(tenants.workspaceId, workspaceId));
  const ids: string[] = [];
  for (const name of names) {
    const found = rows.find((t) => nameKey(t.name) === nameKey(name));
    if (found) ids.push(found.id);
    else {
      const created = await tenantRecords.createTenant({ db }, workspaceId, {
        name: name.trim().slice(0, 200),
        kind: isCompanyName(name) ? 'company' : 'person',
      });
      rows.push({ id: created.id, name: created.name });
      ids.push(created.id);
    }
  }
  return [...new Set(ids)];
}

/**
 * A record another lease document already fills for the same property, unit and start: this document is a second
 * copy (or a duplicate lease), and it is reported rather than made a second record.
 */
async function existingRecord(db: Database, workspaceId: string, abstractionId: string, propertyId: string, unitId: string | null, start: string) {
  const [row] = await db
    .select({ id: leases.id, claimedBy: documents.title })
    .from(leases)
    .leftJoin(leaseAbstractions, and(eq(leaseAbstractions.leaseId, leases.id), eq(leaseAbstractions.kind, 'lease'), ne(leaseAbstractions.id, abstractionId)))
    .leftJoin(documents, eq(documents.id, leaseAbstractions.documentId))
    .where(
      and(
        eq(leases.workspaceId, workspaceId),
        eq(leases.propertyId, propertyId),
        unitId ? eq(leases.unitId, unitId) : sql`${leases.unitId} is null`,
        eq(leases.startDate, start),
      ),
    )
    .limit(1);
  return row;
}

/**
 * Creates or updates the lease record of a lease abstraction and links its document (and the lease's amendments'
 * documents) to the lease, property and unit. Serialised per workspace, so leases of one building uploaded
 * together find one property. Returns the lease record, and why there is none when there cannot be one yet.
 */
export async function fillLeaseRecord(
  db: Database,
  workspaceId: string,
  abstractionId: string,
  today: string,
): Promise<{ leaseId: string | null; problem: string | null }> {
  return db.transaction(async (tx: Tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`lease-records:${workspaceId}`}))`);
    const scoped = tx as unknown as Database;
    const own = await termsDocumentOf(scoped, workspaceId, abstractionId);
    if (own?.kind !== 'lease') return { leaseId: null, problem: null };
    const current = own.leaseId
      ? (
          await tx
            .select({ id: leases.id, status: leases.status })
            .from(leases)
            .where(and(eq(leases.id, own.leaseId), eq(leases.workspaceId, workspaceId)))
        )[0]
      : undefined;
    const amendments = current
      ? ((await termsDocumentsByLease(scoped, workspaceId, [current.id])).get(current.id) ?? []).filter((d) => d.kind === 'amendment')
      : [];
    const facts = leaseFactsFrom([own.document, ...amendments], today);
    const note = async (problem: string | null, leaseId: string | null) => {
      await tx.update(leaseAbstractions).set({ error: problem, leaseId, updatedAt: new Date() }).where(eq(leaseAbstractions.id, abstractionId));
      return { leaseId, problem };
    };
    if (facts.problem || !facts.premises || !facts.startDate) return note(facts.problem, current?.id ?? null);

    // Where a person filed the document (uploaded it on a property's page, or linked it) wins over where the
    // premises' address points, until they correct the premises or the unit; a first abstraction files it by the address.
    const [filed] = await tx
      .select({ propertyId: documents.propertyId, unitId: documents.unitId, unitPropertyId: units.propertyId })
      .from(documents)
      .leftJoin(units, eq(units.id, documents.unitId))
      .where(and(eq(documents.workspaceId, workspaceId), eq(documents.id, own.documentId)));
    const [read] = await tx.select({ references: leaseAbstractions.leaseReferences }).from(leaseAbstractions).where(eq(leaseAbstractions.id, abstractionId));
    const building = (read?.references as { buildingName?: string | null } | null)?.buildingName ?? null;
    const corrected = (key: LeaseTermKey) => own.document.terms[key]?.corrected === true;
    const propertyId =
      filed?.propertyId && !corrected('premises_address')
        ? filed.propertyId
        : await propertyFor(scoped, workspaceId, facts.premises, building, readsCommercial(own.document.title, facts.permittedUse));
    const filedUnit = filed?.unitId && filed.unitPropertyId === propertyId && !corrected('unit') ? filed.unitId : null;
    const unitId = filedUnit ?? (facts.unit ? await unitFor(scoped, workspaceId, propertyId, facts.unit) : null);
    const tenantIds = await tenantsFor(scoped, workspaceId, facts.tenants);
    let leaseId = current?.id ?? null;
    let status = current?.status === 'terminated' ? ('terminated' as const) : statusOn(today, facts.startDate, facts.endDate);
    if (!leaseId) {
      const existing = await existingRecord(scoped, workspaceId, abstractionId, propertyId, unitId, facts.startDate);
      if (existing?.claimedBy) {
        const where = facts.unit ? `unit ${facts.unit} of ${facts.premises}` : facts.premises;
        return note(
          `Another lease document, "${existing.claimedBy}", already covers ${where} from ${peopleDate(facts.startDate)}, so this one was not added as a second lease.`,
          null,
        );
      }
      leaseId = existing?.id ?? null;
    }
    const fields = {
      propertyId,
      unitId,
      tenantIds,
      startDate: facts.startDate,
      endDate: facts.endDate,
      monthlyRentCents: facts.monthlyRentCents,
      depositCents: facts.depositCents,
    };
    if (leaseId) {
      const [record] = await tx.select({ status: leases.status }).from(leases).where(eq(leases.id, leaseId));
      if (record?.status === 'terminated') status = 'terminated';
      await leaseRecords.updateLease({ db: scoped }, workspaceId, leaseId, { ...fields, status });
    } else leaseId = (await leaseRecords.createLease({ db: scoped }, workspaceId, { ...fields, status })).id;

    await tx
      .update(documents)
      .set({ leaseId, propertyId, unitId, updatedAt: new Date() })
      .where(and(eq(documents.workspaceId, workspaceId), eq(documents.id, own.documentId)));
    // The lease's amendments follow it when its premises are corrected.
    await tx
      .update(documents)
      .set({ propertyId, unitId })
      .where(
        and(
          eq(documents.workspaceId, workspaceId),
          inArray(
            documents.id,
            amendments.map((a) => a.documentId),
          ),
        ),
      );
    return note(null, leaseId);
  });
}

/**
 * A lease no lease document fills (made by hand or from a rent roll) takes what its amendments state as of
 * today: a new end date, rent or deposit. Fields no amendment states stay as they were.
 */
export async function applyAmendmentsToRecord(db: Database, workspaceId: string, leaseId: string, today: string) {
  const docs = ((await termsDocumentsByLease(db, workspaceId, [leaseId])).get(leaseId) ?? []).filter((d) => d.kind === 'amendment');
  if (!docs.length) return;
  const terms = termsAsOf(docs, today);
  const [record] = await db
    .select()
    .from(leases)
    .where(and(eq(leases.id, leaseId), eq(leases.workspaceId, workspaceId)));
  if (!record) return;
  const end = text(termValue(terms, 'expiration_date'));
  const rent = cents(termValue(terms, 'monthly_rent'));
  const deposit = cents(termValue(terms, 'security_deposit'));
  const endDate = end && end >= record.startDate ? end : record.endDate;
  await leaseRecords.updateLease({ db }, workspaceId, leaseId, {
    endDate,
    monthlyRentCents: rent ?? record.monthlyRentCents,
    depositCents: deposit ?? record.depositCents,
    status: record.status === 'terminated' ? 'terminated' : statusOn(today, record.startDate, endDate),
  });
}
