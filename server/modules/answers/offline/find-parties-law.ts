/**
 * Who the parties are and which law governs (key-term finders, see finding.ts).
 */
import type { Candidate } from './candidates.js';
import { findPartiesInPreamble, findRegisteredCompanies, findRoleLabels, findSignatureParties } from './extract-parties.js';
import { findGoverningLaw } from './extract-places.js';
import { preambleWeight, type Finding } from './finding.js';
import { squash } from './text.js';

/**
 * A sentence that names a law without choosing it for the agreement: a party's incorporation ("a limited liability
 * company duly organized and existing under the laws of China"), or patent law deciding inventorship.
 */
export function namesLawWithoutChoosingIt(t: string): boolean {
  if (/\b(govern\w*|constru\w*|interpret\w*)\b/i.test(t)) return false;
  return (
    /\b(organi[sz]ed|incorporated|existing|chartered|formed|registered)\b[^.;]{0,40}\bunder\s+the\s+laws?\s+of\b/i.test(t) ||
    /\b(organi[sz]ed|incorporated|chartered|formed|registered)\s+(?:and\s+\w+\s+)?in\s+(?:the\s+)?[A-Z]/.test(t) ||
    /\bpatent\s+laws?\b/i.test(t)
  );
}

export function findLaw(c: Candidate): Finding | null {
  if (namesLawWithoutChoosingIt(c.sentence.text)) return null;
  // A name cut by a page or line break ("the State of New" | "York") reads on into the next sentence.
  const next = c.siblings[c.index + 1];
  const runsOn =
    next && /\b(?:laws?|legislation)\s+of\b[^.;]{0,40}[A-Za-z]$/i.test(c.sentence.text.trimEnd()) && /^\s*[A-Z][\w'’-]*(?=[\s,.;]|$)/.test(next.text);
  const place = findGoverningLaw(runsOn ? c.passage.text.slice(c.sentence.start, next.end).replace(/\s*\n\s*/g, ' ') : c.sentence.text);
  if (!place) return null;
  let bonus = 1.0;
  if (/\bgovern\w*\b/i.test(c.sentence.text)) bonus += 0.5;
  // The choice-of-law clause speaks of the agreement itself: "This Agreement shall be construed ... under the laws of".
  if (/\bthis (\w+ ){0,3}(agreement|contract|lease)\b[^.]{0,60}\b(governed|construed|interpreted|enforced)\b/i.test(c.sentence.text)) bonus += 0.4;
  // A legal opinion "limited to matters governed by federal laws and the laws of Tennessee" chooses no law.
  if (/\b(opinion|counsel)\b/i.test(c.sentence.text)) bonus -= 0.6;
  if (/\barbitrat\w*|\bcourts?\b|\bvenue\b/i.test(c.sentence.text) && !/\bgovern/i.test(c.sentence.text)) bonus -= 0.6;
  // The jurisdiction in the document's words ("the Commonwealth of Massachusetts"); normalized is its short name.
  const written = place.written ?? place.name;
  return {
    value: { type: 'jurisdiction', name: written.replace(/^the\s+/, ''), normalized: place.name },
    phrase: written,
    bonus,
    throughSentence: runsOn ? c.index + 1 : undefined,
  };
}

/** Sentence index (within the passage) holding the offset `at` of the passage text. */
function sentenceIndexAt(c: Candidate, at: number): number {
  const i = c.siblings.findIndex((s) => s.end >= at);
  return i < 0 ? c.siblings.length - 1 : i;
}

export function findPartiesFrom(c: Candidate): Finding | null {
  const t = c.sentence.text;
  const preambleLike =
    /\b(between|among|amongst|B E T W E E N)\b/i.test(t) ||
    (/\b(entered\s+into|made|executed)\b/i.test(t) && /\(\s*(the\s+)?[“”"][^"“”]{2,40}[”“"]\s*\)/.test(t)) ||
    // Letters ("... hereby confirm their agreement with"), powers of attorney ("does hereby appoint") and
    // "X, hereinafter referred to as the "Company"" name their parties by defined terms without "between".
    (/\b(agree\w*|contract|confirm\w*|appoints?|hereinafter)\b/i.test(t) &&
      /\(\s*(the\s+)?[“”"][^"“”]{2,40}[”“"]\s*\)|\bhereinafter\s+(referred\s+to\s+as|called)\b/i.test(t));
  // "Party A:" alone on a line, the name on the next: the labels run over several "sentences".
  const labelFirst = /^\s*(party\s+[a-d]|landlord|tenant|lessor|lessee|licensor|licensee|buyer|seller|supplier|customer)\s*:\s*$/i.test(t);
  // A signature block ("ACME INC.  By: ____"): what an addendum or a letter without a preamble has.
  const signed = /\bBy\s*:/.test(t);
  const registered = /\((company|registered|registration) (no|number)\b/i.test(t);
  if (!preambleLike && !labelFirst && !signed && !registered && !findRoleLabels(t).length) return null;
  // A preamble can run over several "sentences" (numbered party lists), so read on from this sentence.
  const window = c.passage.text.slice(c.sentence.start, Math.min(c.passage.text.length, c.sentence.start + 2500));
  let parties = preambleLike ? findPartiesInPreamble(window) : [];
  let labelled = false;
  let fromSignatures = false;
  if (parties.length < 2) {
    parties = findRoleLabels(window);
    labelled = true;
  }
  if (parties.length < 2 && registered) parties = findRegisteredCompanies(window.slice(0, 1500));
  if (parties.length < 2 && signed) {
    parties = findSignatureParties(window.slice(0, 1200));
    fromSignatures = true;
  }
  if (parties.length < 2) return preambleLike ? partiesListedElsewhere(c) : null;
  const lastEnd = c.sentence.start + Math.max(...parties.map((p) => p.end));
  const names = parties.map((p) => p.name);
  const phrase = joinNames(
    parties.map((p) => (p.blank ? `${p.name} (name not given)` : p.role && p.role.toLowerCase() !== p.name.toLowerCase() ? `${p.name} (“${p.role}”)` : p.name)),
  );
  return {
    value: { type: 'parties', names, roles: parties.map((p) => p.role), normalized: names.join('; ') },
    phrase,
    // The preamble proper ("This Agreement is made ... ("Licensor") ...") over a cover page's "by and between A and B".
    bonus:
      (fromSignatures ? 0.5 : labelled ? 0.6 : 1.0) +
      0.8 * preambleWeight(c) +
      (/\b(agreement|lease|contract)\b/i.test(t) ? 0.3 : 0) +
      (!labelled && parties.some((p) => p.role) ? 0.3 : 0) +
      (/^\W*this\b/i.test(t) ? 0.4 : 0),
    throughSentence: sentenceIndexAt(c, lastEnd),
  };
}

/** "between and among the Parties signatory hereto ..., which Parties are identified in Schedule A": say where. */
function partiesListedElsewhere(c: Candidate): Finding | null {
  const m =
    /\b(?:parties|persons|entities|companies)\s+(?:signatory|listed|named|identified|set\s+forth|specified)\b[^.]{0,160}?\b((?:schedule|annex|appendix|exhibit|attachment)\s+[A-Z0-9]{1,3})\b/i.exec(
      c.sentence.text,
    );
  if (!m) return null;
  const where = squash(m[1]!).replace(/^./, (ch) => ch.toUpperCase());
  return {
    value: { type: 'parties', names: [], roles: [], normalized: `listed in ${where}` },
    phrase: `those named in ${where}`,
    bonus: 0.6 + 0.8 * preambleWeight(c),
  };
}

export function joinNames(names: string[]): string {
  if (names.length <= 1) return names.join('');
  return `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}
