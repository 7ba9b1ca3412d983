/**
 * A large portfolio planned in memory for the lease benchmark: properties, units, tenants, leases (most in force,
 * some ended, drafts, terminations, the previous lease of some units) and, for most leases, the abstracted lease
 * document with every term and the passage stating it; some leases amended once (an extension or a new rent).
 * Deterministic for a seed; portfolio-seed.ts writes it. Values have the shapes the extractor writes
 * (common/lease-terms.ts), so the product reads them as it reads real abstractions.
 */
import type { LeaseTermKey } from '../../common/lease-terms.js';
import { rng } from '../search-support/corpus.js';

export interface PlannedProperty {
  id: string;
  name: string;
  address: string;
  type: 'residential' | 'commercial' | 'mixed';
}
export interface PlannedUnit {
  id: string;
  propertyId: string;
  label: string;
  status: 'vacant' | 'occupied' | 'unavailable';
}
export interface PlannedTenant {
  id: string;
  name: string;
  kind: 'person' | 'company';
}
export interface PlannedTerm {
  key: LeaseTermKey;
  value: unknown;
  /** The sentence of the document that states it (null: the document does not state the term). */
  quote: string | null;
  corrected?: unknown;
}
export interface PlannedDocument {
  id: string;
  abstractionId: string;
  kind: 'lease' | 'amendment';
  title: string;
  projectIndex: number;
  createdAt: Date;
  reviewed: boolean;
  status: 'ready' | 'failed';
  terms: PlannedTerm[];
}
export interface PlannedLease {
  id: string;
  propertyId: string;
  unitId: string;
  tenantIds: string[];
  status: 'draft' | 'active' | 'expired' | 'terminated';
  startDate: string;
  endDate: string;
  monthlyRentCents: number;
  depositCents: number;
  documents: PlannedDocument[];
}
export interface PortfolioPlan {
  properties: PlannedProperty[];
  units: PlannedUnit[];
  tenants: PlannedTenant[];
  leases: PlannedLease[];
  /** Documents that failed processing (Items Needing Attention). */
  failedDocuments: number;
}

