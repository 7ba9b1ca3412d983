/**
 * Landlord and tenants. A lease names its parties by role: a defined term after the name ('Oak Street LLC
 * ("Landlord")', "John Smith, as Tenant", "hereinafter called the Lessee"), a form's label ("Tenant(s): Jane Doe,
 * Sam Doe"), a sentence ("The Landlord is Oak Street LLC") or a signature block. Each naming is a candidate;
 * where it is (the preamble before the signature block) and how it names (a defined term before a label) weigh
 * it. Several tenants named together ("John Smith and Mary Smith") are split into people.
 */
import { type Candidate, type Decision, decide } from './evidence.js';
import { confirmedNames } from './name-checks.js';
import type { Clause } from './segment.js';

export type Role = 'landlord' | 'tenant';

const landlordRoles = 'landlords?|lessors?|owners?|sublessors?|sub-lessors?|property owners?|owner/agent|landlord/owner|lessor/owner';
const tenantRoles = 'tenants?|lessees?|residents?|renters?|leaseholders?|sublessees?|sub-lessees?|occupants?|tenant\\(s\\)|lessee\\(s\\)|resident\\(s\\)';
const roleWord = `(${landlordRoles}|${tenantRoles}|we|us|you)`;

const landlordRole = new RegExp(`^(?:${landlordRoles}|we|us|our|ours)$`);
const tenantRole = new RegExp(`^(?:${tenantRoles}|you|your|yours)$`);
/**
 * A definition of the parties' words: '"You" and "your" mean Ann Lee and Bo Kim', '"We", "us" and "our" mean Oak
 * Homes LLC, the owner', '"Tenant" means each person signing below'.
 */
const definitionNaming = new RegExp(
  `(?<![\\w"'])((?:["']${roleWord.replace('|we|us|you)', '|we|us|our|ours|you|your|yours)')}["']\\s*(?:,|and|or|&)?\\s*)+)(?:means?|refers?\\s+to|shall\\s+mean|stands?\\s+for)\\s+(?:each\\s+of\\s+|all\\s+of\\s+|both\\s+(?:of\\s+)?|jointly\\s+)?(.+)$`,
  'i',
);
const labelNaming = new RegExp(`^(?:the\\s+)?${roleWord}(?:'s)?(?:\\s+name\\(?s?\\)?|\\s*\\(s\\))?\\s*(?::|-|–)\\s*(.+)$`, 'i');
const sentenceNaming = new RegExp(
  `\\bthe\\s+${roleWord}(?:\\s+under\\s+this\\s+\\w+)?\\s+(?:is|are)\\s+(.+?)(?:\\s*\\(|(?<!\\b(?:[A-Z]|Inc|Co|Corp|Ltd|Jr|Sr|L\\.P|N\\.A))\\.\\s|\\.\\s+(?=(?:The|This|Tenants?|Landlords?|Lessees?|Lessors?|Owners?|Residents?)\\b)|(?<!\\b(?:Inc|Co|Corp|Ltd|Jr|Sr|L\\.P|N\\.A))\\.$|;|$)`,
  'i',
);

export function roleOf(word: string): Role | null {
  const w = word.toLowerCase();
  if (landlordRole.test(w)) return 'landlord';
  if (tenantRole.test(w)) return 'tenant';
  return null;
}

/** A defined term in brackets ('("Landlord")', '(hereinafter "Tenant")', '(collectively, the "Tenants")'). */
const bracketTerm = new RegExp(`\\(\\s*(?:[^()"]{0,50}?\\s)?(?:the\\s+)?["']{0,2}${roleWord}["']{0,2}(?:\\s*(?:,|and|or)\\s*[^()]{0,80})?\\s*\\)`, 'gi');
/** ", as Landlord", ", hereinafter referred to as the "Tenant"", ", the Lessee,". */
const phraseTerm = new RegExp(
  `(?:,\\s*|\\s+)(?:as|hereinafter(?:\\s+(?:referred\\s+to\\s+as|called|known\\s+as))?|herein(?:after)?\\s+(?:referred\\s+to\\s+as|called))\\s+(?:the\\s+)?["']{0,2}${roleWord}["']{0,2}(?=[\\s,.;)]|$)|,\\s*(?:the\\s+)?["']{0,2}${roleWord}["']{0,2}\\s*(?=,|;|\\.\\s|\\sand\\s|$)`,
  'gi',
);

