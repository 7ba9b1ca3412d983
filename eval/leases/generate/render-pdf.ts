/**
 * Text PDF rendering with pdf-lib: US Letter, standard fonts, words wrapped to the margins, paragraphs kept on one
 * page when short, tables with ruled cells, a running header and a "Page n of N" footer.
 */
import { PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import type { Block, DraftedDoc } from './doc.js';

const PAGE = { width: 612, height: 792, margin: 72 };
const FONTS = {
  times: [StandardFonts.TimesRoman, StandardFonts.TimesRomanBold],
  helvetica: [StandardFonts.Helvetica, StandardFonts.HelveticaBold],
  courier: [StandardFonts.Courier, StandardFonts.CourierBold],
} as const;

interface Op {
  text: string;
  x: number;
  y: number;
  size: number;
  bold?: boolean;
}
interface Rule {
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}
interface LaidPage {
  ops: Op[];
  rules: Rule[];
}

function wrapWidth(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const next = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(next, size) > width) {
      lines.push(line);
      line = word;
    } else line = next;
  }
  if (line) lines.push(line);
  return lines;
}

export async function renderPdf(doc: DraftedDoc, title: string): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(title);
  pdf.setProducer('Propwise lease development set');
  pdf.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  const [regular, bold] = await Promise.all(FONTS[doc.font].map((f) => pdf.embedFont(f)));
  const fontOf = (b?: boolean) => (b ? bold! : regular!);
  const size = doc.font === 'helvetica' ? 10 : 11;
  const leading = size * 1.35;
  const textWidth = PAGE.width - 2 * PAGE.margin;
  const top = PAGE.height - PAGE.margin;
  const bottom = PAGE.margin;

  const pages: LaidPage[] = [{ ops: [], rules: [] }];
  let y = top;
  const page = () => pages.at(-1)!;
  const newPage = () => {
    pages.push({ ops: [], rules: [] });
    y = top;
  };
  const ensure = (height: number) => {
    if (y - height < bottom) newPage();
  };

  const paragraph = (lines: string[], opts: { x?: number; size?: number; bold?: boolean; center?: boolean; gap?: number }) => {
    const s = opts.size ?? size;
    const lead = s * 1.35;
    if (lines.length <= 8) ensure(lines.length * lead);
    for (const line of lines) {
      ensure(lead);
      const w = fontOf(opts.bold).widthOfTextAtSize(line, s);
      page().ops.push({ text: line, x: opts.center ? (PAGE.width - w) / 2 : (opts.x ?? PAGE.margin), y: y - s, size: s, bold: opts.bold });
      y -= lead;
    }
    y -= opts.gap ?? leading * 0.6;
  };

  const table = (b: Extract<Block, { t: 'table' }>) => {
    const cols = Math.max(...b.rows.map((r) => r.length));
    const widths = (b.widths ?? Array(cols).fill(1 / cols)).map((w) => w * textWidth);
    const s = size - 1;
    const lead = s * 1.3;
    b.rows.forEach((row, ri) => {
      const cells = row.map((c, i) => wrapWidth(c, fontOf(ri === 0 && !b.widths), s, widths[i]! - 8));
      const height = Math.max(...cells.map((c) => c.length)) * lead + 6;
      ensure(height);
      let x = PAGE.margin;
      cells.forEach((lines, i) => {
        lines.forEach((line, li) => page().ops.push({ text: line, x: x + 4, y: y - 3 - s - li * lead, size: s, bold: ri === 0 && !b.widths }));
        x += widths[i]!;
      });
      page().rules.push({ x1: PAGE.margin, y1: y, x2: PAGE.margin + textWidth, y2: y });
      y -= height;
      page().rules.push({ x1: PAGE.margin, y1: y, x2: PAGE.margin + textWidth, y2: y });
    });
    y -= leading * 0.6;
  };

  for (const b of doc.blocks) {
    switch (b.t) {
      case 'title':
        paragraph(wrapWidth(b.text, bold!, size + 4, textWidth), { size: size + 4, bold: true, center: true, gap: leading * 0.4 });
        break;
      case 'subtitle':
        paragraph(wrapWidth(b.text, regular!, size + 1, textWidth), { size: size + 1, center: true });
        break;
      case 'heading':
        ensure(leading * 3); // a heading is not left alone at the foot of a page
        paragraph(wrapWidth(b.text, bold!, size, textWidth), { bold: true, gap: leading * 0.3 });
        break;
      case 'para': {
        const x = PAGE.margin + (b.indent ? 18 : 0);
        paragraph(wrapWidth(b.text, fontOf(b.bold), size, textWidth - (b.indent ? 18 : 0)), { x, bold: b.bold });
        break;
      }
      case 'table':
        table(b);
        break;
      case 'signature':
        ensure(Math.min(b.lines.length, 14) * leading);
        for (const line of b.lines) paragraph(line ? [line] : [' '], { gap: 0 });
        break;
      case 'pagebreak':
        newPage();
        break;
    }
  }

  const total = pages.length;
  for (const [i, laid] of pages.entries()) {
    const p: PDFPage = pdf.addPage([PAGE.width, PAGE.height]);
    for (const op of laid.ops) p.drawText(op.text, { x: op.x, y: op.y, size: op.size, font: fontOf(op.bold), color: rgb(0, 0, 0) });
    for (const r of laid.rules) p.drawLine({ start: { x: r.x1, y: r.y1 }, end: { x: r.x2, y: r.y2 }, thickness: 0.5, color: rgb(0.4, 0.4, 0.4) });
    const furniture = (text: string, yy: number) => {
      if (!text) return;
      const t = text.replace('{page}', String(i + 1)).replace('{pages}', String(total));
      p.drawText(t, { x: (PAGE.width - regular!.widthOfTextAtSize(t, 8)) / 2, y: yy, size: 8, font: regular!, color: rgb(0.3, 0.3, 0.3) });
    };
    if (i > 0) furniture(doc.header, PAGE.height - 40);
    furniture(doc.footer, 36);
  }
  return pdf.save({ useObjectStreams: false });
}
