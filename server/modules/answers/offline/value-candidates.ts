/**
 * Generic key-term candidates (decision 0020, addendum): besides what the hand-written finders propose, every value
 * of the topic's type found in a candidate sentence: every complete date for the dates, every duration for renewal
 * terms and notice periods, every jurisdiction a sentence names for the governing law, the organisations and people
 * a preamble names for the parties, and the parties the fitted span reader (party-spans.ts) reads in the opening.
 * They are marked `generic`, so the learned ranker (ranker/features.ts) knows where they came from and learns from
 * cuad-train which of them answer; they carry no bonus, but for the span reader's (its confidence, noted 'span-model').
 */
import type { Candidate } from './candidates.js';
import { findDurations } from './extract-amounts.js';
import { findDates, isCompleteDate, longDate } from './extract-dates.js';
import { namesLawWithoutChoosingIt } from './find-parties-law.js';
import { noticeOfSomethingElse } from './find-renewal.js';
import { normalizeJurisdiction } from './extract-places.js';
import { JURISDICTION_NAMES } from './jurisdiction-names.js';
import { dateValue, durationValue, findKeyTerm, joinNames, type FinderContext, type Finding } from './key-term-finders.js';
import type { KeyTopic } from './question-kind.js';
import { choosePartySpans, scorePartySpans, type ScoredPartySpan } from './party-spans.js';
import { squash } from './text.js';
import { rankerUsesGenericCandidates } from '../ranker/score.js';

/** A finding with where it came from: `generic` (proposed by type alone) and the value's offset in the sentence. */
export interface ValueFinding extends Finding {
  generic?: boolean;
  at?: number;
  end?: number;
  besideFinder?: boolean;
}

const escapeName = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/\s+/g, '\\s+');
/** Longest first, so "New York" wins over "York" and "England and Wales" over "England". */
const namesRe = new RegExp(
  `\\b(${[...JURISDICTION_NAMES]
    .sort((a, b) => b.length - a.length)
    .map(escapeName)
    .join('|')})\\b`,
  'gi',
);
const canonical = new Map(JURISDICTION_NAMES.map((n) => [n.toLowerCase().replace(/\s+/g, ' '), n]));
/** "laws of the State of X", "laws of X", "courts of X", "X law": a capitalised name after them. */
const lawOfRe =
  /\b(?:laws?|courts?|legislation|jurisdiction)\s+(?:of|in)\s+(?:the\s+)?(?:(?:State|Commonwealth|Province|Republic|Kingdom|Territory|Canton|Emirate)\s+of\s+(?:the\s+)?)?([A-Z][A-Za-z'’-]+(?:\s+(?:of\s+|and\s+)?[A-Z][A-Za-z'’-]+){0,3})/g;
const notPlace = /^(this|such|any|each|said|that|the|its|their|which|other|law|laws|agreement|contract|competent|applicable|united)$/i;

function dates(t: string): ValueFinding[] {
  return findDates(t)
    .filter(isCompleteDate)
    .map((d) => ({
      value: dateValue(d as { year: number; month: number; day: number }),
      phrase: longDate(d),
      bonus: 0,
      generic: true,
      at: d.start,
      end: d.end,
    }));
}

function durations(t: string): ValueFinding[] {
  return findDurations(t).map((d) => ({ value: durationValue(d), phrase: squash(d.text), bonus: 0, generic: true, at: d.start, end: d.end }));
}