const FIRST = (
  'Maria James Aisha Chen Olga David Priya Lucas Fatima Noah Elena Samuel Grace Omar Hannah Ivan Julia Kenji Laura Mateo Nina Oscar ' +
  'Paula Quentin Rosa Stefan Tara Umar Vera Wesley Yara Zane Amir Bianca Carlos Dana Emil Freya Gustav Hana Isaac Jonas Kara Leon Mina ' +
  'Nadia Otto Pia Rafael Sofia Tomas Uma Victor Wendy Xavier Yusuf Zoe Ahmed Beatriz Cyrus Daria Ezra Farah Gideon Helga Ines Jasper ' +
  'Keira Luca Marisol Nikolai Ophelia Pavel Renata Silas Tamsin Ulrich Valeria Wilhelm Ximena Yosef Zainab Anton Brigid Cosmo Delphine'
).split(' ');
const LAST = (
  'Garcia Smith Okafor Wang Ivanova Brown Patel Silva Haddad Miller Rossi Cohen Nguyen Kowalski Mensah Tanaka Larsen Moreau Schmidt ' +
  'Fischer Novak Costa Lindqvist Dubois Romero Yilmaz Kaur Adeyemi Petrov Murphy Walsh Bianchi Jensen Horvat Sato Ortiz Reyes Kim ' +
  'Park Ali Khan Shah Das Mehta Iyer Fernandes Pereira Santos Sousa Lopez Martin Bernard Thomas Robert Richard Petit Durand Leroy ' +
  'Morel Fournier Girard Bonnet Lambert Fontaine Rousseau Vincent Muller Weber Wagner Becker Hoffmann Koch Richter Klein Wolf Neumann ' +
  'Schwarz Zimmermann Braun Hofmann Hartmann Lange Werner Krause Lehmann Maier Huber Mayer Berger Fuchs Keller Vogel Frank Baumann'
).split(' ');
const PLACE = (
  'Birchwood Harbor Cedar Maple Willow Aspen Juniper Linden Hawthorn Magnolia Sycamore Alder Chestnut Elmwood Foxglove Heron Kestrel ' +
  'Larkspur Meadow Northgate Oakmont Pinecrest Quarry Riverside Sandpiper Thornbury Upland Valley Westbrook Yarrow Ashford Bramble ' +
  'Clearwater Dunmore Eastfield Fairhaven Glenwood Highland Ivywood Kingsley Lakeside Millbrook Newbury Orchard Parkside Queensbury'
).split(' ');
const BUILDING: Record<PlannedProperty['type'], string[]> = {
  residential: ['Apartments', 'Residences', 'Lofts', 'Court', 'Gardens', 'Terrace', 'Towers', 'Flats'],
  commercial: ['Plaza', 'Business Park', 'Office Center', 'Commons', 'Trade Center', 'Exchange'],
  mixed: ['Square', 'Crossing', 'Market Hall', 'Village'],
};
const STREET = (
  'Oak Elm Pine Main Church Mill Park Lake Hill River Spring Market Union Bridge Station King Queen Grove Forest Water High Bay Ridge ' +
  'Chapel Orchard Meadow Garden Valley Sunset Highland Cherry Walnut Poplar Hickory Spruce Laurel Dogwood Locust Beech Franklin Madison'
).split(' ');
const STREET_KIND = ['Street', 'Avenue', 'Road', 'Drive', 'Lane', 'Boulevard', 'Court', 'Place'];
const CITY = ['Springfield', 'Riverton', 'Lakewood', 'Fairview', 'Georgetown', 'Ashland', 'Clinton', 'Madison', 'Salem', 'Franklin'];
const STATE = ['Illinois', 'Ohio', 'Oregon', 'Texas', 'New York', 'Georgia', 'Colorado', 'Virginia'];
const COMPANY_A = 'Northwind Bluebird Summit Ironwood Greenleaf Atlas Pioneer Beacon Copper Silverline Redwood Granite Horizon Keystone Meridian'.split(' ');
const COMPANY_B = 'Retail Cafe Dental Logistics Grocers Fitness Books Labs Studio Partners Analytics Bakery Optics Legal Design'.split(' ');
const COMPANY_SUFFIX = ['LLC', 'Inc.', 'Ltd', 'Co.', 'Group LLC'];
const UTILITIES = ['water', 'electricity', 'gas', 'trash', 'internet', 'sewer'] as const;

const DAY = 86_400_000;
const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const dayMs = (d: string) => Date.parse(`${d}T00:00:00Z`);
function addMonths(d: string, months: number) {
  const x = new Date(dayMs(d));
  x.setUTCMonth(x.getUTCMonth() + months);
  return iso(x.getTime());
}
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });
const words = (d: string) => longDate.format(new Date(dayMs(d)));
const dollars = (n: number) => `$${n.toLocaleString('en-US', { minimumFractionDigits: n % 1 ? 2 : 0, maximumFractionDigits: 2 })}`;

export interface PlanOptions {
  leases: number;
  properties: number;
  today: string;
  seed?: number;
  /** Share of leases with an abstracted lease document. */
  abstracted?: number;
}

/** A UUID (version 4 layout) from the plan's random numbers, so a plan and its ids are the same on every run. */
function uuidFrom(rand: () => number): string {
  const hex = Array.from({ length: 32 }, () => Math.floor(rand() * 16).toString(16));
  hex[12] = '4';
  hex[16] = '89ab'[Math.floor(rand() * 4)]!;
  const h = hex.join('');
  return `${h.slice(0, 8)}-${h.slice(8, 12)}-${h.slice(12, 16)}-${h.slice(16, 20)}-${h.slice(20)}`;
}

