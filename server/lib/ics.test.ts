import { describe, expect, it } from 'vitest';
import { escapeText, foldLine, serializeCalendar } from './ics.js';
import { parseIcs } from '../test/ics-parse.js';

const stamp = new Date('2026-03-01T12:34:56.789Z');

describe('ICS writer', () => {
  it('escapes backslash, semicolon, comma and every kind of newline in TEXT', () => {
    expect(escapeText('a\\b;c,d\ne\r\nf\rg')).toBe('a\\\\b\\;c\\,d\\ne\\nf\\ng');
    expect(escapeText('tab\tstays, bell\u0007 goes')).toBe('tab\tstays\\, bell  goes');
  });

  it('folds at 75 octets, continuation lines starting with one space, never inside a UTF-8 character', () => {
    const ascii = `DESCRIPTION:${'x'.repeat(200)}`;
    const folded = foldLine(ascii);
    const physical = folded.split('\r\n');
    expect(physical.length).toBe(3);
    expect(Buffer.byteLength(physical[0]!)).toBe(75);
    for (const line of physical.slice(1)) {
      expect(line.startsWith(' ')).toBe(true);
      expect(line.startsWith('  ')).toBe(false);
    }
    expect(physical.every((l) => Buffer.byteLength(l) <= 75)).toBe(true);
    expect(folded.replace(/\r\n /g, '')).toBe(ascii);

    // 3-octet characters: 74 octets of ASCII then "€" (3 octets) must move the whole character to the next line.
    const euro = `SUMMARY:${'a'.repeat(66)}€€€`;
    const lines = foldLine(euro).split('\r\n');
    expect(Buffer.byteLength(lines[0]!)).toBe(74);
    expect(lines[1]).toBe(' €€€');
    for (const l of lines) expect(Buffer.from(l, 'utf8').toString('utf8')).toBe(l); // each line valid on its own
    // Emoji are 4 octets and two UTF-16 units: still never split.
    const emoji = `SUMMARY:${'🏠'.repeat(40)}`;
    const emojiLines = foldLine(emoji).split('\r\n');
    // A split surrogate pair would not survive a round trip through UTF-8.
    for (const l of emojiLines) expect(Buffer.byteLength(l) <= 75 && Buffer.from(l, 'utf8').toString('utf8') === l).toBe(true);
    expect(emojiLines.length).toBeGreaterThan(2);
    expect(foldLine(emoji).replace(/\r\n /g, '')).toBe(emoji);
    // A short line is left alone.
    expect(foldLine('BEGIN:VEVENT')).toBe('BEGIN:VEVENT');
  });

  it('writes all-day events that parse back to the same values', () => {
    const description = 'Renewal option deadline\nProperty: Oak Street, Suite 4; "B"\nPath: C:\\leases\\4b.pdf\n' + 'Long text '.repeat(20);
    const text = serializeCalendar({
      prodId: '-//Propwise//Lease dates//EN',
      name: 'Propwise, lease dates; Oak & Co',
      refreshHours: 12,
      stamp,
      events: [
        {
          uid: 'a1b2:renewal_deadline:2027-04-01@propwise',
          date: '2027-04-01',
          summary: 'Renewal deadline — Café Olé, 4B; Dana',
          description,
          url: 'https://pm.example.com/dashboard/leases/a1b2',
          categories: ['Renewal option deadline', 'Oak, Street'],
        },
        { uid: 'second@propwise', date: '2027-12-31', summary: 'Lease expires' },
      ],
    });
    // Every line ends with CRLF; no bare LF or CR anywhere; no physical line longer than 75 octets.
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of text.split('\r\n').slice(0, -1)) expect(Buffer.byteLength(line, 'utf8')).toBeLessThanOrEqual(75);

    const calendar = parseIcs(text);
    expect(calendar.props).toMatchObject({
      VERSION: '2.0',
      PRODID: '-//Propwise//Lease dates//EN',
      'X-WR-CALNAME': 'Propwise, lease dates; Oak & Co',
      METHOD: 'PUBLISH',
    });
    expect(calendar.events).toHaveLength(2);
    const [first, second] = calendar.events;
    expect(first).toMatchObject({
      UID: { value: 'a1b2:renewal_deadline:2027-04-01@propwise' },
      DTSTAMP: { value: '20260301T123456Z' },
      DTSTART: { value: '20270401', params: { VALUE: 'DATE' } },
      DTEND: { value: '20270402', params: { VALUE: 'DATE' } },
      SUMMARY: { value: 'Renewal deadline — Café Olé, 4B; Dana' },
      DESCRIPTION: { value: description },
      URL: { value: 'https://pm.example.com/dashboard/leases/a1b2' },
    });
    expect(first!.CATEGORIES!.raw).toBe('Renewal option deadline,Oak\\, Street');
    expect(second).toMatchObject({ DTSTART: { value: '20271231' }, DTEND: { value: '20280101' } });
    expect(second!.DESCRIPTION).toBeUndefined();
  });

  it('refuses what would make an invalid calendar', () => {
    const base = { prodId: 'x', stamp, events: [] };
    expect(() => serializeCalendar({ ...base, events: [{ uid: 'u', date: '2027-4-1', summary: 's' }] })).toThrow(/Not a date/);
    expect(() => serializeCalendar({ ...base, events: [{ uid: 'u', date: '2027-04-01', summary: 's', url: 'javascript:alert(1)' }] })).toThrow(/http/);
  });
});
