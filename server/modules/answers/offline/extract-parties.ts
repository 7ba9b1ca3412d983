/**
 * Parties as contracts name them: 'between Oak Street LLC ("Landlord") and Jane Doe ("Tenant")', "by and among
 * A, B and C", "Landlord: Oak Street LLC" headers and signature blocks ("TENANT:\nJane Doe\nBy: ...").
 */
import { squash } from './text.js';

export interface FoundParty {
  name: string;
  /** The defined term or role ("Landlord", "Tenant", "CORIO"), when given. */
  role: string | null;
  start: number;
  end: number;
}

const roleWords =
  'landlord|tenant|lessor|lessee|sublessor|sublessee|licensor|licensee|buyer|seller|purchaser|vendor|supplier|customer|client|contractor|consultant|company|owner|manager|agent|distributor|franchisor|franchisee|guarantor|borrower|lender|developer|publisher|employer|employee|provider|reseller|sponsor|partner';

const definedTerm =
  /\(\s*(?:each\s+|individually\s+)?(?:the\s+|a\s+|an\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|referred\s+to\s+(?:herein\s+)?as\s+|also\s+)?(?:the\s+)?[“"'‘]+([^"”’']{1,60})[”"'’]+(?:\s*(?:,|or|and)\s*(?:the\s+)?[“"'‘]+[^"”’']{1,60}[”"'’]+)*\s*\)/gi;

const collectiveTerms = /^(part(y|ies)|each|together|collectively|agreement|effective date|lease|contract)$/i;

