/** Scans and photographs of a rendered PDF (filled in below). */
export async function renderScan(_pdf: Uint8Array, _name: string): Promise<Uint8Array> {
  throw new Error('scans are not rendered yet');
}
export async function renderPhotos(_pdf: Uint8Array, _name: string): Promise<{ jpeg: Buffer; png: Buffer }[]> {
  throw new Error('photos are not rendered yet');
}
