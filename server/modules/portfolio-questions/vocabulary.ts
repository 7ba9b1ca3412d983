/**
 * The names a portfolio question may use for what is in the records: properties (by name, address or street),
 * units (by label, with or without "unit"/"apt"/"suite"), and tenants (by name). Built from the records and from
 * how each abstracted lease names its premises, unit and tenants, so a lease whose unit is not a unit record yet is
 * still found by "unit 4B".
 */
import { findPhrase, propertyNameForms, tenantNameForms, unitKey } from './normalize.js';
import type { PortfolioRecords } from './records.js';

export interface LeaseIdentity {
  premises: string | null;
  unit: string | null;
  tenants: string[];
}

interface Named {
  propertyIds: Set<string>;
  unitIds: Set<string>;
  tenantIds: Set<string>;
  leaseIds: Set<string>;
  label: string;
}

export type EntityKind = 'property' | 'unit' | 'tenant';

export interface EntityMatch {
  kind: EntityKind;
  start: number;
  end: number;
  propertyIds: string[];
  unitIds: string[];
  tenantIds: string[];
  leaseIds: string[];
  label: string;
}

const named = (label: string): Named => ({ propertyIds: new Set(), unitIds: new Set(), tenantIds: new Set(), leaseIds: new Set(), label });

function entry(map: Map<string, Named>, form: string, label: string): Named {
  let e = map.get(form);
  if (!e) map.set(form, (e = named(label)));
  return e;
}

/** "Unit 4B" is how an answer names a unit whose label is "4B"; a label that says its kind stays as it is. */
export const unitLabel = (label: string) => (/^(unit|apt|apartment|suite|ste|#|space|shop|flat)\b/i.test(label.trim()) ? label.trim() : `unit ${label.trim()}`);

const UNIT_PREFIX = /(?<![a-z0-9])(?:unit|units|apt|apartment|suite|ste|space|flat|no|number|#)\s?#?\s?([a-z0-9]+(?:-[a-z0-9]+)?)\b/g;

export class Vocabulary {
  readonly places = new Map<string, Named>();
  readonly units = new Map<string, Named>();
  readonly tenants = new Map<string, Named>();

  constructor(records: PortfolioRecords, identity: Map<string, LeaseIdentity>) {
    for (const p of records.properties.values())
      for (const form of propertyNameForms(p.name, p.address)) entry(this.places, form, p.name).propertyIds.add(p.id);
    for (const u of records.units.values()) {
      const e = entry(this.units, unitKey(u.label), unitLabel(u.label));
      e.unitIds.add(u.id);
      e.propertyIds.add(u.propertyId);
    }
    for (const t of records.tenants.values()) for (const form of tenantNameForms(t.name)) entry(this.tenants, form, t.name).tenantIds.add(t.id);
    // Each record's names, to give them the leases of that record in one pass over the leases.
    const byRecord = (map: Map<string, Named>, ids: (e: Named) => Set<string>) => {
      const index = new Map<string, Named[]>();
      for (const e of map.values()) for (const id of ids(e)) index.set(id, [...(index.get(id) ?? []), e]);
      return index;
    };
    const placesOf = byRecord(this.places, (e) => e.propertyIds);
    const unitsOf = byRecord(this.units, (e) => e.unitIds);
    const tenantsOf = byRecord(this.tenants, (e) => e.tenantIds);
    for (const l of records.leases.values()) {
      for (const e of placesOf.get(l.propertyId) ?? []) e.leaseIds.add(l.id);
      if (l.unitId) for (const e of unitsOf.get(l.unitId) ?? []) e.leaseIds.add(l.id);
      for (const t of l.tenantIds) for (const e of tenantsOf.get(t) ?? []) e.leaseIds.add(l.id);
    }
    for (const [leaseId, id] of identity) {
      if (id.premises)
        for (const form of propertyNameForms(id.premises.split(',')[0]!, id.premises))
          entry(this.places, form, id.premises.split(',')[0]!.trim()).leaseIds.add(leaseId);
      if (id.unit && unitKey(id.unit)) entry(this.units, unitKey(id.unit), unitLabel(id.unit)).leaseIds.add(leaseId);
      for (const name of id.tenants) for (const form of tenantNameForms(name)) entry(this.tenants, form, name).leaseIds.add(leaseId);
    }
  }

  get isEmpty() {
    return this.places.size === 0 && this.units.size === 0 && this.tenants.size === 0;
  }

  /**
   * The properties, units and tenants the normalised question names, longest names first, without overlaps.
   * `unknownUnit` is a unit the question names ("unit 9Z") that the records do not have.
   */
  find(text: string): { matches: EntityMatch[]; unknownUnit: string | null } {
    const candidates: EntityMatch[] = [];
    const toMatch = (kind: EntityKind, start: number, end: number, e: Named): EntityMatch => ({
      kind,
      start,
      end,
      propertyIds: [...e.propertyIds],
      unitIds: [...e.unitIds],
      tenantIds: [...e.tenantIds],
      leaseIds: [...e.leaseIds],
      label: e.label,
    });
    let unknownUnit: string | null = null;
    for (const m of text.matchAll(UNIT_PREFIX)) {
      const key = m[1]!.replace(/-/g, '');
      const e = this.units.get(key) ?? this.units.get(m[1]!);
      if (e) candidates.push(toMatch('unit', m.index, m.index + m[0].length, e));
      // A label with a digit is a unit named ("unit 9Z"); "units are" or "no pets" is not.
      else if (/\d/.test(key) && !/^(no|number)\b/.test(m[0]) && !/^\d+(st|nd|rd|th|k|m)$/.test(key)) unknownUnit ??= m[0];
    }
    // A bare label that the records have and that looks like a unit ("4b", "2a-1"), not a plain number.
    let at = 0;
    for (const word of text.split(' ')) {
      const e = this.units.get(word);
      if (e && /\d/.test(word) && /[a-z]/.test(word) && !/^\d+(st|nd|rd|th|k|m)$/.test(word)) candidates.push(toMatch('unit', at, at + word.length, e));
      at += word.length + 1;
    }
    for (const [kind, map] of [
      ['property', this.places],
      ['tenant', this.tenants],
    ] as const) {
      for (const [form, e] of map) {
        let i = findPhrase(text, form);
        while (i >= 0) {
          candidates.push(toMatch(kind, i, i + form.length, e));
          i = findPhrase(text, form, i + 1);
        }
      }
    }
    candidates.sort((a, b) => b.end - b.start - (a.end - a.start) || a.start - b.start);
    const matches: EntityMatch[] = [];
    for (const c of candidates) {
      const overlap = matches.find((m) => c.start < m.end && c.end > m.start);
      if (!overlap) matches.push(c);
      // The same words naming two things alike (two properties on Oak Street): both.
      else if (overlap.start === c.start && overlap.end === c.end && overlap.kind === c.kind) {
        overlap.propertyIds = [...new Set([...overlap.propertyIds, ...c.propertyIds])];
        overlap.leaseIds = [...new Set([...overlap.leaseIds, ...c.leaseIds])];
        overlap.unitIds = [...new Set([...overlap.unitIds, ...c.unitIds])];
        overlap.tenantIds = [...new Set([...overlap.tenantIds, ...c.tenantIds])];
      }
    }
    return { matches: matches.sort((a, b) => a.start - b.start), unknownUnit };
  }
}
