/**
 * The name of the building or centre the premises are in ("Sterling Plaza", "Cedar Commons"), when the lease gives
 * one. Managers name their properties this way, so a property made from a lease takes this name rather than its
 * street line. Read from the three ways leases write it: a labelled line ("Building: Harbor Point, 12 Quay
 * Street"), a name the lease defines as the building ("the shopping center known as Elm Court (the "Center")"),
 * and a name of a kind of building standing right before the premises' address ("Unit 5C, Riverside Center, 1365
 * Riverside Drive"). Not a term of the abstraction: only the property's name is made from it.
 */
import { findStreetAddresses } from '../../answers/offline/extract-places.js';
import type { Clause } from './segment.js';

/** Capitalised words (with the small words names carry): "Oak Point", "The Shops at Elm Court". */
const nameWords = String.raw`(?:The\s+)?[A-Z][A-Za-z'’.&-]*(?:\s+(?:(?:of|at|on|the|and|&)\s+)?[A-Z][A-Za-z'’.&-]*){0,5}`;

/** Words that name a kind of building, centre or residential community. */
const buildingKind =
  /\b(?:plaza|cent(?:er|re)|tower|towers|building|commons|court|park|place|square|house|residences|lofts?|village|gardens|estates|manor|heights|point|mall|complex|arcade|exchange|terrace|apartments|flats|condominiums?|campus|pavilion|crossing|station|landing|yard|works|mill|hall|chambers)$/i;

/** A building, centre or project that a lease names (the noun before "known as", or a defined term after it). */
const kindNoun =
  /\b(?:building|shopping (?:center|centre|mall)|cent(?:er|re)|plaza|project|complex|community|development|park|property|tower|mall|estate|apartments?)\s*$/i;
const definedAsBuilding =
  /^\s*\(\s*(?:the|this)?\s*["“]?\s*(?:building|shopping cent(?:er|re)|cent(?:er|re)|project|complex|community|development|property|park|plaza|mall|estate)["”]?\s*\)/i;

/** Words a name of a building never is or starts with (a unit, a party, a defined term of the lease). */
const notAName =
  /^(?:the\s+)?(?:unit|suite|ste|apartment|apt|flat|space|room|lot|floor|premises|landlord|tenant|lessor|lessee|owner|resident|lease|agreement|exhibit|schedule|section|article|state|county|city)\b/i;

function cleanName(raw: string): string | null {
  const name = raw
    .replace(/^the\s+/i, '')
    .replace(/[\s,.;:]+$/, '')
    .trim();
  if (name.length < 3 || name.length > 60 || /\d/.test(name) || notAName.test(name)) return null;
  return name;
}

/** "Building: Sterling Plaza, 1596 Birch Road, ..." */
function fromLabel(c: Clause): string | null {
  if (!/^(?:building|building name|project|project name|property name|shopping cent(?:er|re)|cent(?:er|re)|complex|community)$/.test(c.label)) return null;
  const value = c.norm.slice(c.norm.indexOf(':') + 1).trim();
  const first = value.split(/[,;(\n]/)[0] ?? '';
  const m = new RegExp(`^${nameWords}$`).exec(first.trim());
  return m ? cleanName(m[0]) : null;
}

/** "the shopping center known as Cedar Commons (the "Shopping Center")", "the building commonly known as Oak Tower". */
function fromKnownAs(c: Clause): string | null {
  for (const m of c.norm.matchAll(new RegExp(`\\b(?:commonly\\s+|generally\\s+)?(?:known|named|called)\\s+as\\s+["“]?(${nameWords})["”]?`, 'g'))) {
    const before = c.norm.slice(Math.max(0, m.index! - 40), m.index!);
    const after = c.norm.slice(m.index! + m[0].length);
    if (kindNoun.test(before) || definedAsBuilding.test(after)) {
      const name = cleanName(m[1]!);
      if (name) return name;
    }
  }
  return null;
}

/** "..., Riverside Center, 1365 Riverside Drive, ...": a building's name right before the address. */
function beforeAddress(c: Clause): string | null {
  for (const a of findStreetAddresses(c.norm)) {
    const lead = c.norm.slice(Math.max(0, a.start - 70), a.start).replace(/[\s,]+$/, '');
    const m = new RegExp(`(?:^|[,;:(]\\s*|\\bat\\s+|\\bin\\s+)(${nameWords})$`).exec(lead);
    if (m && buildingKind.test(m[1]!)) {
      const name = cleanName(m[1]!);
      if (name) return name;
    }
  }
  return null;
}

/**
 * The building's name, from the clause the premises' address was read from first, then the lease's labelled lines
 * and definitions; null when the lease names none.
 */
export function readBuildingName(clauses: Clause[], premisesClause: Clause | null): string | null {
  if (premisesClause) {
    const own = fromLabel(premisesClause) ?? fromKnownAs(premisesClause) ?? beforeAddress(premisesClause);
    if (own) return own;
  }
  for (const c of clauses) {
    const name = fromLabel(c) ?? fromKnownAs(c);
    if (name) return name;
  }
  return null;
}
