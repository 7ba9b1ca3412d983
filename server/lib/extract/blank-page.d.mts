export const INK_LEVEL: number;
export const GLANCE_INK_LEVEL: number;
export const MAX_INK_SHARE: number;
export function isBlankBitmap(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number, inkLevel?: number): boolean;
