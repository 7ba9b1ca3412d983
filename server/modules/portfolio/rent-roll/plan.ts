import { randomUUID } from 'node:crypto';
import type { RentRollPreview, RentRollRow } from '../../../../common/api/rent-roll.js';
import type { leaseStatuses, propertyTypes, tenantKinds, unitStatuses } from '../../../../common/portfolio.js';
import type { ParsedRoll, ParsedTenant } from './parse.js';

/**
 * What each row of a rent roll does to the portfolio, decided against the records as they are: a property is
 * found by name (any case), a unit by its label in that property (any case), a tenant by name and, when both
 * sides have one, email, a lease by property, unit and start date. What is not found is created once, by the
 * first row that needs it; later rows use it. So importing the same file (or one that overlaps it) again creates
 * nothing twice. Pure: the caller supplies the records and writes `inserts`.
 */

export interface Snapshot {
  /** Oldest first: of two properties of one name, the older is the one matched. */
  properties: Array<{ id: string; name: string }>;
  units: Array<{ id: string; propertyId: string; label: string }>;
  tenants: Array<{ id: string; name: string; email: string | null }>;
  leases: Array<{ id: string; propertyId: string; unitId: string | null; startDate: string; endDate: string | null; status: (typeof leaseStatuses)[number] }>;
}

export interface Inserts {
  properties: Array<{ id: string; name: string; type: (typeof propertyTypes)[number] }>;
  units: Array<{ id: string; propertyId: string; label: string; status: (typeof unitStatuses)[number]; marketRentCents: number | null }>;
  tenants: Array<{ id: string; name: string; email: string | null; phone: string | null; kind: (typeof tenantKinds)[number] }>;
  leases: Array<{
    id: string;
    propertyId: string;
    unitId: string;
    startDate: string;
    endDate: string | null;
    monthlyRentCents: number | null;
    depositCents: number | null;
    status: (typeof leaseStatuses)[number];
  }>;
  leaseTenants: Array<{ leaseId: string; tenantId: string }>;
}

export interface Plan {
  rows: RentRollRow[];
  counts: RentRollPreview['counts'];
  inserts: Inserts;
}

const key = (s: string) => s.trim().toLowerCase();
const overlaps = (a: { startDate: string; endDate: string | null }, b: { startDate: string; endDate: string | null }) =>
  a.startDate <= (b.endDate ?? '9999-12-31') && b.startDate <= (a.endDate ?? '9999-12-31');
const range = (l: { startDate: string; endDate: string | null }) => `${l.startDate} to ${l.endDate ?? 'no end date'}`;

/** A tenant of the same name whose email does not contradict: equal, or missing on either side. */
function sameTenant(a: { name: string; email: string | null }, b: { name: string; email: string | null }) {
  return key(a.name) === key(b.name) && (!a.email || !b.email || key(a.email) === key(b.email));
}

