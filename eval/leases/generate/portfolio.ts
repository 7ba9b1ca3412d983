/**
 * Portfolio questions: questions about the whole split whose answer is a set of leases, phrased as a manager would,
 * each answered from the gold with every amendment in force on `today` applied.
 */
import type { Amendment } from './amendments.js';
import type { Utility } from '../../../common/lease-terms.js';
import type { DraftedDoc } from './doc.js';
import type { LeaseFacts } from './facts.js';
import { type GoldFields, valueOn } from './gold.js';
import type { Rng } from './rng.js';
import { addDays, formatDate } from './words.js';

export interface PortfolioLease {
  name: string;
  facts: LeaseFacts;
  gold: GoldFields;
  amendments: Amendment[];
  /** The drafted lease, to tell whether it writes its property's name. */
  doc?: DraftedDoc;
}

export interface PortfolioQuestion {
  question: string;
  today: string;
  expected: string[];
}

interface View {
  name: string;
  f: LeaseFacts;
  /** The lease's document writes its property's name (some forms give only the address). */
  namesProperty: boolean;
  v: (field: Parameters<typeof valueOn>[2]) => unknown;
  active: boolean;
}

function view(l: PortfolioLease, today: string): View {
  const v = (field: Parameters<typeof valueOn>[2]) => valueOn(l.gold, l.amendments, field, today);
  const namesProperty = !!l.doc && JSON.stringify(l.doc).includes(l.facts.property.name);
  return { name: l.name, f: l.facts, namesProperty, v, active: (v('commencement_date') as string) <= today && today <= (v('expiration_date') as string) };
}

type Template = (views: View[], today: string, rng: Rng) => { question: string; match: (x: View) => boolean } | null;

/** A property as a question may call it: by its name only when one of its leases writes it, else by its street. */
const calledBy = (views: View[], p: LeaseFacts['property'], byName: boolean) =>
  byName && views.some((x) => x.f.property === p && x.namesProperty) ? p.name : p.street;
const us = (iso: string) => formatDate(iso, 'us');
const money = (n: number) => `$${n.toLocaleString('en-US')}`;

