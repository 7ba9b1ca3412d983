/**
 * Who repairs, who pays which utilities, what the premises may be used for and which law governs. Repairs and
 * utilities are read per duty: a clause is cut into parts ("Landlord shall pay water; Tenant shall pay all other
 * utilities"), each part's party is the one the duty falls on, and its objects are what the duty covers.
 */
import { type Utility, utilities } from '../../../../common/lease-terms.js';
import { findGoverningLaw } from '../../answers/offline/extract-places.js';
import { JURISDICTION_NAMES } from '../../answers/offline/jurisdiction-names.js';
import { type Candidate, type Cues, type Decision, decide, topicScore } from './evidence.js';
import type { Clause } from './segment.js';

type Party = 'landlord' | 'tenant';

const tenantWords = /\b(tenants?|lessees?|residents?|renters?|you|your|occupants?)\b/;
const landlordWords = /\b(landlords?|lessors?|owners?|we|us|our|management|agent)\b/;

/** Parts of a clause that each carry one duty: cut at ";", sentence ends, and ", and Landlord shall" turns. */
function parts(text: string): string[] {
  return text
    .split(/;\s*|\.\s+(?=[A-Z])|\s(?=\([a-z]\)\s)/)
    .flatMap((p) =>
      p.split(
        /,?\s+(?:and|but|while|whereas)\s+(?=(?:the\s+)?(?:landlord|tenant|lessor|lessee|owner|resident)s?\b)|\s*\(\s*(?=(?:the\s+)?(?:landlord|tenant|lessor|lessee|owner)\b)/i,
      ),
    )
    .map((p) => p.trim())
    .filter((p) => p.length > 3);
}

/** The party a duty falls on: the subject before the verb ("Tenant shall pay"), or the payer ("paid by Landlord"). */
function dutyParty(part: string): Party | null {
  const l = part.toLowerCase();
  const by = /\b(?:paid|provided|furnished|supplied|borne|covered|handled|performed|made|maintained|repaired)\s+(?:for\s+)?by\s+(?:the\s+)?(\w+)/.exec(l);
  if (by) {
    if (tenantWords.test(by[1]!)) return 'tenant';
    if (landlordWords.test(by[1]!)) return 'landlord';
  }
  // The subject: the first party named before a verb of duty, with no other party named in between ("Except for
  // Landlord's obligations under 9.2, Tenant shall maintain ..." is the tenant's duty).
  const subject = dutySubject.exec(l);
  if (subject) return tenantWords.test(subject[1]!) ? 'tenant' : 'landlord';
  const tenantCost = /\b(tenant|lessee|resident|renter)(?:'s|s')?\s+(?:sole\s+|own\s+)?(?:responsibility|expense|cost|obligation)\b/.test(l);
  const landlordCost = /\b(landlord|lessor|owner)(?:'s|s')?\s+(?:sole\s+|own\s+)?(?:responsibility|expense|cost|obligation)\b/.test(l);
  if (tenantCost && !landlordCost && !/^\s*(?:the\s+)?(landlord|lessor|owner)\b/.test(l)) return 'tenant';
  // "are the responsibility of Tenant", "at the expense of the Landlord".
  const of = /\b(?:responsibility|obligation|expense|cost|account)\s+of\s+(?:the\s+)?(\w+)/.exec(l);
  if (of && tenantWords.test(of[1]!)) return 'tenant';
  if (of && landlordWords.test(of[1]!)) return 'landlord';
  if (landlordCost && !tenantCost && !/^\s*(?:the\s+)?(tenant|lessee|resident)\b/.test(l)) return 'landlord';
  return null;
}

const partyWord = 'tenants?|lessees?|residents?|renters?|occupants?|you|landlords?|lessors?|owners?|managers?|management|we';
const dutySubject = new RegExp(
  `\\b(${partyWord})\\b(?!'s|s')(?:(?!\\b(?:${partyWord})\\b)[^.;]){0,80}?\\b(?:shall|will|must|agrees?|covenants?|promises?|is responsible|are responsible|is obligated|are obligated|pays?|should|undertakes?|has|have|is|are)\\b`,
);

const utilityNames: Array<[Utility, RegExp]> = [
  ['water', /\bwater\b(?![- ]?(?:heater|damage|bed|leak|intrusion|proof))/],
  ['electricity', /\belectric(?:ity|al service|al power)?\b(?![- ]?(?:al\s+(?:system|wiring|outlet|fixture)s?))|\bpower\b/],
  ['gas', /\b(?:natural\s+)?gas\b(?![- ]?(?:oline|grill))/],
  ['trash', /\btrash\b|\bgarbage\b|\brefuse\b|\brubbish\b|\bwaste (?:removal|collection|disposal)\b|\bsolid waste\b/],
  ['internet', /\binternet\b|\bbroadband\b|\bwi-?fi\b|\bcable\b|\bdata service/],
  ['sewer', /\bsewer\w*\b|\bsewage\b|\bwastewater\b/],
];

function utilitiesNamed(text: string): Utility[] {
  const l = text.toLowerCase();
  return utilityNames.filter(([, re]) => re.test(l)).map(([u]) => u);
}

const utilityCues: Cues = [
  [/\butilit(y|ies)\b/, 2.5],
  [/\b(water|electric\w*|gas|trash|garbage|sewer|internet|refuse)\b/, 1],
  [/\bservices\b/, 0.3],
  [/\bpay\b|\bpaid\b|\bresponsib/, 0.5],
  [/\bdeposit\b|\blate\b|\bwater ?bed|\bwater damage|\bleak/, -1.5],
];

/** The clauses of one duty about utilities: the anchor and its neighbours in the section that name utilities. */
function utilityGroup(clauses: Clause[], i: number): Clause[] {
  const anchor = clauses[i]!;
  const near = (c: Clause) =>
    c.page === anchor.page && c.heading === anchor.heading && !c.isHeading && (/\butilit/.test(c.lower) || utilitiesNamed(c.norm).length > 0);
  let from = i;
  while (from > 0 && i - from < 3 && near(clauses[from - 1]!)) from--;
  let to = i;
  while (to + 1 < clauses.length && to - i < 4 && near(clauses[to + 1]!)) to++;
  return clauses.slice(from, to + 1);
}

/** The utilities the tenant pays: per part, what each party pays, "all (other) utilities" and "except". */
export function readUtilities(clauses: Clause[]): Decision<Utility[]> {
  const cands: Candidate<Utility[]>[] = [];
  const duties: Array<{
    tenant: Set<Utility>;
    landlord: Set<Utility>;
    tenantAll: boolean;
    landlordAll: boolean;
    exceptions: Utility[];
    clauses: Clause[];
    score: number;
  }> = [];
  const seen = new Set<string>();
  for (let i = 0; i < clauses.length; i++) {
    // Two utilities named together make a clause about utilities even without the word.
    const topic = topicScore(clauses[i]!, utilityCues, /utilit|services/) + (utilitiesNamed(clauses[i]!.norm).length >= 2 ? 1.5 : 0);
    if (topic < 2.5) continue;
    const group = utilityGroup(clauses, i);
    const key = group.map((g) => g.index).join(',');
    if (seen.has(key)) continue;
    seen.add(key);
    const tenant = new Set<Utility>();
    const landlord = new Set<Utility>();
    let tenantAll = false;
    let landlordAll = false;
    let exceptions: Utility[] = [];
    let decided = 0;
    const used: Clause[] = [];
    for (const c of group) {
      for (const part of parts(c.norm)) {
        const l = part.toLowerCase();
        // "The rent includes water and trash", "Water is included in the rent": the landlord's.
        let party: Party | null =
          /\b(rent|rental)\b[^.;]{0,20}\binclud|\bincluded in (the )?(monthly )?rent\b|\bat no (additional |extra )?(charge|cost) to (the )?(tenant|resident)/.test(
            l,
          )
            ? 'landlord'
            : dutyParty(part);
        const named = utilitiesNamed(part);
        // A duty to pay for or provide a service: not one to repair the pipes and wires that carry it.
        if (
          /\b(repair|maintain|maintenance|keep in (good )?(order|repair|condition)|installations?|fixtures?|systems?)\b/.test(l) &&
          !/\bpay|\bpaid|\bcharges|\bbills?\b/.test(l)
        )
          continue;
        if (!party) {
          // "Water: Landlord", "Electricity - paid by Tenant" rows.
          const row = /^(.*?)\s*(?::|-|–)\s*(?:paid by\s+)?(?:the\s+)?(tenant|landlord|lessee|lessor|owner|resident|renter)\b/i.exec(part);
          if (row && utilitiesNamed(row[1]!).length) party = /tenant|lessee|resident|renter/i.test(row[2]!) ? 'tenant' : 'landlord';
        }
        if (!party) continue;
        const negated = /\b(shall|will|does|do)\s+not\s+(?:be\s+)?(?:pay|provide|responsible|furnish)|\bnot\s+responsible\b|\bno\s+utilit/.test(l);
        const owner = negated ? (party === 'tenant' ? 'landlord' : 'tenant') : party;
        const all =
          /\b(?:and|or|&)\s+(?:all\s+)?other\s+(?:utilit|public utilit)|\bany utilit|\ball\s+(?:other\s+|remaining\s+|of\s+the\s+)?(?:utilit|services|charges for (?:utilit|services))|\bevery\s+utility|\ball\s+(?:other\s+)?(?:utility\s+)?(?:charges|costs)\s+for\s+utilit|\bany and all utilit|\butilities\s+of\s+every\s+kind/.test(
            l,
          );
        const except = /\b(except|excluding|other than|but not|with the exception of|save)\b(.*)$/.exec(l);
        if (all) {
          if (owner === 'tenant') tenantAll = true;
          else landlordAll = true;
          if (except) exceptions = utilitiesNamed(except[2]!);
          const beforeExcept = except ? part.slice(0, l.indexOf(except[1]!)) : part;
          for (const u of utilitiesNamed(beforeExcept)) (owner === 'tenant' ? tenant : landlord).add(u);
        } else if (named.length) {
          for (const u of named) (owner === 'tenant' ? tenant : landlord).add(u);
        } else continue;
        decided++;
        if (!used.includes(c)) used.push(c);
      }
    }
    if (!decided) continue;
    let value: Utility[];
    if (tenantAll) value = utilities.filter((u) => !landlord.has(u) && !exceptions.includes(u));
    else if (landlordAll) value = utilities.filter((u) => tenant.has(u));
    else value = utilities.filter((u) => tenant.has(u) && !landlord.has(u));
    const score = topic + Math.min(decided, 3) + (tenantAll ? 1 : 0);
    cands.push({ value, clauses: used, score });
    duties.push({ tenant, landlord, tenantAll, landlordAll, exceptions, clauses: used, score });
  }
  // The tenant's and the landlord's utilities stated apart ("The Tenant agrees to pay gas and electricity" ...
  // "The Landlord agrees to pay water"): one answer from both, when they do not contradict each other.
  if (duties.length >= 2) {
    const tenantSide = new Set(duties.flatMap((d) => [...d.tenant]));
    const landlordSide = new Set(duties.flatMap((d) => [...d.landlord]));
    const tenantAll = duties.some((d) => d.tenantAll);
    const landlordAll = duties.some((d) => d.landlordAll);
    const conflict = [...tenantSide].some((u) => landlordSide.has(u)) || (tenantAll && landlordAll);
    if (!conflict && tenantSide.size + landlordSide.size > 0 && (tenantSide.size > 0 || tenantAll)) {
      const exceptions = duties.flatMap((d) => d.exceptions);
      const value = tenantAll ? utilities.filter((u) => !landlordSide.has(u) && !exceptions.includes(u)) : utilities.filter((u) => tenantSide.has(u));
      const used = duties
        .sort((a, b) => b.score - a.score)
        .slice(0, 2)
        .flatMap((d) => d.clauses)
        .sort((a, b) => a.index - b.index);
      cands.push({ value, clauses: used, score: Math.max(...duties.map((d) => d.score)) + 0.5 });
    }
  }
  cands.push(...utilityTables(clauses));
  return decide(cands, 3.5, (v) => [...v].sort().join(','));
}

/**
 * A utilities table whose cells are clauses of their own (a DOCX table: "Water", "Landlord", "Electricity",
 * "Tenant") or rows without punctuation: each utility named right before the party that pays it.
 */
function utilityTables(clauses: Clause[]): Candidate<Utility[]>[] {
  const out: Candidate<Utility[]>[] = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    if (!/utilit/.test(c.heading) || (i > 0 && clauses[i - 1]!.heading === c.heading)) continue;
    const section = [c];
    for (let j = i + 1; j < clauses.length && section.length < 40 && clauses[j]!.heading === c.heading; j++) section.push(clauses[j]!);
    const joined = section.map((s) => s.lower).join(' | ');
    const tenant = new Set<Utility>();
    const landlord = new Set<Utility>();
    let pairs = 0;
    for (const m of joined.matchAll(
      /\b([a-z/ -]{3,40}?)\s*(?:[:|–-]\s*|\s)(?:paid by\s+)?(?:the\s+)?(tenant|resident|lessee|landlord|owner|lessor)\b(?![^|.;]{0,20}\b(shall|will|must|pays?|is|are)\b)/g,
    )) {
      const named = utilitiesNamed(m[1]!);
      if (named.length !== 1) continue;
      pairs++;
      (/tenant|resident|lessee/.test(m[2]!) ? tenant : landlord).add(named[0]!);
    }
    if (pairs >= 2) out.push({ value: utilities.filter((u) => tenant.has(u) && !landlord.has(u)), clauses: section, score: 3 + Math.min(pairs, 4) * 0.5 });
  }
  return out;
}