/** Cuts the description after a party's name: ", a Delaware corporation", ", having its office at ...". */
function cleanName(raw: string): string {
  let s = squash(raw)
    .replace(/^[\s,;:.-]*(?:and|&)?[\s,;:-]*(?:\(?\b(?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s*)?/i, '')
    .replace(/^(?:by\s+and\s+)?(?:between|among|amongst)\s*:?\s*/i, '')
    .replace(/^the\s+(?=[A-Z])/, '')
    .replace(/^(?:the\s+)?(?:undersigned\s+)?/i, (m) => (/undersigned/i.test(m) ? '' : m));
  const cut = s.search(
    /,?\s+(?:an?|the)\s+(?:[A-Z][\w.-]*\s+){0,4}(?:corporation|company|limited|partnership|association|bank|banking|organization|entity|trust|society|body|individual|resident|citizen|national|public|private|state|federal|non-profit|nonprofit|[a-z]+\s+(?:corporation|company|limited liability|partnership|organized|incorporated))\b|,\s+(?:an?\s+)?(?:individual|having|with\b|whose|located|incorporated|organized|organised|existing|residing|doing business|acting|on behalf|its\s|a\s+[a-z])|\s+\((?!the\s|“|")|\s+(?:having|with its|whose|located|incorporated under|organized under|a company|a corporation|with offices|listed on|set forth|named in|identified (?:in|on)|as defined)\b/i,
  );
  if (cut > 2) s = s.slice(0, cut);
  s = s.replace(/[\s,;:]+$/, '').replace(/^["“']|["”']$/g, '').trim();
  return s;
}

/** Defined terms that stand for a party but are not its name. */
const genericTerms = new RegExp(`^(the\\s+)?(${roleWords}|bank|trust|adviser|advisor|underwriter|issuer|parties|party|affiliate|subsidiary|services?|agreement|company or)$`, 'i');

function plausibleName(name: string): boolean {
  if (name.length < 2 || name.length > 120) return false;
  if (!/[A-Z0-9]/.test(name[0]!) && !/^[a-z]+\.(com|net|org)/i.test(name)) return false;
  if (/^(this|that|the (?:agreement|lease|contract)|whereas|now|witnesseth|recitals)\b/i.test(name)) return false;
  if (genericTerms.test(name)) return false;
  // Names are mostly capitalised words; clause text ("Party A or any of its affiliates") is not.
  const words = name.split(/\s+/);
  if (words.length > 14) return false;
  if (/\b(any|its|shall|will|hereof|hereto|then|which|that|dated|means|pursuant)\b/.test(name)) return false;
  const capitalised = words.filter((w) => /^[A-Z0-9(&"“]/.test(w) || /\.(com|net|org)\b/i.test(w) || /^(of|and|de|du|la|for|the|to|d\/b\/a|f\/k\/a|a\/k\/a)$/i.test(w)).length;
  return capitalised / words.length >= 0.7;
}

/** Parties named in a preamble sentence: between/among with defined terms in brackets. */
export function findPartiesInPreamble(text: string): FoundParty[] {
  const lead = /\b(?:by\s+and\s+between|by\s+and\s+among|between|among|amongst|B\s?E\s?T\s?W\s?E\s?E\s?N|(?:entered\s+into|made|executed)(?:\s+[^.()]{0,80}?)?\s+by(?!\s+and\b))\b\s*:?/i.exec(text);
  // "This Agreement is entered into ... by X ("A") and Y ("B")" names the parties without "between".
  if (!lead && !/\b(entered\s+into|made|executed|dated)\b/i.test(text.slice(0, 400))) return [];
  const from = lead ? lead.index + lead[0].length : 0;
  // The preamble ends where the recitals or the body begin.
  const stop = /\b(WHEREAS|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|RECITALS?|Recitals|BACKGROUND|NOW,?\s+THEREFORE|agree as follows|hereby agree)\b/.exec(text.slice(from));
  const body = text.slice(from, stop ? from + stop.index : undefined);
  const parties: FoundParty[] = [];
  let segStart = 0;
  definedTerm.lastIndex = 0;
  for (let m = definedTerm.exec(body); m; m = definedTerm.exec(body)) {
    const term = squash(m[1]!);
    // Once two parties are named, a full stop ends the preamble sentence.
    if (parties.length >= 2 && /[a-z0-9)]\.\s+[A-Z]/.test(body.slice(segStart, m.index))) break;
    let rawStart = segStart;
    let raw = body.slice(segStart, m.index);
    // The previous party's description ("with an address at ...") runs on until "and" or ";": skip it.
    const lead = raw.replace(/^[\s,;:.)]+/, '');
    if (parties.length && /^[a-z(]/.test(lead) && !/^(and|&)\s/i.test(lead)) {
      const seps = [...raw.matchAll(/(?:\band\b|&|;)\s+(?=[A-Z"“\d(\[])/g)];
      const last = seps[seps.length - 1];
      if (last) {
        rawStart += last.index! + last[0].length;
        raw = raw.slice(last.index! + last[0].length);
      }
    }
    segStart = m.index + m[0].length;
    if (collectiveTerms.test(term)) continue;
    const name = cleanName(raw);
    if (!plausibleName(name)) continue;
    const nameAt = from + rawStart + Math.max(0, raw.indexOf(name.split(' ')[0]!));
    parties.push({ name, role: term, start: nameAt, end: from + m.index + m[0].length });
  }
  if (parties.length >= 2) return parties;
  // No defined terms: "between A and B." — only for names that look like entities (suffixes such as Inc., LLC).
  if (parties.length === 0 && !/\b(inc|llc|ltd|corp|corporation|company|limited|plc|gmbh|l\.?p|n\.a|s\.a|bank|trust)\b/i.test(body.slice(0, 400))) return [];
  const plain = body.split(/[.;](?:\s|$)/)[0] ?? '';
  const names = plain
    .split(/\s*,?\s+and\s+|\s*;\s*/)
    .map(cleanName)
    .filter(plausibleName)
    .slice(0, 6);
  return names.length >= 2 ? names.map((name) => ({ name, role: null, start: from, end: from + plain.length })) : parties;
}

/** "Landlord: Oak Street LLC" headers and "TENANT:\nJane Doe" signature blocks. */
export function findRoleLabels(text: string): FoundParty[] {
  const out: FoundParty[] = [];
  // "Landlord: X" (a colon), or an all-capital "TENANT" line in a signature block followed by the name.
  const re = new RegExp(`(?:^|\\n)[ \\t]*(?:the\\s+)?(${roleWords})(?:'s name|\\s+name)?[ \\t]*(:|\\n)\\s*([^\\n]{2,90})`, 'gi');
  for (const m of text.matchAll(re)) {
    if (m[2] !== ':' && m[1] !== m[1]!.toUpperCase()) continue;
    m[2] = m[3]!;
    const name = cleanName(m[2]!.split(/\s{3,}|\t/)[0]!.replace(/^(by|name)\s*:\s*/i, ''));
    if (!plausibleName(name) || /^(by|name|title|date|signature)\b|_{3,}/i.test(name) || new RegExp(`^(${roleWords})$`, 'i').test(name)) continue;
    const at = m.index! + m[0].indexOf(m[2]!);
    out.push({ name, role: m[1]!.replace(/^./, (c) => c.toUpperCase()).replace(/^(.)(.*)$/, (_, a: string, b: string) => a + b.toLowerCase()), start: at, end: at + m[2]!.length });
  }
  return out;
}

export function findParties(text: string): FoundParty[] {
  const preamble = findPartiesInPreamble(text);
  return preamble.length ? preamble : findRoleLabels(text);
}

/** Role nouns a question may ask about ("Who is the landlord?"). */
export function roleInQuestion(question: string): string | null {
  const m = new RegExp(`\\b(${roleWords})\\b`, 'i').exec(question);
  return m ? m[1]!.toLowerCase() : null;
}
