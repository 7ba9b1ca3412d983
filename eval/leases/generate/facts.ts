/**
 * The facts of each generated lease, drawn from the seeded generator: what the lease says, independent of how its
 * form words it. Gold values come from these facts, never from reading a rendered document back.
 */
import type { Permission, Utility } from '../../../common/lease-terms.js';
import {
  AGENTS,
  BUILDING_NAMES,
  COMPANY_WORDS,
  FIRST_NAMES,
  LANDLORD_SUFFIXES,
  LAST_NAMES,
  PLACES,
  STREETS,
  TENANT_BUSINESSES,
  TENANT_SUFFIXES,
} from './names.js';
import type { Rng } from './rng.js';
import { addDays, addMonths, termEnd } from './words.js';

export type LeaseKind = 'residential' | 'commercial';

export interface Property {
  name: string;
  /** "412 Maple Avenue" */
  street: string;
  city: string;
  state: string;
  abbr: string;
  zip: string;
  kind: LeaseKind;
  /** How its units are written ("Apt." 4B, Suite 210, Unit 12), null for a house. */
  unitPrefix: 'Apt.' | 'Unit' | '#' | 'Suite' | null;
  units: string[];
}

export const fullAddress = (p: Property) => `${p.street}, ${p.city}, ${p.abbr} ${p.zip}`;

export interface ScheduleStep {
  from: string;
  monthly_rent: number;
}

export interface LeaseFacts {
  name: string;
  kind: LeaseKind;
  form: string;
  property: Property;
  /** As the lease writes it ("Apt. 4B", "Suite 210"), null when the premises are a whole house. */
  unit: string | null;
  landlord: string;
  /** A managing agent who signs for the landlord: a distractor for the landlord's name. */
  agent: string | null;
  tenants: string[];
  /** A guarantor of a commercial tenant: named in the lease but not a tenant. */
  guarantor: string | null;
  signedOn: string;
  commencement: string;
  expiration: string;
  termMonths: number;
  rent: number;
  /** Every step including the first, or null when the rent is flat. */
  schedule: ScheduleStep[] | null;
  /** Commercial: rentable square feet (annual rent per square foot is a distractor). */
  squareFeet: number | null;
  deposit: number | null;
  lateFee: { amount?: number; percent?: number; graceDays: number } | null;
  renewal: { count: number; termMonths: number; noticeDays: number } | null;
  noticeToVacateDays: number | null;
  earlyTermination: { noticeDays: number; fee: number | null } | null;
  pets: Permission | null;
  petDeposit: number | null;
  subletting: Permission;
  repairs: 'landlord' | 'tenant' | 'shared';
  /** Utilities the tenant pays; null when the lease does not say. */
  utilities: Utility[] | null;
  governingLaw: string | null;
  permittedUse: string;
  // Distractors: numbers that sit near the answers.
  returnedCheckFee: number;
  entryNoticeHours: number;
  holdoverPercent: number;
  parkingFee: number | null;
  insuranceAmount: number;
  dueDay: number;
}

const round = (n: number, step: number) => Math.round(n / step) * step;
const cents = (n: number) => Math.round(n * 100) / 100;

export function person(rng: Rng): string {
  const middle = rng.chance(0.2) ? ` ${String.fromCharCode(65 + rng.int(0, 25))}.` : '';
  return `${rng.pick(FIRST_NAMES)}${middle} ${rng.pick(LAST_NAMES)}`;
}

export function company(rng: Rng, words: readonly string[], suffixes: readonly string[]): string {
  return `${rng.pick(COMPANY_WORDS)} ${rng.pick(words)} ${rng.pick(suffixes)}`.replace(/ ([,.])/g, '$1');
}

/** A split's properties: apartment buildings, houses and commercial centres, several leases each. */
export function makeProperties(rng: Rng): Property[] {
  const places = rng.shuffle(PLACES);
  const streets = rng.shuffle(STREETS);
  const out: Property[] = [];
  const place = (i: number) => {
    const p = places[i % places.length]!;
    const [city, zip] = rng.pick(p.cities);
    return { city, state: p.state, abbr: p.abbr, zip: `${zip}${String(rng.int(1, 99)).padStart(2, '0')}` };
  };
  const buildings = [5, 5, 4, 4];
  buildings.forEach((n, i) => {
    const street = streets[i]!;
    const prefix = rng.pick(['Apt.', 'Unit', '#'] as const);
    const floors = rng.shuffle([1, 2, 3, 4, 5]);
    const units = Array.from({ length: n }, (_, k) => (i % 2 === 0 ? `${floors[k % 5]}${'ABCD'[k % 4]}` : `${floors[k % 5]}0${k + 1}`));
    out.push({
      name: `${street.split(' ')[0]} ${rng.pick(BUILDING_NAMES)}${rng.chance(0.5) ? ' Apartments' : ''}`,
      street: `${rng.int(100, 2999)} ${street}`,
      ...place(i),
      kind: 'residential',
      unitPrefix: prefix,
      units,
    });
  });
  for (let i = 0; i < 4; i++) {
    const street = streets[4 + i]!;
    const address = `${rng.int(10, 9999)} ${street}`;
    out.push({ name: address, street: address, ...place(4 + i), kind: 'residential', unitPrefix: null, units: [''] });
  }
  [5, 5, 4].forEach((n, i) => {
    const street = streets[8 + i]!;
    const units = rng.sample([100, 110, 120, 150, 200, 210, 220, 250, 300, 310, 400, 450], n).map(String);
    out.push({
      name: `${rng.pick(COMPANY_WORDS)} ${rng.pick(['Plaza', 'Center', 'Business Park', 'Commons', 'Corporate Center'])}`,
      street: `${rng.int(100, 9999)} ${street}`,
      ...place(8 + i),
      kind: 'commercial',
      unitPrefix: 'Suite',
      units,
    });
  });
  return out;
}

