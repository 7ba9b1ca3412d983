/**
 * Scans and photographs of a rendered lease, as a manager has them. Pages of the text PDF are drawn with the
 * product's own pdfjs renderer (server/lib/extract/pdf-document.mjs), then degraded with sharp:
 *  - scans: grey, turned 0.3-1.5 degrees, slightly blurred, speckled, JPEG quality ~60, wrapped into an image-only PDF;
 *  - photos: ~150 DPI, uneven lighting, a skew that reads like perspective, turned up to ~2.5 degrees, on a darker
 *    desk, JPEG per page (NAME.pN.jpg) or one PNG for a single page.
 */
import { PDFDocument } from 'pdf-lib';
import sharp from 'sharp';
import { drawPage, openPdf } from '../../../server/lib/extract/pdf-document.mjs';
import { Rng } from './rng.js';

async function drawPages(pdf: Uint8Array, dpi: number) {
  const task = openPdf(new Uint8Array(pdf));
  try {
    const doc = await task.promise;
    const pages: { rgba: Uint8ClampedArray; width: number; height: number }[] = [];
    for (let n = 1; n <= doc.numPages; n++) {
      const drawn = await drawPage(await doc.getPage(n), dpi / 72);
      pages.push({ rgba: drawn.rgba, width: drawn.width, height: drawn.height });
    }
    return pages;
  } finally {
    await task.destroy();
  }
}

/** A table of noise values (sum of three uniforms, centred) read with a fast index walk: per-pixel PRNG calls are slow. */
function noiseTable(rng: Rng): Float32Array {
  const table = new Float32Array(1 << 16);
  for (let i = 0; i < table.length; i++) table[i] = rng.next() + rng.next() + rng.next() - 1.5;
  return table;
}

/** Grey pixels of a drawn page with grain added, lit by `light`, with a few specks of dust. */
function grain(rgba: Uint8ClampedArray, width: number, height: number, rng: Rng, amount: number, light?: (x: number, y: number) => number) {
  const grey = Buffer.alloc(width * height);
  const noise = noiseTable(rng);
  let k = rng.int(0, 65535);
  const step = 40503;
  for (let y = 0; y < height; y++) {
    const row = light ? Array.from({ length: 8 }, (_, j) => light((j * width) / 7, y)) : null;
    for (let x = 0; x < width; x++) {
      const p = y * width + x;
      const i = p * 4;
      let v = 0.299 * rgba[i]! + 0.587 * rgba[i + 1]! + 0.114 * rgba[i + 2]!;
      if (row) {
        const t = (x / width) * 7;
        const j = Math.min(6, Math.floor(t));
        v *= row[j]! + (row[j + 1]! - row[j]!) * (t - j);
      }
      k = (k + step) & 0xffff;
      v += noise[k]! * amount;
      grey[p] = Math.max(0, Math.min(255, v));
    }
  }
  for (let n = Math.round(width * height * 0.0003); n > 0; n--) grey[rng.int(0, grey.length - 1)] = rng.int(30, 120);
  return grey;
}

export async function renderScan(pdf: Uint8Array, name: string): Promise<Uint8Array> {
  const rng = new Rng(`scan:${name}`);
  const dpi = 200;
  const out = await PDFDocument.create();
  out.setProducer('Scanner');
  out.setCreationDate(new Date('2025-01-01T00:00:00Z'));
  out.setModificationDate(new Date('2025-01-01T00:00:00Z'));
  for (const page of await drawPages(pdf, dpi)) {
    const grey = grain(page.rgba, page.width, page.height, rng, 18, (_, y) => 0.97 + 0.03 * (y / page.height));
    const angle = (rng.next() < 0.5 ? -1 : 1) * (0.3 + rng.next() * 1.2);
    const jpeg = await sharp(grey, { raw: { width: page.width, height: page.height, channels: 1 } })
      .rotate(angle, { background: { r: 250, g: 250, b: 250 } })
      .blur(0.5 + rng.next() * 0.35)
      .resize(page.width, page.height, { fit: 'cover' })
      .jpeg({ quality: 55 + rng.int(0, 10) })
      .toBuffer();
    const image = await out.embedJpg(jpeg);
    const p = out.addPage([(page.width * 72) / dpi, (page.height * 72) / dpi]);
    p.drawImage(image, { x: 0, y: 0, width: p.getWidth(), height: p.getHeight() });
  }
  return out.save();
}

export async function renderPhotos(pdf: Uint8Array, name: string): Promise<{ jpeg: Buffer; png: Buffer }[]> {
  const rng = new Rng(`photo:${name}`);
  const out: { jpeg: Buffer; png: Buffer }[] = [];
  for (const page of await drawPages(pdf, 150)) {
    // Light falls from one corner: brighter there, a shade darker across the page.
    const cx = rng.next();
    const cy = rng.next() * 0.5;
    const diag = Math.hypot(page.width, page.height);
    const light = (x: number, y: number) => 1.03 - 0.38 * (Math.hypot(x - cx * page.width, y - cy * page.height) / diag);
    const grey = grain(page.rgba, page.width, page.height, rng, 22, light);
    const skew = (rng.next() - 0.5) * 0.05;
    const angle = (rng.next() - 0.5) * 5;
    const margin = Math.round(page.width * 0.06);
    const base = sharp(grey, { raw: { width: page.width, height: page.height, channels: 1 } })
      .affine([1, skew, (rng.next() - 0.5) * 0.03, 1 - Math.abs(skew)], { background: { r: 90, g: 80, b: 70 } })
      .rotate(angle, { background: { r: 90, g: 80, b: 70 } })
      .extend({ top: margin, bottom: margin, left: margin, right: margin, background: { r: 85, g: 75, b: 65 } })
      .blur(0.6 + rng.next() * 0.3)
      .toColourspace('srgb')
      .tint({ r: 255, g: 244, b: 225 });
    const png = await base.clone().png({ compressionLevel: 9 }).toBuffer();
    const jpeg = await base
      .clone()
      .jpeg({ quality: 68 + rng.int(0, 8) })
      .toBuffer();
    out.push({ jpeg, png });
  }
  return out;
}
