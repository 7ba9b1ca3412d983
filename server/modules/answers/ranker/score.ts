/**
 * The runtime side of the learned key-term ranker (decision 0020): the composer asks it how likely each candidate
 * finding of a key-term question is to be the answer, and whether the best one is likely enough to state. The
 * weights ship with the package (weights.json, fitted on cuad-train by `npm run train:answers`) and are read once,
 * when this module is first imported.
 *
 * Topics the model was not fitted on (the termination notice: CUAD asks no such question) keep the composer's
 * former hand-set score and its rule (a finder bonus of at least 0.5).
 */
import { readFileSync } from 'node:fs';
import { handScore, keyTermFeatureList, type RankedCandidate, type RankedFinding } from './features.js';
import { parseModel, probability, type RankerModel } from './model.js';

const shipped: RankerModel = parseModel(JSON.parse(readFileSync(new URL('./weights.json', import.meta.url), 'utf8')));

/**
 * How much a candidate from another document than the one search ranked first keeps of its probability, times that
 * document's weight in the search results. Hand-set: the model is fitted one contract at a time, so it has never
 * seen two documents compete; search has, and it puts the document a question names first.
 */
export const OTHER_DOCUMENT_FACTOR = 0.5;

/** The composer proposes generic value candidates only for the topics the shipped model was fitted with them. */
export function rankerUsesGenericCandidates(topic: string, model: RankerModel = shipped): boolean {
  return model.genericTopics?.includes(topic) ?? false;
}

/**
 * The scores of a key-term question's candidate findings, in order: for fitted topics, the probability that the
 * candidate is the answer, lowered for candidates outside the document of the best-ranked one.
 */
export function keyTermScores(topic: string, items: Array<{ candidate: RankedCandidate; finding: RankedFinding }>, model: RankerModel = shipped): number[] {
  if (!model.topics.includes(topic)) return items.map((it) => handScore(it.candidate, it.finding));
  const first = items.reduce<RankedCandidate | null>((a, it) => (!a || it.candidate.passageIndex < a.passageIndex ? it.candidate : a), null);
  return keyTermFeatureList(topic, items).map((x, i) => {
    const c = items[i]!.candidate;
    const p = probability(model, x);
    return c.passage.documentId === first!.passage.documentId ? p : p * OTHER_DOCUMENT_FACTOR * c.docWeight;
  });
}

/** Whether a candidate with this score may be stated as the answer (else the composer says "not found"). */
export function keyTermAnswers(topic: string, score: number, finding: RankedFinding, model: RankerModel = shipped): boolean {
  if (!model.topics.includes(topic)) return finding.bonus >= 0.5;
  return score >= (model.thresholds[topic] ?? 0.5);
}
