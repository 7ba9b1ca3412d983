/**
 * Party names read broadly from the opening of a contract, then scored by a small fitted model (issue 16).
 *
 * The preamble reader (extract-parties.ts) follows the sentence shapes it was written for. This reader does not
 * assume one: it proposes every span that could be a party's name and lets a logistic model, fitted on the CUAD
 * training split only (eval/ranker/train-party-spans.ts, party-span-weights.json), say which are. A span is
 * - the words after an opening ("between", "and", "AND:", "(1)", a new line, a colon, ";") up to where the
 *   description starts (", a Delaware corporation", "with a principal place of business", an address, a bracket);
 * - the capitalised words right before a defined term ('... Rotino ("Consultant")', '... hereinafter called');
 * - a run of capitalised words ending in a company suffix ("Acme Widgets, Inc.");
 * - a form's blank ("[*]", "______") followed by its role, the role standing for the name.
 * Each is described by where it stands and what surrounds it (the word before and after, a suffix, a defined term
 * after it, capitals, length); nothing is specific to a document or a name.
 */
import { readFileSync } from 'node:fs';
import { squash } from './text.js';

export interface PartySpan {
  name: string;
  /** The defined term given right after the name ("Customer"), when there is one. */
  role: string | null;
  /** Characters between the name and its defined term (the description, an address), when there is a term. */
  gap: number;
  /** A form's blank: the party is known only by its role, which is then the name. */
  blank: boolean;
  /** Offsets of the name in the text read. */
  start: number;
  end: number;
  /** Where the span came from: an opening word, a defined term after it, a company suffix. */
  source: 'opening' | 'term' | 'suffix';
  /** The word or mark that opened the span ("between", "and", "newline", "start"...), for the features. */
  opener: string;
}

const suffixWord =
  /^(?:inc|incorporated|llc|l\.l\.c|ltd|limited|corp|corporation|company|co|gmbh|ag|s\.a|sa|s\.p\.a|spa|n\.v|nv|b\.v|bv|plc|l\.p|lp|llp|n\.a|pte|pty|s\.a\.s|sas|s\.l|ab|a\/s|s\.r\.l|srl|s\/a|g\.i\.e|trust|bank|university|fund|partnership|association|foundation|institute)\.?,?$/i;

/** Where a party's description begins: the name ends before it. */
const descriptionStart = new RegExp(
  [
    String.raw`,?\s+(?:an?|the)\s+(?:[A-Za-z][\w.-]*\s+){0,5}(?:corporation|company|limited|partnership|association|bank|organization|entity|trust|individual|resident|citizen|national|societe|société|division|subsidiary)\b`,
    String.raw`,?\s+(?:an?\s+)?(?:individual|having|with\b|whose|located|incorporated|organized|organised|existing|residing|doing business|acting|on behalf|represented|its\s|of\s+\d|at\s+\d|address|registered|a\s+[a-z])`,
    // A bracket, unless it holds a place inside the name: "PPG Paints Trading (Shanghai) Co Ltd".
    String.raw`\s*(?:\((?![A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,2}\)\s+[A-Z])|[“"'‘])`,
    String.raw`,?\s+(?:hereinafter|hereafter|herein|referred|as\s+(?:the\s+)?(?:party|agent|licensee|licensor))\b`,
    String.raw`\s+\d[\w/-]*,?\s+[A-Za-z]`,
    String.raw`\s{3,}|\n|\t`,
    String.raw`\s*;|\s*:`,
    // A sentence's end, not an initial: "R. C. Boyd Enterprises".
    String.raw`(?<!\b[A-Z])\.\s+(?=[A-Z][a-z])`,
    String.raw`,\s+(?:and|&)\s`,
    String.raw`\s+(?:and|AND|&)\s+(?:its|their|each|the\s+other|all)\b`,
  ].join('|'),
);

