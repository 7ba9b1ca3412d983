/** DOCX rendering with the docx package: a title, Word headings, paragraphs, tables (rent schedules, key terms), page-numbered footer. */
import { AlignmentType, Document, Footer, Header, HeadingLevel, Packer, PageNumber, Paragraph, Table, TableCell, TableRow, TextRun, WidthType } from 'docx';
import type { DraftedDoc } from './doc.js';

export async function renderDocx(doc: DraftedDoc, title: string): Promise<Buffer> {
  const font = doc.font === 'helvetica' ? 'Arial' : doc.font === 'courier' ? 'Courier New' : 'Times New Roman';
  const children: (Paragraph | Table)[] = [];
  for (const b of doc.blocks) {
    switch (b.t) {
      case 'title':
        children.push(new Paragraph({ heading: HeadingLevel.TITLE, alignment: AlignmentType.CENTER, children: [new TextRun({ text: b.text, bold: true })] }));
        break;
      case 'subtitle':
        children.push(new Paragraph({ alignment: AlignmentType.CENTER, children: [new TextRun(b.text)] }));
        break;
      case 'heading':
        children.push(new Paragraph({ heading: HeadingLevel.HEADING_2, spacing: { before: 200 }, children: [new TextRun({ text: b.text, bold: true })] }));
        break;
      case 'para':
        children.push(
          new Paragraph({ indent: b.indent ? { left: 360 } : undefined, spacing: { after: 120 }, children: [new TextRun({ text: b.text, bold: b.bold })] }),
        );
        break;
      case 'table':
        children.push(
          new Table({
            width: { size: 100, type: WidthType.PERCENTAGE },
            rows: b.rows.map(
              (row, ri) =>
                new TableRow({
                  tableHeader: ri === 0 && !b.widths,
                  children: row.map(
                    (cell, ci) =>
                      new TableCell({
                        width: b.widths ? { size: Math.round(b.widths[ci]! * 100), type: WidthType.PERCENTAGE } : undefined,
                        children: [new Paragraph({ children: [new TextRun({ text: cell, bold: ri === 0 && !b.widths })] })],
                      }),
                  ),
                }),
            ),
          }),
        );
        children.push(new Paragraph(''));
        break;
      case 'signature':
        for (const line of b.lines) children.push(new Paragraph({ children: [new TextRun(line)] }));
        break;
      case 'pagebreak':
        children.push(new Paragraph({ pageBreakBefore: true, children: [] }));
        break;
    }
  }
  const [before, after] = doc.footer.split('{page}');
  const footerRuns = [new TextRun(before ?? ''), new TextRun({ children: [PageNumber.CURRENT] })];
  if (after?.includes('{pages}')) {
    const [mid, end] = after.split('{pages}');
    footerRuns.push(new TextRun(mid ?? ''), new TextRun({ children: [PageNumber.TOTAL_PAGES] }), new TextRun(end ?? ''));
  } else if (after) footerRuns.push(new TextRun(after));
  const document = new Document({
    title,
    creator: 'Propwise lease development set',
    styles: { default: { document: { run: { font, size: 22 } } } },
    sections: [
      {
        headers: doc.header
          ? { default: new Header({ children: [new Paragraph({ alignment: AlignmentType.RIGHT, children: [new TextRun({ text: doc.header, size: 16 })] })] }) }
          : undefined,
        footers: { default: new Footer({ children: [new Paragraph({ alignment: AlignmentType.CENTER, children: footerRuns })] }) },
        children,
      },
    ],
  });
  return Packer.toBuffer(document);
}