function jurisdictions(t: string): ValueFinding[] {
  const out = new Map<string, ValueFinding>();
  const add = (name: string, at: number) => {
    const key = name.toLowerCase();
    // A court or a tribunal ("the jurisdiction of the People's Court where this Agreement is signed") is no place.
    if (!name || notPlace.test(name) || /\b(?:courts?|tribunals?|commission|authority|arbitration)$/i.test(name) || out.has(key)) return;
    out.set(key, { value: { type: 'jurisdiction', name, normalized: name }, phrase: name, bonus: 0, generic: true, at });
  };
  for (const m of t.matchAll(lawOfRe)) {
    const raw = m[1]!.replace(/\s+(?:and|of)$/i, '');
    // A name from the general list inside the phrase keeps its words whole ("New York", not "York").
    const listed = [...raw.matchAll(namesRe)][0];
    add(listed ? canonical.get(listed[1]!.toLowerCase().replace(/\s+/g, ' '))! : normalizeJurisdiction(raw), m.index + m[0].lastIndexOf(raw));
  }
  // A bare name ("a Delaware corporation", an address) is a jurisdiction only in a sentence about law or courts.
  if (/\b(laws?|govern\w*|courts?|jurisdiction|legislation)\b/i.test(t))
    for (const m of t.matchAll(namesRe)) add(canonical.get(m[1]!.toLowerCase().replace(/\s+/g, ' '))!, m.index);
  return [...out.values()];
}

const suffix =
  '(?:Inc|Incorporated|LLC|L\\.L\\.C|Ltd|Limited|Corp|Corporation|Company|Co|GmbH|AG|S\\.A|SA|S\\.p\\.A|N\\.V|B\\.V|plc|PLC|L\\.P|LP|LLP|N\\.A|Pte|Pty|S\\.A\\.S|SAS|S\\.L|AB|A/S|Trust|Bank)\\.?';
