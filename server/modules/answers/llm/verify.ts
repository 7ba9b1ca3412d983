/**
 * Checks a generated answer against the passages it cites, so only supported statements reach the user:
 *
 * 1. Links, images, HTML and Markdown are stripped (sanitize.ts).
 * 2. The answer is split into sentences; each group of [n] markers backs the words before it (for the last
 *    group, the words after it too). A marker stays only if passage n supports those words within one sentence
 *    or two neighbouring ones (support.ts: every number, date and name present, most of the words found).
 *    A claim citing several passages at once may be supported by them together.
 * 3. A sentence keeps its place only when each of its claims kept a citation; otherwise it is dropped, as is
 *    any uncited sentence that states facts. Uncited sentences that assert nothing stay only as short lead-ins
 *    to a cited one ("Yes.", "Here is what I found:"); trailing remarks go.
 * 4. Citations are renumbered 1..n in order of first use, and each quotes the passage sentence (or clause)
 *    that best supports what cites it, with its exact span in the version's canonical text.
 */
import type { Citation, SearchHit } from '../../../../common/search.js';
import { citedPages } from '../cited-pages.js';
import { splitSentences, type Sentence } from '../offline/text.js';
import { splitAnswer, withoutMarkers, type AnswerSentence } from './answer-sentences.js';
import { stripLinksAndMarkup } from './sanitize.js';
import { claimTerms, isCheckable, passageTerms, supportOf, type ClaimTerms, type PassageTerms } from './support.js';

export interface VerifiedAnswer {
  /** Plain text with [n] markers referring to citations[n-1]; empty when nothing was supported. */
  answer: string;
  citations: Citation[];
  /** Markers removed because their passage did not support the words they were attached to. */
  removedCitations: number;
  /** Sentences dropped because no cited passage supported them. */
  droppedSentences: string[];
}

/** A quote longer than this is narrowed to the clause (between semicolons or colons) that matches best. */
const MAX_QUOTE_CHARS = 400;

/** In a claim several passages support together, the share each must cover to keep its citation. */
const MIN_SHARE_OF_JOINT_CLAIM = 0.3;

/** Longest uncited sentence kept as a lead-in to cited ones. */
const MAX_LEAD_IN_WORDS = 8;

