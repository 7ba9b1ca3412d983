/**
 * One split: properties, leases drafted from the split's forms, about a quarter of them amended once or twice, the
 * format each document is delivered in, and its gold, as-of and portfolio rows.
 */
import { type Amendment, type AmendmentKind, draftAmendment, type LeaseState } from './amendments.js';
import { checkEvidence, type DraftedDoc } from './doc.js';
import { commercialFacts, type LeaseFacts, landlordFor, makeProperties, residentialFacts, unitLabel } from './facts.js';
import { FORMS_BY_SPLIT } from './forms/index.js';
import { type GoldFields, leaseGold, README_FIELDS, valueOn } from './gold.js';
import { type PortfolioQuestion, portfolioQuestions } from './portfolio.js';
import { Rng } from './rng.js';
import { addDays, addMonths } from './words.js';

export type Split = 'train' | 'dev';
/** text PDF, Word, plain text, scanned PDF (image only), photographed pages (JPEG per page, or one PNG). */
export type Format = 'pdf' | 'docx' | 'txt' | 'scan' | 'photo';

export interface PlannedDoc {
  name: string;
  kind: 'lease' | 'amendment';
  amends: string | null;
  form: string;
  format: Format;
  title: string;
  doc: DraftedDoc;
  fields: GoldFields;
}

export interface AsOfRow {
  lease: string;
  as_of: string;
  field: string;
  expected: unknown;
}

export interface SplitPlan {
  split: Split;
  today: string;
  docs: PlannedDoc[];
  asof: AsOfRow[];
  portfolio: PortfolioQuestion[];
}

export const TODAY: Record<Split, string> = { train: '2025-09-15', dev: '2025-10-20' };
/** Sets of properties (and of amendment plans) per split: train has twice dev's forms, so twice its leases. */
export const PROPERTY_SETS: Record<Split, number> = { train: 2, dev: 1 };
const FORMAT_SHARES: [Format, number][] = [
  ['pdf', 0.4],
  ['docx', 0.2],
  ['txt', 0.1],
  ['scan', 0.2],
  ['photo', 0.1],
];

interface LeasePlan {
  facts: LeaseFacts;
  doc: DraftedDoc;
  gold: GoldFields;
  amendments: Amendment[];
  name: string;
}

export function planSplit(split: Split, seed: string): SplitPlan {
  const rng = new Rng(`${seed}:${split}`);
  const today = TODAY[split];
  const forms = FORMS_BY_SPLIT[split];
  const leases: LeasePlan[] = [];
  let counter = 0;
  // The train split has more forms than dev, so more properties (each set drawn from its own generator; the first
  // set is drawn as dev's only one is, so a split with one set is what it always was).
  const properties = Array.from({ length: PROPERTY_SETS[split] }, (_, k) => makeProperties(rng.fork(k === 0 ? 'properties' : `properties-${k}`))).flat();
  for (const [pi, property] of properties.entries()) {
    const own = forms.filter((f) => f.kind === property.kind);
    const primary = own[pi % own.length]!;
    const parties = landlordFor(rng, property.kind);
    for (const u of property.units) {
      const lr = rng.fork(`lease-${counter++}`);
      // A quarter of a property's leases come from another form of its kind (with more than one other, drawn from
      // a fork, so the lease's own draws are not shifted).
      const others = own.filter((f) => f !== primary);
      const form = lr.chance(0.75) ? primary : others.length === 1 ? others[0]! : lr.fork('other-form').pick(others);
      const base = { name: '', form: form.id, property, unit: unitLabel(property, u), ...parties };
      const facts = property.kind === 'residential' ? residentialFacts(lr, base, today) : commercialFacts(lr, base, today);
      const doc = form.draft(facts, lr.fork('draft'));
      leases.push({ facts, doc, gold: leaseGold(facts, doc), amendments: [], name: '' });
    }
  }
  const amendments = planAmendments(leases, rng.fork('amendments'), split);

  // Neutral names in shuffled order, so a file name says nothing about what the document is.
  const all = rng.shuffle([...leases.map((l) => ({ lease: l })), ...amendments.map((a) => ({ amendment: a }))]);
  const width = String(all.length).length;
  all.forEach((x, i) => {
    const name = `${split}-${String(i + 1).padStart(width, '0')}`;
    if ('lease' in x) x.lease.name = name;
    else x.amendment.name = name;
  });
  const formats = assignFormats(
    all.map((x) => ('lease' in x ? 'lease' : 'amendment')),
    rng.fork('formats'),
  );
  const docs: PlannedDoc[] = all.map((x, i) => {
    if ('lease' in x) {
      const l = x.lease;
      const fields = Object.fromEntries(README_FIELDS.map((k) => [k, l.gold[k] ?? null])) as GoldFields;
      checkEvidence(l.name, l.doc, fields);
      return { name: l.name, kind: 'lease', amends: null, form: l.facts.form, format: formats[i]!, title: leaseTitle(l.facts), doc: l.doc, fields };
    }
    const a = x.amendment;
    checkEvidence(a.name, a.amendment.doc, a.amendment.fields);
    return {
      name: a.name,
      kind: 'amendment',
      amends: a.lease.name,
      form: `amendment:${a.amendment.kind}`,
      format: formats[i]!,
      title: a.amendment.kind,
      doc: a.amendment.doc,
      fields: a.amendment.fields,
    };
  });
  return { split, today, docs, asof: asOfRows(leases), portfolio: portfolioQuestions(leases, today, rng.fork('portfolio'), 20) };
}

function leaseTitle(f: LeaseFacts) {
  return `Lease ${f.property.street}${f.unit ? ` ${f.unit}` : ''}`;
}

