import type { RentRollField } from '../../../../common/api/rent-roll.js';

/**
 * Which field each column of a rent roll fills, from its header as property-management software and people write
 * it ("Bldg", "Apt #", "Resident Name(s)", "Move-In", "Lease Exp.", "Base Rent", "Sec. Deposit"). An exact
 * synonym wins over a looser match, and each field takes the first column that fits it.
 */

const normalize = (header: string) =>
  header
    .toLowerCase()
    .replace(/\(s\)/g, 's')
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

const exact: Record<RentRollField, string[]> = {
  property: ['property', 'property name', 'building', 'building name', 'bldg', 'address', 'property address', 'site', 'community', 'complex', 'project'],
  unit: ['unit', 'unit no', 'unit number', 'unit id', 'unit label', 'unit name', 'apt', 'apt no', 'apartment', 'suite', 'ste', 'space', 'door', 'unit apt'],
  tenant: [
    'tenant',
    'tenants',
    'tenant name',
    'tenant names',
    'resident',
    'residents',
    'resident name',
    'resident names',
    'lessee',
    'lessees',
    'lessee name',
    'lessee names',
    'occupant',
    'occupants',
    'name',
    'names',
    'tenant lessee',
  ],
  email: ['email', 'e mail', 'email address', 'tenant email', 'resident email', 'lessee email'],
  phone: ['phone', 'phone number', 'tenant phone', 'resident phone', 'mobile', 'cell', 'telephone', 'tel'],
  start: [
    'lease start',
    'lease start date',
    'start',
    'start date',
    'move in',
    'move in date',
    'commencement',
    'commencement date',
    'lease commencement',
    'lease from',
    'from',
    'lease begin',
    'begin date',
  ],
  end: [
    'lease end',
    'lease end date',
    'end',
    'end date',
    'expiration',
    'expiration date',
    'lease expiration',
    'lease exp',
    'exp',
    'expires',
    'move out',
    'move out date',
    'lease to',
    'to',
    'term end',
  ],
  rent: ['rent', 'monthly rent', 'base rent', 'current rent', 'rent amount', 'lease rent', 'contract rent', 'rent month', 'monthly', 'actual rent'],
  deposit: ['deposit', 'security deposit', 'sec deposit', 'deposit held', 'deposit amount', 'security'],
};

/** Looser matches, tried only after no exact synonym fit. */
const loose: Array<[RentRollField, RegExp, RegExp?]> = [
  ['email', /\be ?mail\b/],
  ['phone', /\b(phone|mobile|cell|telephone)\b/],
  ['deposit', /\bdeposit\b/],
  ['rent', /\brent\b/, /\b(market|roll|deposit|sq|sf|psf|per sq|annual|yearly|total|concession|ledger|balance|due)\b/],
  ['start', /\b(start|move in|commence\w*|begin\w*)\b/],
  ['end', /\b(end|expir\w*|move out)\b/],
  ['unit', /\b(unit|apt|apartment|suite)\b/, /\b(type|sq|sf|size|rent|status|count|floor plan)\b/],
  ['tenant', /\b(tenant|resident|lessee|occupant)s?\b/, /\b(id|code|since|email|phone|balance)\b/],
  ['property', /\b(property|building|bldg|community)\b/, /\b(type|id|code|manager)\b/],
];

export interface ColumnMap {
  /** The index of each field's column. */
  fields: Partial<Record<RentRollField, number>>;
  /** Every header with what it fills. */
  columns: Array<{ header: string; field: RentRollField | null }>;
}

export function mapColumns(headers: string[]): ColumnMap {
  const fields: Partial<Record<RentRollField, number>> = {};
  const names = headers.map(normalize);
  const taken = (i: number) => Object.values(fields).includes(i);
  // Synonyms in order of preference: "Property" beats "Address" wherever the columns stand.
  for (const [field, synonyms] of Object.entries(exact) as Array<[RentRollField, string[]]>) {
    for (const synonym of synonyms) {
      const i = names.findIndex((n, idx) => n === synonym && !taken(idx));
      if (i >= 0) {
        fields[field] = i;
        break;
      }
    }
  }
  for (const [field, pattern, unless] of loose) {
    if (fields[field] !== undefined) continue;
    const i = names.findIndex((n, idx) => n && pattern.test(n) && !unless?.test(n) && !taken(idx));
    if (i >= 0) fields[field] = i;
  }
  const byIndex = new Map(Object.entries(fields).map(([f, i]) => [i, f as RentRollField]));
  return { fields, columns: headers.map((header, i) => ({ header: header.trim(), field: byIndex.get(i) ?? null })) };
}

/** Rows read before giving up on finding the header row (a report title and a date often come first). */
const HEADER_SEARCH_ROWS = 20;

/**
 * The header row: the first of the opening rows whose cells name the unit and at least one other field. A rent
 * roll exported by software often opens with a title, the property and the report date.
 */
export function findHeaderRow(rows: string[][]): { index: number; map: ColumnMap } | null {
  for (let i = 0; i < Math.min(rows.length, HEADER_SEARCH_ROWS); i++) {
    const map = mapColumns(rows[i]!);
    const found = Object.keys(map.fields).length;
    if (map.fields.unit !== undefined && found >= 2) return { index: i, map };
  }
  return null;
}