const entitySuffix =
  /\b(?:inc|llc|l\.l\.c|ltd|corp|corporation|company|co|lp|l\.p|llp|trust|partners|partnership|associates|properties|management|holdings|realty|group|bank|foundation|church|university|ventures|enterprises)\b\.?/i;

/** Cuts a name's description: ", a Texas limited liability company", ", whose address is", "of 12 Oak St". */
export function cleanPartyName(raw: string): string {
  let s = raw
    .replace(/\s+/g, ' ')
    .replace(/^[\s,;:.•*"'“”-]+/, '')
    .replace(/^(?:and|&)\s+/i, '')
    .replace(/^(?:by\s+and\s+)?(?:between|among)\s*:?\s*/i, '')
    .replace(/^(?:the\s+)?(?:landlord|lessor|owner|tenants?|lessees?|residents?|renters?)(?:\s*\/\s*[a-z]+)?(?:\(s\))?\s*(?:,|:|is|are)\s+/i, '')
    .replace(/^(?:mr|mrs|ms|miss|dr)\.?\s+/i, '');
  const cut = s.search(
    /,?\s+(?:an?|the)\s+(?:[A-Za-z.-]+\s+){0,5}(?:corporation|company|partnership|association|trust|entity|individual|organization|bank|limited liability|business|sole proprietor)\b|,\s*(?:an?\s+)?(?:individual|individually|married|single|whose|(?:your|our|its|their)\s+(?:landlord|owner|tenant|manager|agent)|with\s+(?:its|an?|offices)|having|residing|located|of\s+\d|doing business|d\/b\/a|by its|acting|on behalf|its\s|as\s|the\s+(?:owner|landlord|tenant))|\s*\(|\s+(?:having|whose|residing|located|with its|with an address|of\s+\d+|at\s+\d+)\b/i,
  );
  if (cut > 1) s = s.slice(0, cut);
  s = s
    .replace(/["'“”]+/g, '')
    .replace(/[\s,;:]+$/, '')
    .replace(/\s*\($/, '')
    .trim()
    // A sentence's full stop after a name ("... to Robert Lindqvist."), not an abbreviation's ("Inc.", "Jr.", "J.").
    .replace(/(\s[A-Za-z][a-z]{2,})\.$/, (m, word: string) => (entitySuffix.test(word) || /^\s*(?:jr|sr|esq|bros)$/i.test(word) ? m : word));
  // A scan's lost capital ("camila Delgado"): a lower-case word before a capitalised one in a name is a name.
  return s.replace(
    /(^|\s)(?!(?:of|and|de|la|van|von|der|del|du|di|da|le|y|the|et|al)\b)([a-z])([a-z]+)(?=\s+[A-Z][a-z])/g,
    (_m, sp, a, rest) => `${sp}${a.toUpperCase()}${rest}`,
  );
}

function plausible(name: string): boolean {
  if (name.length < 3 || name.length > 100) return false;
  if (!/^[A-Z0-9]/.test(name)) return false;
  if (/_{2,}|\.{4,}|\[|\]|<|>/.test(name)) return false;
  if (/\b(this|hereby|shall|will|which|that|dated|between|pursuant)\b/i.test(name)) return false;
  // "Oak Street Property Holdings, LLC" is a name; "the Lease Premises" is not.
  if (/\b(lease|agreement|premises|property|date|addendum|amendment)\b/i.test(name) && !entitySuffix.test(name)) return false;
  if (
    /^(?:landlord|lessor|owner|tenants?|lessees?|residents?|renters?|the|name|signature|by|date|print|title|witness)\b/i.test(name) &&
    !entitySuffix.test(name)
  )
    return false;
  const words = name.split(/\s+/);
  if (words.length > 12) return false;
  const capitalised = words.filter((w) => /^[A-Z0-9&("'.]/.test(w) || /^(of|and|de|la|the|van|von|der|del|du|di|da|le|y|&)$/i.test(w)).length;
  return capitalised / words.length >= 0.75;
}

/** "John Smith and Mary Smith", "Ann Lee, Bo Kim & Cy Park": people; "Smith and Sons LLC" stays one. */
export function splitNames(name: string): string[] {
  if (entitySuffix.test(name) && !/\b(?:inc|llc|l\.l\.c|ltd|corp|co|lp|l\.p|llp|pllc|p\.c)\.?\s*(?:,|and|&)\s+\S/i.test(name)) return [name];
  // A scan may read a list's ";" as ":" ("Ann Lee; Bo Kim: Cy Park").
  const parts = name
    .split(/\s*(?:,\s*(?:and|&)\s+|\s+and\s+|\s+&\s+|;\s*|:\s+|,\s*(?=[A-Z][a-z]+\s+[A-Z]))\s*/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (parts.length < 2) return [name];
  // Every part must be a full name of its own: "John and Mary Smith" is one naming.
  if (parts.every((p) => p.split(/\s+/).length >= 2 && plausible(p))) return parts;
  return [name];
}

interface Naming {
  role: Role;
  /** A defined term after the name, a label before it, or a sentence ("The Tenant is ..."). */
  kind: 'term' | 'label' | 'sentence';
  name: string;
  clause: Clause;
  score: number;
}

function namingsIn(clause: Clause, position: number): Naming[] {
  const text = clause.norm;
  const out: Naming[] = [];
  const markers: Array<{ start: number; end: number; role: Role; strength: number }> = [];
  for (const re of [bracketTerm, phraseTerm]) {
    re.lastIndex = 0;
    for (let m = re.exec(text); m; m = re.exec(text)) {
      const word = m.slice(1).find((g) => g !== undefined);
      const role = word ? roleOf(word) : null;
      if (!role) continue;
      if (markers.some((k) => k.start < m!.index + m![0].length && m!.index < k.end)) continue;
      markers.push({ start: m.index, end: m.index + m[0].length, role, strength: re === bracketTerm ? 3 : 2 });
    }
  }
  markers.sort((a, b) => a.start - b.start);
  let from = 0;
  for (const k of markers) {
    let segment = text.slice(from, k.start);
    // The first party follows "between"/"by"; later ones follow "and" after the previous party.
    const lead = /.*\b(?:by\s+and\s+between|between|among|by\s+and\s+among|made\s+by|entered\s+into\s+by|executed\s+by|issued\s+by|from|to)\b\s*:?/is.exec(
      segment,
    );
    if (lead && from === 0) segment = segment.slice(lead[0].length);
    else if (from > 0) {
      // After the previous party's description, the next party starts after the last ", and" / "and" / ";".
      const sep = [...segment.matchAll(/(?:^|[,;]\s*|\s)(?:and|&)\s+(?=[A-Z"'])|;\s*/g)];
      if (sep.length && !/^[\s,;:"'.)]*(?:and|&)\s/i.test(segment)) {
        const last = sep[sep.length - 1]!;
        segment = segment.slice(last.index! + last[0].length);
      }
    }
    from = k.end;
    const name = cleanPartyName(segment);
    if (!plausible(name)) continue;
    out.push({ role: k.role, name, clause, score: k.strength + position, kind: 'term' });
  }
  // "Landlord: Oak Street LLC", "Tenant(s): Jane Doe and Sam Doe", "LESSEE - John Smith"; or a label on its own
  // line (a form's table cell) with the name in the next: "1.1 Landlord:" / "Horizon Ridge LLC".
  const unnumbered = text.replace(/^\s*(?:\(?[\dA-Za-z]{1,3}[.)]|\d{1,2}(?:\.\d{1,2})+\.?)\s+/, '');
  const label = labelNaming.exec(
    clause.labelFromHeading && roleOf(clause.label.replace(/\(s\)|'s name|\s+name\(?s?\)?/g, '').trim()) ? `${clause.label}: ${unnumbered}` : unnumbered,
  );
  if (label) {
    const role = roleOf(label[1]!.replace(/\(s\)$/i, ''));
    const name = cleanPartyName(label[2]!.split(/\s{3,}|\s+(?:address|phone|tel|email|by)\s*:/i)[0]!);
    if (role && plausible(name)) out.push({ role, name, clause, score: 2.5 + position, kind: 'label' });
  }
  // '"You" and "your" mean Ann Lee.' / '"Landlord" means Oak Street LLC, the owner of the Building.'
  const defined = definitionNaming.exec(text);
  if (defined) {
    const role = roleOf(/["']([^"']+)["']/.exec(defined[1]!)?.[1] ?? '');
    const name = cleanPartyName(defined[defined.length - 1]!).replace(/(?<!\b(?:Inc|Co|Corp|Ltd|Jr|Sr|L\.P|L\.L\.C|N\.A|P\.C))\.$/, '');
    if (role && plausible(name)) out.push({ role, name, clause, score: 3 + position, kind: 'label' });
  }
  // "The Landlord is Oak Street LLC." / "The Tenant(s) are John Smith and Mary Smith."
  const sentence = sentenceNaming.exec(text);
  if (sentence) {
    const role = roleOf(sentence[1]!);
    const name = cleanPartyName(sentence[2]!);
    if (role && plausible(name)) out.push({ role, name, clause, score: 2.5 + position, kind: 'sentence' });
  }
  return out;
}

function dedupeNames(names: string[]): string[] {
  const seen = new Set<string>();
  return names.filter((n) => {
    const k = n.toLowerCase().replace(/[^a-z0-9]/g, '');
    if (seen.has(k)) return false;
    seen.add(k);
    return true;
  });
}

export interface Parties {
  landlord: Decision<string>;
  tenants: Decision<string[]>;
  /** Every naming, for an amendment's references. */
  namings: Naming[];
}

/** Parties from the opening of the document (strongest), then anywhere else (signature blocks, notices). */
export function readParties(clauses: Clause[]): Parties {
  const namings: Naming[] = [];
  const n = clauses.length;
  clauses.forEach((c, i) => {
    // The preamble's naming is the definition; later ones (notices, signatures) confirm it.
    const position = i < 25 ? 1.5 : i > n - 40 ? 0.3 : 0;
    if (c.lower.length > 1500 || (i >= 40 && i < n - 60)) return;
    namings.push(...namingsIn(c, position));
  });
  const landlords: Candidate<string>[] = namings.filter((m) => m.role === 'landlord').map((m) => ({ value: m.name, clauses: [m.clause], score: m.score }));
  const landlord = decide(landlords, 2, (v) => v.toLowerCase().replace(/[^a-z0-9]/g, ''));
  const tenantNamings = namings.filter((m) => m.role === 'tenant' && m.name.toLowerCase() !== landlord.value?.toLowerCase());
  const tenantCands: Candidate<string[]>[] = tenantNamings.map((m) => ({ value: dedupeNames(splitNames(m.name)), clauses: [m.clause], score: m.score }));
  // Several tenants may each be named with their own defined term in one clause ('A ("Tenant") and B ("Tenant")').
  const byClause = new Map<number, Naming[]>();
  for (const m of tenantNamings.filter((x) => x.kind === 'term')) byClause.set(m.clause.index, [...(byClause.get(m.clause.index) ?? []), m]);
  for (const group of byClause.values()) {
    if (group.length < 2) continue;
    tenantCands.push({
      value: dedupeNames(group.flatMap((m) => splitNames(m.name))),
      clauses: [group[0]!.clause],
      score: Math.max(...group.map((m) => m.score)) + 0.5,
    });
  }
  const tenants = decide(tenantCands, 2, (v) => v.map((x) => x.toLowerCase().replace(/[^a-z0-9]/g, '')).join('|'));
  if (tenants.value) tenants.value = confirmedNames(tenants.value, clauses, (name) => entitySuffix.test(name));
  return { landlord, tenants, namings };
}

/**
 * An assignment's new tenant: the party the tenant's interest in the lease is assigned to ("Assignor assigns all
 * of its interest in the Lease to Aspen Print Corp.", 'Aspen Print Corp. ("Assignee")'). The operative sentence
 * is preferred as evidence over the preamble's definition.
 */
export function readAssignee(clauses: Clause[]): Decision<string[]> {
  const cands: Candidate<string[]>[] = [];
  for (const c of clauses) {
    const text = c.norm;
    if (!/assign/i.test(text)) continue;
    const to = /\bassign(?:s|ed)?\b[^.;]{0,100}?\b(?:interest|rights?|lease|leasehold|estate)\b[^.;]{0,60}?\bto\s+(?:the\s+)?(.{3,120})/i.exec(text);
    if (to) {
      const name = cleanPartyName(to[1]!.split(/,\s*(?:which|who|and\s+(?:the\s+)?assignee|effective)\b|\s+\(|;/i)[0]!);
      if (plausible(name)) cands.push({ value: [name], clauses: [c], score: 4 });
    }
    if (!/assignee/i.test(text)) continue;
    for (const m of text.matchAll(/\(\s*(?:the\s+|hereinafter\s+)?["'“]?assignee["'”]?\s*\)/gi)) {
      const lead = text.slice(Math.max(0, m.index! - 160), m.index!);
      const raw = lead.split(/\b(?:and|between|among|to|by|from)\b\s+(?=[A-Z])|[;()]/).pop() ?? lead;
      const name = cleanPartyName(raw);
      if (plausible(name)) cands.push({ value: [name], clauses: [c], score: 3 });
    }
  }
  return decide(cands, 3, (v) =>
    v
      .join('|')
      .toLowerCase()
      .replace(/[^a-z0-9|]/g, ''),
  );
}