export function planPortfolio(options: PlanOptions): PortfolioPlan {
  const rand = rng(options.seed ?? 20251020);
  const randomUUID = () => uuidFrom(rand);
  const pick = <T>(items: readonly T[]): T => items[Math.floor(rand() * items.length)]!;
  const between = (lo: number, hi: number) => lo + Math.floor(rand() * (hi - lo + 1));
  const todayMs = dayMs(options.today);

  // Properties: unique names, addresses on shared streets (people say "at Oak Street" of several buildings).
  const properties: PlannedProperty[] = [];
  const names = new Set<string>();
  while (properties.length < options.properties) {
    const r = rand();
    const type = r < 0.7 ? 'residential' : r < 0.9 ? 'commercial' : 'mixed';
    let name = `${pick(PLACE)} ${pick(BUILDING[type])}`;
    if (names.has(name)) name = `${pick(PLACE)} ${pick(PLACE)} ${pick(BUILDING[type])}`;
    if (names.has(name)) continue;
    names.add(name);
    const address = `${between(1, 2400)} ${pick(STREET)} ${pick(STREET_KIND)}, ${pick(CITY)}`;
    properties.push({ id: randomUUID(), name, address, type });
  }

  // Units: as many as leases (10% of them vacant once previous leases are counted), 1 to 12 per property.
  const weights = properties.map(() => 1 + rand() * 9);
  const totalWeight = weights.reduce((a, b) => a + b, 0);
  const units: PlannedUnit[] = [];
  properties.forEach((p, i) => {
    const count = Math.max(1, Math.round((weights[i]! / totalWeight) * options.leases));
    for (let n = 0; n < count; n++) {
      const floor = 1 + Math.floor(n / 4);
      const label = p.type === 'commercial' ? `Suite ${floor}${String((n % 4) * 10).padStart(2, '0')}` : `${floor}${'ABCD'[n % 4]}`;
      units.push({ id: randomUUID(), propertyId: p.id, label, status: 'vacant' });
    }
  });
  const propertyOf = new Map(properties.map((p) => [p.id, p]));

  const tenants: PlannedTenant[] = [];
  const newTenant = (commercial: boolean): PlannedTenant => {
    const t: PlannedTenant = commercial
      ? { id: randomUUID(), name: `${pick(COMPANY_A)} ${pick(COMPANY_B)} ${pick(COMPANY_SUFFIX)}`, kind: 'company' }
      : { id: randomUUID(), name: `${pick(FIRST)} ${pick(LAST)}`, kind: 'person' };
    tenants.push(t);
    return t;
  };

  // 90% of the leases are the current lease of a unit, the rest the previous lease of some of those units.
  const order = units.map((u) => u).sort(() => rand() - 0.5);
  const currentCount = Math.min(order.length, Math.round(options.leases * 0.9));
  const previousCount = options.leases - currentCount;
  const leases: PlannedLease[] = [];
  const abstractedShare = options.abstracted ?? 0.8;
  const planLease = (unit: PlannedUnit, start: string, months: number, status: PlannedLease['status'], amend: boolean) => {
    const property = propertyOf.get(unit.propertyId)!;
    const commercial = property.type === 'commercial' || (property.type === 'mixed' && rand() < 0.3);
    const people = commercial ? [newTenant(true)] : rand() < 0.15 ? [newTenant(false), newTenant(false)] : [newTenant(false)];
    const end = iso(dayMs(addMonths(start, months)) - DAY);
    const rent = commercial ? between(50, 500) * 50 : between(18, 90) * 50;
    const lease: PlannedLease = {
      id: randomUUID(),
      propertyId: property.id,
      unitId: unit.id,
      tenantIds: people.map((t) => t.id),
      status,
      startDate: start,
      endDate: end,
      monthlyRentCents: rent * 100,
      depositCents: rent * 100 * (commercial ? 2 : 1),
      documents: [],
    };
    if (rand() < abstractedShare) {
      const createdAt = new Date(Math.min(todayMs, dayMs(start) - between(5, 40) * DAY) + between(0, 86_000) * 1000);
      const terms = leaseTerms({ pick, between, rand, randomUUID }, { property, unit, people, start, end, months, rent, commercial });
      lease.documents.push({
        id: randomUUID(),
        abstractionId: randomUUID(),
        kind: 'lease',
        title: `Lease - ${property.name} ${unit.label} - ${people[0]!.name}`,
        projectIndex: properties.indexOf(property) % 20,
        createdAt,
        reviewed: rand() < 0.75,
        status: 'ready',
        terms,
      });
      if (amend) lease.documents.push(amendment({ pick, between, rand, randomUUID }, lease, lease.documents[0]!, todayMs));
    }
    leases.push(lease);
    return lease;
  };

  for (let i = 0; i < currentCount; i++) {
    const unit = order[i]!;
    const commercial = propertyOf.get(unit.propertyId)!.type === 'commercial';
    const months = commercial ? pick([36, 60, 60, 120]) : pick([12, 12, 12, 6, 24]);
    const r = rand();
    // Most began within their term; a few start soon (some still drafts), a few ended and are still marked active.
    const status: PlannedLease['status'] = r < 0.02 ? 'draft' : r < 0.03 ? 'terminated' : 'active';
    const termDays = Math.round(months * 30.4);
    const startOffset = status === 'draft' || r > 0.97 ? -between(1, 60) : r > 0.93 ? termDays + between(1, 80) : between(0, termDays - 1);
    const start = iso(todayMs - startOffset * DAY);
    const lease = planLease(unit, start, months, status, rand() < 0.1);
    unit.status = status === 'active' && lease.endDate >= options.today && start <= options.today ? 'occupied' : 'vacant';
    if (i < previousCount) {
      const prevEnd = iso(dayMs(start) - DAY);
      planLease(unit, addMonths(iso(dayMs(prevEnd) + DAY), -months), months, 'expired', false);
    }
  }
  // A few vacant units are held off the market.
  for (const u of units) if (u.status === 'vacant' && rand() < 0.05) u.status = 'unavailable';
  // A few abstractions failed (a scan nobody could read): they have no terms.
  for (const l of leases)
    for (const d of l.documents)
      if (rand() < 0.002) {
        d.status = 'failed';
        d.terms = [];
      }
  return { properties, units, tenants, leases, failedDocuments: Math.max(1, Math.round(options.leases / 2000)) };
}

