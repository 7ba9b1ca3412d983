/**
 * The lease terms a question talks about, found in its normalised words: each matcher takes the words it read and
 * says what it understood (a term, and the condition on it when the question states one: "allow pets", "no
 * renewal option", "rent over $3,000", "the tenant pays water").
 */
import type { Permission, Utility } from '../../../common/lease-terms.js';
import { readCount } from './dates.js';
import type { Comparison, MoneyTerm } from './query.js';
import type { Scanner } from './scanner.js';

export type Mention =
  | { kind: 'expiry'; at: number; past: boolean }
  | { kind: 'commence'; at: number }
  | { kind: 'rent_change'; at: number }
  | { kind: 'permission'; term: 'pets' | 'subletting'; at: number; values: Permission[] | null }
  | { kind: 'renewal'; at: number; present: boolean }
  | { kind: 'early_termination'; at: number; present: boolean }
  | { kind: 'repairs'; at: number; party: 'landlord' | 'tenant' | 'shared' | null }
  | { kind: 'utility'; at: number; utility: Utility | null; payer: 'tenant' | 'landlord' | null }
  | { kind: 'money'; at: number; term: MoneyTerm; op: Comparison | null; amount: number | null }
  | { kind: 'notice'; at: number; op: Comparison | null; days: number | null }
  | { kind: 'term_months'; at: number; op: Comparison | null; months: number | null }
  | { kind: 'late_fee'; at: number; present: boolean; basis: 'percent' | 'amount' | null }
  | { kind: 'governing_law'; at: number; jurisdiction: string | null }
  | { kind: 'amended'; at: number }
  | { kind: 'status'; at: number; status: 'active' | 'ended' | 'upcoming' | 'draft' | 'terminated' }
  | { kind: 'occupancy'; at: number; occupied: boolean }
  | { kind: 'use'; at: number; use: 'residential' | 'commercial' }
  | { kind: 'who_tenant'; at: number }
  | { kind: 'landlord'; at: number }
  | { kind: 'security_deposit'; at: number }
  | { kind: 'pet_deposit'; at: number };

const NEGATION = /\b(?:no|not|without|lack|lacking|lacks|never|none|zero)\b/g;

/** "not", "no", "without" in the few words before `at` (same clause), taken. */
function negatedBefore(s: Scanner, at: number): boolean {
  const clause = s.clauseAround(at);
  const from = Math.max(clause.start, s.text.lastIndexOf(' ', Math.max(0, at - 28)));
  for (const _ of s.within(NEGATION, from, at)) return true;
  return false;
}

const COMPARATORS: Array<[RegExp, Comparison]> = [
  [/^(?:more than|over|above|greater than|higher than|exceeding|exceeds|exceed|in excess of|beyond|longer than|>)$/, 'gt'],
  [/^(?:at least|no less than|minimum of|min|or more|>=|not less than)$/, 'gte'],
  [/^(?:less than|under|below|lower than|cheaper than|fewer than|shorter than|<)$/, 'lt'],
  [/^(?:at most|no more than|up to|maximum of|max|or less|<=|not more than|not exceeding)$/, 'lte'],
  [/^(?:of|exactly|equal to|equals|is|are|=|at|for)$/, 'eq'],
];
const COMPARATOR_WORDS =
  'more than|over|above|greater than|higher than|exceeding|exceeds|exceed|in excess of|beyond|longer than|at least|no less than|not less than|minimum of|less than|under|below|lower than|cheaper than|fewer than|shorter than|at most|no more than|not more than|not exceeding|up to|maximum of|exactly|equal to|equals|of|is|are|at|for';
const comparison = (word: string): Comparison => COMPARATORS.find(([re]) => re.test(word))?.[1] ?? 'eq';

