/** Messages between the viewer's render client (main thread) and render-worker.mjs (worker thread). */

export type RenderRequest =
  /** Makes `key` the open document; `data` is the PDF's bytes. */
  | { id: number; op: 'open'; key: string; data: Uint8Array }
  /** A page drawn in colour, `width` pixels wide (PNG). */
  | { id: number; op: 'render'; page: number; width: number }
  /** A page drawn in grey at `dpi` for text recognition, or null when the page is blank. */
  | { id: number; op: 'render-ocr'; page: number; dpi: number }
  /** Where the page's text items are drawn. */
  | { id: number; op: 'text-items'; page: number };

export interface RenderedPage {
  png: Uint8Array;
  width: number;
  height: number;
}

/** A pdfjs text item and its box, as fractions of the page (origin top-left). */
export interface TextItemBox {
  str: string;
  vertical: boolean;
  x: number;
  y: number;
  w: number;
  h: number;
}

export interface PageTextItems {
  numPages: number;
  /** Page height / width. */
  aspect: number;
  items: TextItemBox[];
}

export type RenderReply = { ready: true } | { id: number; result: unknown } | { id: number; error: { name: string; message: string } };