/** Formats by the README's shares; photographed pages go to short documents (amendments) first, and a few leases. */
function assignFormats(kinds: ('lease' | 'amendment')[], rng: Rng): Format[] {
  const n = kinds.length;
  const photos = Math.round(n * 0.1);
  const amendments = rng.shuffle(kinds.map((k, i) => (k === 'amendment' ? i : -1)).filter((i) => i >= 0));
  const leases = rng.shuffle(kinds.map((k, i) => (k === 'lease' ? i : -1)).filter((i) => i >= 0));
  const photoAt = new Set([...amendments.slice(0, Math.ceil(photos / 2)), ...leases.slice(0, Math.floor(photos / 2))]);
  const rest: Format[] = [];
  for (const [format, share] of FORMAT_SHARES) if (format !== 'photo') for (let i = 0; i < Math.round(n * share); i++) rest.push(format);
  const shuffled = rng.shuffle(rest);
  return kinds.map((_, i) => (photoAt.has(i) ? 'photo' : (shuffled.pop() ?? 'pdf')));
}

interface PlannedAmendment {
  lease: LeasePlan;
  amendment: Amendment;
  name: string;
}

function planAmendments(leases: LeasePlan[], rng: Rng, split: Split): PlannedAmendment[] {
  const out: PlannedAmendment[] = [];
  // Amendments are signed by `today` (a manager has them in hand); their changes may take effect a little later.
  const today = TODAY[split];
  const endsSoon = (f: LeaseFacts) => f.expiration >= addDays(today, -20) && f.expiration <= addDays(today, 150);
  const eligible = (k: AmendmentKind, f: LeaseFacts) => {
    switch (k) {
      case 'rent_change': {
        const earliest = addMonths(`${(f.schedule?.at(-1)?.from ?? f.commencement).slice(0, 8)}01`, 2);
        return f.termMonths >= 12 && earliest <= addMonths(f.expiration, -2) && earliest <= addDays(today, 40);
      }
      case 'pet_addendum':
        return f.kind === 'residential' && f.pets !== 'allowed' && f.termMonths >= 12 && addMonths(f.commencement, 2) <= today;
      case 'assignment':
        return f.kind === 'commercial' && f.termMonths >= 24 && addMonths(f.commencement, 6) <= addDays(today, 30);
      case 'extension':
        return endsSoon(f);
      case 'renewal_letter':
        return f.renewal !== null && endsSoon(f);
    }
  };
  // Every kind appears in every split; a few leases get a second, later amendment (an extension or renewal after a change).
  const plans: AmendmentKind[][] = [
    ['rent_change', 'extension'],
    ['pet_addendum', 'renewal_letter'],
    ['assignment', 'extension'],
    ['rent_change'],
    ['pet_addendum'],
    ['assignment'],
    ['renewal_letter'],
    ['extension'],
    ['renewal_letter'],
    ['extension'],
  ];
  const pool = rng.shuffle(leases);
  Array.from({ length: PROPERTY_SETS[split] }, () => plans)
    .flat()
    .forEach((planned, i) => {
      // Few leases that end soon have a renewal option: an extension takes the place of a renewal letter then.
      let kinds = planned;
      let at = pool.findIndex((l) => kinds.every((k) => eligible(k, l.facts)));
      if (at < 0) {
        kinds = planned.map((k) => (k === 'renewal_letter' ? 'extension' : k));
        at = pool.findIndex((l) => kinds.every((k) => eligible(k, l.facts)));
      }
      if (at < 0) return;
      const [lease] = pool.splice(at, 1) as [LeasePlan];
      const f = lease.facts;
      const state: LeaseState = { expiration: f.expiration, rent: f.schedule?.at(-1)?.monthly_rent ?? f.rent, tenants: f.tenants };
      kinds.forEach((kind, k) => {
        const amendment = draftAmendment(kind, f, state, rng.fork(`a${i}-${k}`), split, k + 1, today);
        if (typeof amendment.fields.monthly_rent === 'number') state.rent = amendment.fields.monthly_rent;
        if (typeof amendment.fields.expiration_date === 'string') state.expiration = amendment.fields.expiration_date;
        if (Array.isArray(amendment.fields.tenants)) state.tenants = amendment.fields.tenants as string[];
        lease.amendments.push(amendment);
        out.push({ lease, amendment, name: '' });
      });
    });
  return out;
}

/** For every amended lease: the day before, the day of and a month after each amendment, for changed and unchanged fields. */
function asOfRows(leases: LeasePlan[]): AsOfRow[] {
  const rows: AsOfRow[] = [];
  for (const l of leases) {
    if (!l.amendments.length) continue;
    const changed = new Set(l.amendments.flatMap((a) => Object.keys(a.fields)).filter((k) => k !== 'effective_date'));
    const unchanged = ['security_deposit', 'governing_law', 'repairs', 'subletting', 'landlord'].find(
      (k) => !changed.has(k) && l.gold[k as keyof GoldFields] != null,
    );
    const fields = [...changed, ...(unchanged ? [unchanged] : []), ...(l.facts.schedule && !changed.has('monthly_rent') ? ['monthly_rent'] : [])];
    const dates = new Set<string>();
    for (const a of l.amendments) for (const dd of [addDays(a.effectiveDate, -1), a.effectiveDate, addDays(a.effectiveDate, 30)]) dates.add(dd);
    if (l.facts.schedule) for (const s of l.facts.schedule.slice(1, 3)) dates.add(addDays(s.from, 10));
    for (const date of [...dates].sort())
      for (const field of fields) rows.push({ lease: l.name, as_of: date, field, expected: valueOn(l.gold, l.amendments, field as never, date) });
  }
  return rows;
}