export function planRentRoll(roll: ParsedRoll, snapshot: Snapshot, options: { today: string; propertyType: (typeof propertyTypes)[number] }): Plan {
  const propertiesByName = new Map<string, string>();
  for (const p of snapshot.properties) if (!propertiesByName.has(key(p.name))) propertiesByName.set(key(p.name), p.id);
  const unitsByLabel = new Map(snapshot.units.map((u) => [`${u.propertyId}\u0000${key(u.label)}`, u.id]));
  const leasesByUnit = groupBy(snapshot.leases, (l) => l.unitId ?? '');
  const tenantsByName = groupBy(snapshot.tenants, (t) => key(t.name));

  const inserts: Inserts = { properties: [], units: [], tenants: [], leases: [], leaseTenants: [] };
  // What earlier rows of the file create, by the same keys, with the row that creates each.
  const newProperties = new Map<string, { id: string; row: number }>();
  const newUnits = new Map<string, { id: string; row: number }>();
  const newTenants = new Map<string, Array<{ id: string; name: string; email: string | null; row: number }>>();
  const newUnitRows = new Map<string, Inserts['units'][number]>();
  const fileLeases = new Map<string, Array<{ row: number; startDate: string; endDate: string | null }>>();
  const existing = { properties: new Set<string>(), units: new Set<string>(), tenants: new Set<string>(), leases: new Set<string>() };

  const rows = roll.rows.map<RentRollRow>((r) => {
    const problems = [...r.problems];
    const propertyKey = r.property ? key(r.property) : null;
    const existingProperty = propertyKey ? propertiesByName.get(propertyKey) : undefined;
    const newProperty = propertyKey ? newProperties.get(propertyKey) : undefined;
    const unitKey = propertyKey && r.unit ? `${propertyKey}\u0000${key(r.unit)}` : null;
    const existingUnit = existingProperty && r.unit ? unitsByLabel.get(`${existingProperty}\u0000${key(r.unit)}`) : undefined;
    const newUnit = unitKey ? newUnits.get(unitKey) : undefined;

    const leaseWanted = !!r.startDate;
    const existingLease = existingUnit && r.startDate ? leasesByUnit.get(existingUnit)?.find((l) => l.startDate === r.startDate) : undefined;
    if (leaseWanted && unitKey && !existingLease) {
      const lease = { startDate: r.startDate!, endDate: r.endDate };
      const earlier = fileLeases.get(unitKey) ?? [];
      const duplicate = earlier.find((l) => l.startDate === lease.startDate);
      if (duplicate) problems.push(`Duplicate of row ${duplicate.row}: the same unit and lease start`);
      else {
        const clash = (existingUnit ? (leasesByUnit.get(existingUnit) ?? []) : []).find((l) => l.status !== 'terminated' && overlaps(l, lease));
        if (clash) problems.push(`Unit ${r.unit} already has a lease from ${range(clash)}, which overlaps this one`);
        const inFile = earlier.find((l) => overlaps(l, lease));
        if (inFile) problems.push(`Overlaps the lease of row ${inFile.row} (${range(inFile)}) for the same unit`);
      }
    }
    const ok = problems.length === 0;

    // Only a row without problems creates anything (and records what it creates for the rows after it).
    const property = !r.property
      ? null
      : existingProperty
        ? { name: r.property, action: 'exists' as const, id: existingProperty, firstRow: null }
        : newProperty
          ? { name: r.property, action: 'repeat' as const, id: null, firstRow: newProperty.row }
          : { name: r.property, action: 'create' as const, id: null, firstRow: null };
    const propertyId = existingProperty ?? newProperty?.id ?? (ok && propertyKey ? created(newProperties, propertyKey, r.row) : null);
    if (ok && property?.action === 'create') inserts.properties.push({ id: propertyId!, name: r.property!, type: options.propertyType });

    const unit = !r.unit
      ? null
      : existingUnit
        ? { label: r.unit, action: 'exists' as const, id: existingUnit, firstRow: null }
        : newUnit
          ? { label: r.unit, action: 'repeat' as const, id: null, firstRow: newUnit.row }
          : { label: r.unit, action: 'create' as const, id: null, firstRow: null };
    const unitId = existingUnit ?? newUnit?.id ?? (ok && unitKey ? created(newUnits, unitKey, r.row) : null);
    if (ok && unit?.action === 'create') {
      const newRow = {
        id: unitId!,
        propertyId: propertyId!,
        label: r.unit!,
        status: 'vacant' as const,
        marketRentCents: leaseWanted ? null : r.monthlyRentCents,
      };
      inserts.units.push(newRow);
      newUnitRows.set(newRow.id, newRow);
    }

    const tenants = r.tenants.map((t) => planTenant(t, r.row, ok));
    const leaseStatus = r.endDate && r.endDate < options.today ? ('expired' as const) : ('active' as const);
    const lease = !r.startDate
      ? null
      : {
          startDate: r.startDate,
          endDate: r.endDate,
          monthlyRentCents: r.monthlyRentCents,
          depositCents: r.depositCents,
          status: existingLease?.status ?? leaseStatus,
          action: existingLease ? ('exists' as const) : ('create' as const),
          id: existingLease?.id ?? null,
          firstRow: null,
        };
    if (ok && existingProperty) existing.properties.add(existingProperty);
    if (ok && existingUnit) existing.units.add(existingUnit);
    if (ok && existingLease) existing.leases.add(existingLease.id);
    if (ok && lease && !existingLease && unitKey) {
      const leaseId = randomUUID();
      addTo(fileLeases, unitKey, { row: r.row, startDate: lease.startDate, endDate: lease.endDate });
      inserts.leases.push({
        id: leaseId,
        propertyId: propertyId!,
        unitId: unitId!,
        startDate: lease.startDate,
        endDate: lease.endDate,
        monthlyRentCents: lease.monthlyRentCents,
        depositCents: lease.depositCents,
        status: leaseStatus,
      });
      for (const t of tenants) inserts.leaseTenants.push({ leaseId, tenantId: t.tenantId });
      // A unit this import creates is occupied when a lease it creates for it is current.
      const newUnitRow = newUnitRows.get(unitId!);
      if (newUnitRow && leaseStatus === 'active' && lease.startDate <= options.today) newUnitRow.status = 'occupied';
    } else if (!ok && lease && unitKey) {
      // A bad row's lease still counts as "in the file" for duplicates, so the second of two copies is named too.
      addTo(fileLeases, unitKey, { row: r.row, startDate: lease.startDate, endDate: lease.endDate });
    }
    return { row: r.row, ok, problems, property, unit, tenants: tenants.map(({ tenantId: _, ...t }) => t), lease };
  });

  function planTenant(t: ParsedTenant, row: number, ok: boolean) {
    const named = tenantsByName.get(key(t.name)) ?? [];
    const found =
      named.find((s) => sameTenant(s, t) && !!s.email && !!t.email) ?? // the same email first
      named.find((s) => sameTenant(s, t));
    const base = { name: t.name, email: t.email, phone: t.phone, kind: t.kind };
    if (found) {
      if (ok) existing.tenants.add(found.id);
      return { ...base, action: 'exists' as const, id: found.id, firstRow: null, tenantId: found.id };
    }
    const earlier = newTenants.get(key(t.name))?.find((n) => sameTenant(n, t));
    if (earlier) return { ...base, action: 'repeat' as const, id: null, firstRow: earlier.row, tenantId: earlier.id };
    const id = randomUUID();
    if (ok) {
      addTo(newTenants, key(t.name), { id, name: t.name, email: t.email, row });
      inserts.tenants.push({ id, ...base });
    }
    return { ...base, action: 'create' as const, id: null, firstRow: null, tenantId: id };
  }

  const ok = rows.filter((r) => r.ok).length;
  return {
    rows,
    inserts,
    counts: {
      rows: rows.length,
      ok,
      bad: rows.length - ok,
      properties: { create: inserts.properties.length, exists: existing.properties.size },
      units: { create: inserts.units.length, exists: existing.units.size },
      tenants: { create: inserts.tenants.length, exists: existing.tenants.size },
      leases: { create: inserts.leases.length, exists: existing.leases.size },
    },
  };
}

function addTo<T>(map: Map<string, T[]>, k: string, item: T) {
  const list = map.get(k);
  if (list) list.push(item);
  else map.set(k, [item]);
}

function groupBy<T>(items: T[], by: (item: T) => string) {
  const groups = new Map<string, T[]>();
  for (const item of items) {
    const k = by(item);
    const group = groups.get(k);
    if (group) group.push(item);
    else groups.set(k, [item]);
  }
  return groups;
}

function created(map: Map<string, { id: string; row: number }>, k: string, row: number) {
  const id = randomUUID();
  map.set(k, { id, row });
  return id;
}
