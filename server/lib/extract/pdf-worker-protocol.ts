/** Messages between the PDF worker pool (main thread) and pdf-worker.mjs (worker thread). */

export type PdfRequest =
  | { id: number; op: 'open'; data: Uint8Array }
  | { id: number; op: 'text' }
  | { id: number; op: 'render'; page: number; dpi: number }
  | { id: number; op: 'close' };

export interface PdfOpened {
  numPages: number;
  title?: string;
}

export type PdfReply =
  | { ready: true }
  | { id: number; progress: { done: number; total: number } }
  | { id: number; result: unknown }
  /** `name` is pdfjs's exception name (PasswordException, InvalidPDFException, ...). */
  | { id: number; error: { name: string; message: string } };
