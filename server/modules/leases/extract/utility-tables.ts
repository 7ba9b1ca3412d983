/**
 * Utilities laid out as a table or a form rather than sentences: utility-payer pairs ("Electric Owner", "Water |
 * Landlord"), answers per utility ("Electricity [Yes] Water [No]"), a legend's codes ("T = paid by Tenant":
 * "Gas T; Water L"), and marks under a party's column in a fixed-width table ("Service  Landlord  Tenant" /
 * "Gas             X").
 */
import { type Utility, utilities } from '../../../../common/lease-terms.js';
import { dutyParty, landlordWords, type Party, tenantWords } from './duties.js';
import type { Candidate } from './evidence.js';
import { mendWords } from './readable.js';
import type { Clause } from './segment.js';
import { utilitiesNamed, utilityMentions } from './utility-names.js';

interface Payers {
  tenant: Set<Utility>;
  landlord: Set<Utility>;
  pairs: number;
}

/**
 * A table of utilities and who pays each, read as pairs: each cell names one utility right before the party that
 * pays it ("Electric Owner (included in rent) Natural gas Renter", "Water | Landlord | Gas | Tenant", "Heat [X]
 * Tenant" once the boxes are resolved). A header ("Utility Responsible party", "Service Paid by") may come first.
 * Null unless at least two cells pair up and the text is mostly such cells (a sentence is not a table).
 */
export function utilityPairs(text: string): Payers | null {
  const l = text.toLowerCase();
  const tenant = new Set<Utility>();
  const landlord = new Set<Utility>();
  let pairs = 0;
  let prose = 0;
  let from = 0;
  for (const m of l.matchAll(/\b(tenants?|residents?|lessees?|renters?|occupants?|landlords?|owners?|lessors?|management)\b(?!'s|’s)/g)) {
    // The cell: what follows the previous payer (and its note, "(included in rent)"), from the last break on.
    const pieces = l
      .slice(from, m.index)
      .replace(/^\s*\([^)]{0,40}\)/, '')
      .split(/[.:;|,)]\s/)
      .map((x) => x.trim())
      .filter(Boolean);
    const cell = (pieces.at(-1) ?? '').replace(/\b(?:paid by|who pays|payer|responsible party|party|utility|utilities|services?|the)\b|[|:;,\-–]/g, ' ').trim();
    from = m.index! + m[0].length;
    const named = utilitiesNamed(cell);
    // A scan's noise may come before the cell ("ERATE Ben Fo TT Electric Renter"): the utility right before the
    // payer is the cell when no verb says it is a sentence.
    const last = utilityMentions(cell).at(-1);
    const ends = last && !cell.slice(last.end).trim() && !/\b(shall|will|must|pays?|is|are|by|for)\b/.test(cell.slice(Math.max(0, last.start - 20)));
    if (named.length === 1 && cell.split(/\s+/).length <= 4 && !/\b(shall|will|must|pays?|is|are|by|for)\b/.test(cell)) {
      pairs++;
      (/tenant|resident|lessee|renter|occupant/.test(m[1]!) ? tenant : landlord).add(named[0]!);
    } else if (ends) {
      pairs++;
      (/tenant|resident|lessee|renter|occupant/.test(m[1]!) ? tenant : landlord).add(last.utility);
      prose += 0.5;
    } else if (cell) prose++;
  }
  return pairs >= 2 && pairs >= prose ? { tenant, landlord, pairs } : null;
}

/** Whose a form's list is: the party named before its first utility ("Tenant pays for:", "Included in rent:"). */
function listParty(lead: string): Party | null {
  const l = lead.toLowerCase();
  if (/\bincluded in (?:the\s+)?rent\b|\brent includes\b/.test(l)) return 'landlord';
  const party = dutyParty(lead);
  if (party) return party;
  const t = tenantWords.exec(l);
  const ll = landlordWords.exec(l);
  if (t && !ll) return 'tenant';
  if (ll && !t) return 'landlord';
  return null;
}

const other = (p: Party): Party => (p === 'tenant' ? 'landlord' : 'tenant');

/** "Tenant pays for: Electricity [Yes] Gas [Yes] Water [No]", "Electricity: Yes. Water: No.": each utility answered. */
export function utilityAnswers(text: string): Payers | null {
  const mentions = utilityMentions(text);
  if (mentions.length < 2) return null;
  const party = listParty(text.slice(0, mentions[0]!.start));
  if (!party) return null;
  const l = text.toLowerCase();
  const tenant = new Set<Utility>();
  const landlord = new Set<Utility>();
  let pairs = 0;
  for (const m of mentions) {
    const a = /^[\s:\-–]*[[(]?\s*(yes|no|y|n|x|✓|✔|✗|✘|n\/a|not included|included)\s*[\])]?(?=[\s.,;|]|$)/.exec(l.slice(m.end, m.end + 20));
    if (!a) continue;
    pairs++;
    const yes = /^(yes|y|x|✓|✔|included)$/.test(a[1]!);
    ((yes ? party : other(party)) === 'tenant' ? tenant : landlord).add(m.utility);
  }
  return pairs >= 2 ? { tenant, landlord, pairs } : null;
}

