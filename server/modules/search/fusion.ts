/**
 * Reciprocal rank fusion: each candidate list contributes 1 / (k + rank) for every id it holds. It needs no
 * score calibration between full-text ranks and cosine distances, which live on unrelated scales.
 */
export const RRF_K = 60;

export interface RankedList {
  ids: string[];
  weight?: number;
}

export function fuseRankings(lists: RankedList[], k = RRF_K): Array<{ id: string; score: number }> {
  const scores = new Map<string, number>();
  for (const list of lists) {
    const weight = list.weight ?? 1;
    list.ids.forEach((id, index) => scores.set(id, (scores.get(id) ?? 0) + weight / (k + index + 1)));
  }
  return [...scores.entries()].map(([id, score]) => ({ id, score })).sort((a, b) => b.score - a.score || a.id.localeCompare(b.id));
}
