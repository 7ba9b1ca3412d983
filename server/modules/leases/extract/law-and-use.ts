/**
 * The governing law and the permitted use: a governing-law sentence's jurisdiction (or the state of the premises
 * when the lease chooses the law of where they are), and what the premises may be used for.
 */
import { findGoverningLaw } from '../../answers/offline/extract-places.js';
import { JURISDICTION_NAMES } from '../../answers/offline/jurisdiction-names.js';
import { type Candidate, type Cues, type Decision, decide, topicScore } from './evidence.js';
import type { Clause } from './segment.js';

const lawCues: Cues = [
  [/\bgovern(ed|ing|s)?\b/, 2],
  [/\blaws? of\b/, 1.5],
  [/\bconstru\w*|\binterpret\w*|\benforce\w*|\bvalidity\b/, 1],
  [/\bchoice of law\b|\bapplicable law\b/, 2],
  // "Michigan law shall apply", "the laws of Ohio apply to this lease".
  [/\blaws?\b[^.;]{0,40}\b(appl(y|ies)|control|controls)\b/, 1.5],
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
      // "North Carolina law" read as "Carolina": the longest jurisdiction in the clause that holds the name.
      const whole = [...c.norm.matchAll(new RegExp(listedName.source, 'gi'))]
        .map((m) => nameByLower.get(m[1]!.toLowerCase()) ?? m[1]!)
        .filter((n) => n.length > name!.length && n.toLowerCase().includes(name!.toLowerCase()));
      if (whole.length) name = whole.sort((a, b) => b.length - a.length)[0]!;
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
        // "Minnesota law governs", "the laws of the State of Oregon apply", "Governing Law: Texas".
        if (
          new RegExp(`${listed[1]}\\s+laws?\\b`, 'i').test(c.norm) ||
          /\blaws?\s+of\s+(?:the\s+)?(?:(?:state|commonwealth|province|district|territory)\s+of\s+)?$/i.test(c.norm.slice(0, listed.index)) ||
          /govern|law/.test(c.label)
        )
          strength = 1.5;
      }
    }
    if (!name || name.length > 40) continue;
    cands.push({ value: name, clauses: [c], score: topic + strength });
  }
  // "GOVERNING LAW." / "Florida.": a jurisdiction alone under its heading (read as a heading of its own).
  clauses.forEach((c, i) => {
    const next = clauses[i + 1];
    if (!c.isHeading || !/govern|applicable law|choice of law/.test(c.heading) || !next || next.page !== c.page) return;
    const listed = listedName.exec(next.norm);
    if (listed && next.norm.replace(/[^A-Za-z]/g, '').length <= listed[1]!.replace(/[^A-Za-z]/g, '').length + 12)
      cands.push({ value: nameByLower.get(listed[1]!.toLowerCase()) ?? listed[1]!, clauses: [next], score: 4.5 });
  });
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