const TEMPLATES: Template[] = [
  (_, today, rng) => {
    const n = rng.pick([30, 60, 90, 120]);
    const q = rng.pick([`Which leases end in the next ${n} days?`, `Which leases expire within ${n} days?`, `What leases are up in the next ${n} days?`]);
    return { question: q, match: (x) => (x.v('expiration_date') as string) >= today && (x.v('expiration_date') as string) <= addDays(today, n) };
  },
  (_, today, rng) => {
    const until = `${Number(today.slice(0, 4)) + rng.pick([0, 1])}-12-31`;
    return { question: `Which active leases expire on or before ${us(until)}?`, match: (x) => x.active && (x.v('expiration_date') as string) <= until };
  },
  (_, __, rng) => ({
    question: rng.pick(['Which tenants may keep pets without asking the landlord?', 'Where are pets allowed outright, with no consent needed?']),
    match: (x) => x.v('pets') === 'allowed',
  }),
  () => ({ question: "Which leases need the landlord's written consent before a tenant can have a pet?", match: (x) => x.v('pets') === 'with_consent' }),
  (_, __, rng) => ({ question: rng.pick(['Which leases prohibit pets?', 'Show me the no-pets leases.']), match: (x) => x.v('pets') === 'prohibited' }),
  (views, _, rng) => {
    const props = [...new Set(views.filter((x) => x.f.property.units.length > 2).map((x) => x.f.property))];
    const p = rng.pick(props);
    const where = calledBy(views, p, rng.chance(0.5));
    return {
      question: rng.pick([`What is the total monthly rent at ${where}?`, `How much rent do the current leases at ${where} bring in each month?`]),
      match: (x) => x.f.property === p && x.active,
    };
  },
  (_, __, rng) => ({
    question: rng.pick(['Which leases have a renewal option?', 'Which tenants have an option to renew?']),
    match: (x) => x.v('renewal_option') !== null,
  }),
  (views, _, rng) => {
    const withUnit = views.filter((x) => x.f.unit);
    const x0 = rng.pick(withUnit);
    const label = x0.f.unit!.replace(/^(Apt\.|Unit|#|Suite)\s*/, '');
    const unique = withUnit.filter((x) => x.f.unit!.endsWith(label)).length === 1;
    const at = unique ? `${x0.f.unit!.startsWith('Suite') ? 'Suite' : 'unit'} ${label}` : `${x0.f.unit} at ${calledBy(views, x0.f.property, true)}`;
    return { question: `Who pays for repairs at ${at}?`, match: (x) => x === x0 };
  },
  () => ({ question: 'Under which leases does the tenant carry ordinary repairs?', match: (x) => x.v('repairs') === 'tenant' }),
  () => ({ question: 'Which leases prohibit subletting outright?', match: (x) => x.v('subletting') === 'prohibited' }),
  () => ({ question: "Which leases let the tenant sublet or assign without the landlord's consent?", match: (x) => x.v('subletting') === 'allowed' }),
  (views, _, rng) => {
    const state = rng.pick([...new Set(views.map((x) => x.v('governing_law')).filter(Boolean))] as string[]);
    return {
      question: rng.pick([`Which leases are governed by ${state} law?`, `List the leases under the laws of ${state}.`]),
      match: (x) => x.v('governing_law') === state,
    };
  },
  (_, __, rng) => {
    const u = rng.pick(['electricity', 'gas', 'internet', 'water'] as Utility[]);
    return { question: `Which tenants pay for ${u} themselves?`, match: (x) => ((x.v('utilities_tenant') as Utility[] | null) ?? []).includes(u) };
  },
  (_, __, rng) => ({
    question: rng.pick(['Which leases can the tenant end early?', 'Which leases have an early termination right?']),
    match: (x) => x.v('early_termination') !== null,
  }),
  (_, __, rng) => {
    const limit = rng.pick([2500, 3000, 5000, 10000]);
    return { question: `Which active leases pay more than ${money(limit)} a month?`, match: (x) => x.active && (x.v('monthly_rent') as number) > limit };
  },
  () => ({
    question: 'Which leases charge the late fee as a percentage of the rent?',
    match: (x) => (x.v('late_fee') as { percent?: number } | null)?.percent !== undefined,
  }),
  (views, _, rng) => {
    const year = rng.pick([...new Set(views.map((x) => (x.v('commencement_date') as string).slice(0, 4)))]);
    return { question: `Which leases started in ${year}?`, match: (x) => (x.v('commencement_date') as string).startsWith(year) };
  },
  (views, _, rng) => {
    const commercial = [...new Set(views.filter((x) => x.f.kind === 'commercial').map((x) => x.f.property))];
    const p = rng.pick(commercial);
    const year = rng.pick([...new Set(views.filter((x) => x.f.property === p).map((x) => (x.v('expiration_date') as string).slice(0, 4)))]);
    return {
      question: `Which leases at ${calledBy(views, p, true)} expire in ${year}?`,
      match: (x) => x.f.property === p && (x.v('expiration_date') as string).startsWith(year),
    };
  },
  (_, __, rng) => {
    const limit = rng.pick([2000, 5000, 10000]);
    return {
      question: `Which leases hold a security deposit of more than ${money(limit)}?`,
      match: (x) => ((x.v('security_deposit') as number | null) ?? 0) > limit,
    };
  },
  (views, _, rng) => {
    const companies = views.flatMap((x) =>
      (x.v('tenants') as string[]).filter((t) => /(LLC|Inc\.|Corp\.|Ltd\.|L\.L\.C\.|Co\.)$/.test(t)).map((t) => ({ t, x })),
    );
    if (!companies.length) return null;
    const { t } = rng.pick(companies);
    return { question: `Which leases is ${t} the tenant on?`, match: (x) => (x.v('tenants') as string[]).includes(t) };
  },
  () => ({
    question: 'Which leases have a rent increase scheduled?',
    match: (x) => Array.isArray(x.v('rent_schedule')) && (x.v('rent_schedule') as unknown[]).length > 1,
  }),
];

export function portfolioQuestions(leases: PortfolioLease[], today: string, rng: Rng, count = 20): PortfolioQuestion[] {
  const out: PortfolioQuestion[] = [];
  const seen = new Set<string>();
  // Most questions on the split's "today"; a few a season later, when amendments (extensions, new rents) have taken effect.
  for (let attempt = 0; out.length < count && attempt < 400; attempt++) {
    const t = attempt % 5 === 4 ? addDays(today, 120) : today;
    const views = leases.map((l) => view(l, t));
    const made = TEMPLATES[attempt % TEMPLATES.length]!(views, t, rng);
    if (!made || seen.has(`${made.question}|${t}`)) continue;
    const expected = views.filter(made.match).map((x) => x.name);
    if (!expected.length || expected.length === views.length) continue;
    seen.add(`${made.question}|${t}`);
    out.push({ question: made.question, today: t, expected: expected.sort() });
  }
  return out;
}
