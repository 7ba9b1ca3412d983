import { fileTypeFromBuffer } from 'file-type';
import { listZipEntries } from './zip-guard.js';
import { defaultLimits } from './limits.js';
import { ExtractionError, SUPPORTED_TYPES_MESSAGE, type DetectedType } from './types.js';

const MIME = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  csv: 'text/csv',
  text: 'text/plain',
  markdown: 'text/markdown',
  eml: 'message/rfc822',
} as const;

const IMAGE_TYPES: Record<string, { subtype: string; mimeType: string }> = {
  png: { subtype: 'png', mimeType: 'image/png' },
  jpg: { subtype: 'jpeg', mimeType: 'image/jpeg' },
  tif: { subtype: 'tiff', mimeType: 'image/tiff' },
};

export function unsupported(what?: string): ExtractionError {
  const lead = what ? `This file looks like ${what}, which Propwise cannot read.` : 'Propwise cannot read this type of file.';
  return new ExtractionError('unsupported_type', `${lead} ${SUPPORTED_TYPES_MESSAGE}`);
}

/**
 * Decides what a file is from its bytes. The name is consulted only to choose between text flavours
 * (plain, Markdown, CSV, email) once the content has proven to be text; it can never make binary acceptable.
 */
export async function detectFileType(bytes: Buffer, fileName?: string): Promise<DetectedType> {
  if (bytes.length === 0) throw new ExtractionError('empty', 'This file is empty.');

  if (isZip(bytes)) return detectZipKind(bytes);

  // A UTF-16 byte-order mark looks like an MPEG audio frame to magic-byte sniffing; valid UTF-16 text wins.
  const utf16 = hasUtf16Bom(bytes) ? decodeText(bytes) : null;
  const sniffed = utf16 === null ? await fileTypeFromBuffer(bytes) : undefined;
  if (sniffed) {
    if (sniffed.ext === 'pdf') return { kind: 'pdf', mimeType: MIME.pdf };
    const image = IMAGE_TYPES[sniffed.ext];
    if (image) return { kind: 'image', ...image };
    // Some signatures are plain words: a contract that opens "FORM OF FRANCHISE AGREEMENT" starts like an AIFF
    // file ("FORM"). A file that is text from its first byte to its last is read as text, whatever it starts with.
    if (decodeText(bytes) === null) throw unsupported(describe(sniffed.ext, sniffed.mime));
  }

  const text = utf16 ?? decodeText(bytes);
  if (text === null) throw unsupported();
  if (looksLikeMarkup(text)) throw unsupported('a web page or other markup');

  const ext = fileName?.toLowerCase().match(/\.([a-z0-9]+)$/)?.[1];
  if (ext === 'md' || ext === 'markdown') return { kind: 'markdown', mimeType: MIME.markdown };
  if (ext === 'txt') return { kind: 'text', mimeType: MIME.text };
  if (ext === 'csv' || ext === 'tsv') return { kind: 'csv', mimeType: MIME.csv };
  if (ext === 'eml' || looksLikeEmail(text)) return { kind: 'eml', mimeType: MIME.eml };
  if (looksLikeCsv(text)) return { kind: 'csv', mimeType: MIME.csv };
  return { kind: 'text', mimeType: MIME.text };
}

function hasUtf16Bom(bytes: Buffer) {
  return bytes.length >= 2 && ((bytes[0] === 0xff && bytes[1] === 0xfe) || (bytes[0] === 0xfe && bytes[1] === 0xff));
}

function isZip(bytes: Buffer) {
  return bytes.length >= 4 && bytes[0] === 0x50 && bytes[1] === 0x4b && bytes[2] === 0x03 && bytes[3] === 0x04;
}

async function detectZipKind(bytes: Buffer): Promise<DetectedType> {
  const names = await listZipEntries(bytes, defaultLimits.zipMaxEntries);
  const has = (name: string) => names.includes(name);
  if (has('[Content_Types].xml')) {
    if (has('word/document.xml')) return { kind: 'docx', mimeType: MIME.docx };
    if (has('xl/workbook.xml')) return { kind: 'xlsx', mimeType: MIME.xlsx };
  }
  throw unsupported('a zip archive');
}

function describe(ext: string, mime: string): string {
  if (ext === 'elf' || ext === 'exe' || ext === 'mach' || mime.includes('executable')) return 'a program (executable)';
  if (['zip', 'rar', '7z', 'gz', 'tar', 'bz2', 'xz', 'zst'].includes(ext)) return 'a compressed archive';
  if (mime.startsWith('image/')) return `a ${ext.toUpperCase()} image`;
  if (mime.startsWith('video/') || mime.startsWith('audio/')) return 'audio or video';
  return `a .${ext} file`;
}

/** Valid UTF-8 without NULs or binary control characters, with any byte-order mark removed; otherwise null. */
export function decodeText(bytes: Buffer): string | null {
  // Windows tools save "Unicode" text as UTF-16 with a byte-order mark; anything else must be UTF-8.
  const encoding = !hasUtf16Bom(bytes) ? 'utf-8' : bytes[0] === 0xff ? 'utf-16le' : 'utf-16be';
  let text: string;
  try {
    text = new TextDecoder(encoding, { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    return null;
  }
  // Tab, LF, FF and CR are normal in text; other C0 controls mean binary data.
  if (/[\x00-\x08\x0B\x0E-\x1A\x1C-\x1F]/.test(text)) return null;
  return text;
}

function looksLikeMarkup(text: string) {
  return /^\s*(<!doctype\s+html|<html[\s>]|<head[\s>]|<body[\s>]|<script[\s>]|<svg[\s>]|<\?xml)/i.test(text.slice(0, 1024));
}

/** RFC 822 headers at the very start: only header and continuation lines up to the first blank line, with From. */
function looksLikeEmail(text: string) {
  const head = text.slice(0, 16 * 1024).replace(/\r\n/g, '\n');
  const end = head.indexOf('\n\n');
  if (end <= 0) return false;
  const lines = head.slice(0, end).split('\n');
  const names = new Set<string>();
  for (const line of lines) {
    if (/^[ \t]/.test(line)) continue;
    const m = line.match(/^([!-9;-~]+):/);
    if (!m) return false;
    names.add(m[1].toLowerCase());
  }
  return names.has('from') && (names.has('subject') || names.has('date'));
}

/** The same delimiter count (outside quotes, at least one) on each of the first lines. */
function looksLikeCsv(text: string) {
  const lines = text
    .replace(/\r\n/g, '\n')
    .split('\n')
    .filter((l) => l.trim() !== '')
    .slice(0, 20);
  if (lines.length < 2) return false;
  return [',', ';', '\t'].some((d) => {
    const counts = lines.map((l) => countOutsideQuotes(l, d));
    return counts[0] >= 1 && counts.every((c) => c === counts[0]);
  });
}

function countOutsideQuotes(line: string, delimiter: string) {
  let inQuotes = false;
  let count = 0;
  for (const ch of line) {
    if (ch === '"') inQuotes = !inQuotes;
    else if (ch === delimiter && !inQuotes) count++;
  }
  return count;
}
