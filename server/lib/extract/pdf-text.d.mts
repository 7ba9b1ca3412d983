/** A text item as pdfjs reports it (only the fields used here). */
export interface PdfTextItem {
  str: string;
  transform: number[];
  width: number;
  height: number;
  hasEOL?: boolean;
}

/**
 * Rebuilds lines and paragraphs from positioned text items: a change of baseline starts a new line, a clearly
 * larger vertical gap than the usual line spacing starts a new paragraph, and a horizontal gap between items on
 * one line becomes a space.
 */
export function itemsToText(items: PdfTextItem[]): string;
