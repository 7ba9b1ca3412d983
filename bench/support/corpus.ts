/** Generated benchmark corpus: lease-like text PDFs and scanned (image-only) PDF pages, the same every run. */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { createCanvas } from '@napi-rs/canvas';
import sharp from 'sharp';
import { buildPdf } from '../../server/lib/extract/fixtures/pdf.js';

// ---------------------------------------------------------------- corpus
/** Deterministic PRNG so every run ingests the same corpus. */
export function rng(seed: number) {
  let s = seed >>> 0;
  return () => (s = (s * 1664525 + 1013904223) >>> 0) / 2 ** 32;
}
export const clauses = [
  'The Tenant shall pay monthly rent on or before the first day of each calendar month without demand or deduction.',
  'Late payments received after the fifth day of the month incur an administrative fee as stated in the schedule.',
  'The Landlord remains responsible for structural repairs including the roof, foundation, plumbing and heating.',
  'Tenant shall keep the premises clean, dispose of refuse properly and report water leaks or mould promptly.',
  'No alterations, painting or installation of fixtures may be made without the prior written consent of Landlord.',
  'Either party may terminate this agreement at the end of the term by giving at least sixty days written notice.',
  'The security deposit will be returned within thirty days of move-out, less lawful deductions itemised in writing.',
  'Pets are not permitted on the premises except assistance animals or as agreed in a signed pet addendum.',
  'Tenant shall maintain renters insurance covering personal property and liability of not less than the stated sum.',
  'Landlord may enter the unit for inspection or repairs after giving at least twenty-four hours notice to Tenant.',
  'Utilities including electricity, gas, internet and telephone are the responsibility of the Tenant unless listed.',
  'Parking is limited to the assigned space; vehicles that are inoperable or unregistered may be towed at owner cost.',
];
/** Wraps words into lines of at most `width` characters. */
export function wrap(text: string, width: number): string[] {
  const out: string[] = [];
  let line = '';
  for (const word of text.split(' ')) {
    if (line && line.length + 1 + word.length > width) {
      out.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) out.push(line);
  return out;
}
/** One page of lease-like prose: a numbered section heading and paragraphs, `lines` lines of ≤ `width` chars. */
export function leasePage(file: number, page: number, lines: number, width: number): string[] {
  const next = rng(file * 1000 + page + 1);
  const out = [`SECTION ${page}. TERMS FOR UNIT ${100 + file}`, ''];
  while (out.length < lines) {
    const sentences = Array.from({ length: 3 }, () => clauses[Math.floor(next() * clauses.length)]);
    const para = `${page}.${out.length} ${sentences.join(' ')} Reference ${file}-${page}-${Math.floor(next() * 1e6)}.`;
    out.push(...wrap(para, width), '');
  }
  return out.slice(0, lines);
}

export interface CorpusFile {
  name: string;
  bytes: Buffer;
  pages: number;
  /** Scans only: the page images OCR'd by the baseline. */
  images?: Buffer[];
}

export async function scannedPage(lines: string[]): Promise<{ png: Buffer; jpeg: { data: Buffer; width: number; height: number } }> {
  // US Letter at 150 dpi, ~11 pt text: a typical office scan.
  const width = 1275;
  const height = 1650;
  const canvas = createCanvas(width, height);
  const ctx = canvas.getContext('2d');
  ctx.fillStyle = '#ffffff';
  ctx.fillRect(0, 0, width, height);
  ctx.fillStyle = '#000000';
  ctx.font = '24px sans-serif';
  lines.forEach((line, i) => ctx.fillText(line, 110, 130 + i * 34));
  const png = canvas.toBuffer('image/png');
  const data = await sharp(png).greyscale().jpeg({ quality: 85 }).toBuffer();
  return { png, jpeg: { data, width, height } };
}

export interface CorpusSize {
  textFiles: number;
  textPages: number;
  scanFiles: number;
  scanPages: number;
}

export async function generateCorpus(dir: string, { textFiles: TEXT_FILES, textPages: TEXT_PAGES, scanFiles: SCAN_FILES, scanPages: SCAN_PAGES }: CorpusSize) {
  const text: CorpusFile[] = [];
  for (let f = 0; f < TEXT_FILES; f++) {
    const pages = Array.from({ length: TEXT_PAGES }, (_, p) => ({ lines: leasePage(f, p + 1, 40, 88) }));
    text.push({ name: `lease-${String(f + 1).padStart(2, '0')}.pdf`, bytes: buildPdf(pages, { title: `Lease ${f + 1}` }), pages: TEXT_PAGES });
  }
  const scans: CorpusFile[] = [];
  for (let f = 0; f < SCAN_FILES; f++) {
    const rendered = await Promise.all(Array.from({ length: SCAN_PAGES }, (_, p) => scannedPage(leasePage(500 + f, p + 1, 40, 80))));
    scans.push({
      name: `scanned-lease-${f + 1}.pdf`,
      bytes: buildPdf(
        rendered.map((r) => ({ jpeg: r.jpeg })),
        { title: `Scanned lease ${f + 1}` },
      ),
      pages: SCAN_PAGES,
      images: rendered.map((r) => r.png),
    });
  }
  for (const file of [...text, ...scans]) writeFileSync(join(dir, file.name), file.bytes);
  return { text, scans };
}
