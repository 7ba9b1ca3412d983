export function whatPaints(fnArray: ArrayLike<number>, argsArray: ArrayLike<unknown>): 'nothing' | 'vector' | 'images';
export const INK_LEVEL: number;
export const MAX_INK_SHARE: number;
export function isBlankBitmap(rgba: Uint8Array | Uint8ClampedArray, width: number, height: number): boolean;