const repairCues: Cues = [
  [/\brepairs?\b/, 2],
  [/\bmaint(ain|ained|aining|enance)\b/, 1.5],
  [/\b(good|clean|safe|sanitary|tenantable)\s+(order|condition|repair)\b/, 1],
  [/\bkeep\b[^.;]{0,60}\bin\s+(good|first[- ]class|proper)\s+(order|condition|working order)\b/, 1],
  [/\bupkeep\b/, 1],
  [/\balteration|\bimprovement/, -1],
  [/\bsecurity deposit|\bdeduct/, -1.5],
  [/\bcasualty|\bfire\b|\bdestroy|\bcondemn/, -2],
];

/** Objects of a repair duty that are the premises in general (ordinary repairs), not only the building's shell. */
const generalObjects =
  /\b(premises|unit|apartment|dwelling|house|home|property|interior|all repairs|repairs|appliances?|fixtures?|plumbing|heating|hvac|air conditioning|electrical|systems?|ordinary|routine|minor|day-to-day|everything|yard|lawn|grounds|equipment|windows|doors)\b/;
const structuralObjects = /\b(roof|structur\w*|foundation|exterior walls?|load[- ]bearing|common areas?|parking lot|building systems)\b/;
const causedByTenant =
  /\b(caused by|resulting from|arising from|due to|occasioned by|attributable to)\b[^.;]{0,60}\b(tenant|lessee|resident|you|guests?|invitees?|negligen\w*|misuse|abuse|pets?|occupants?|family)\b|\bdamage(s)? (?:to the premises )?(?:caused|done)\b/;
