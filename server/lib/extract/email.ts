import { simpleParser, type AddressObject } from 'mailparser';
import { htmlToText } from './html-text.js';
import { paginateText } from './text.js';
import type { ExtractionLimits } from './limits.js';
import { ExtractionError, type ExtractedAttachment, type ExtractedDocument } from './types.js';

/**
 * EML → page 1 starts with From, To, Date and Subject, then the body as text (an HTML body is converted to text,
 * never rendered). Attachments are returned for the caller to ingest as their own documents.
 */
export async function extractEmail(bytes: Buffer, limits: ExtractionLimits): Promise<ExtractedDocument> {
  let mail: Awaited<ReturnType<typeof simpleParser>>;
  try {
    mail = await simpleParser(bytes, { skipImageLinks: true, skipTextToHtml: true, maxHtmlLengthToParse: 10 * 1024 * 1024 });
  } catch {
    throw new ExtractionError('corrupt', 'This email file could not be read.');
  }
  const header = [
    line('From', addresses(mail.from)),
    line('To', addresses(mail.to)),
    line('Cc', addresses(mail.cc)),
    line('Date', mail.date ? mail.date.toISOString().replace('T', ' ').slice(0, 16) + ' UTC' : ''),
    line('Subject', mail.subject ?? ''),
  ]
    .filter(Boolean)
    .join('\n');
  const body = (mail.text?.trim() || (typeof mail.html === 'string' ? htmlToText(mail.html) : '')).trim();
  const pages = paginateText(body ? `${header}\n\n${body}` : header, limits.textPageChars);

  const attachments: ExtractedAttachment[] = [];
  const notes: string[] = [];
  let skippedForSize = 0;
  let skippedForCount = 0;
  for (const [i, att] of mail.attachments.entries()) {
    // Inline parts (signature logos, embedded images referenced by cid:) are part of the message, not documents.
    if (att.related || att.contentDisposition === 'inline') continue;
    if (att.content.length > limits.emailMaxAttachmentBytes) {
      skippedForSize++;
      continue;
    }
    if (attachments.length >= limits.emailMaxAttachments) {
      skippedForCount++;
      continue;
    }
    attachments.push({ fileName: att.filename || `attachment-${i + 1}`, bytes: att.content });
  }
  if (skippedForSize)
    notes.push(`${skippedForSize} attachment(s) larger than ${Math.round(limits.emailMaxAttachmentBytes / 1024 / 1024)} MB were not imported.`);
  if (skippedForCount) notes.push(`Only the first ${limits.emailMaxAttachments} attachments were imported; ${skippedForCount} more were skipped.`);

  return { pages, title: mail.subject?.trim() || undefined, attachments, ...(notes.length ? { notes } : {}) };
}

function line(name: string, value: string) {
  return value ? `${name}: ${value}` : '';
}

function addresses(value: AddressObject | AddressObject[] | undefined): string {
  if (!value) return '';
  const list = Array.isArray(value) ? value : [value];
  return list
    .flatMap((a) => a.value)
    .map((a) => (a.name && a.address ? `${a.name} <${a.address}>` : a.address || a.name))
    .filter(Boolean)
    .join(', ');
}
