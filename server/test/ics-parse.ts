/**
 * A strict iCalendar reader for tests: refuses what a careful calendar app would (bare LF, lines over 75
 * octets, continuation lines without their single space, unknown escapes, unbalanced BEGIN/END), then unfolds
 * and unescapes so a test can compare what it wrote with what it reads.
 */
export interface IcsProperty {
  value: string;
  raw: string;
  params: Record<string, string>;
}
export type IcsComponent = Record<string, IcsProperty | undefined>;

function unescapeText(raw: string): string {
  return raw.replace(/\\(.)/g, (_, ch: string) => {
    if (ch === 'n' || ch === 'N') return '\n';
    if (ch === '\\' || ch === ';' || ch === ',') return ch;
    throw new Error(`Unknown escape \\${ch}`);
  });
}

export function parseIcs(text: string): { props: Record<string, string>; events: IcsComponent[] } {
  if (!text.endsWith('\r\n')) throw new Error('The calendar must end with CRLF');
  const physical = text.slice(0, -2).split('\r\n');
  for (const line of physical) {
    if (/[\r\n]/.test(line)) throw new Error('Bare CR or LF inside a line');
    if (Buffer.byteLength(line, 'utf8') > 75) throw new Error(`Line longer than 75 octets: ${line}`);
    if (line === ' ') throw new Error('Empty continuation line');
  }
  const logical: string[] = [];
  for (const line of physical) {
    if (line.startsWith(' ') || line.startsWith('\t')) {
      if (!logical.length) throw new Error('A continuation line cannot come first');
      logical[logical.length - 1] += line.slice(1);
    } else logical.push(line);
  }
  const props: Record<string, string> = {};
  const events: IcsComponent[] = [];
  const stack: string[] = [];
  let current: IcsComponent | null = null;
  for (const line of logical) {
    const colon = line.indexOf(':');
    if (colon < 1) throw new Error(`Not a content line: ${line}`);
    const [name, ...paramParts] = line.slice(0, colon).split(';');
    const raw = line.slice(colon + 1);
    if (name === 'BEGIN') {
      stack.push(raw);
      if (raw === 'VEVENT') current = {};
      continue;
    }
    if (name === 'END') {
      if (stack.pop() !== raw) throw new Error(`Unbalanced END:${raw}`);
      if (raw === 'VEVENT') {
        events.push(current!);
        current = null;
      }
      continue;
    }
    const params = Object.fromEntries(paramParts.map((p) => p.split('=') as [string, string]));
    const textual = !['DTSTART', 'DTEND', 'DTSTAMP', 'URL', 'CATEGORIES', 'REFRESH-INTERVAL'].includes(name!);
    const value = textual ? unescapeText(raw) : raw;
    if (current) current[name!] = { value, raw, params };
    else props[name!] = value;
  }
  if (stack.length) throw new Error(`Unclosed ${stack.join(', ')}`);
  return { props, events };
}