/** Statements about what the documents do not say; they make no claim a passage could support. */
const ABSENCE =
  /\b(couldn'?t|could not|can ?not|unable to) (find|locate|determine)|\b(do|does|did) not (say|state|specify|mention|contain|address|include|indicate)|\bnot (mentioned|specified|stated|addressed|found)\b|\bno (information|mention)\b/i;

interface CheckedGroup {
  start: number;
  end: number;
  /** Cited passage numbers (1-based, as written) that support the claim. */
  supported: number[];
  rejected: number;
}

interface KeptSentence {
  sentence: AnswerSentence;
  groups: CheckedGroup[];
}

function makesClaim(text: string, claim: ClaimTerms): boolean {
  if (ABSENCE.test(text)) return false;
  return claim.facts.length > 0 || claim.words.length >= 2;
}

export function verifyAnswer(raw: string, passages: SearchHit[]): VerifiedAnswer {
  const cache = new Map<number, { windows: PassageTerms[]; context: PassageTerms }>();
  const termsOf = (n: number) => {
    const passage = passages[n - 1]!;
    if (!cache.has(n)) {
      cache.set(n, { windows: supportWindows(passage.text), context: passageTerms(`${passage.documentTitle}\n${passage.text}`) });
    }
    return cache.get(n)!;
  };
  const supports = (claim: ClaimTerms, n: number) => {
    const { windows, context } = termsOf(n);
    return windows.some((w) => supportOf(claim, w, context).supported);
  };
  /**
   * A sentence citing several passages at once ("… [1][2]") may join facts from each. When no single one
   * supports it, the best-matching window of each is pooled; if the pool supports the claim, every passage
   * that contributes a good part of it keeps its citation.
   */
  const jointlySupporting = (claim: ClaimTerms, numbers: number[]): number[] => {
    const best = numbers.map((n) => {
      const { windows, context } = termsOf(n);
      let top = windows[0]!;
      let coverage = -1;
      for (const w of windows) {
        const c = supportOf(claim, w, context).coverage;
        if (c > coverage) [top, coverage] = [w, c];
      }
      return { n, top, context, coverage };
    });
    const pool = (parts: PassageTerms[]): PassageTerms => ({
      words: parts.flatMap((p) => p.words),
      facts: new Set(parts.flatMap((p) => [...p.facts])),
      negated: parts.some((p) => p.negated),
    });
    const joint = supportOf(claim, pool(best.map((b) => b.top)), pool(best.map((b) => b.context)));
    return joint.supported ? best.filter((b) => b.coverage >= MIN_SHARE_OF_JOINT_CLAIM).map((b) => b.n) : [];
  };
  const evidence = new Map<number, ClaimTerms[]>();
  const kept: KeptSentence[] = [];
  const droppedSentences: string[] = [];
  let removedCitations = 0;

  for (const sentence of splitAnswer(stripLinksAndMarkup(raw))) {
    const claimText = withoutMarkers(sentence.text);
    const claim = claimTerms(claimText);
    const cited = sentence.markers.reduce((sum, g) => sum + g.numbers.length, 0);

    if (!sentence.markers.length || !isCheckable(claim)) {
      if (makesClaim(claimText, claim)) droppedSentences.push(claimText);
      else kept.push({ sentence, groups: sentence.markers.map((g) => ({ ...g, supported: [], rejected: g.numbers.length })) });
      removedCitations += cited;
      continue;
    }

    const groups = sentence.markers.map((group, i): CheckedGroup & { segmentClaim: ClaimTerms; backs: Map<number, ClaimTerms> } => {
      const from = i === 0 ? 0 : sentence.markers[i - 1]!.end;
      const isLast = i === sentence.markers.length - 1;
      const segment = sentence.text.slice(from, group.start) + (isLast ? sentence.text.slice(group.end) : '');
      const segmentClaim = claimTerms(withoutMarkers(segment));
      const backs = new Map<number, ClaimTerms>();
      for (const n of group.numbers) {
        if (n < 1 || n > passages.length) continue;
        // The words before the marker are its claim; only markers with no words of their own ("[1] Rent is…")
        // are checked against the whole sentence.
        const checked = isCheckable(segmentClaim) ? segmentClaim : claim;
        if (supports(checked, n)) backs.set(n, checked);
      }
      const valid = group.numbers.filter((n) => n >= 1 && n <= passages.length);
      if (backs.size === 0 && valid.length > 1) {
        const checked = isCheckable(segmentClaim) ? segmentClaim : claim;
        for (const n of jointlySupporting(checked, valid)) backs.set(n, checked);
      }
      const supported = group.numbers.filter((n) => backs.has(n));
      return { start: group.start, end: group.end, supported, rejected: group.numbers.length - supported.length, segmentClaim, backs };
    });

    const everyClaimBacked = groups.every((g) => g.supported.length > 0 || !makesClaim(withoutMarkers(sentence.text), g.segmentClaim));
    if (!groups.some((g) => g.supported.length) || !everyClaimBacked) {
      droppedSentences.push(claimText);
      removedCitations += cited;
      continue;
    }
    for (const g of groups) {
      removedCitations += g.rejected;
      for (const [n, backing] of g.backs) evidence.set(n, [...(evidence.get(n) ?? []), backing]);
    }
    kept.push({ sentence, groups });
  }

  // Uncited sentences survive only as short lead-ins ("Yes.", "Here is what I found:") to a cited one;
  // trailing remarks and leftovers (a sentence whose link was removed) go.
  for (let i = kept.length - 1, citedLater = false; i >= 0; i--) {
    const k = kept[i]!;
    if (k.groups.some((g) => g.supported.length)) citedLater = true;
    else if (!citedLater || withoutMarkers(k.sentence.text).split(/\s+/).length > MAX_LEAD_IN_WORDS) kept.splice(i, 1);
  }

  // Renumber in order of first use.
  const renumber = new Map<number, number>();
  for (const k of kept) for (const g of k.groups) for (const n of g.supported) if (!renumber.has(n)) renumber.set(n, renumber.size + 1);
  if (renumber.size === 0) return { answer: '', citations: [], removedCitations, droppedSentences };

  const answer = kept
    .map((k) => k.sentence.separator + rewriteMarkers(k, renumber))
    .join('')
    .trim();
  const citations = [...renumber].map(([n, number]) => citationFor(passages[n - 1]!, number, evidence.get(n) ?? []));
  return { answer, citations, removedCitations, droppedSentences };
}

function rewriteMarkers(kept: KeptSentence, renumber: Map<number, number>): string {
  let text = kept.sentence.text;
  for (const g of [...kept.groups].reverse()) {
    const numbers = [...new Set(g.supported.map((n) => renumber.get(n)!))].sort((a, b) => a - b);
    const markers = numbers.map((n) => `[${n}]`).join('');
    const before = text.slice(0, g.start).replace(/\s+$/, '');
    text = `${before}${markers ? ` ${markers}` : ''}${text.slice(g.end)}`;
  }
  return text
    .replace(/([.!?])\s*((?:\[\d+\])+)$/, ' $2$1') // "… month. [1]" → "… month [1]."
    .replace(/\s+([.,;:!?])/g, '$1')
    .replace(/\s{2,}/g, ' ')
    .trim();
}

/**
 * What a claim is checked against: each sentence of the passage and each pair of neighbouring sentences, so
 * words scattered across a long passage cannot add up to support, while a claim joining two adjacent sentences
 * still can.
 */
function supportWindows(text: string): PassageTerms[] {
  const units = splitSentences(text);
  if (units.length <= 1) return [passageTerms(text)];
  const windows = units.map((u) => passageTerms(u.text));
  for (let i = 0; i + 1 < units.length; i++) windows.push(passageTerms(text.slice(units[i]!.start, units[i + 1]!.end)));
  return windows;
}

/** The passage's sentences, long ones cut into clauses, with offsets into the passage text. */
function quoteUnits(text: string): Sentence[] {
  const units: Sentence[] = [];
  for (const s of splitSentences(text)) {
    if (s.text.length <= MAX_QUOTE_CHARS) {
      units.push(s);
      continue;
    }
    let from = 0;
    for (const m of s.text.matchAll(/[;:]\s+/g)) {
      const at = m.index! + 1;
      if (at - from >= 60) {
        pushClause(s, from, at, units);
        from = at;
      }
    }
    pushClause(s, from, s.text.length, units);
  }
  return units;
}

function pushClause(s: Sentence, from: number, to: number, out: Sentence[]) {
  const piece = s.text.slice(from, to);
  const lead = piece.length - piece.trimStart().length;
  const text = piece.trim();
  if (text) out.push({ text, start: s.start + from + lead, end: s.start + from + lead + text.length });
}

function citationFor(passage: SearchHit, number: number, claims: ClaimTerms[]): Citation {
  let best: Sentence | null = null;
  let bestScore = 0;
  for (const unit of quoteUnits(passage.text)) {
    const terms = passageTerms(unit.text);
    const score = claims.reduce((sum, c) => {
      const support = supportOf(c, terms);
      return sum + support.coverage - 0.5 * support.missingFacts;
    }, 0);
    // On a tie the shorter unit is the more exact quote.
    if (score > bestScore + 1e-9 || (best && Math.abs(score - bestScore) <= 1e-9 && unit.text.length < best.text.length && score > 0)) {
      best = unit;
      bestScore = score;
    }
  }
  const start = best?.start ?? 0;
  const end = best?.end ?? passage.text.length;
  return {
    number,
    chunkId: passage.chunkId,
    documentId: passage.documentId,
    versionId: passage.versionId,
    documentTitle: passage.documentTitle,
    projectId: passage.projectId,
    ...citedPages(passage, passage.charStart + start, passage.charStart + end),
    quote: passage.text.slice(start, end),
    charStart: passage.charStart + start,
    charEnd: passage.charStart + end,
  };
}
