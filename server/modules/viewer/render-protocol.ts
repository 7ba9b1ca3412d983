/** Messages between the viewer's render client (main thread) and render-worker.mjs (worker thread). */

/** What a render thread is asked to do with the document named `key`. */
export type RenderOp =
  /** Only makes `key` the open document. */
  | { op: 'open' }
  /** A page drawn in colour, `width` pixels wide (PNG). */
  | { op: 'render'; page: number; width: number }
  /** A page drawn in grey at `dpi` for text recognition, or null when the page is blank. */
  | { op: 'render-ocr'; page: number; dpi: number }
  /** Where the page's text items are drawn. */
  | { op: 'text-items'; page: number };

/** Every request names its document by `key`; `data` (the PDF's bytes) comes only when the thread asked for it. */
export type RenderRequest = { key: string; data?: Uint8Array } & RenderOp;

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

/** `missing`: this thread does not have the document open; send the request again with its bytes. */
export type RenderReply = { missing: true } | { result: unknown } | { error: { name: string; message: string } };
