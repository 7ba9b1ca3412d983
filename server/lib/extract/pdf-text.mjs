// Plain JavaScript (types in pdf-text.d.mts) so the PDF worker thread loads it without tsx.

/**
 * Rebuilds lines and paragraphs from positioned text items: a change of baseline starts a new line, a clearly
 * larger vertical gap than the usual line spacing starts a new paragraph, and a horizontal gap between items on
 * one line becomes a space. Headings therefore stay on their own lines and paragraphs stay apart.
 */
/** @param {import('./pdf-text.d.mts').PdfTextItem[]} items @returns {string} */
export function itemsToText(items) {
  /** @type {{ y: number; size: number; text: string }[]} */
  const lines = [];
  /** @type {{ y: number; size: number; text: string; endX: number } | null} */
  let current = null;
  let lineBreakPending = false;

  for (const item of items) {
    const x = item.transform[4];
    const y = item.transform[5];
    const size = Math.abs(item.transform[3]) || item.height || 10;
    if (!item.str) {
      if (item.hasEOL) lineBreakPending = true;
      continue;
    }
    const sameLine = current && !lineBreakPending && Math.abs(y - current.y) <= Math.max(2, Math.min(size, current.size) * 0.5);
    if (current && sameLine) {
      const gap = x - current.endX;
      const needsSpace = gap > size * 0.15 && !/\s$/.test(current.text) && !/^\s/.test(item.str);
      current.text += (needsSpace ? ' ' : '') + item.str;
      current.endX = x + item.width;
      current.size = Math.max(current.size, size);
    } else {
      if (current) lines.push(current);
      current = { y, size, text: item.str, endX: x + item.width };
    }
    lineBreakPending = !!item.hasEOL;
  }
  if (current) lines.push(current);

  /** @type {number[]} */
  const steps = [];
  for (let i = 1; i < lines.length; i++) {
    const step = lines[i - 1].y - lines[i].y;
    if (step > 0) steps.push(step);
  }
  const usual = median(steps);

  let out = '';
  lines.forEach((line, i) => {
    const text = line.text.replace(/[ \t]+/g, ' ').trim();
    if (!text) return;
    if (out) {
      const prev = lines[i - 1];
      const step = prev.y - line.y;
      // A big step down, or any jump up (a new column or a footer drawn out of order), separates paragraphs.
      const paragraph = usual > 0 && (step > usual * 1.5 || step < -prev.size);
      out += paragraph ? '\n\n' : '\n';
    }
    out += text;
  });
  return out;
}

/** @param {number[]} values */
function median(values) {
  if (!values.length) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  // The lower median: with few lines, a single paragraph gap must not become the "usual" spacing.
  return sorted[Math.floor((sorted.length - 1) / 2)];
}
