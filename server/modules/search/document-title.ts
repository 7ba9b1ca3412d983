/**
 * A document's title as its first page shows it, for telling documents named alike apart. Filed and signed
 * documents often open with lines that are not the title: an exhibit number ("Exhibit 10.16"), a filing note
 * ("Portions of this exhibit have been omitted ..."), a signing service's stamp ("DocuSign Envelope ID: ...").
 * The title is what follows them.
 */

/** Words read as the title once the lines before it are skipped. */
export const TITLE_WORDS = 24;
/** Lines before the title are looked for only this far into the document. */
const LEAD_WORDS = 120;
/** A note before the title is read over at most this many lines. */
const MAX_NOTE_LINES = 4;

/** A line that labels the document instead of naming it: "Exhibit 10.2", "EXHIBIT B", "Execution Version". */
const labelLine =
  /^(?:(?:exhibit|ex\.?|annex|appendix|attachment|schedule)\s*[\w.()-]{0,8}|execution\s+(?:version|copy)|conformed\s+copy|confidential|final|draft|page\s+\d+(?:\s+of\s+\d+)?|docusign\s+envelope\s+id:?.*)$/i;
/** An exhibit label opening a line that goes on: "EXHIBIT 10.65 EXHIBIT II NOVEMBER 1, 2002 ...", "1 EXHIBIT 10.4 SPONSORSHIP AGREEMENT". */
const leadingLabel = /^(?:\d{1,3}\s+)?(?:(?:exhibit|ex\.)\s+[\w.()-]{1,8}(?:\s+|$))+/i;
/** Words naming the document itself: a line holding one is its title or preamble, never a note about it. */
const documentNoun = /\b(?:agreements?|lease|contract|licen[cs]e|amendment|addendum)\b/i;

const wordCount = (text: string) => text.split(/\s+/).filter(Boolean).length;

/**
 * A sentence before the title that comments on the document: a filing's confidentiality note ("Certain
 * information ... has been omitted ..."). A title or a preamble names the document ("Agreement"); a note does not.
 */
function isNote(text: string): boolean {
  return wordCount(text) >= 8 && /\.[)\]"”’]*\s*$/.test(text) && !documentNoun.test(text);
}

/**
 * The first TITLE_WORDS words of the document from its title on. Its opening is split into lines (at line breaks,
 * at the wide gaps text taken from PDFs puts between lines, and after sentences); the lines that label the
 * document or comment on it are skipped.
 */
export function titleRegion(opening: string): string {
  const lines = opening
    .split(/\n|\s{3,}|(?<=\.[)\]"”’]*)\s+(?=[A-Z[])/)
    .map((l) => l.replace(leadingLabel, '').trim())
    .filter(Boolean);
  let skipped = 0;
  let start = 0;
  while (start < lines.length - 1 && skipped < LEAD_WORDS) {
    const lead = leadingLines(lines, start);
    if (!lead) break;
    skipped += lead.words;
    start += lead.lines;
  }
  return lines.slice(start).join(' ').split(/\s+/).slice(0, TITLE_WORDS).join(' ');
}

/** How many lines from `start` label the document or comment on it (a note may run over a few lines), if any. */
function leadingLines(lines: string[], start: number): { lines: number; words: number } | null {
  if (labelLine.test(lines[start]!)) return { lines: 1, words: wordCount(lines[start]!) };
  for (let n = 1; n <= MAX_NOTE_LINES && start + n <= lines.length; n++) {
    const note = lines.slice(start, start + n).join(' ');
    if (isNote(note)) return { lines: n, words: wordCount(note) };
  }
  return null;
}

/** Words that title a document attached to another (its schedule, exhibit, addendum or amendment). */
export const subordinateKind = /\b(schedules?|exhibits?|annex(es)?|appendix|appendices|addend(um|a)|amendments?|attachments?|riders?|side letter)\b/i;

const subordinateTitle = new RegExp(
  `^(?:[\\w'’.-]+\\s+){0,3}?${subordinateKind.source}(?:(?:\\s+(?:no\\.?\\s*)?[\\w.-]{1,6})?\\s+(?:to|of|under)\\b|\\b[^.]{0,80}?\\b(?:attached|appended)\\s+to\\b)`,
  'i',
);
const attachmentTitle = new RegExp(`^(?:[\\w'’.-]+\\s+){0,3}?${subordinateKind.source}`, 'i');

/**
 * Whether a title can be the one a name gives. A name asking for an attachment ("Amendment No. 2 to the Supply
 * Agreement", "the Customization Schedule") is not the title of a document that does not open as one; a name that
 * does not ask for one is not the title of a document calling itself part of another ("SCHEDULE TO Software
 * License ... Agreement", "AMENDMENT NO. 2 TO ... MANUFACTURING AGREEMENT", "Customization Schedule. This
 * Customization Schedule is attached to the ..."), whose words repeat the other document's title.
 */
export function titleCanBeNamed(title: string, asksForAttachment: boolean): boolean {
  return asksForAttachment ? attachmentTitle.test(title) : !subordinateTitle.test(title);
}
