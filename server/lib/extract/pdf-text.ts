/** Layout rebuild of a PDF page's text items; plain JavaScript in pdf-text.mjs so the PDF worker loads it without tsx. */
export { itemsToText, type PdfTextItem } from './pdf-text.mjs';
