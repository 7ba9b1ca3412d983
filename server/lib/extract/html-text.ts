/**
 * Turns HTML into plain text as data: tags are dropped (scripts and styles with their content), block elements
 * become line breaks, table cells are separated, entities are decoded. Nothing is rendered, run or fetched.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style|head|template|noscript)\b[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<!--[\s\S]*?-->/g, '')
    .replace(/<br\s*\/?>/gi, '\n')
    .replace(/<\/(td|th)\s*>/gi, '\t')
    .replace(/<li\b[^>]*>/gi, '\n- ')
    .replace(/<\/(p|div|h[1-6]|li|tr|table|ul|ol|blockquote|pre|section|article|header|footer)\s*>/gi, '\n\n')
    .replace(/<(p|div|h[1-6]|tr|table|ul|ol|blockquote|pre)\b[^>]*>/gi, '\n\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text)
    .split('\n')
    .map((line) =>
      line
        .replace(/\t+$/, '')
        .replace(/\t/g, ' | ')
        .replace(/[ \u00a0]+/g, ' ')
        .trim(),
    )
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

const NAMED: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  ndash: '–',
  mdash: '—',
  hellip: '…',
  rsquo: '’',
  lsquo: '‘',
  rdquo: '”',
  ldquo: '“',
  copy: '©',
  reg: '®',
  trade: '™',
  euro: '€',
  pound: '£',
};

export function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, body: string) => {
    if (body[0] === '#') {
      const code = body[1] === 'x' || body[1] === 'X' ? parseInt(body.slice(2), 16) : parseInt(body.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : '';
    }
    return NAMED[body.toLowerCase()] ?? whole;
  });
}

/** The text of the first h1 (or else h2) in mammoth's HTML, used as a title. */
export function firstHeading(html: string): string | undefined {
  for (const level of [1, 2]) {
    const m = html.match(new RegExp(`<h${level}\\b[^>]*>([\\s\\S]*?)</h${level}>`, 'i'));
    if (m) {
      const text = decodeEntities(m[1].replace(/<[^>]*>/g, '')).trim();
      if (text) return text;
    }
  }
  return undefined;
}
