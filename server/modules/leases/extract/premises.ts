/**
 * The premises and the unit. Every street address is a candidate; the clause says whether it is the leased
 * premises ("leases to Tenant the premises located at", "Property Address:") or someone's address for notices or
 * payments. The unit is the address's own ("Apt. 4B") or stated on its own ("Unit No.: 12", "Suite 300").
 */
import { findStreetAddresses } from '../../answers/offline/extract-places.js';
import { type Candidate, type Cues, type Decision, decide, topicScore } from './evidence.js';
import { before } from './quantities.js';
import type { Clause } from './segment.js';

const premisesCues: Cues = [
  [/\bpremises\b/, 2],
  [/\b(located at|known as|commonly known|situated at|address of the (premises|property))\b/, 1.5],
  [/\b(leases?|rents?|demises?|lets?) (to|unto)\b/, 1.5],
  [/\b(leases?|rents?|lets?|demises?)\s+(?:the\s+|a\s+|an\s+)?(house|home|apartment|flat|unit|premises|property|dwelling|space|suite|building)\b/, 1.5],
  [/\b(property|apartment|dwelling|house|residence|unit|suite|building|project|space)\b/, 1],
  [/\bnotices?\b|\bsent to\b|\bmailed to\b|\bdelivered to\b|\bpayable at\b|\bpaid at\b|\bc\/o\b|\battention\b|\battn\b/, -2.5],
  [/\b(whose|with (its )?(principal )?(offices?|address)|residing|principal place of business|mailing address|office at)\b/, -2],
];

/** "Apt. 4B" → "4B"; "Suite 300" → "300"; "#12" → "12". */
export function unitValue(raw: string): string {
  return raw
    .replace(/^(?:suite|ste\.?|unit|flat|apartment|apt\.?|space|room|rm\.?|floor|fl\.?|#)\s*(?:no\.?|number|#)?\s*[:#]?\s*/i, '')
    .replace(/[.,;]+$/, '')
    .trim();
}

export interface Premises {
  address: Decision<string>;
  unit: Decision<string>;
  /** The state of the premises' address as written ("WA"), and the clause it is in. */
  state: string | null;
  stateClause: Clause | null;
}

export function readPremises(clauses: Clause[]): Premises {
  const addresses: Candidate<string>[] = [];
  const units: Candidate<string>[] = [];
  const states = new Map<string, string>();
  for (const c of clauses) {
    const topic = topicScore(
      c,
      premisesCues,
      /premises|property|address|location|building|project|apartment|unit\b|\brent(ing|ed)\b|\blease[ds]\b|\bleasing\b/,
    );
    for (const a of /\d{1,6}[A-Za-z]?\s+[A-Z0-9]/.test(c.norm) ? findStreetAddresses(c.norm) : []) {
      const lead = before(c.norm, a.start, 60);
      let s = topic;
      if (/\b(located at|known as|situated at|premises at|property at|address(?: is)?:?|premises:|property:|described as|at)\s*$/.test(lead)) s += 1.5;
      // "the lease dated May 1, 2020 for 12 Oak Street": an amendment names the premises of the lease it changes.
      else if (/\b(?:lease|tenancy|premises)\b[^.;:]{0,50}?\b(?:for|of|covering|concerning|regarding)\s*$/.test(lead)) s += 2.5;
      if (/\bnotices?\b|\bsent to\b|\bmail|\bpayable\b|\bpaid\b|\boffices?\b|\bwhose\b|\bresiding\b|\bc\/o\b|\battn/.test(lead)) s -= 3;
      if (
        /premises|property|rental|leased|address of|building|project|location|site/.test(c.label) &&
        !/notice|landlord|owner|manager|payment|tenant/.test(c.label)
      )
        s += 2.5;
      if (!a.city && !a.zip) s -= 0.5;
      if (s <= 0) continue;
      // The address without its unit, as one line: "1420 Oak Street, Springfield, IL 62704".
      const value = [a.street, a.city, [a.state, a.zip].filter(Boolean).join(' ')].filter((x) => x).join(', ');
      addresses.push({ value, clauses: [c], score: s - c.index * 0.002 });
      if (a.state) states.set(value, a.state);
      if (a.unit) units.push({ value: unitValue(a.unit), clauses: [c], score: s + 1 });
    }
    // "Unit: 4B", "Apartment No. 12", "Suite 300 of the Building".
    const unitTopic = /\b(unit|flat|apartment|apt|suite|space)\b/.test(c.lower);
    if (unitTopic) {
      for (const m of c.norm.matchAll(
        /\b(?:Unit|Flat|Apartment|Apt\.?|Suite|Ste\.?|Space)\s*[:#]?\s*(?:No[.,]?|Number|#)?\s*[:#]?\s*([A-Z]?\d{1,5}[A-Za-z]?(?:-[A-Z0-9]{1,4})?|[A-Z]{1,2}(?![/\w]))\b/g,
      )) {
        const value = m[1]!;
        if (/^(A|I)$/.test(value)) continue;
        const s = topic + (/\bunit|apartment|suite/.test(c.label) ? 2.5 : 0) + 1;
        if (s <= 0) continue;
        units.push({ value, clauses: [c], score: s });
      }
    }
  }
  const address = decide(addresses, 2.5, (v) => v.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const source = address.value ? addresses.find((a) => a.value === address.value) : undefined;
  return {
    address,
    unit: decide(units, 2.5, (v) => v.toLowerCase()),
    state: address.value ? (states.get(address.value) ?? null) : null,
    stateClause: source?.clauses[0] ?? null,
  };
}
