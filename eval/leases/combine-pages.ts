/** Several photographed pages of one document (NAME.p1.jpg, NAME.p2.jpg, ...) as one image PDF, for upload. */
import { PDFDocument } from 'pdf-lib';

export async function imagesToPdf(pages: { bytes: Uint8Array; fileName: string }[]): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  for (const page of pages) {
    const png = /\.png$/i.test(page.fileName);
    const image = png ? await pdf.embedPng(page.bytes) : await pdf.embedJpg(page.bytes);
    // 150 DPI is what a phone photo of a letter page comes to; the page size only sets the PDF's proportions.
    const p = pdf.addPage([(image.width * 72) / 150, (image.height * 72) / 150]);
    p.drawImage(image, { x: 0, y: 0, width: p.getWidth(), height: p.getHeight() });
  }
  return pdf.save();
}
