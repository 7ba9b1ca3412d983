/**
 * Who bears ordinary repairs: each repair duty's party (duties.ts), whether it covers the premises or only the
 * building's shell or minor items, and duties refused ("Landlord shall have no obligation to repair"). Both
 * parties carrying repair duties share them.
 */
import { dutyParty, type Party, parts, tenantWords } from './duties.js';
import { type Cues, type Decision, decide, topicScore } from './evidence.js';
import type { Clause } from './segment.js';

const repairCues: Cues = [
  [/\brepairs?\b/, 2],
  [/\bmaint(ain|ained|aining|enance)\b/, 1.5],
  [/\b(good|clean|safe|sanitary|tenantable)\s+(order|condition|repair)\b/, 1],
  [/\bkeep\b[^.;]{0,120}\bin\s+(good|first[- ]class|proper)\s+(order|condition|working order)\b/, 1],
  [/\bupkeep\b/, 1],
  // What is repaired: the building's parts and systems.
  [/\b(roof|foundations?|structur(e|al)|exterior walls?|hvac|plumbing|heating|electrical systems?|appliances?)\b/, 0.5],
  [/\binsurance\b/, -1],
  [/\balteration|\bimprovement/, -1],
  [/\bsecurity deposit|\bdeduct/, -1.5],
  [/\bcasualty|\bfire\b|\bdestroy|\bcondemn/, -2],
];

/** Objects of a repair duty that are the premises in general (ordinary repairs), not only the building's shell. */
const generalObjects =
  /\b(everything|all other|all remaining|premises|unit|apartment|dwelling|house|home|property|interior|all repairs|repairs|appliances?|fixtures?|plumbing|heating|hvac|air conditioning|electrical|systems?|ordinary|routine|minor|day-to-day|everything|yard|lawn|grounds|equipment|windows|doors)\b/;
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
      /^(?:repairs?|maintenance|repairs and maintenance|maintenance and repairs?)(?: by)?\s*:\s*(?:the\s+)?(landlord|lessor|owner|tenant|lessee|resident|renter|occupant|both|shared|split)\b(?!'s|\s+(?:shall|will|must|may|pays?|is|are|agrees?|takes?|handles?|maintains?|keeps?|does|and)\b)/.exec(
        c.lower.replace(/^\s*(?:(?:section|article)\s+)?\d{1,2}(?:\.\d{1,2})*[.)]?\s+/, ''),
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
    // "Landlord: roof, structure. Tenant: everything else": a list of each party's repairs (a label names the party).
    const byParty = /^(?:by\s+)?(?:the\s+)?(landlord|lessor|owner|tenant|lessee|resident|renter)(?:'s)?(?:\s+repairs)?\s*:\s*\S/i;
    const body = byParty.test(c.norm) ? c.norm : c.norm.replace(/^[A-Z][A-Za-z &/'-]{1,40}:\s*/, '');
    for (const part of parts(body).flatMap((p) =>
      p.split(/\.\s+(?=(?:by\s+)?(?:the\s+)?(?:landlord|lessor|owner|tenant|lessee|resident|renter)(?:'s)?\s*:)/i),
    )) {
      const l = part.toLowerCase();
      const labelled = byParty.exec(part);
      // Under a repairs heading, "Landlord is responsible for the roof" is a repair duty without the word.
      if (
        !labelled &&
        !/\brepair|\bmaint|\bupkeep|\bkeep\b(?:(?!\b(?:shall|will|surrender|return|deliver|leave)\b)[^.;]){0,120}\b(?:(?:good|first[- ]class|proper|tenantable|working)\s+(?:\w+\s+)?(?:order|condition)|repair)|\bfix|\breplace/.test(
          l,
        ) &&
        !(/repair|maint/.test(c.heading) && /\bresponsib|\bshall|\bwill|\bmust/.test(l))
      )
        continue;
      const party: Party | null = labelled ? (tenantWords.test(labelled[1]!.toLowerCase()) ? 'tenant' : 'landlord') : dutyParty(part);
      if (!party) continue;
      // "Landlord shall not be required to make any repairs": the duty is the tenant's.
      const refused =
        /\b(shall|will|is)\s+not\s+(?:be\s+)?(?:required|obligated|responsible|liable)\b[^.;]{0,40}\b(repair|maint)|\b(have|has|bear)s?\s+no\s+(?:\w+\s+){0,2}(obligations?|responsibilit(?:y|ies)|dut(?:y|ies))\b|\bno\s+(?:obligation|responsibility|duty)\s+to\s+(repair|maintain)/.test(
          l,
        );
      if (causedByTenant.test(l) && !/\ball\b|\bany and all\b|\bordinary|\broutine/.test(l)) continue;
      // "after written notice from the Resident" conditions a duty; "Tenant shall notify Landlord" is none.
      if (
        notADuty.test(l.replace(/\b(?:within|after|upon|following|on receipt of)\b[^.;]*\bnotice\b[^.;]*/g, ' ')) &&
        !refused &&
        !/\bat\s+(?:its|tenant'?s|landlord'?s|his|her|their|your|our)\s+(?:sole\s+)?(?:cost|expense)/.test(l)
      )
        continue;
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