export function unitLabel(p: Property, u: string): string | null {
  if (!p.unitPrefix) return null;
  return p.unitPrefix === '#' ? `#${u}` : `${p.unitPrefix} ${u}`;
}

/** Dates: the lease ends somewhere between a few weeks before `today` and about three years after it. */
function dates(rng: Rng, termMonths: number, today: string) {
  const endOffset = rng.weighted([
    [rng.int(5, 120), 3],
    [rng.int(121, 400), 4],
    [rng.int(401, 1100), 3],
    [rng.int(-40, -1), 1],
  ] as const);
  const end = addDays(today, endOffset);
  let commencement = addMonths(`${end.slice(0, 8)}01`, 1 - termMonths);
  // A lease is signed at most a couple of months ahead: a later start moves the whole term back a year at a time.
  while (commencement > addDays(today, 45)) commencement = addMonths(commencement, -12);
  if (rng.chance(0.15)) commencement = `${commencement.slice(0, 8)}15`;
  // Signed before the term begins, and by `today` at the latest (the manager has the signed lease in hand).
  const signed = addDays(commencement, -rng.int(6, 45));
  return { commencement, expiration: termEnd(commencement, termMonths), signedOn: signed <= today ? signed : addDays(today, -1) };
}

function schedule(rng: Rng, commencement: string, termMonths: number, rent: number, step: number): ScheduleStep[] {
  const steps: ScheduleStep[] = [{ from: commencement, monthly_rent: rent }];
  const pct = rng.pick([0.03, 0.03, 0.025, 0.04, 0.05]);
  for (let m = 12; m < termMonths; m += 12)
    steps.push({ from: addMonths(commencement, m), monthly_rent: cents(round(steps.at(-1)!.monthly_rent * (1 + pct), step)) });
  return steps;
}

const pickUtilities = (rng: Rng, pool: readonly Utility[], min: number): Utility[] => rng.sample(pool, rng.int(min, pool.length));

export function residentialFacts(rng: Rng, base: Pick<LeaseFacts, 'name' | 'form' | 'property' | 'unit' | 'landlord' | 'agent'>, today: string): LeaseFacts {
  const termMonths = rng.pick([6, 12, 12, 12, 12, 18, 24, 24, 36]);
  const d = dates(rng, termMonths, today);
  const rent = round(rng.int(850, 3600), rng.pick([5, 25, 50]));
  const pets = rng.weighted([
    ['allowed', 25],
    ['with_consent', 35],
    ['prohibited', 40],
  ] as const);
  const nTenants = rng.weighted([
    [1, 45],
    [2, 40],
    [3, 15],
  ] as const);
  const lateKind = rng.weighted([
    ['amount', 6],
    ['percent', 3],
    ['none', 1],
  ] as const);
  return {
    ...base,
    kind: 'residential',
    tenants: Array.from({ length: nTenants }, () => person(rng)),
    guarantor: null,
    ...d,
    termMonths,
    rent,
    schedule: termMonths >= 24 && rng.chance(0.5) ? schedule(rng, d.commencement, termMonths, rent, 5) : null,
    squareFeet: null,
    deposit: rng.chance(0.9) ? rng.pick([rent, rent, cents(rent * 1.5), round(rent * 0.75, 50), 500, 1000]) : null,
    lateFee:
      lateKind === 'none'
        ? null
        : {
            ...(lateKind === 'amount' ? { amount: rng.pick([50, 75, 100, 150, 25]) } : { percent: rng.pick([5, 10, 8]) }),
            graceDays: rng.pick([0, 3, 5, 5, 5, 10]),
          },
    renewal: rng.chance(0.25) ? { count: 1, termMonths: 12, noticeDays: rng.pick([30, 60, 90]) } : null,
    noticeToVacateDays: rng.chance(0.7) ? rng.pick([30, 30, 60, 45]) : null,
    earlyTermination: rng.chance(0.3) ? { noticeDays: rng.pick([30, 60]), fee: rng.chance(0.8) ? rng.pick([rent, rent * 2, 1500]) : null } : null,
    pets,
    petDeposit: pets !== 'prohibited' && rng.chance(0.6) ? rng.pick([250, 300, 400, 500]) : null,
    subletting: rng.weighted([
      ['prohibited', 45],
      ['with_consent', 50],
      ['allowed', 5],
    ] as const),
    repairs: rng.weighted([
      ['landlord', 70],
      ['shared', 20],
      ['tenant', 10],
    ] as const),
    utilities: rng.chance(0.9) ? pickUtilities(rng, ['electricity', 'gas', 'internet', 'water', 'trash', 'sewer'], 1) : null,
    governingLaw: rng.chance(0.85) ? base.property.state : null,
    permittedUse: 'a private residence only',
    returnedCheckFee: rng.pick([25, 35, 35, 40]),
    entryNoticeHours: rng.pick([24, 24, 48]),
    holdoverPercent: rng.pick([125, 150, 200]),
    parkingFee: rng.chance(0.5) ? rng.pick([35, 50, 75, 100]) : null,
    insuranceAmount: rng.pick([100_000, 300_000]),
    dueDay: 1,
  };
}

