import mammoth from 'mammoth';
import { readZipSafely } from './zip-guard.js';
import { writeStoredZip } from './zip-writer.js';
import { decodeEntities, firstHeading, htmlToText } from './html-text.js';
import { paginateText } from './text.js';
import type { ExtractionLimits } from './limits.js';
import { ExtractionError, type ExtractedDocument } from './types.js';

/** Inflates a DOCX/XLSX through the zip guard and repackages the measured entries for the parser. */
export async function checkedOfficeZip(bytes: Buffer, limits: ExtractionLimits) {
  const files = await readZipSafely(bytes, limits);
  return { files, zip: writeStoredZip(files), title: coreTitle(files) };
}

/** DOCX → text by paragraphs (headings on their own lines), paged by length since Word files have no fixed pages. */
export async function extractDocx(bytes: Buffer, limits: ExtractionLimits): Promise<ExtractedDocument> {
  const { zip, title } = await checkedOfficeZip(bytes, limits);
  let html: string;
  try {
    const result = await mammoth.convertToHtml(
      { buffer: zip },
      // Images carry no text here and would only bloat the output as data URIs.
      { convertImage: mammoth.images.imgElement(async () => ({ src: '' })), includeEmbeddedStyleMap: false },
    );
    html = result.value;
  } catch {
    throw new ExtractionError('corrupt', 'This Word file is damaged or incomplete, so it could not be read.');
  }
  return { pages: paginateText(htmlToText(html), limits.textPageChars), title: title ?? firstHeading(html), attachments: [] };
}

function coreTitle(files: Map<string, Buffer>): string | undefined {
  const core = files.get('docProps/core.xml')?.toString('utf8');
  const m = core?.match(/<dc:title>([\s\S]*?)<\/dc:title>/);
  const title = m ? decodeEntities(m[1]).trim() : '';
  return title || undefined;
}