const notADuty =
  /\b(notify|notice|report|inform|advise|request|permit|allow|access|enter|entry|alterations?|shall not (?:make|perform|undertake)|without (?:the )?(?:prior )?(?:written )?consent|deduct|reimburse|security deposit)\b/;

export function readRepairs(clauses: Clause[]): Decision<'landlord' | 'tenant' | 'shared'> {
  const weights = { landlord: 0, tenant: 0, landlordStructure: 0, tenantMinor: 0 };
  const cited: Record<'landlord' | 'tenant', Clause[]> = { landlord: [], tenant: [] };
  let shared: Clause | null = null;
  for (const c of clauses) {
    const topic = topicScore(c, repairCues, /repair|maint/);
    if (topic < 2) continue;
    if (/\b(shared|split|divided)\b[^.]{0,40}\b(equally|between)\b|\bboth parties\b[^.]{0,40}\brepair|\bjointly responsible\b/.test(c.lower)) shared ??= c;
    // A form's answer: "Repairs: Landlord, except damage caused by Tenant", "Maintenance: Tenant".
    const answer =
      /^(?:repairs?|maintenance|repairs and maintenance|maintenance and repairs?)(?: by)?\s*:\s*(?:the\s+)?(landlord|lessor|owner|tenant|lessee|resident|both|shared|split)\b/.exec(
        c.lower,
      );
    if (answer) {
      const who = answer[1]!;
      if (/both|shared|split/.test(who)) shared ??= c;
      else {
        const side: Party = tenantWords.test(who) ? 'tenant' : 'landlord';
        weights[side] += 2;
        cited[side].push(c);
      }
      continue;
    }
    for (const part of parts(c.norm.replace(/^[A-Z][A-Za-z &/'-]{1,40}:\s*/, ''))) {
      const l = part.toLowerCase();
      if (!/\brepair|\bmaint|\bupkeep|\bkeep\b[^.;]{0,60}\b(condition|order|repair)|\bfix|\breplace/.test(l)) continue;
      const party = dutyParty(part);
      if (!party) continue;
      // "Landlord shall not be required to make any repairs": the duty is the tenant's.
      const refused =
        /\b(shall|will|is)\s+not\s+(?:be\s+)?(?:required|obligated|responsible|liable)\b[^.;]{0,40}\b(repair|maint)|\b(have|has|bear)s?\s+no\s+(?:\w+\s+){0,2}(obligation|responsibility|duty)\b|\bno\s+(?:obligation|responsibility|duty)\s+to\s+(repair|maintain)/.test(
          l,
        );
      if (causedByTenant.test(l) && !/\ball\b|\bany and all\b|\bordinary|\broutine/.test(l)) continue;
      if (notADuty.test(l) && !refused && !/\bat\s+(?:its|tenant'?s|landlord'?s|his|her|their|your|our)\s+(?:sole\s+)?(?:cost|expense)/.test(l)) continue;
      const who: Party = refused ? (party === 'tenant' ? 'landlord' : 'tenant') : party;
      const minor = /\bminor\b|\bsmall\b|\blight bulbs?|\bbatter(y|ies)|\bfilters?\b|\bunder \$|\bless than \$|\bnot exceeding \$|\bup to \$/.test(l);
      const structural = structuralObjects.test(l) && !generalObjects.test(l.replace(structuralObjects, ''));
      const weight = (/\ball\b|\bany and all\b|\bentire/.test(l) ? 1.5 : 1) * (topic >= 3 ? 1.2 : 1);
      if (who === 'landlord') {
        if (structural) weights.landlordStructure += weight;
        else weights.landlord += weight;
      } else if (minor) weights.tenantMinor += weight;
      else if (structural) weights.tenant += weight * 0.5;
      else if (generalObjects.test(l) || refused) weights.tenant += weight;
      else continue;
      if (cited[who].length < 3 && !cited[who].includes(c)) cited[who].push(c);
    }
  }
  const total = weights.landlord + weights.tenant + weights.landlordStructure + weights.tenantMinor;
  if (total === 0) return { value: null, evidence: null, confidence: 0 };
  // Both parties carrying repair duties (the landlord the roof and structure, the tenant the interior; or the
  // tenant minor repairs and the landlord the rest) share them; else the one who carries them.
  const landlordSide = weights.landlord + weights.landlordStructure;
  const tenantSide = weights.tenant + weights.tenantMinor;
  let value: 'landlord' | 'tenant' | 'shared';
  if (shared || (landlordSide > 0 && tenantSide > 0)) value = 'shared';
  else value = landlordSide > 0 ? 'landlord' : 'tenant';
  const clausesUsed = shared
    ? [shared]
    : value === 'landlord'
      ? cited.landlord
      : value === 'tenant'
        ? cited.tenant
        : [...cited.landlord.slice(0, 1), ...cited.tenant.slice(0, 1)];
  const ordered = (clausesUsed.length ? clausesUsed : [...cited.landlord, ...cited.tenant]).sort((a, b) => a.index - b.index);
  const margin = value === 'shared' ? 0.6 : Math.max(weights.landlord + weights.landlordStructure, weights.tenant + weights.tenantMinor) / total;
  const c = decide([{ value, clauses: ordered, score: 3 + 2 * margin }], 0);
  return { ...c, confidence: Math.round(Math.min(0.95, 0.35 + 0.55 * margin) * 100) / 100 };
}

const lawCues: Cues = [
  [/\bgovern(ed|ing|s)?\b/, 2],
  [/\blaws? of\b/, 1.5],
  [/\bconstru\w*|\binterpret\w*|\benforce\w*|\bvalidity\b/, 1],
  [/\bchoice of law\b|\bapplicable law\b/, 2],
  [/\blaws?\b/, 1],
  [/\bjurisdiction|\bvenue|\bcourts?\b/, 0.5],
];

const nameByLower = new Map(JURISDICTION_NAMES.map((n) => [n.toLowerCase(), n]));
const listedName = new RegExp(
  `\\b(${[...JURISDICTION_NAMES]
    .sort((a, b) => b.length - a.length)
    .map((n) => n.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
    .join('|')})\\b`,
  'i',
);

const stateCodes: Record<string, string> = {
  AL: 'Alabama',
  AK: 'Alaska',
  AZ: 'Arizona',
  AR: 'Arkansas',
  CA: 'California',
  CO: 'Colorado',
  CT: 'Connecticut',
  DE: 'Delaware',
  DC: 'District of Columbia',
  FL: 'Florida',
  GA: 'Georgia',
  HI: 'Hawaii',
  ID: 'Idaho',
  IL: 'Illinois',
  IN: 'Indiana',
  IA: 'Iowa',
  KS: 'Kansas',
  KY: 'Kentucky',
  LA: 'Louisiana',
  ME: 'Maine',
  MD: 'Maryland',
  MA: 'Massachusetts',
  MI: 'Michigan',
  MN: 'Minnesota',
  MS: 'Mississippi',
  MO: 'Missouri',
  MT: 'Montana',
  NE: 'Nebraska',
  NV: 'Nevada',
  NH: 'New Hampshire',
  NJ: 'New Jersey',
  NM: 'New Mexico',
  NY: 'New York',
  NC: 'North Carolina',
  ND: 'North Dakota',
  OH: 'Ohio',
  OK: 'Oklahoma',
  OR: 'Oregon',
  PA: 'Pennsylvania',
  RI: 'Rhode Island',
  SC: 'South Carolina',
  SD: 'South Dakota',
  TN: 'Tennessee',
  TX: 'Texas',
  UT: 'Utah',
  VT: 'Vermont',
  VA: 'Virginia',
  WA: 'Washington',
  WV: 'West Virginia',
  WI: 'Wisconsin',
  WY: 'Wyoming',
  PR: 'Puerto Rico',
};

/** A U.S. state as an address writes it ("WA", "Washington") → its name. */
export function stateName(written: string | null): string | null {
  if (!written) return null;
  const code = stateCodes[written.toUpperCase()];
  if (code) return code;
  return nameByLower.get(written.toLowerCase()) ?? null;
}

/**
 * The governing law: the jurisdiction a governing-law sentence names ("governed by the laws of the State of
 * Ohio", "Minnesota law governs"), or, when the lease chooses the law of the place where the premises are, the
 * state of the premises' stated address.
 */
export function readGoverningLaw(
  clauses: Clause[],
  premises: { state: string | null; clause: Clause | null } = { state: null, clause: null },
): Decision<string> {
  const cands: Candidate<string>[] = [];
  for (const c of clauses) {
    const topic = topicScore(c, lawCues, /govern|applicable law|choice of law|law/);
    if (topic < 2) continue;
    const found = findGoverningLaw(c.norm);
    let name = found?.name ?? null;
    let strength = found ? 1.5 : 0;
    if (name) {
      const listed = listedName.exec(name);
      if (listed) name = nameByLower.get(listed[1]!.toLowerCase()) ?? name;
    } else if (
      /\b(state|commonwealth|jurisdiction|place)\s+(in which|where|wherein)\s+the\s+(premises|property|apartment|unit|building|real estate)\b[^.;]{0,20}\b(is|are)\s+(located|situated)/.test(
        c.lower,
      )
    ) {
      // "the laws of the state in which the Premises are located": the state of the premises' address.
      name = premises.state;
      strength = 1;
    } else if (/govern|choice of law|applicable law|\blaws?\b/.test(c.lower + c.heading + c.label)) {
      // "Governing Law: Texas", "Minnesota law governs".
      const listed = listedName.exec(c.norm);
      if (listed) {
        name = nameByLower.get(listed[1]!.toLowerCase()) ?? null;
        if (new RegExp(`${listed[1]}\\s+laws?\\b`, 'i').test(c.norm) || /govern|law/.test(c.label)) strength = 1.5;
      }
    }
    if (!name || name.length > 40) continue;
    cands.push({ value: name, clauses: [c], score: topic + strength });
  }
  return decide(cands, 3, (v) => v.toLowerCase());
}

const useCues: Cues = [
  [/\b(permitted|allowed|intended) use\b|\buse of (the )?premises\b/, 2.5],
  [/\bused?\b|\boccup(y|ied)\b/, 1],
  [/\bpurposes?\b/, 1],
  [/\bsolely|\bonly|\bexclusively/, 0.5],
  [/\bresiden(ce|tial)|\bdwelling|\boffice|\bretail|\bwarehouse|\brestaurant/, 0.5],
];

/** "used solely as a private residence", "for general office purposes and for no other purpose". */
export function readPermittedUse(clauses: Clause[]): Decision<string> {
  const cands: Candidate<string>[] = [];
  for (const c of clauses) {
    const topic = topicScore(c, useCues, /\buse\b|occupancy/);
    if (topic < 2) continue;
    const m =
      /\b(?:premises|property|unit|apartment|space|dwelling|house)\s+(?:shall|may|will|is to|are to)\s+(?:only\s+)?be\s+(?:used|occupied)(?:\s+and\s+occupied)?(?:\s+by\s+(?:the\s+)?tenant)?\s+(?:only\s+|solely\s+|exclusively\s+|strictly\s+)?(?:for|as)\s+(.+?)(?:,?\s+and\s+for\s+no\s+other|,?\s+and\s+not\s+for|\s+only\b|;|\.(?:\s|$)|$)/i.exec(
        c.norm,
      ) ??
      /\b(?:tenant|lessee|resident)\s+(?:shall|will|may|agrees to)\s+(?:only\s+)?use\s+(?:and\s+occupy\s+)?(?:the\s+)?(?:premises|property|unit|apartment|space)\s+(?:only\s+|solely\s+|exclusively\s+)?(?:for|as)\s+(.+?)(?:,?\s+and\s+for\s+no\s+other|\s+only\b|;|\.(?:\s|$)|$)/i.exec(
        c.norm,
      ) ??
      (/\buse\b|purpose/.test(c.label) ? /:\s*(.+?)(?:,?\s+and\s+for\s+no\s+other\b.*|\.(?:\s|$)|$)/.exec(c.norm) : null);
    if (!m) continue;
    const value = m[1]!
      .replace(/^(?:the\s+)?(?:purposes?\s+of\s+)?/i, '')
      .replace(/\s+(?:purposes?)$/i, (s) => s)
      .trim();
    if (value.length < 3 || value.length > 200) continue;
    cands.push({ value, clauses: [c], score: topic + 2 });
  }
  return decide(cands, 3, (v) => v.toLowerCase());
}