export function commercialFacts(rng: Rng, base: Pick<LeaseFacts, 'name' | 'form' | 'property' | 'unit' | 'landlord' | 'agent'>, today: string): LeaseFacts {
  const termMonths = rng.pick([24, 36, 60, 60, 84, 120, 36, 48]);
  const d = dates(rng, termMonths, today);
  const squareFeet = round(rng.int(900, 9000), 10);
  const rate = rng.pick([18, 21.5, 24, 26.5, 28, 32, 36.75, 42]);
  const rent = cents((squareFeet * rate) / 12);
  const tenantName = () => `${rng.pick(COMPANY_WORDS)} ${rng.pick(TENANT_BUSINESSES)}, ${rng.pick(TENANT_SUFFIXES)}`;
  const lateKind = rng.weighted([
    ['percent', 5],
    ['amount', 3],
    ['none', 2],
  ] as const);
  const renewalCount = rng.weighted([
    [0, 4],
    [1, 4],
    [2, 2],
  ] as const);
  return {
    ...base,
    kind: 'commercial',
    tenants: rng.chance(0.15) ? [tenantName(), tenantName()] : [tenantName()],
    guarantor: rng.chance(0.4) ? person(rng) : null,
    ...d,
    termMonths,
    rent,
    schedule: termMonths > 12 && rng.chance(0.7) ? schedule(rng, d.commencement, termMonths, rent, 0.01) : null,
    squareFeet,
    deposit: rng.chance(0.85) ? rng.pick([rent, cents(rent * 2), round(rent, 500)]) : null,
    lateFee:
      lateKind === 'none'
        ? null
        : { ...(lateKind === 'amount' ? { amount: rng.pick([250, 500, 150]) } : { percent: rng.pick([5, 5, 10, 4]) }), graceDays: rng.pick([0, 5, 10, 10]) },
    renewal: renewalCount ? { count: renewalCount, termMonths: rng.pick([36, 60, 60, 24]), noticeDays: rng.pick([180, 270, 365, 120]) } : null,
    noticeToVacateDays: rng.chance(0.2) ? rng.pick([90, 180]) : null,
    earlyTermination: rng.chance(0.25) ? { noticeDays: rng.pick([180, 270, 365]), fee: rng.chance(0.85) ? cents(rent * rng.pick([3, 4, 6])) : null } : null,
    pets: rng.chance(0.55) ? 'prohibited' : null,
    petDeposit: null,
    subletting: rng.weighted([
      ['with_consent', 80],
      ['prohibited', 10],
      ['allowed', 10],
    ] as const),
    repairs: rng.weighted([
      ['tenant', 50],
      ['shared', 35],
      ['landlord', 15],
    ] as const),
    utilities: rng.chance(0.9) ? pickUtilities(rng, ['electricity', 'gas', 'water', 'sewer', 'trash', 'internet'], 1) : null,
    governingLaw: rng.chance(0.95) ? base.property.state : null,
    permittedUse: rng.pick(['general office use', 'a dental clinic', 'retail sale of coffee and baked goods', 'a fitness studio', 'professional offices']),
    returnedCheckFee: rng.pick([50, 75, 100]),
    entryNoticeHours: rng.pick([24, 48]),
    holdoverPercent: rng.pick([150, 150, 200]),
    parkingFee: rng.chance(0.5) ? rng.pick([75, 100, 125, 150]) : null,
    insuranceAmount: rng.pick([1_000_000, 2_000_000]),
    dueDay: 1,
  };
}

export function landlordFor(rng: Rng, kind: LeaseKind): { landlord: string; agent: string | null } {
  const landlord =
    kind === 'residential' && rng.chance(0.25) ? person(rng) : company(rng, ['Ridge', 'Park', 'Point', 'Hill', 'Grove', 'Crossing'], LANDLORD_SUFFIXES);
  return { landlord, agent: rng.chance(0.5) ? `${rng.pick(AGENTS)}${rng.chance(0.5) ? ', LLC' : ', Inc.'}` : null };
}
