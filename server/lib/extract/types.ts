/**
 * The contract between file handling and the ingestion pipeline. Extraction turns a stored file's bytes into
 * pages of text (with OCR where a page has no text layer) or refuses it with a reason a person can act on.
 */
export const supportedKinds = ['pdf', 'image', 'docx', 'xlsx', 'csv', 'text', 'markdown', 'eml'] as const;
export type FileKind = (typeof supportedKinds)[number];

/** What the bytes are, decided by their content (magic bytes / text sniffing), never by the file name. */
export interface DetectedType {
  kind: FileKind;
  mimeType: string;
  /** e.g. 'png' | 'jpeg' | 'tiff' for images */
  subtype?: string;
}

export interface ExtractedPage {
  /** 1-based */
  number: number;
  text: string;
  /** true when the text came from OCR */
  ocr: boolean;
  /** A spreadsheet page: one table row a line ("Header: value; Header: value"), after an optional "Sheet: name" line. */
  table?: boolean;
  /** Where recognition found each word (recognised pages only), kept for the document viewer's highlights. */
  words?: RecognisedWords;
  /** Why this page has no text although it should (e.g. OCR ran out of time); the rest of the document still counts. */
  failure?: string;
}

/**
 * Where text recognition found each word of a page, so the document viewer can highlight a passage on a scan
 * without recognising the page again. Boxes are fractions of the recognised image (0..1, origin top-left),
 * rounded to 4 decimals.
 */
export interface RecognisedWords {
  /** Height / width of the recognised image. */
  aspect: number;
  /** [text, x, y, w, h] per word in reading order: tuples, not objects, so a stored page stays small. */
  words: Array<[text: string, x: number, y: number, w: number, h: number]>;
}

/** The first line of a sheet's page names the sheet ("Sheet: Rent Roll"), so a citation of the page names it too. */
export const SHEET_LABEL = 'Sheet: ';

export interface ExtractedAttachment {
  fileName: string;
  bytes: Buffer;
}

export interface ExtractedDocument {
  pages: ExtractedPage[];
  /** A title found in the file's metadata or first heading, if any. */
  title?: string;
  /** Email attachments, ingested as their own documents. */
  attachments: ExtractedAttachment[];
  /** Things a person should know that did not stop extraction (e.g. attachments skipped for size). */
  notes?: string[];
}

/** Reported while extracting, so the UI can show "Recognising text (page 3 of 12)". */
export type ExtractionProgress = (update: { stage: string; done: number; total: number }) => void;

export type ExtractionFailureCode = 'unsupported_type' | 'corrupt' | 'encrypted' | 'too_large' | 'zip_bomb' | 'timeout' | 'empty';

/** A refusal or failure with a message fit to show to the person who uploaded the file. */
export class ExtractionError extends Error {
  constructor(
    readonly code: ExtractionFailureCode,
    message: string,
  ) {
    super(message);
  }
}

export const SUPPORTED_TYPES_MESSAGE =
  'Supported files are PDF (including scans), PNG, JPEG and TIFF images, Word (.docx), Excel (.xlsx), CSV, plain text, Markdown and email (.eml).';