/** A run of capitalised words ending in an entity suffix ("Acme Widgets, Inc."). */
const entityRe = new RegExp(`\\b((?:[A-Z][\\w&'’.-]*,?\\s+(?:(?:of|and|&|de|the)\\s+)?){1,7}${suffix})(?![\\w])`, 'g');
/** A run of capitalised words followed by a defined term: `John Smith ("Consultant")`, `Acme ("Acme")`. */
const definedRe =
  /\b((?:[A-Z][\w&'’.-]*\s+){0,5}[A-Z][\w&'’.-]*),?\s*(?:\(\s*(?:the\s+|hereinafter\s+(?:referred\s+to\s+as\s+)?)?["“][^"”]{2,40}["”]|,?\s*hereinafter\s+(?:referred\s+to\s+as|called))/g;
const notName = /^(this|the|each|such|said|whereas|now|agreement|party|parties|between|and|by)$/i;

/** The organisations and people a preamble names, from this sentence on (preambles run over several sentences). */
function parties(c: Candidate): ValueFinding[] {
  const window = c.passage.text.slice(c.sentence.start, Math.min(c.passage.text.length, c.sentence.start + 1500));
  const found: Array<{ name: string; start: number; end: number }> = [];
  for (const re of [entityRe, definedRe]) {
    for (const m of window.matchAll(re)) {
      const name = squash(m[1]!).replace(/,$/, '');
      const start = m.index + m[0].indexOf(m[1]!);
      if (notName.test(name.split(' ')[0]!) && name.split(' ').length === 1) continue;
      if (found.some((f) => f.start < start + name.length && start < f.end)) continue;
      found.push({ name: name.replace(/^(?:the|by|and|between)\s+/i, ''), start, end: start + m[1]!.length });
    }
  }
  found.sort((a, b) => a.start - b.start);
  // A preamble names its parties in its first sentence: the names must start there.
  if (found.length < 2 || found[0]!.start > c.sentence.end - c.sentence.start) return [];
  const names = [...new Set(found.map((f) => f.name))].slice(0, 6);
  if (names.length < 2) return [];
  const lastEnd = c.sentence.start + found[Math.min(found.length, 6) - 1]!.end;
  let through = c.index;
  while (through + 1 < c.siblings.length && c.siblings[through + 1]!.start < lastEnd) through++;
  return [
    {
      value: { type: 'parties', names, roles: names.map(() => null), normalized: names.join('; ') },
      phrase: joinNames(names),
      bonus: 0,
      generic: true,
      at: found[0]!.start,
      throughSentence: through,
    },
  ];
}

/** How far into a document the party-span reader looks for the preamble (its model was fitted on such openings). */
export const SPAN_OPENING = 2500;
/** The span reader's scored spans per passage: scored once, whichever of its sentences asks. */
const spanReads = new WeakMap<object, ScoredPartySpan[]>();

/**
 * The parties the fitted span reader (party-spans.ts) finds in a passage of the document's opening from this
 * sentence on, when the first of them is in this sentence. Marked `span-model` so the ranker tells it from the other generic
 * proposals; its bonus is how sure the span model is of the names (their mean probability).
 */
function partiesBySpans(c: Candidate, ctx?: FinderContext): ValueFinding[] {
  if (c.passage.charStart >= SPAN_OPENING) return [];
  // A signature block is no opening, however short the document: its labels ("Witness", "Name") are no parties.
  if (/\bin\s+witness\s+where(?:of|fore)\b/i.test(c.passage.text.slice(0, c.sentence.end)) || /\bBy\s*:[\s\S]*\b(?:Name|Title)\s*:/.test(c.sentence.text))
    return [];
  let scored = spanReads.get(c.passage);
  if (!scored) {
    // A preamble can run on into the next passage: read on into it (the names found there are named, the
    // citation stays in this passage).
    const next = ctx?.followingText?.(c);
    scored = scorePartySpans(next ? `${c.passage.text}\n${next}` : c.passage.text, c.passage.charStart);
    spanReads.set(c.passage, scored);
  }
  const spans = choosePartySpans(scored, c.sentence.start);
  const first = spans[0];
  if (!first || first.start < c.sentence.start || first.start >= c.sentence.end) return [];
  const names = spans.map((s) => s.name);
  const lastEnd = Math.min(c.passage.text.length, Math.max(...spans.map((s) => s.end)));
  let through = c.index;
  while (through + 1 < c.siblings.length && c.siblings[through + 1]!.start < lastEnd) through++;
  const mean = spans.reduce((n, s) => n + s.p, 0) / spans.length;
  return [
    {
      value: { type: 'parties', names, roles: spans.map((s) => s.role), normalized: names.join('; ') },
      phrase: joinNames(
        spans.map((s) =>
          s.blank ? `${s.name} (name not given)` : s.role && s.role.toLowerCase() !== s.name.toLowerCase() ? `${s.name} (“${s.role}”)` : s.name,
        ),
      ),
      bonus: Math.round(mean * 100) / 100,
      note: 'span-model',
      generic: true,
      at: first.start - c.sentence.start,
      end: first.end - c.sentence.start,
      throughSentence: through,
    },
  ];
}

/** Every value of the topic's type in the candidate sentence, as generic findings. */
export function genericFindings(topic: KeyTopic, c: Candidate, ctx?: FinderContext): ValueFinding[] {
  const t = c.sentence.text;
  switch (topic) {
    case 'agreement_date':
    case 'effective_date':
    case 'expiration':
      return dates(t);
    case 'renewal_term':
    case 'renewal_notice':
      return durations(t);
    case 'governing_law':
      return jurisdictions(t);
    case 'parties': {
      const found = parties(c);
      return [...found, ...partiesBySpans(c, ctx).filter((s) => !found.some((f) => sameValue(f, s)))];
    }
    default:
      return [];
  }
}

const sameValue = (a: Finding, b: Finding) => a.value.type === b.value.type && a.value.normalized.toLowerCase() === b.value.normalized.toLowerCase();

/** The finder's finding for the sentence, then the generic ones that state another value (the finder's is kept). */
export function keyTermFindings(topic: KeyTopic, c: Candidate, ctx: FinderContext, withGeneric = rankerUsesGenericCandidates(topic)): ValueFinding[] {
  // A notice that exercises a renewal option, or an insurer's, a cure's or a price change's: no value here stops a renewal.
  if (topic === 'renewal_notice' && noticeOfSomethingElse(c.sentence.text)) return [];
  // A party's incorporation or patent law names a law the agreement does not choose.
  if (topic === 'governing_law' && namesLawWithoutChoosingIt(c.sentence.text)) return [];
  const finding = findKeyTerm(topic, c, ctx);
  if (!withGeneric) return finding ? [finding] : [];
  const generic = genericFindings(topic, c, ctx)
    .filter((g) => !finding || !sameValue(g, finding))
    .map((g) => ({ ...g, besideFinder: !!finding }));
  return finding ? [finding, ...generic] : generic;
}