/** "$3,000", "3000", "3k", "$3.5k", "2,500.00 dollars". */
export function readAmount(word: string): number | null {
  const m = /^\$?(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(k)?$/.exec(word);
  if (!m) return null;
  const n = Number(`${m[1]!.replace(/,/g, '')}${m[2] ?? ''}`) * (m[3] ? 1000 : 1);
  return Number.isFinite(n) ? n : null;
}

/** The condition on a permission term (pets, subletting) from the words of its clause. */
function permissionOf(s: Scanner, at: number, end: number): Permission[] | null {
  const clause = s.clauseAround(at);
  const take = (re: RegExp) => [...s.within(re, clause.start, clause.end)].length > 0;
  const outright =
    /\b(?:without (?:the |any |prior |written |prior written )*(?:landlord |owner |management )?(?:consent|approval|permission)|without (?:asking|needing|requiring|getting|seeking)(?: for)?(?: the| a| any)?(?: landlord| owner| management)?(?: consent| approval| permission)?|(?:with )?no (?:landlord |prior |written )*(?:consent|approval|permission)(?: (?:needed|required|necessary))?)\b/g;
  if (take(outright)) {
    take(/\b(?:allow\w*|permit\w*|accept\w*|may|can|could|keep|have|has|own|bring|let|lets|able|outright|freely)\b/g);
    return ['allowed'];
  }
  // "outright" or "freely" says no consent is involved: allowed, or prohibited when the words say so.
  const plainly = take(/\b(?:outright|freely|unconditionally|entirely|completely|altogether)\b/g);
  const negated =
    take(/\b(?:no|not|never|prohibit\w*|ban|bans|banned|forbid\w*|disallow\w*|bar|bars|barred|restrict\w*)\b/g) || /-free\b|^no-/.test(s.text.slice(at, end));
  const consent = take(
    /\b(?:(?:with|requir\w*|need\w*|subject to|only with|upon|after|on|given|get|getting|ask|asking|seek)(?: the| a| any| prior| written)* )?(?:(?:landlord|owner|management|manager) )?(?:(?:prior|written|express) )*(?:consent|approval|approve|approved|permission|authori[sz]ation|conditional(?:ly)?|case-by-case|case by case)\b/g,
  );
  const allowed = take(
    /\b(?:allow\w*|permit\w*|accept\w*|ok|okay|welcome\w*|friendly|may|can|could|keep|have|has|own|bring|let|lets|able|entitled|yes|require\w*|need\w*)\b/g,
  );
  if (negated) return consent && !plainly ? ['with_consent'] : ['prohibited'];
  if (plainly) return ['allowed'];
  if (consent) return ['with_consent'];
  if (allowed || /-friendly\b/.test(s.text.slice(at, end))) return ['allowed'];
  return null;
}

const UTILITY_WORDS: Array<[RegExp, Utility]> = [
  [/^(?:water|water bills?)$/, 'water'],
  [/^(?:electric|electricity|electrical|power|hydro|electric bills?|electricity bills?)$/, 'electricity'],
  [/^(?:gas|natural gas|heating gas|gas bills?)$/, 'gas'],
  [/^(?:trash|garbage|refuse|waste|rubbish|trash removal|garbage collection|trash collection)$/, 'trash'],
  [/^(?:internet|wifi|wi-fi|broadband|cable|cable tv)$/, 'internet'],
  [/^(?:sewer|sewage|sewer bills?)$/, 'sewer'],
];

const TENANT_PARTY = /\b(?:tenants?|lessees?|renters?|residents?|occupants?)\b/g;
const LANDLORD_PARTY = /\b(?:landlords?|lessors?|owners?|management|property managers?|managers?|us|we)\b/g;
const SHARED_PARTY = /\b(?:shared|split|both|jointly|share|shares|sharing|between)\b/g;
const RESPONSIBILITY =
  /\b(?:responsib\w*|requir\w*|carry|carries|carrying|handle|make|makes|making|put|puts|pay|pays|paying|paid|handles?|handled|handling|covers?|covered|covering|does|do|take care of|takes care of|in charge of|bears?|liable|duty|obligat\w*|must|has to|have to|cost of|costs of|for the)\b/g;

/** Who the clause around `at` says bears a cost: the landlord, the tenant, both. Parties named are taken. */
function partyOf(s: Scanner, at: number): 'landlord' | 'tenant' | 'shared' | null {
  const clause = s.clauseAround(at);
  const found = (re: RegExp) => [...s.within(re, clause.start, clause.end)].length > 0;
  const shared = found(SHARED_PARTY);
  const landlord = found(LANDLORD_PARTY);
  const tenant = found(TENANT_PARTY);
  for (const _ of s.within(RESPONSIBILITY, clause.start, clause.end));
  if (shared) return 'shared';
  if (landlord) return 'landlord';
  if (tenant) return 'tenant';
  return null;
}

const STATES =
  'alabama|alaska|arizona|arkansas|california|colorado|connecticut|delaware|district of columbia|florida|georgia|hawaii|idaho|illinois|indiana|iowa|kansas|kentucky|louisiana|maine|maryland|massachusetts|michigan|minnesota|mississippi|missouri|montana|nebraska|nevada|new hampshire|new jersey|new mexico|new york|north carolina|north dakota|ohio|oklahoma|oregon|pennsylvania|rhode island|south carolina|south dakota|tennessee|texas|utah|vermont|virginia|washington|west virginia|wisconsin|wyoming|england|scotland|wales|ontario|british columbia|quebec|alberta|canada|ireland|australia';

/** Every term mention in the question, in the order matchers run (the more specific phrases first). */
export function findMentions(s: Scanner): Mention[] {
  const out: Mention[] = [];
  const add = (m: Mention) => out.push(m);

  // Early termination before expiry: "end the lease early" is a right, not an end date.
  for (const m of s.each(
    /\b(?:early[- ]termination(?: rights?| options?| clauses?| provisions?)?|terminat(?:e|ion) early|(?:termination|break|exit|cancellation|kick-out|kickout|buyout|buy-out) (?:rights?|options?|clauses?|provisions?)|rights? to (?:terminate|cancel|break|exit)|options? to (?:terminate|cancel|break|exit)|(?:end|break|cancel|leave|exit|get out of|terminate|walk away from) (?:the |their |its |a )?(?:lease )?early|early (?:exit|out|release|termination)|break clauses?|buy ?outs?|termination options?|terminate before (?:the )?(?:end|expiration)(?: of the term)?)\b/g,
  ))
    add({ kind: 'early_termination', at: m.index, present: !negatedBefore(s, m.index) });

  for (const m of s.each(
    /\b(?:(?:(?:lease )?(?:end|expiration|expiry) dates?)|expir(?:e|es|ed|ing|ation|ations|y|ies)|end(?:s|ed|ing)?|(?:run|runs|running|ran) out|(?:come|comes|coming|are|is|be|up|due) (?:up )?for renewal|up for renewal|due to (?:end|expire)|conclud(?:e|es|ed|ing)|finish(?:es|ed|ing)?|laps(?:e|es|ed|ing)|(?:roll|rolls|rolling) off|(?:move|moving)[- ]outs?|moving out|(?:are|is) up|last until|run until|runs until|run through|runs through|go until|turn over|turns over|terminat(?:e|es|ing)(?= (?:in|on|by|before|after|between|within|during|this|next|soon)\b))\b/g,
  ))
    add({ kind: 'expiry', at: m.index, past: /(?:ed|ran out|were up|was up)$/.test(m[0]) && !/^(?:due|set|scheduled)/.test(m[0]) });

  for (const m of s.each(
    /\b(?:start(?:s|ed|ing)?(?: dates?)?|begin(?:s|ning)?|began|begun|commenc(?:e|es|ed|ing|ement)(?: dates?)?|(?:move|moved|moving)[- ]ins?|took effect|take effect|takes effect|kick(?:s|ed)? off)\b/g,
  ))
    add({ kind: 'commence', at: m.index });

  for (const m of s.each(
    /\b(?:(?:upcoming |future |planned |scheduled )?(?:rent|rental) (?:increases?|escalations?|steps?|changes?|bumps?|adjustments?|hikes?|goes up|go up|will go up|rises?|escalates?|increasing|changing)|(?:increases?|escalations?|step-ups?|bumps?|hikes?|changes?) (?:in|of|to) (?:the )?rent|scheduled rent|rent schedules?|escalat(?:ion|ions|es|ing)|step-ups?|rent steps?)\b/g,
  ))
    add({ kind: 'rent_change', at: m.index });

  for (const m of s.each(
    /\b(?:renewal (?:options?|rights?|clauses?|terms?|provisions?|periods?)|options? (?:to|for) (?:renew|extend|renewal|extension)|rights? (?:to|of) (?:renew|renewal|extend|extension)|extension (?:options?|rights?)|renewable|(?:can|could|may) (?:be )?renew(?:ed)?|renew(?:al|als|ed|ing|s)?|option to extend)\b/g,
  ))
    add({ kind: 'renewal', at: m.index, present: !negatedBefore(s, m.index) });

  for (const m of s.each(
    /\b(?:(?:percentage|percent|flat|fixed)[- ])?(?:late (?:fees?|charges?|payment fees?|payment charges?|penalt(?:y|ies))|grace periods?)\b/g,
  )) {
    // "the late fee as a percentage of the rent", "a flat late fee": how the fee is set.
    const clause = s.clauseAround(m.index);
    const percent =
      /^(?:percentage|percent)/.test(m[0]) ||
      [
        ...s.within(
          /\b(?:(?:as|calculated as|expressed as|set as|based on) )?(?:a )?percent(?:age)?(?: of (?:the )?(?:monthly )?rent)?\b/g,
          clause.start,
          clause.end,
        ),
      ].length > 0;
    const flat =
      /^(?:flat|fixed)/.test(m[0]) ||
      [...s.within(/\b(?:as )?(?:a )?(?:flat|fixed|set) (?:amount|sum|fee|dollar amount)\b/g, clause.start, clause.end)].length > 0;
    for (const _ of s.within(/\b(?:charge|charges|charged|charging|impose|imposes|set|sets)\b/g, clause.start, clause.end));
    add({ kind: 'late_fee', at: m.index, present: !negatedBefore(s, m.index), basis: percent ? 'percent' : flat ? 'amount' : null });
  }

  for (const m of s.each(/\bpet (?:deposits?|fees?)\b/g)) add({ kind: 'pet_deposit', at: m.index });

  for (const m of s.each(/\b(?:no-pets?|pet-friendly|pet-free|pet friendly|pet policy|pet policies|pet rules?|pets?|dogs?|cats?|animals?)\b/g))
    add({ kind: 'permission', term: 'pets', at: m.index, values: permissionOf(s, m.index, m.index + m[0].length) });
  for (const m of s.each(/\b(?:sub-?let\w*|sub-?leas\w*|assign(?:ment|ments|ing|ed|s)?|sub-?tenants?|sub-?tenancy)\b/g))
    add({ kind: 'permission', term: 'subletting', at: m.index, values: permissionOf(s, m.index, m.index + m[0].length) });

  for (const m of s.each(
    /\b(?:(?:ordinary|routine|general|minor|day-to-day|everyday|normal) )?(?:repairs?|maintenance|upkeep|maintain(?:ing|s)?|fix(?:es|ing)?(?: things)?)\b/g,
  ))
    add({ kind: 'repairs', at: m.index, party: partyOf(s, m.index) });

  for (const m of s.each(
    /\b(?:water(?: bills?)?|electric(?:ity|al)?(?: bills?)?|power|hydro|natural gas|heating gas|gas(?: bills?)?|trash(?: removal| collection)?|garbage(?: collection)?|refuse|waste|rubbish|internet|wi-?fi|broadband|cable(?: tv)?|sewer(?: bills?)?|sewage|utilities|utility(?: bills?)?)\b/g,
  )) {
    const word = m[0];
    const utility = UTILITY_WORDS.find(([re]) => re.test(word))?.[1] ?? null;
    const clause = s.clauseAround(m.index);
    const included =
      [...s.within(/\b(?:included|include|includes|including|in the rent|covered by (?:the )?(?:landlord|owner))\b/g, clause.start, clause.end)].length > 0;
    const party = partyOf(s, m.index);
    add({ kind: 'utility', at: m.index, utility, payer: included ? 'landlord' : party === 'shared' ? null : party });
  }

  for (const m of s.each(
    /\b(?:notice to (?:vacate|quit|terminate|move out|leave)|notice periods?|notice of (?:non-?renewal|termination|intent to vacate)|move-out notice|vacate notice|notice (?:required|requirement|needed)|notice)\b/g,
  )) {
    const clause = s.clauseAround(m.index);
    for (const _ of s.within(/\b(?:requir\w*|need\w*|give|gives|giving|provide|provides|must|how much)\b/g, clause.start, clause.end));
    let op: Comparison | null = null;
    let days: number | null = null;
    for (const c of s.within(
      new RegExp(`(?:\\b(${COMPARATOR_WORDS}) )?(\\d{1,4}|[a-z]+(?:-[a-z]+)?)[- ]days?\\b(?: (or more|or less))?`, 'g'),
      clause.start,
      clause.end,
    )) {
      days = readCount(c[2]!);
      op = c[3] ? comparison(c[3]) : c[1] ? comparison(c[1]) : 'eq';
    }
    add({ kind: 'notice', at: m.index, op: days === null ? null : op, days });
  }

  for (const m of s.each(/\b(\d{1,3}|one|two|three|four|five|six|ten|twelve|eighteen|twenty-four|thirty-six)[- ](month|year)[- ](?:leases?|terms?)\b/g)) {
    const n = readCount(m[1]!);
    if (n !== null) add({ kind: 'term_months', at: m.index, op: 'eq', months: m[2] === 'year' ? n * 12 : n });
  }
  for (const m of s.each(
    /\b(?:(?:lease )?terms? (?:of |is |are )?)?(longer|shorter|more|less|greater) than (\d{1,3}|a|an|one|two|three|five|six|twelve|eighteen) (months?|years?)\b/g,
  )) {
    const n = readCount(m[2]!);
    if (n !== null)
      add({ kind: 'term_months', at: m.index, op: /longer|more|greater/.test(m[1]!) ? 'gt' : 'lt', months: m[3]!.startsWith('year') ? n * 12 : n });
  }
  for (const m of s.each(/\b(?:lease terms?|terms? of (?:the )?lease|how long|length of (?:the )?(?:lease|term)|lease length|duration)\b/g))
    add({ kind: 'term_months', at: m.index, op: null, months: null });

  const law = new RegExp(
    `\\b(?:(?:governed by|under|subject to|governing law(?: is)?|jurisdiction(?: is)?|law of|laws of)(?: the)?(?: laws? of)?(?: the)?(?: state of| commonwealth of| province of)? (${STATES})(?: law| laws| state law)?|(${STATES}) (?:law|laws|state law|jurisdiction))\\b`,
    'g',
  );
  for (const m of s.each(law)) add({ kind: 'governing_law', at: m.index, jurisdiction: m[1] ?? m[2]! });
  for (const m of s.each(
    /\b(?:governing law|governed by|which (?:state|jurisdiction) law|what (?:state|jurisdiction) law|whose law|which law|what law|choice of law|jurisdiction)\b/g,
  ))
    add({ kind: 'governing_law', at: m.index, jurisdiction: null });

  for (const m of s.each(/\b(?:security )?deposits?\b/g)) add({ kind: 'security_deposit', at: m.index });

  for (const m of s.each(
    /\b(?:amended|amendments?|modified|modifications?|have been extended|has been extended|were extended|was extended|extended|extensions?|addend(?:a|um|ums))\b/g,
  ))
    add({ kind: 'amended', at: m.index });

  for (const m of s.each(/\b(?:vacant|vacancies|vacancy|empty|unoccupied|unleased|unrented|available|not occupied|not leased|not rented|free)\b/g))
    add({ kind: 'occupancy', at: m.index, occupied: false });
  for (const m of s.each(/\b(?:occupied|rented|filled|taken|in use)\b/g)) add({ kind: 'occupancy', at: m.index, occupied: true });

  for (const m of s.each(/\b(?:active|current|in force|in effect|ongoing|running|live|existing|valid)\b/g))
    add({ kind: 'status', at: m.index, status: 'active' });
  for (const m of s.each(/\b(?:past|former|previous|old|lapsed|no longer active|inactive)\b/g)) add({ kind: 'status', at: m.index, status: 'ended' });
  for (const m of s.each(/\b(?:future|upcoming|not yet started|not started yet|pending|yet to start)\b/g))
    add({ kind: 'status', at: m.index, status: 'upcoming' });
  for (const m of s.each(/\b(?:drafts?|unsigned)\b/g)) add({ kind: 'status', at: m.index, status: 'draft' });
  for (const m of s.each(/\b(?:terminated|cancell?ed)\b/g)) add({ kind: 'status', at: m.index, status: 'terminated' });

  for (const m of s.each(/\b(?:commercial|retail|office|offices|industrial|business|businesses|shop|shops|store|stores|warehouse|warehouses)\b/g))
    add({ kind: 'use', at: m.index, use: 'commercial' });
  for (const m of s.each(/\b(?:residential|housing|dwelling|dwellings)\b/g)) add({ kind: 'use', at: m.index, use: 'residential' });

  for (const m of s.each(/\b(?:landlords?|lessors?|owners?)\b/g)) add({ kind: 'landlord', at: m.index });

  // Money last: "rent" after "rent increase" and "pet deposit" were read, amounts after dates.
  findMoney(s, out);
  return out.sort((a, b) => a.at - b.at);
}

/** "rent over $3,000", "deposits above 2k", "leases under $1,500 a month", "rent between $1,500 and $2,000", "the rent". */
function findMoney(s: Scanner, out: Mention[]) {
  const amount = '(\\$?\\d{1,3}(?:,\\d{3})+(?:\\.\\d+)?|\\$?\\d+(?:\\.\\d+)?k?|\\$\\d+(?:\\.\\d+)?k?)';
  const per = '(?: (?:dollars|usd|bucks))?(?: (?:a|per) month| monthly| /month| pm)?';
  for (const m of s.each(new RegExp(`\\bbetween ${amount}${per} and ${amount}${per}`, 'g'))) {
    const low = readAmount(m[1]!);
    const high = readAmount(m[2]!);
    if (low === null || high === null) continue;
    const term = moneyTermNear(s, m.index);
    out.push({ kind: 'money', at: m.index, term, op: 'gte', amount: low }, { kind: 'money', at: m.index, term, op: 'lte', amount: high });
  }
  for (const m of s.text.matchAll(
    new RegExp(
      `(?:\\b(${COMPARATOR_WORDS}) )?${amount}${per}(?: (or more|or less|or higher|or lower|or above|or below|and up|and above|and below|and under|plus))?(?= |$)`,
      'g',
    ),
  )) {
    const value = readAmount(m[2]!);
    const start = m.index + (m[1] ? 0 : m[0].indexOf(m[2]!));
    if (!s.isFree(start, m.index + m[0].length)) continue;
    // A bare number without "$" or a comparison is not an amount ("unit 12", "2 leases").
    if (value === null || (!m[1] && !m[3] && !m[2]!.startsWith('$') && !/dollars|usd|month/.test(m[0]))) continue;
    // "of 90" or "for 12" only compare money when "$" says so.
    if (m[1] && /^(of|is|are|at|for)$/.test(m[1]) && !m[2]!.startsWith('$') && !/dollars|usd|month/.test(m[0])) continue;
    s.take(m.index, m.index + m[0].length);
    const clause = s.clauseAround(m.index);
    for (const _ of s.within(
      /\b(?:pay|pays|paying|paid|charge|charges|charged|cost|costs|rent for|rents for|rented for|go for|goes for)\b/g,
      clause.start,
      clause.end,
    ));
    const tail = m[3] ? (/more|higher|above|up|plus/.test(m[3]) ? 'gte' : 'lte') : null;
    out.push({ kind: 'money', at: m.index, term: moneyTermNear(s, m.index), op: tail ?? (m[1] ? comparison(m[1]) : 'eq'), amount: value });
  }
  for (const m of s.each(
    /\b(?:(?:monthly|base|current|total monthly|minimum|contract) )?(?:rent|rents|rental rate|rental rates|rent amount|rent amounts|rental price|monthly payment|payment amount)\b/g,
  )) {
    const clause = s.clauseAround(m.index);
    for (const _ of s.within(
      /\b(?:pay|pays|paying|paid|charge|charged|charges|owe|owes|how much|per month|a month|monthly|each month)\b/g,
      clause.start,
      clause.end,
    ));
    out.push({ kind: 'money', at: m.index, term: 'monthly_rent', op: null, amount: null });
  }
}

/** The money term a comparison is about: the deposit or the rent named before it in its clause, else the rent. */
function moneyTermNear(s: Scanner, at: number): MoneyTerm {
  const clause = s.clauseAround(at);
  const before = s.text.slice(clause.start, at);
  if (/\bpet (?:deposits?|fees?)\b/.test(before)) return 'pet_deposit';
  if (/\b(?:security )?deposits?\b/.test(before) && !/\brent\b/.test(before.slice(before.search(/deposits?\b/)))) return 'security_deposit';
  return 'monthly_rent';
}
