/**
 * Candidate sentences for an answer: every sentence of every passage, with its span in the canonical text and
 * how well it matches the question (shared content words, topic cues) and how highly search ranked it.
 */
import type { SearchHit } from '../../../../common/search.js';
import type { QuestionAnalysis } from './question-kind.js';
import { contentStems, splitSentences, type Sentence } from './text.js';

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

export function buildCandidates(analysis: QuestionAnalysis, passages: SearchHit[]): Candidate[] {
  const maxScore = Math.max(1e-9, ...passages.map((p) => p.score));
  const docScore = new Map<string, number>();
  for (const p of passages) docScore.set(p.documentId, (docScore.get(p.documentId) ?? 0) + Math.max(0, p.score) / maxScore);
  const maxDoc = Math.max(1e-9, ...docScore.values());
  const terms = new Set(analysis.terms);
  const cues = new Set(analysis.cues);
  const out: Candidate[] = [];
  passages.forEach((passage, passageIndex) => {
    const sentences = splitSentences(passage.text);
    const normalized = Math.max(0, passage.score) / maxScore;
    const rankWeight = 0.5 * normalized + 0.5 / (1 + passageIndex * 0.25);
    sentences.forEach((sentence, index) => {
      const stems = new Set(contentStems(sentence.text, new Set(['between', 'until'])));
      let hits = 0;
      for (const t of terms) if (stems.has(t)) hits++;
      let cueHits = 0;
      for (const c of cues) if (stems.has(c)) cueHits++;
      out.push({
        passage,
        passageIndex,
        index,
        sentence,
        charStart: passage.charStart + sentence.start,
        charEnd: passage.charStart + sentence.end,
        termHits: terms.size ? hits / terms.size : 0,
        cueHits,
        rankWeight,
        docWeight: (docScore.get(passage.documentId) ?? 0) / maxDoc,
        siblings: sentences,
      });
    });
  });
  return out;
}
