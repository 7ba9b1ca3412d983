/**
 * The six utilities of the lease format and the words leases use for each ("power", "hydro", "refuse", "broadband",
 * "sewerage"), with where they are named in a text.
 */
import type { Utility } from '../../../../common/lease-terms.js';

export const utilityNames: Array<[Utility, RegExp]> = [
  ['water', /\bwater\b(?![- ]?(?:heater|damage|bed|leak|intrusion|proof))/],
  ['electricity', /\belectric(?:ity|al service|al power)?\b(?![- ]?(?:al\s+(?:system|wiring|outlet|fixture)s?))|\bpower\b|\bhydro\b/],
  ['gas', /\b(?:natural\s+)?gas\b(?![- ]?(?:oline|grill))|\bpropane\b|\blpg\b/],
  ['trash', /\btrash\b|\bgarbage\b|\brefuse\b|\brubbish\b|\brecycling\b|\bwaste (?:removal|collection|disposal)\b|\bsolid waste\b/],
  ['internet', /\binternet\b|\bbroadband\b|\bwi-?fi\b|\bcable\b|\bdata service/],
  ['sewer', /\bsewer\w*\b|\bsewage\b|\bwastewater\b|\bdrainage\b/],
];

export function utilitiesNamed(text: string): Utility[] {
  const l = text.toLowerCase();
  return utilityNames.filter(([, re]) => re.test(l)).map(([u]) => u);
}

/** Each utility named in a text, with where (lower-cased text), in order. */
export function utilityMentions(text: string): Array<{ utility: Utility; start: number; end: number }> {
  const l = text.toLowerCase();
  const out: Array<{ utility: Utility; start: number; end: number }> = [];
  for (const [utility, re] of utilityNames)
    for (const m of l.matchAll(new RegExp(re.source, 'g'))) out.push({ utility, start: m.index!, end: m.index! + m[0].length });
  return out.sort((a, b) => a.start - b.start).filter((m, i, all) => i === 0 || m.start >= all[i - 1]!.end);
}
