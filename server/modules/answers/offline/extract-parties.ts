/**
 * Parties as contracts name them: 'between Oak Street LLC ("Landlord") and Jane Doe ("Tenant")', "by and among
 * A, B and C", "Landlord: Oak Street LLC" headers and signature blocks ("TENANT:\nJane Doe\nBy: ...").
 */
import { squash } from './text.js';

export interface FoundParty {
  name: string;
  /** A form's blank ("________ ("Licensee")", "[ ] (the "Agent")"): the party is known only by its role, the name. */
  blank?: boolean;
  /** The defined term or role ("Landlord", "Tenant", "CORIO"), when given. */
  role: string | null;
  start: number;
  end: number;
}

const roleWords =
  'landlord|tenant|lessor|lessee|sublessor|sublessee|licensor|licensee|buyer|seller|purchaser|vendor|supplier|customer|client|contractor|consultant|company|owner|manager|agent|distributor|franchisor|franchisee|guarantor|borrower|lender|developer|publisher|employer|employee|provider|reseller|sponsor|partner';

/**
 * A party's defined term: '("Landlord")', '(the "Company")', '(hereinafter "Licensor")', '("Licensee" and together
 * with Licensor, the "Parties")', '("we," "us," or "our")', and the unbracketed forms
 * ', hereinafter referred to as the "Company",' and '(hereinafter referred to as Party A)'. Group 1, 2 or 3 is the term.
 */
