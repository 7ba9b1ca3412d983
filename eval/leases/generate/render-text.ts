/** Plain-text rendering: wrapped at 78 columns, tables as padded columns, as a lease saved from an old word processor. */
import type { DraftedDoc } from './doc.js';

export function wrap(text: string, width: number, indent = ''): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && (indent + line + ' ' + word).length > width) {
      lines.push(indent + line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(indent + line);
  return lines;
}

export function renderTxt(doc: DraftedDoc, width = 78): string {
  const out: string[] = [];
  for (const b of doc.blocks) {
    switch (b.t) {
      case 'title':
        out.push(b.text.padStart(Math.floor((width + b.text.length) / 2)), '');
        break;
      case 'subtitle':
        out.push(b.text.padStart(Math.floor((width + b.text.length) / 2)), '');
        break;
      case 'heading':
        out.push(b.text, '');
        break;
      case 'para':
        out.push(...wrap(b.text, width, b.indent ? '    ' : ''), '');
        break;
      case 'table': {
        const cols = Math.max(...b.rows.map((r) => r.length));
        const w = Array.from({ length: cols }, (_, i) => Math.max(...b.rows.map((r) => (r[i] ?? '').length)));
        for (const r of b.rows)
          out.push(
            r
              .map((c, i) => (i === r.length - 1 ? c : c.padEnd(w[i]! + 3)))
              .join('')
              .trimEnd(),
          );
        out.push('');
        break;
      }
      case 'signature':
        out.push('', ...b.lines, '');
        break;
      case 'pagebreak':
        out.push('');
        break;
    }
  }
  return (
    out
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim() + '\n'
  );
}
