/**
 * A drafted document before it is rendered: blocks of text (title, headings, numbered paragraphs, tables, signature
 * lines) and, for each field it states, the exact words that state it. Renderers (PDF, DOCX, TXT) draw the blocks;
 * the plain text below is what every rendering holds, so each quote is checked to be a verbatim part of it.
 */
import type { FieldName } from '../score.js';
export type GoldField = FieldName;

/** A piece of a paragraph: plain words, or words that state one or more fields. */
export type Piece = string | { fields: GoldField[]; text: string };

export type Block =
  | { t: 'title'; text: string }
  | { t: 'subtitle'; text: string }
  | { t: 'heading'; text: string }
  | { t: 'para'; text: string; indent?: boolean; bold?: boolean }
  | { t: 'table'; rows: string[][]; widths?: number[] }
  | { t: 'signature'; lines: string[] }
  | { t: 'pagebreak' };

export interface DraftedDoc {
  /** Running header text (may be empty) and footer with {page} and {pages}. */
  header: string;
  footer: string;
  font: 'times' | 'helvetica' | 'courier';
  blocks: Block[];
  evidence: Partial<Record<GoldField, string>>;
  /** Gold values the form words differently from the facts' default (e.g. the state spelled out in the address). */
  overrides: Partial<Record<GoldField, unknown>>;
}

/** Builds a document; `say(fields, text)` marks words that state fields. */
export class Drafter {
  readonly blocks: Block[] = [];
  readonly evidence: Partial<Record<GoldField, string>> = {};
  readonly overrides: Partial<Record<GoldField, unknown>> = {};

  constructor(
    readonly header = '',
    readonly footer = 'Page {page} of {pages}',
    readonly font: DraftedDoc['font'] = 'times',
  ) {}

  title(text: string) {
    this.blocks.push({ t: 'title', text });
  }
  subtitle(text: string) {
    this.blocks.push({ t: 'subtitle', text });
  }
  heading(text: string) {
    this.blocks.push({ t: 'heading', text });
  }
  pageBreak() {
    this.blocks.push({ t: 'pagebreak' });
  }
  signature(lines: string[]) {
    this.blocks.push({ t: 'signature', lines });
  }

  /** A paragraph from pieces joined by spaces; a field's quote runs from its first to its last marked piece. */
  para(pieces: Piece[] | Piece, opts: { indent?: boolean; bold?: boolean } = {}) {
    const list = (Array.isArray(pieces) ? pieces : [pieces]).filter((p) => (typeof p === 'string' ? p.length > 0 : p.text.length > 0));
    let text = '';
    const spans = new Map<GoldField, [number, number]>();
    for (const p of list) {
      if (text) text += ' ';
      // A name ending in "Inc." at the end of a sentence takes one period, not two.
      const s = (typeof p === 'string' ? p : p.text).replace(/([A-Za-z])\.\.(?=\s|$)/g, '$1.');
      if (typeof p !== 'string')
        for (const f of p.fields) {
          const span = spans.get(f);
          spans.set(f, [span ? span[0] : text.length, text.length + s.length]);
        }
      text += s;
    }
    for (const [f, [a, b]] of spans) this.note(f, text.slice(a, b));
    this.blocks.push({ t: 'para', text, ...opts });
  }

  /** A table; `fields` are stated by its rows (the quote: every row's cells in order). */
  table(rows: string[][], fields: GoldField[] = [], widths?: number[]) {
    this.blocks.push({ t: 'table', rows, widths });
    const body = rows
      .slice(1)
      .map((r) => r.join(' '))
      .join(' ');
    for (const f of fields) this.note(f, body);
  }

  /** The first statement of a field is its evidence (later repetitions are not needed). */
  note(field: GoldField, quote: string) {
    if (!this.evidence[field]) this.evidence[field] = quote;
  }

  done(): DraftedDoc {
    return { header: this.header, footer: this.footer, font: this.font, blocks: this.blocks, evidence: this.evidence, overrides: this.overrides };
  }
}

export const say = (fields: GoldField | GoldField[], text: string): Piece => ({ fields: Array.isArray(fields) ? fields : [fields], text });

/** The words of a document, one block per paragraph, table cells separated by spaces. */
export function plainText(doc: DraftedDoc): string {
  return doc.blocks
    .map((b) => {
      switch (b.t) {
        case 'table':
          return b.rows.map((r) => r.join(' ')).join('\n');
        case 'signature':
          return b.lines.join('\n');
        case 'pagebreak':
          return '';
        default:
          return b.text;
      }
    })
    .filter(Boolean)
    .join('\n\n');
}

export const squash = (s: string) => s.replace(/\s+/g, ' ').trim();

/** Every quote must be a verbatim part of the document (whitespace aside): a drafting bug otherwise. */
export function checkEvidence(name: string, doc: DraftedDoc, fields: Partial<Record<GoldField, unknown>>) {
  const text = squash(plainText(doc));
  for (const [field, value] of Object.entries(fields)) {
    if (value === null || value === undefined) continue;
    const quote = doc.evidence[field as GoldField];
    if (!quote) throw new Error(`${name}: ${field} is ${JSON.stringify(value)} but the form states it nowhere`);
    if (!text.includes(squash(quote))) throw new Error(`${name}: the quote for ${field} is not in the text: ${quote}`);
  }
  for (const field of Object.keys(doc.evidence))
    if (fields[field as GoldField] === null || fields[field as GoldField] === undefined) throw new Error(`${name}: ${field} has a quote but no value`);
}