/** "(T = paid by Tenant, L = paid by Landlord): Electricity T; Gas T; Water L": codes a legend defines. */
export function utilityCodes(text: string): Payers | null {
  const codes = new Map<string, Party>();
  for (const m of text.matchAll(
    /\b([A-Z]{1,2})\s*(?:=|means|:)\s*(?:paid\s+by\s+)?(?:the\s+)?(tenants?|lessees?|residents?|renters?|landlords?|lessors?|owners?)\b/gi,
  ))
    codes.set(m[1]!, tenantWords.test(m[2]!.toLowerCase()) ? 'tenant' : 'landlord');
  if (codes.size < 2) return null;
  const tenant = new Set<Utility>();
  const landlord = new Set<Utility>();
  let pairs = 0;
  for (const m of utilityMentions(text)) {
    const code = /^\s*[:\-–]?\s*([A-Z]{1,2})\b/.exec(text.slice(m.end, m.end + 8));
    const party = code ? codes.get(code[1]!) : undefined;
    if (!party) continue;
    pairs++;
    (party === 'tenant' ? tenant : landlord).add(m.utility);
  }
  return pairs >= 2 ? { tenant, landlord, pairs } : null;
}

/**
 * A fixed-width table: a header line naming both parties as columns ("Service   Landlord   Tenant") and rows
 * with a mark under one of them ("Gas                X"). Read from the page's own characters, where the spacing is.
 */
export function utilityColumns(raw: string): Payers | null {
  const lines = raw.split('\n').map(mendWords);
  const tenant = new Set<Utility>();
  const landlord = new Set<Utility>();
  let columns: Array<{ at: number; party: Party }> | null = null;
  let pairs = 0;
  for (const line of lines) {
    const l = line.toLowerCase();
    const heads = [...l.matchAll(/\b(tenants?|lessees?|residents?|renters?|landlords?|lessors?|owners?)\b/g)];
    if (heads.length === 2 && !utilitiesNamed(l).length && /\S\s{2,}\S/.test(line)) {
      columns = heads.map((h) => ({ at: h.index! + h[0].length / 2, party: tenantWords.test(h[1]!) ? 'tenant' : 'landlord' }));
      if (columns[0]!.party === columns[1]!.party) columns = null;
      continue;
    }
    if (!columns) continue;
    const named = utilityMentions(line);
    // "Water                  Electricity" under "Landlord pays   Tenant pays": one utility per column.
    if (named.length === 2 && !/(?:^|\s)(x|✓|✔|yes)(?=\s|$)/i.test(line)) {
      const [left, right] = [...columns].sort((a, b) => a.at - b.at) as [{ at: number; party: Party }, { at: number; party: Party }];
      pairs++;
      (left.party === 'tenant' ? tenant : landlord).add(named[0]!.utility);
      (right.party === 'tenant' ? tenant : landlord).add(named[1]!.utility);
      continue;
    }
    if (named.length !== 1) continue;
    const mark = /(?:^|\s)(x|✓|✔|yes|•|\*)(?=\s|$)/i.exec(line.slice(named[0]!.end));
    if (!mark) continue;
    const at = named[0]!.end + mark.index! + mark[0].length - mark[1]!.length / 2;
    const nearest = columns.reduce((best, col) => (Math.abs(col.at - at) < Math.abs(best.at - at) ? col : best));
    pairs++;
    (nearest.party === 'tenant' ? tenant : landlord).add(named[0]!.utility);
  }
  return pairs >= 2 ? { tenant, landlord, pairs } : null;
}

/**
 * A utilities table: the cells of a section on utilities (a DOCX table's cells are clauses of their own), or one
 * clause that is such a table.
 */
export function utilityTables(clauses: Clause[]): Array<Candidate<Utility[]> & { section: Clause[] }> {
  const out: Array<Candidate<Utility[]> & { section: Clause[] }> = [];
  for (let i = 0; i < clauses.length; i++) {
    const c = clauses[i]!;
    const sectionStart = /utilit|services/.test(c.heading) && !(i > 0 && clauses[i - 1]!.heading === c.heading);
    const section = [c];
    if (sectionStart) for (let j = i + 1; j < clauses.length && section.length < 40 && clauses[j]!.heading === c.heading; j++) section.push(clauses[j]!);
    // A form's short lines after its lead ("Electricity: Yes." / "Gas: Yes." / "Water: No.").
    else
      for (let j = i + 1; j < clauses.length && section.length < 12; j++) {
        const n = clauses[j]!;
        if (n.heading !== c.heading || n.page !== c.page || n.norm.length > 60 || !utilitiesNamed(n.norm).length) break;
        section.push(n);
      }
    const joined = section.map((s) => s.norm).join(' | ');
    const table = utilityPairs(joined) ?? utilityAnswers(joined) ?? utilityCodes(joined) ?? utilityColumns(section.map((s) => s.text).join('\n'));
    if (!table) continue;
    const cited = section.filter((s) => utilitiesNamed(s.norm).length > 0 || s === c);
    out.push({
      value: utilities.filter((u) => table.tenant.has(u) && !table.landlord.has(u)),
      clauses: cited.length ? cited : section,
      section,
      score: 4 + Math.min(table.pairs, 4) * 0.5,
    });
  }
  return out;
}
