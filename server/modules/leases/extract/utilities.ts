/**
 * Utilities the tenant pays. Read per duty (duties.ts): what each party pays, "all (other) utilities", "except",
 * what the rent includes; a table of utilities and payers; and the tenant's and the landlord's lists stated apart.
 */
import { type Utility, utilities } from '../../../../common/lease-terms.js';
import { dutyParty, type Party, parts, tenantWords } from './duties.js';
import { type Candidate, type Cues, type Decision, decide, topicScore } from './evidence.js';
import type { Clause } from './segment.js';
import { utilitiesNamed } from './utility-names.js';
import { utilityTables } from './utility-tables.js';

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

/**
 * "Tenant shall pay for the following, and Landlord for those not checked: Water, Gas": the list after the colon
 * is what "the following" announces, not the last party's.
 */
function listWithItsParty(text: string): string {
  const m =
    /^(.*?\b(?:the following|(?:checked|ticked|marked|listed|selected|shown|named)\s+below|below)\b[^:;]*?),?\s+(?:and|while|with|but)\s+(.*?\b(?:those|the ones?|any|all|utilities|services)\s+not\s+(?:checked|marked|listed|selected|ticked|shown|indicated|named)\b[^:]*):\s*(.+)$/i.exec(
      text,
    );
  return m ? `${m[1]}: ${m[3]}; ${m[2]}` : text;
}

/** The utilities the tenant pays: per part, what each party pays, "all (other) utilities" and "except". */
export function readUtilities(clauses: Clause[]): Decision<Utility[]> {
  const tables = utilityTables(clauses);
  const inTable = new Set(tables.flatMap((t) => t.section.map((c) => c.index)));
  const cands: Candidate<Utility[]>[] = tables;
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
    // A table of utilities and payers is read as one (utilityTables), not as sentences.
    if (inTable.has(i)) continue;
    // Two utilities named together make a clause about utilities even without the word.
    // Two utilities named together make a clause about utilities even without the word; so does a party paying for or
    // supplying one ("Tenant shall pay for electric service").
    const named = utilitiesNamed(clauses[i]!.norm).length;
    const supplied = named >= 1 && /\b(pays?|paid|supply|supplies|supplied|furnish\w*|provides?|provided|borne|bear)\b/.test(clauses[i]!.lower);
    const topic = topicScore(clauses[i]!, utilityCues, /utilit|services/) + (named >= 2 ? 1.5 : 0) + (supplied ? 1 : 0);
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
      const pieces = parts(listWithItsParty(c.norm)).flatMap((p) =>
        p.split(/\s+(?=(?:the\s+)?(?:tenants?|lessees?|residents?|renters?|occupants?|you|landlords?|lessors?|owners?|we|us)\s*:\s)/i),
      );
      let lastParty: Party | null = null;
      for (const part of pieces) {
        const l = part.toLowerCase();
        // The rest of a list the party's part began ("Tenant is responsible for: electricity; gas; internet").
        const bareList = /^[a-z\s,/&-]+$/.test(l.replace(/\b(and|or|the|service|services|supply|charges?)\b|[.;:]+$/g, '')) && utilitiesNamed(part).length > 0;
        // "Tenant: electricity, gas" / "You: power and internet": a list under the party that pays.
        const labelled = /^(?:the\s+)?(tenants?|lessees?|residents?|renters?|occupants?|you|landlords?|lessors?|owners?|we|us)\s*:\s*\S/.exec(l);
        // "The rent includes water and trash", "Water is included in the rent": the landlord's (not an exception's).
        const main = l.split(/\b(?:except|excluding|other than|but not|save for|with the exception of)\b/)[0]!;
        let party: Party | null = labelled
          ? tenantWords.test(labelled[1]!)
            ? 'tenant'
            : 'landlord'
          : /\b(rent|rental)\b[^.;]{0,20}\binclud|\bincluded in (the )?(monthly )?rent\b|\bat no (additional |extra )?(charge|cost) to (the )?(tenant|resident)/.test(
                main,
              )
            ? 'landlord'
            : (dutyParty(part) ?? (bareList ? lastParty : null));
        lastParty = party;
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
          /\b(?:and|or|&)\s+(?:all\s+)?other\s+(?:utilit|public utilit)|\bany utilit|\ball\s+(?:other\s+|remaining\s+|of\s+the\s+)?(?:utilit|services|charges for (?:utilit|services))|\bevery\s+utility|\ball\s+(?:other\s+)?(?:utility\s+)?(?:charges|costs)\s+for\s+utilit|\bany and all utilit|\butilities\s+of\s+every\s+kind|\b(?:everything|anything|all)\s+else\b|\b(?:those|the ones?|any|all|utilities|services)\s+not\s+(?:checked|marked|listed|selected|ticked|shown|indicated|named)\b/.test(
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
  return decide(cands, 3.5, (v) => [...v].sort().join(','));
}
