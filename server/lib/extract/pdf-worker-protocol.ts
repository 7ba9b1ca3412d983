/** What pdf-worker.mjs answers the PDF pool (pdf-worker-pool.ts). */

export interface PdfOpened {
  numPages: number;
  title?: string;
}

/** `name` is pdfjs's exception name (PasswordException, InvalidPDFException, ...). */
export type PdfReply<T> = { result: T } | { error: { name: string; message: string } };