type Draw = { pick: <T>(items: readonly T[]) => T; between: (lo: number, hi: number) => number; rand: () => number; randomUUID: () => string };

interface LeaseFacts {
  property: PlannedProperty;
  unit: PlannedUnit;
  people: PlannedTenant[];
  start: string;
  end: string;
  months: number;
  rent: number;
  commercial: boolean;
}

/** Every term of a lease document with the sentence stating it; about a quarter of the optional terms are not stated. */
function leaseTerms({ pick, rand }: Draw, f: LeaseFacts): PlannedTerm[] {
  const names = f.people.map((p) => p.name);
  const state = pick(STATE);
  const stated = (p: number) => rand() < p;
  const t: PlannedTerm[] = [];
  const add = (key: LeaseTermKey, value: unknown, quote: string | null) => t.push({ key, value, quote: value === null ? null : quote });
  add('landlord', `${f.property.name} Owner LLC`, `This Lease is made by ${f.property.name} Owner LLC ("Landlord")`);
  add('tenants', names, `and ${names.join(' and ')} ("Tenant")`);
  add('premises_address', f.property.address, `for the premises at ${f.property.address}`);
  add('unit', f.unit.label, `${f.commercial ? '' : 'Unit '}${f.unit.label} (the "Premises").`);
  add('commencement_date', f.start, `The term begins on ${words(f.start)}`);
  add('expiration_date', f.end, `and ends on ${words(f.end)}.`);
  add('term_months', f.months, `The term of this Lease is ${f.months} months.`);
  add('monthly_rent', f.rent, `Tenant shall pay monthly rent of ${dollars(f.rent)} on the first day of each month.`);
  const schedule =
    f.commercial && f.months >= 24
      ? Array.from({ length: Math.floor(f.months / 12) }, (_, y) => ({ from: addMonths(f.start, 12 * y), monthly_rent: Math.round(f.rent * 1.03 ** y) }))
      : null;
  add('rent_schedule', schedule, `Base rent increases by three percent on each anniversary of the Commencement Date.`);
  add('security_deposit', f.commercial ? f.rent * 2 : f.rent, `Tenant shall deposit ${dollars(f.commercial ? f.rent * 2 : f.rent)} as security.`);
  const grace = pick([3, 5, 5, 10]);
  add(
    'late_fee',
    stated(0.85) ? { amount: pick([50, 75, 100]), grace_days: grace } : null,
    `Rent received more than ${grace} days after it is due bears a late charge.`,
  );
  const renewal = stated(0.5) ? { count: pick([1, 1, 2]), term_months: f.commercial ? 60 : 12, notice_days: pick([60, 90, 120]) } : null;
  add('renewal_option', renewal, `Tenant may renew this Lease by written notice given at least ${renewal?.notice_days ?? 60} days before the term ends.`);
  const vacate = stated(0.6) ? pick([30, 60]) : null;
  add('notice_to_vacate_days', vacate, `Either party shall give ${vacate ?? 30} days' written notice of its intent not to renew.`);
  const early = stated(0.2) ? { notice_days: pick([60, 90]), fee: f.rent * 2 } : null;
  add('early_termination', early, `Tenant may end this Lease early on ${early?.notice_days ?? 60} days' notice and payment of two months' rent.`);
  const pets = f.commercial ? 'prohibited' : pick(['allowed', 'with_consent', 'prohibited', 'prohibited'] as const);
  add('pets', pets, pets === 'allowed' ? 'Tenant may keep pets.' : pets === 'with_consent' ? 'No pets without Landlord consent.' : 'No pets are allowed.');
  add('pet_deposit', pets === 'prohibited' ? null : pick([250, 300, 500]), 'A pet deposit is due before any pet is kept.');
  const sublet = pick(['with_consent', 'with_consent', 'prohibited', 'allowed'] as const);
  add('subletting', sublet, sublet === 'allowed' ? 'Tenant may sublet.' : sublet === 'prohibited' ? 'Tenant shall not sublet.' : 'No sublet without consent.');
  const repairs = f.commercial ? pick(['tenant', 'shared'] as const) : pick(['landlord', 'landlord', 'shared'] as const);
  add('repairs', repairs, `${repairs === 'tenant' ? 'Tenant' : repairs === 'landlord' ? 'Landlord' : 'Landlord and Tenant'} shall make repairs.`);
  const paid = UTILITIES.filter(() => rand() < 0.45);
  add('utilities_tenant', paid, `Tenant pays ${paid.join(', ') || 'no utilities'}.`);
  add(
    'permitted_use',
    f.commercial ? 'general office and retail use' : 'private residence',
    `The Premises shall be used as ${f.commercial ? 'offices' : 'a residence'}.`,
  );
  add('governing_law', state, `This Lease is governed by the laws of the State of ${state}.`);
  // A person corrected a value now and then: the correction is what the product uses.
  if (rand() < 0.02) t.find((x) => x.key === 'pets')!.corrected = 'with_consent';
  return t;
}

