/**
 * A small iCalendar (RFC 5545) writer for calendars of all-day events, the only kind Propwise publishes (lease
 * dates have no time of day). No library for it runs on Node 20 here; this covers what the product needs and
 * what calendar apps check: CRLF line ends, lines folded at 75 octets without splitting a UTF-8 character,
 * TEXT values escaped (backslash, semicolon, comma, newlines), dates as DATE values.
 */

export interface IcsEvent {
  /** Globally unique and stable across fetches, so a calendar app updates the event instead of duplicating it. */
  uid: string;
  /** YYYY-MM-DD: an all-day event on that date. */
  date: string;
  summary: string;
  description?: string;
  /** An absolute http(s) URL. */
  url?: string;
  categories?: string[];
}

export interface IcsCalendar {
  /** e.g. "-//Propwise//Lease dates//EN". */
  prodId: string;
  /** Shown by calendar apps as the subscribed calendar's name (X-WR-CALNAME, RFC 7986 NAME). */
  name?: string;
  /** How often a subscribing app should fetch again (REFRESH-INTERVAL, X-PUBLISHED-TTL). */
  refreshHours?: number;
  /** DTSTAMP of every event: when this copy was generated. */
  stamp: Date;
  events: IcsEvent[];
}

const CRLF = '\r\n';
const MAX_OCTETS = 75;

/** TEXT value escaping (RFC 5545 3.3.11); other control characters, which TEXT may not hold, become spaces. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(/[\u0000-\u0008\u000a-\u001f\u007f]/g, ' ');
}

/**
 * Folds one content line (RFC 5545 3.1): no physical line longer than 75 octets, continuation lines start with
 * one space (which counts toward their 75), and a multi-octet UTF-8 character is never split.
 */
export function foldLine(line: string): string {
  const parts: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = Buffer.byteLength(char, 'utf8');
    const limit = parts.length === 0 ? MAX_OCTETS : MAX_OCTETS - 1;
    if (octets + size > limit) {
      parts.push(current);
      current = '';
      octets = 0;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

const icsDate = (iso: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(iso)) throw new Error(`Not a date: ${iso}`);
  return iso.replace(/-/g, '');
};
const icsDateTime = (d: Date) =>
  d
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
const nextDay = (iso: string) => new Date(Date.parse(`${iso}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

function uri(value: string): string {
  const url = new URL(value);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`Not an http(s) URL: ${value}`);
  return url.href;
}

/** The whole calendar as text/calendar content, CRLF line ends included. */
export function serializeCalendar(calendar: IcsCalendar): string {
  const lines: string[] = ['BEGIN:VCALENDAR', 'VERSION:2.0', `PRODID:${escapeText(calendar.prodId)}`, 'CALSCALE:GREGORIAN', 'METHOD:PUBLISH'];
  if (calendar.name) lines.push(`NAME:${escapeText(calendar.name)}`, `X-WR-CALNAME:${escapeText(calendar.name)}`);
  if (calendar.refreshHours) lines.push(`REFRESH-INTERVAL;VALUE=DURATION:PT${calendar.refreshHours}H`, `X-PUBLISHED-TTL:PT${calendar.refreshHours}H`);
  const stamp = icsDateTime(calendar.stamp);
  for (const event of calendar.events) {
    lines.push(
      'BEGIN:VEVENT',
      `UID:${escapeText(event.uid)}`,
      `DTSTAMP:${stamp}`,
      `DTSTART;VALUE=DATE:${icsDate(event.date)}`,
      // All-day: ends (exclusively) the next day, which every calendar app reads as one day.
      `DTEND;VALUE=DATE:${icsDate(nextDay(event.date))}`,
      `SUMMARY:${escapeText(event.summary)}`,
    );
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.url) lines.push(`URL:${uri(event.url)}`);
    if (event.categories?.length) lines.push(`CATEGORIES:${event.categories.map(escapeText).join(',')}`);
    // A deadline is a reminder, not a meeting: it does not make anyone busy.
    lines.push('TRANSP:TRANSPARENT', 'END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return lines.map(foldLine).join(CRLF) + CRLF;
}
