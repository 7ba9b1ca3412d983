/**
 * Candidate sentences for an answer: every sentence of every passage, with its span in the canonical text and
 * how well it matches the question (shared content words, topic cues) and how highly search ranked it.
 */
import type { SearchHit } from '../../../../common/search.js';
import type { QuestionAnalysis } from './question-kind.js';
import { contentStems, splitSentences, stem, type Sentence } from './text.js';

export interface Candidate {
  passage: SearchHit;
  passageIndex: number;
  /** Index of the sentence within its passage. */
  index: number;
  sentence: Sentence;
  /** Span in the document's canonical text. */
  charStart: number;
  charEnd: number;
  /** Share of the question's content words found in the sentence (0..1). */
  termHits: number;
  /** How many topic cue words the sentence holds. */
  cueHits: number;
  /** Search rank and score folded into 0..1. */
  rankWeight: number;
  /** How strongly search favoured this sentence's document overall (0..1). */
  docWeight: number;
  /** The other sentences of the passage, for answers that continue into the next sentence. */
  siblings: Sentence[];
}

/** Words leases and contracts use for what questions call by another name (stems, both directions). */
const synonymGroups = [
  ['property', 'premises', 'apartment', 'unit', 'house', 'building', 'address', 'located'],
  ['landlord', 'lessor', 'owner'],
  ['tenant', 'lessee', 'occupant'],
  ['terminate', 'cancel', 'end', 'leave', 'vacate'],
  ['sublet', 'sublease', 'assign'],
  ['pet', 'animal', 'dog', 'cat'],
  ['renew', 'extend', 'extension'],
  ['auto', 'automatically', 'automatic'],
  ['deposit', 'security'],
  ['fee', 'charge', 'cost'],
  ['smoke', 'smoking'],
  ['repair', 'maintenance', 'maintain'],
  ['insurance', 'insure', 'insured'],
].map((group) => [...new Set(group.map(stem))]);
const synonyms: Record<string, string[]> = {};
for (const group of synonymGroups) for (const w of group) synonyms[w] = group.filter((x) => x !== w);

/** Section titles: short, or mostly capitals ("2. RENT", "GOVERNING LAW"). */
export function isHeadingText(text: string): boolean {
  const letters = text.replace(/[^A-Za-z]/g, '');
  return text.split(/\s+/).length <= 4 || (letters.length > 0 && letters.replace(/[^A-Z]/g, '').length / letters.length > 0.8);
}

export function buildCandidates(analysis: QuestionAnalysis, passages: SearchHit[]): Candidate[] {
  const maxScore = Math.max(1e-9, ...passages.map((p) => p.score));
  const docScore = new Map<string, number>();
  for (const p of passages) docScore.set(p.documentId, (docScore.get(p.documentId) ?? 0) + Math.max(0, p.score) / maxScore);
  const maxDoc = Math.max(1e-9, ...docScore.values());
  const terms = [...new Set(analysis.terms)];
  const cues = new Set(analysis.cues);
  const sentencesOf = passages.map((p) => splitSentences(p.text));
  const stemSets = sentencesOf.map((ss) => ss.map((s) => new Set(contentStems(s.text, new Set(['between', 'until'])))));
  const has = (stems: Set<string>, t: string) => stems.has(t) || (synonyms[t]?.some((x) => stems.has(x)) ?? false);
  // Rare words say more than common ones: "smoke" matters more than "tenant" in a lease.
  const all = stemSets.flat();
  const weight = new Map(terms.map((t) => [t, Math.log(1 + (all.length + 1) / (1 + all.filter((s) => has(s, t)).length))]));
  const totalWeight = terms.reduce((n, t) => n + weight.get(t)!, 0);
  const out: Candidate[] = [];
  passages.forEach((passage, passageIndex) => {
    const sentences = sentencesOf[passageIndex]!;
    const normalized = Math.max(0, passage.score) / maxScore;
    const rankWeight = 0.5 * normalized + 0.5 / (1 + passageIndex * 0.25);
    let heading: Set<string> | null = null;
    sentences.forEach((sentence, index) => {
      const stems = stemSets[passageIndex]![index]!;
      // A clause's section title counts as its words too: "2. RENT" over "Tenant shall pay $1,850 per month."
      if (isHeadingText(sentence.text)) heading = stems;
      let hits = 0;
      for (const t of terms) {
        if (has(stems, t)) hits += weight.get(t)!;
        else if (heading && heading !== stems && has(heading, t)) hits += 0.8 * weight.get(t)!;
      }
      let cueHits = 0;
      for (const c of cues) if (stems.has(c)) cueHits++;
      out.push({
        passage,
        passageIndex,
        index,
        sentence,
        charStart: passage.charStart + sentence.start,
        charEnd: passage.charStart + sentence.end,
        termHits: totalWeight ? hits / totalWeight : 0,
        cueHits,
        rankWeight,
        docWeight: (docScore.get(passage.documentId) ?? 0) / maxDoc,
        siblings: sentences,
      });
    });
  });
  return out;
}