/** An extension (a new expiration) or a rent change, effective within the term. */
function amendment({ between, rand, randomUUID }: Draw, lease: PlannedLease, leaseDocument: PlannedDocument, todayMs: number): PlannedDocument {
  const extension = rand() < 0.5;
  const effective = extension ? iso(dayMs(lease.endDate) - between(30, 90) * DAY) : iso(dayMs(lease.startDate) + between(60, 300) * DAY);
  const terms: PlannedTerm[] = [{ key: 'effective_date', value: effective, quote: `effective ${words(effective)}` }];
  if (extension) {
    const end = addMonths(lease.endDate, 12);
    terms.push({ key: 'expiration_date', value: end, quote: `The term is extended to ${words(end)}.` });
  } else {
    const rent = Math.round((lease.monthlyRentCents / 100) * 1.05);
    terms.push({ key: 'monthly_rent', value: rent, quote: `Monthly rent becomes ${dollars(rent)}.` });
  }
  return {
    id: randomUUID(),
    abstractionId: randomUUID(),
    kind: 'amendment',
    title: `${extension ? 'Extension' : 'Rent Amendment'} - ${leaseDocument.title.replace(/^Lease - /, '')}`,
    projectIndex: leaseDocument.projectIndex,
    // Signed a few weeks before it takes effect, and never after today.
    createdAt: new Date(Math.min(todayMs, Math.max(leaseDocument.createdAt.getTime() + DAY, dayMs(effective) - 20 * DAY))),
    reviewed: rand() < 0.6,
    status: 'ready',
    terms,
  };
}