const definedTerm =
  /\(\s*(?:each\s+|individually\s+)?(?:the\s+|a\s+|an\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|referred\s+to\s+(?:herein\s+)?as\s+|also\s+)?(?:the\s+)?[“”"'‘’]+([^"“”’'()]{1,60}?)[,]?[”“"'’]+[^()]{0,160}?\)|\(\s*hereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3})\s*\)|,?\s+hereinafter\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?[“”"]([^"“”]{1,60})[”“"]/gi;

const collectiveTerms = /^(part(y|ies)|each|together|collectively|agreement|effective date|lease|contract)$/i;

/** Cuts the description after a party's name: ", a Delaware corporation", ", having its office at ...". */
function cleanName(raw: string): string {
  let s = squash(raw)
    .replace(/^[\s,;:.•●·-]*(?:and|&)?[\s,;:•●·-]*(?:\(?\b(?:\d{1,2}|[ivx]{1,4}|[a-h])\)\s*|\d{1,2}\.\s+)?/i, '')
    // "KNOW ALL MEN BY THESE PRESENTS, dated ..., that ACME INC.": the name follows "that".
    .replace(/^[^()]{0,200}?,\s*that\s+(?=[A-Z])/, '')
    .replace(/^(?:by\s+and\s+)?(?:between|among|amongst)\s*:?\s*/i, '')
    .replace(/^the\s+(?=[A-Z])/, '')
    .replace(/^(?:the\s+)?(?:undersigned\s+)?/i, (m) => (/undersigned/i.test(m) ? '' : m));
  const cut = s.search(
    /,?\s+(?:an?|the)\s+(?:[A-Z][\w.-]*\s+){0,4}(?:corporation|company|limited|partnership|association|bank|banking|organization|entity|trust|society|body|individual|resident|citizen|national|public|private|state|federal|non-profit|nonprofit|[a-z]+\s+(?:corporation|company|limited liability|partnership|organized|incorporated))\b|,\s+(?:an?\s+)?(?:individual|having|with\b|whose|located|incorporated|organized|organised|existing|residing|doing business|acting|on behalf|its\s|a\s+[a-z])|\s+\((?!the\s|“|")|\s+(?:having|with its|whose|located|incorporated under|organized under|a company|a corporation|with offices|listed on|set forth|named in|identified (?:in|on)|as defined)\b/i,
  );
  if (cut > 2) s = s.slice(0, cut);
  s = s
    .replace(/[\s,;:]+$/, '')
    .replace(/^["“']|["”']$/g, '')
    .trim();
  return s;
}

/** Defined terms that stand for a party but are not its name. */
const genericTerms = new RegExp(
  `^(the\\s+)?(${roleWords}|bank|trust|adviser|advisor|underwriter|issuer|parties|party|affiliate|subsidiary|services?|agreement|company or)$`,
  'i',
);

function plausibleName(name: string): boolean {
  if (name.length < 2 || name.length > 120) return false;
  if (!/[A-Z0-9]/.test(name[0]!) && !/^[a-z]+\.(com|net|org)/i.test(name) && !/^[a-z][A-Z]/.test(name)) return false;
  if (/^(this|that|the (?:agreement|lease|contract)|whereas|now|witnesseth|recitals|exhibit|schedule|annex|appendix|article|section)\b/i.test(name))
    return false;
  // A title ("ORDERLY MARKETING AGREEMENT THIS ...") or an amount ("4,500,000 Trust Preferred Securities") is no party.
  if (/\b(agreement|this)\b/i.test(name) || /^\d[\d,.]*\s/.test(name)) return false;
  if (genericTerms.test(name)) return false;
  // Names are mostly capitalised words; clause text ("Party A or any of its affiliates") is not.
  const words = name.split(/\s+/);
  if (words.length > 14) return false;
  if (/\b(any|its|shall|will|hereof|hereto|then|which|that|dated|means|pursuant)\b/.test(name)) return false;
  const capitalised = words.filter(
    (w) => /^[A-Z0-9(&"“]|^[a-z][A-Z]/.test(w) || /\.(com|net|org)\b/i.test(w) || /^(of|and|de|du|la|for|the|to|d\/b\/a|f\/k\/a|a\/k\/a)$/i.test(w),
  ).length;
  return capitalised / words.length >= 0.7;
}

/** A blank left in a form for a party's name: "________", "[ ]", "<<enter Company Name>>", "a [corporation organized in]". */
const blankName = /^(?:[•●·]\s*)?(?:_{3,}|\[[^\]]{0,60}\]|<<[^>]{0,60}>>|\.{5,}|an?\s+\[)/;
/** "... at the request of ________ ("Purchaser")": the blank right before the defined term. */
const blankAtEnd = /(?:_{3,}|\[[^\]]{0,60}\]|<<[^>]{0,60}>>)\s*$/;

/** Defined terms for things, not parties: '("Services Agreement")', '(the "Securities")'. */
const nonPartyTerm =
  /\b(date|agreement|amendment|contract|lease|term|products?|services|territory|price|fees?|shares?|securities|software|property|premises|units?|notes?|plan|act|code|building|apartment|deposit|rent|land|parking|utilities|system|site|marks?)\b/i;

/** A defined term that can stand for a party: a role ("Licensee", "Agent", "U.S. Affiliate"), not "Effective Date". */
function roleLike(term: string): boolean {
  return new RegExp(`^(${roleWords}|party [a-z])$`, 'i').test(term) || /^(?:[A-Z][\w.&-]*\s?){1,3}$/.test(term);
}

/** The defined term of a match: of several ('("you" or the "Franchisee")'), the first that is capitalised. */
function termOf(m: RegExpMatchArray): string {
  if (!m[1]) return squash(m[2] ?? m[3]!);
  const quoted = [...m[0].matchAll(/[“”"'‘’]+([^"“”’'()]{1,60}?),?[”“"'’]+/g)].map((q) => squash(q[1]!));
  return quoted.find((q) => /^[A-Z]/.test(q) && !collectiveTerms.test(q)) ?? squash(m[1]);
}

/** Whether the text names a party with its defined term: 'Acme Inc., a Delaware corporation (the "Company")'. */
function namedBefore(text: string): boolean {
  let segStart = 0;
  for (const m of text.matchAll(definedTerm)) {
    const term = termOf(m);
    const raw = text.slice(segStart, m.index);
    segStart = m.index! + m[0].length;
    if (!collectiveTerms.test(term) && !nonPartyTerm.test(term) && plausibleName(cleanName(raw))) return true;
  }
  return false;
}

/** Parties named in a preamble sentence: between/among with defined terms in brackets. */
export function findPartiesInPreamble(text: string): FoundParty[] {
  const lead =
    /\b(?:by\s+and\s+between|by\s+and\s+among|between|among|amongst|B\s?E\s?T\s?W\s?E\s?E\s?N|(?:entered\s+into|made|executed)(?:\s+[^.()]{0,80}?)?\s+by(?!\s+and\b))\b\s*:?/i.exec(
      text,
    );
  // "This Agreement is entered into ... by X ("A") and Y ("B")" names the parties without "between".
  // Letters ("A ("Company") and B ("Bank") hereby confirm their agreement with C"), powers of attorney ("X does
  // hereby appoint Y") and "X, hereinafter referred to as ..." name them without it too.
  if (!lead && !/\b(entered\s+into|made|executed|dated|agree\w*|confirm|appoints?|hereinafter)\b/i.test(text.slice(0, 600))) return [];
  // A party named before "between" ("A ("Company") ... issued ... under the Unit Agreement among ...") means the
  // "between" belongs to some other agreement the sentence mentions: read from the start.
  const from = lead && !namedBefore(text.slice(0, lead.index)) ? lead.index + lead[0].length : 0;
  // The preamble ends where the recitals or the body begin.
  const stop = /\b(WHEREAS|W\s?I\s?T\s?N\s?E\s?S\s?S\s?E\s?T\s?H|RECITALS?|Recitals|BACKGROUND|NOW,?\s+THEREFORE|agree as follows|hereby agree)\b/.exec(
    text.slice(from),
  );
  const body = text.slice(from, stop ? from + stop.index : undefined);
  const parties: FoundParty[] = [];
  let segStart = 0;
  definedTerm.lastIndex = 0;
  for (let m = definedTerm.exec(body); m; m = definedTerm.exec(body)) {
    const term = termOf(m);
    // Once two parties are named, a full stop ends the preamble sentence.
    if (parties.length >= 2 && /[a-z0-9)]\.\s+[A-Z]/.test(body.slice(Math.max(0, segStart - 1), m.index))) break;
    let rawStart = segStart;
    let raw = body.slice(segStart, m.index);
    // The previous party's description ("with an address at ...") runs on until "and" or ";": skip it.
    const lead = raw.replace(/^[\s,;:.)]+/, '');
    if (parties.length && /^[a-z(]/.test(lead) && !/^(and|&)\s/i.test(lead)) {
      // "... and B", "...; B", "... agreement with B", "... appoint B", or B's own paragraph (a numbered list).
      const seps = [...raw.matchAll(/(?:\band\b|(?<=[),])\s*&|;|\bwith\b|\bappoints?\b|\n\s*\n)\s*(?=[A-Z"“\d([_<•●])/g)];
      const last = seps[seps.length - 1];
      if (last) {
        rawStart += last.index! + last[0].length;
        raw = raw.slice(last.index! + last[0].length);
      }
    }
    segStart = m.index + m[0].length;
    if (collectiveTerms.test(term) || nonPartyTerm.test(term)) continue;
    const bare = squash(raw).replace(/^[\s,;:.-]*(?:and|&)?[\s,;:-]*/i, '');
    if ((blankName.test(bare) || blankAtEnd.test(bare)) && roleLike(term)) {
      parties.push({
        name: term,
        role: term,
        blank: true,
        start: from + rawStart + Math.max(0, raw.indexOf(bare.slice(0, 3))),
        end: from + m.index + m[0].length,
      });
      continue;
    }
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
  const re = new RegExp(`(?:^|\\n)[ \\t]*(?:the\\s+)?(${roleWords}|party [a-d])(?:'s name|\\s+name)?[ \\t]*(:|\\n)\\s*([^\\n]{2,90})`, 'gi');
  for (const m of text.matchAll(re)) {
    if (m[2] !== ':' && m[1] !== m[1]!.toUpperCase()) continue;
    m[2] = m[3]!;
    const name = cleanName(m[2]!.split(/\s{3,}|\t/)[0]!.replace(/^(by|name)\s*:\s*/i, ''));
    if (!plausibleName(name) || /^(by|name|title|date|signature)\b|_{3,}/i.test(name) || new RegExp(`^(${roleWords})$`, 'i').test(name)) continue;
    const at = m.index! + m[0].indexOf(m[2]!);
    out.push({ name, role: m[1]!.toLowerCase().replace(/\b[a-z]/g, (ch) => ch.toUpperCase()), start: at, end: at + m[2]!.length });
  }
  return out;
}

const entitySuffix = String.raw`(?:INC|INCORPORATED|LLC|L\.L\.C|LTD|LIMITED|CORP|CORPORATION|COMPANY|CO|LP|L\.P|LLP|PLC|N\.A|S\.A|AG|GMBH|TRUST|BANK|Inc|Incorporated|Ltd|Limited|Corp|Corporation|Company|Trust|Bank)`;
const signatureName = new RegExp(String.raw`([A-Z][A-Za-z0-9&.,'’()\- ]{1,90}?\b${entitySuffix}\.?)[ \t]*[:,]?\s*(?:\(?SEAL\)?\s*)?By\s*:`, 'g');

/**
 * Signature blocks: "KIOSK CONCEPTS, INC.:   By: ____" and "MASTER FRANCHISEE: THE GRILLED CHEESE TRUCK, INC.  By:".
 * Only company names (with a suffix such as Inc. or Ltd.) directly over a "By:" line count: the signatories' own
 * names and titles below them are not the parties.
 */
export function findSignatureParties(text: string): FoundParty[] {
  const out: FoundParty[] = [];
  for (const m of text.matchAll(signatureName)) {
    // Furniture and role labels before the name: "ATTEST   KIOSK CONCEPTS, INC.", "MASTER FRANCHISEE: THE ...".
    const piece = m[1]!.split(/\s{2,}|:\s+|\n/).pop()!;
    const name = cleanName(piece.replace(/^(?:attest|witness|agreed|accepted|and|by)\b[\s,:]*/i, ''));
    if (!plausibleName(name) || out.some((p) => p.name.toLowerCase() === name.toLowerCase())) continue;
    const at = m.index! + m[1]!.lastIndexOf(piece);
    out.push({ name, role: null, start: at, end: at + piece.length });
  }
  return out;
}

const registeredCompany =
  /([A-Z][A-Za-z0-9&.,'’\- ]{1,80}?\b(?:LIMITED|LTD|PLC|LLP|Limited|Ltd|plc))\.?\s*\((?:[Cc]ompany|COMPANY|[Rr]egistered|[Rr]egistration)\s*(?:[Nn]o|NO|[Nn]umber|NUMBER)\.?\s*:?\s*[\w ]{1,20}\)/g;

/** English parties clauses: "DAIRY CREST LIMITED (Company no 2085882) whose registered office is at ...". */
export function findRegisteredCompanies(text: string): FoundParty[] {
  const out: FoundParty[] = [];
  for (const m of text.matchAll(registeredCompany)) {
    const piece = m[1]!.split(/\s{2,}|\n/).pop()!;
    const name = cleanName(piece);
    if (!plausibleName(name) || out.some((p) => p.name.toLowerCase() === name.toLowerCase())) continue;
    const at = m.index! + m[1]!.lastIndexOf(piece);
    out.push({ name, role: null, start: at, end: m.index! + m[0].length });
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