/** Words and marks after which a party's name can begin. */
const opener =
  /(?:\bby\s+and\s+(?:between|among)|\bbetween|\bamongst|\bamong|\bB\s?E\s?T\s?W\s?E\s?E\s?N|\band|\bAND|&|\bby|\bwith|\bto|\bretain|\bappoints?|\bfor)\b\s*:?\s*(?:-+\s*)?|\(\s*(?:\d{1,2}|[ivx]{1,4}|[a-h])\s*\)\s*|(?:^|\n)\s*(?:\d{1,2}[.)]\s+)?|[;:]\s*|--\s*|\)\s*,?\s*(?:and\s+)?/gi;

/** A defined term right after a name: '("Customer")', "(the 'Company')", 'hereinafter referred to as "Contractor"'. */
const termAfter =
  /^\s*,?\s*(?:\(\s*(?:each\s+|individually\s+)?(?:the\s+|a\s+|an\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?|referred\s+to\s+(?:herein\s+)?as\s+)?(?:the\s+)?[“”"'‘’]+([^"“”’'()]{1,60}?)[,.]?[”“"'’]+|\(\s*(?:hereinafter|hereafter)\s+(?:referred\s+to\s+as|called)\s+(?:the\s+)?([A-Z][\w.-]*(?:\s+[A-Z][\w.-]*){0,3})\s*\)|,?\s*(?:hereinafter|hereafter)\s*,?\s*(?:referred\s+to\s+as|called)?\s*(?:the\s+)?\(?[“”"'‘]([^"“”’']{1,60}?)[”“"'’]|[“”"'‘]([^"“”’'\n]{1,40}?)[”“"'’])/i;

/** Where the next party begins: its defined term is no longer this one's. */
const nextParty = /\b(?:and|AND)\b\s*:?|;|\n\s*\n|\(\s*\d{1,2}\s*\)/;

/**
 * The defined term a name is given: right after it ('Acme ("Acme")') or after its description and address
 * ("ACME INC. 2nd Floor, 1 Main Road ('the Maker')"), before the next party begins.
 */
function roleAfter(text: string, end: number): { role: string | null; gap: number } {
  const near = termAfter.exec(text.slice(end, end + 160));
  if (near) return { role: cleanRole(near[1] ?? near[2] ?? near[3] ?? near[4]!), gap: 0 };
  let ahead = text.slice(end, end + 260);
  const stop = nextParty.exec(ahead);
  if (stop) ahead = ahead.slice(0, stop.index);
  const later =
    /(?:\(\s*(?:each\s+|individually\s+)?(?:the\s+|a\s+|an\s+)?(?:hereinafter\s+(?:referred\s+to\s+as\s+|called\s+)?)?|\b(?:hereinafter|hereafter)\s*,?\s*(?:referred\s+to\s+as|called)?\s*(?:the\s+)?\(?)[“”"'‘’]+([^"“”’'()\n]{1,50}?)[,.]?[”“"'’]/i.exec(
      ahead,
    );
  return later ? { role: cleanRole(later[1]!), gap: later.index } : { role: null, gap: -1 };
}

const cleanRole = (term: string) =>
  squash(term)
    .replace(/^the\s+/i, '')
    .replace(/[.,]$/, '');

const suffixes = String.raw`(?:Inc|INC|Incorporated|LLC|L\.L\.C|Ltd|LTD|Limited|LIMITED|Corp|CORP|Corporation|CORPORATION|Company|COMPANY|Co|CO|GmbH|GMBH|AG|S\.A|SA|S\.p\.A|N\.V|B\.V|plc|PLC|L\.P|LP|LLP|N\.A|Pte|PTE|Pty|S\.A\.S|S\.L|AB|A\/S|S\.R\.L|S\/A)\b\.?`;
const companySuffix = new RegExp(String.raw`(?<![\w&'’.@/-])${suffixes}`, 'g');
/** Words (each taken whole) up to a company suffix that ends the text: "Acme Widgets, Inc.". */
const suffixRun = new RegExp(String.raw`(?<![\w&'’.@/-])((?:[A-Za-z0-9](?=([\w&'’.@/-]*))\2,?\s+(?:(?:of|and|&|de|du|for|the)\s+)?){0,7}${suffixes})$`);

/** Defined terms of things, not parties. */
const thingTerm =
  /\b(date|agreement|amendment|contract|lease|term|products?|services?|territory|price|fees?|shares?|securities|software|property|premises|plan|act|program|website|network|offering|exchange)\b/i;

const blank = /^(?:_{3,}|\[[^\]\n]{0,40}\]|<<[^>]{0,40}>>|\.{5,})/;

/** Words contracts call their parties by (a name made only of them is a defined term, not a name). */
const roleNames =
  'landlord|tenant|lessor|lessee|licensor|licensee|buyer|seller|purchaser|vendor|supplier|customer|client|contractor|consultant|company|owner|manager|agent|distributor|franchisor|franchisee|guarantor|borrower|lender|developer|publisher|employer|employee|executive|provider|reseller|sponsor|partner|investor|affiliate|party|parties|you|we|us';

/** Tokens of a name: words with their marks ("e-centives", "drkoop.com", "S.A.", "(HONG", "O'Neill"). */
function nameWords(name: string): string[] {
  return name.split(/\s+/).filter(Boolean);
}

function cutName(raw: string): string {
  const lead = raw.replace(/^[\s"“”'‘’,.-]+/, '');
  const at = lead.slice(1, 140).search(descriptionStart);
  let s = at >= 0 ? lead.slice(0, at + 1) : lead.slice(0, 120);
  s = s.replace(/[\s,;:.(-]+$/, (m) => (/^\./.test(m) ? '.' : '')).replace(/\s+$/, '');
  return s;
}

/** Spans that could name a party, in a text (the opening of a contract, or a window from a candidate sentence). */
export function partySpans(text: string): PartySpan[] {
  const out: PartySpan[] = [];
  const seen = new Set<string>();
  const add = (start: number, end: number, source: PartySpan['source'], open: string) => {
    let name = text.slice(start, end);
    // A recital's opening words are not the name they introduce: "RECITALS WHEREAS, SINA Corporation".
    const recital = /^(?:(?:recitals?|whereas|witnesseth)\b[\s,:.-]*)+/i.exec(name);
    if (recital) {
      start += recital[0].length;
      name = name.slice(recital[0].length);
    }
    // "the Reseller named above" and "the At Home Corporation": the article is not the name.
    const article = /^the\s+(?=\S)/i.exec(name);
    if (article && source !== 'suffix') {
      start += article[0].length;
      name = name.slice(article[0].length);
    }
    name = squash(name);
    if (!name || name.length < 2 || name.length > 110 || !/[A-Za-z]/.test(name)) return;
    const words = nameWords(name);
    if (words.length > 12) return;
    const key = `${start}:${end}`;
    if (seen.has(key)) return;
    seen.add(key);
    const { role, gap } = roleAfter(text, end);
    out.push({ name, role, gap, blank: false, start, end, source, opener: open });
  };
  // After an opening word or mark, up to the description.
  for (const m of text.matchAll(opener)) {
    const at = m.index + m[0].length;
    if (at >= text.length) continue;
    const open = openerKind(m[0], m.index === 0);
    const rest = text.slice(at, at + 200);
    const b = blank.exec(rest);
    if (b) {
      const { role, gap } = roleAfter(text, at + b[0].length);
      if (role && gap < 40 && !thingTerm.test(role))
        out.push({ name: role, role, gap, blank: true, start: at, end: at + b[0].length, source: 'opening', opener: open });
      continue;
    }
    // Names start with a capital or a digit; a lower-case one is a web name ("e-centives", "drkoop.com").
    if (!/^(?:[A-Z0-9]|[a-z]+[-.@\d])/.test(rest)) continue;
    const name = cutName(rest);
    if (!name) continue;
    add(at, at + name.length, 'opening', open);
    // "ORGANIC PREPARATIONS INC. 2nd Floor ...": also the name cut after its company suffix (after the last of
    // suffixes in a row: "Co Ltd").
    const words = name.split(/(\s+)/);
    let len = 0;
    for (let i = 0; i < words.length; i++) {
      len += words[i]!.length;
      if (i % 2 === 0 && i > 0 && i < words.length - 1 && suffixWord.test(words[i]!) && !suffixWord.test(words[i + 2] ?? '')) {
        add(at, at + len - (/,$/.test(words[i]!) ? 1 : 0), 'opening', open);
        break;
      }
    }
  }
  // The capitalised words right before a defined term.
  for (const m of text.matchAll(
    /((?:[A-Z0-9][\w&'’.@/-]*,?\s+(?:(?:of|and|&|de|du|la|for|the|d\/b\/a)\s+)?){0,6}[A-Z0-9][\w&'’.@/-]*)[,.]?\s*(?=\(\s*(?:the\s+|hereinafter\s+)?[“”"'‘]|,?\s*\(?(?:hereinafter|hereafter)\b)/g,
  )) {
    const start = m.index + m[0].indexOf(m[1]!);
    add(start, start + m[1]!.replace(/[,.]$/, (c) => (c === '.' ? '.' : '')).length, 'term', 'term');
  }
  // A run of capitalised words ending in a company suffix: found from each suffix, read back over at most 130
  // characters (a scan of the whole text for runs is what made this slow).
  for (const m of text.matchAll(companySuffix)) {
    const end = m.index + m[0].length;
    let from = Math.max(0, m.index - 130);
    if (from > 0) from = text.indexOf(' ', from) + 1 || m.index;
    const run = suffixRun.exec(text.slice(from, end));
    if (!run) continue;
    // Start at the first capitalised word (or a name written lower case before its suffix: "e-centives, Inc.").
    const lead = /^(?:(?:[a-z]+|and|And|AND|between|Between|BETWEEN|by|By|BY)\s+)+/.exec(run[1]!);
    add(from + run.index + (lead ? lead[0].length : 0), end, 'suffix', 'suffix');
  }
  return out.sort((a, b) => a.start - b.start || a.end - b.end);
}

function openerKind(mark: string, atStart: boolean): string {
  const m = squash(mark).toLowerCase().replace(/\s/g, '');
  if (atStart && !m) return 'start';
  if (!m) return 'newline';
  if (/^\d|^\(/.test(m)) return /^\(/.test(m) ? 'number' : 'newline';
  if (/^by(and)?(between|among)/.test(m) || /^between|^among/.test(m)) return 'between';
  if (/^and|^&/.test(m)) return /:/.test(m) ? 'and:' : m.startsWith('&') ? 'and' : mark.trim().startsWith('AND') ? 'AND' : 'and';
  if (/^\)/.test(m)) return 'bracket';
  if (/^;/.test(m)) return 'semicolon';
  if (/^:/.test(m)) return 'colon';
  if (/^--/.test(m)) return 'dash';
  return m.replace(/[^a-z]/g, '') || 'other';
}

/** Named features of a span in its text. */
export function spanFeatures(text: string, s: PartySpan, offset = 0): Map<string, number> {
  const f = new Map<string, number>();
  const add = (name: string, v = 1) => f.set(name, (f.get(name) ?? 0) + v);
  add('bias');
  add(`src:${s.source}`);
  add(`open:${s.opener}`);
  if (s.blank) add('blank');
  const words = nameWords(s.name);
  add(`len:${Math.min(words.length, 7)}`);
  const last = words[words.length - 1]!;
  if (suffixWord.test(last)) add('suffix:last');
  else if (words.some((w) => suffixWord.test(w))) add('suffix:inside');
  const letters = s.name.replace(/[^A-Za-z]/g, '');
  const caps = letters.replace(/[^A-Z]/g, '').length / Math.max(1, letters.length);
  if (caps > 0.8) add('allcaps');
  const capWords = words.filter((w) => /^[A-Z0-9]/.test(w)).length / words.length;
  add('capwords', capWords);
  if (capWords < 0.6) add('lowerwords');
  if (/^[a-z]/.test(s.name)) add('lowerstart');
  if (/^\d/.test(s.name)) add('digitstart');
  if (/\b(agreement|contract|amendment|exhibit|schedule|page|section|article|table|contents|source|dated?)\b/i.test(s.name)) add('docword');
  if (/\b(this|that|hereby|herein|shall|will|which|who|whereas|each|such|its|their|party|parties)\b/i.test(s.name)) add('clauseword');
  if (/\d{3,}/.test(s.name) && !/^\d/.test(s.name)) add('number');
  // A contents line ("DEFINITIONS........3", "Confidentiality 9 14") or a pair of defined terms ("Buyer and Seller").
  if (/\.{3,}|\s\d{1,3}(?:\.\d{1,2})*(?:\s+\d{1,3}(?:\.\d{1,2})*)*$/.test(s.name)) add('contents');
  if (!s.blank && new RegExp(`^(?:(?:the|and|or|&|each|both|${roleNames})\\b[\\s,]*)+$`, 'i').test(s.name)) add('rolewords');
  if (/\b(january|february|march|april|may|june|july|august|september|october|november|december)\b/i.test(s.name)) add('month');
  // Its defined term.
  if (s.role) {
    add('role');
    add(s.gap < 5 ? 'role:near' : s.gap < 60 ? 'role:mid' : 'role:far');
    if (thingTerm.test(s.role)) add('role:thing');
    if (/^(?:part(?:y|ies)|each|together|collectively)$/i.test(s.role)) add('role:collective');
    if (
      s.role
        .toLowerCase()
        .split(/\s+/)
        .some((w) => s.name.toLowerCase().includes(w))
    )
      add('role:fromname');
  }
  const after = text.slice(s.end, s.end + 80);
  if (/^\s*,?\s*\(/.test(after)) add('after:bracket');
  if (/^\s*,?\s*(?:an?\s+)?(?:[A-Z][\w.-]*\s+){0,3}(?:corporation|company|limited liability|partnership|société|societe)/i.test(after)) add('after:described');
  if (/^\s*,?\s*(?:with|having|whose|located|at)\b/i.test(after)) add('after:address');
  if (/^\s*,?\s*\d/.test(after)) add('after:number');
  if (/^\s*\n/.test(after)) add('after:newline');
  if (/^\s*(?:and|AND)\b/.test(after)) add('after:and');
  const next = /^[\s,;:.()"“”'‘’]*([A-Za-z]+)/.exec(after);
  if (next) add(`next:${next[1]!.toLowerCase().slice(0, 8)}`);
  const before = text.slice(Math.max(0, s.start - 80), s.start);
  const prev = /([A-Za-z]+)[\s,;:.()"“”'‘’-]*$/.exec(before);
  add(prev ? `prev:${prev[1]!.toLowerCase().slice(0, 8)}` : 'prev:none');
  if (/\b(between|among|amongst)\b[\s:]*$/i.test(before)) add('before:between');
  if (/\b(?:entered|made|executed)\b[^.]{0,120}$/i.test(before)) add('before:made');
  if (/\bsource:[^\n]*$/i.test(before)) add('before:source');
  // A title line ("MASTER SUPPLY AGREEMENT BETWEEN ACME INC. AND ..."): its words around the span, mostly capitals.
  const lineStart = Math.max(text.lastIndexOf('\n', s.start) + 1, s.start - 120);
  const lineEnd = text.indexOf('\n', s.end);
  const line = text.slice(lineStart, Math.min(lineEnd < 0 ? text.length : lineEnd, s.end + 120));
  const lineLetters = line.replace(/[^A-Za-z]/g, '');
  if (/\bagreement\b/i.test(line) && lineLetters.replace(/[^A-Z]/g, '').length > 0.8 * lineLetters.length) add('line:title');
  // Where it stands.
  const inDocument = offset + s.start;
  add(`doc:${inDocument < 300 ? 0 : inDocument < 1000 ? 1 : inDocument < 2000 ? 2 : 3}`);
  return f;
}

export interface PartySpanWeights {
  version: 1;
  /** Probability a span needs to be read as one of the first two parties. */
  floor: number;
  /** Probability a further span needs to be read as a third (fourth...) party. */
  threshold: number;
  weights: Record<string, number>;
}

let loaded: PartySpanWeights | null = null;
function weights(): PartySpanWeights {
  loaded ??= JSON.parse(readFileSync(new URL('./party-span-weights.json', import.meta.url), 'utf8')) as PartySpanWeights;
  return loaded;
}

/**
 * How far the span stands from where the reading starts (the candidate sentence), as a feature: a preamble's names
 * come early in it. Kept apart from spanFeatures so a passage's spans are described once, whichever sentence reads.
 */
export function positionFeature(fromReading: number): string {
  return `at:${fromReading < 150 ? 0 : fromReading < 400 ? 1 : fromReading < 800 ? 2 : fromReading < 1500 ? 3 : 4}`;
}

export interface ScoredPartySpan extends PartySpan {
  /** The model's log-odds without the position feature. */
  z: number;
}

/** Every span of a text (`offset`: where the text starts in the document) with the model's log-odds. */
export function scorePartySpans(text: string, offset = 0, w: PartySpanWeights = weights()): ScoredPartySpan[] {
  return partySpans(text).map((s) => {
    let z = 0;
    for (const [name, v] of spanFeatures(text, s, offset)) z += (w.weights[name] ?? 0) * v;
    return { ...s, z };
  });
}

/**
 * The parties among scored spans, from offset `from` of the text on: the likeliest spans that do not overlap, with
 * distinct names, in the order the text gives them: two when the two likeliest reach the floor, more while they
 * reach the threshold (at most six). Empty when fewer than two qualify.
 */
export function choosePartySpans(scored: ScoredPartySpan[], from = 0, w: PartySpanWeights = weights()): ChosenPartySpan[] {
  const chosen: ChosenPartySpan[] = [];
  const candidates = scored
    .filter((x) => x.start >= from)
    .map((x) => ({ ...x, p: 1 / (1 + Math.exp(-(x.z + (w.weights[positionFeature(x.start - from)] ?? 0)))) }));
  for (const s of candidates.sort((a, b) => b.p - a.p || a.start - b.start)) {
    if (s.p < (chosen.length < 2 ? w.floor : w.threshold) || chosen.length >= 6) break;
    // "UPJOHN INC." and "UPJOHN INC" (a title and a signature block) are one party.
    const key = nameKey(s.name);
    if (chosen.some((c) => (c.start < s.end && s.start < c.end) || nameKey(c.name) === key)) continue;
    chosen.push(s);
  }
  return chosen.length >= 2 ? chosen.sort((a, b) => a.start - b.start) : [];
}

const nameKey = (name: string) => name.toLowerCase().replace(/[^\p{L}\p{N}]+/gu, '');

/** The parties of a text as the model reads them (`offset`: where the text starts in the document). */
export interface ChosenPartySpan extends ScoredPartySpan {
  /** The model's probability that the span names a party, read from where the reading starts. */
  p: number;
}

export function readPartySpans(text: string, offset = 0, w: PartySpanWeights = weights()): ChosenPartySpan[] {
  return choosePartySpans(scorePartySpans(text, offset, w), 0, w);
}
