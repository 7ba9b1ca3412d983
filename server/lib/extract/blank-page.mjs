// How a page with no text layer is found blank before any text recognition (types in blank-page.d.mts). Plain
// JavaScript: the PDF and viewer worker threads load it without tsx. docs/decisions/0018.

/**
 * pdfjs operators (OPS) that put something on the page: text, images, shadings, and paths that are filled or
 * stroked. A path that is only built (or used as a clip) draws nothing; neither do state, colour or marked content.
 */
const IMAGES = new Set([65, 83, 84, 85, 86, 87, 88, 89, 90]); // endInlineImage, paintImageMaskXObject … paintSolidColorImageMask
const PAINTING = new Set([
  ...IMAGES,
  20, 21, 22, 23, 24, 25, 26, 27, // stroke, closeStroke, fill, eoFill, fillStroke, eoFillStroke, closeFillStroke, closeEOFillStroke
  44, 45, 46, 47, // showText, showSpacedText, nextLineShowText, nextLineSetSpacingShowText
  62, // shadingFill
  94, // rawFillPath
]);
const CONSTRUCT_PATH = 91;

/**
 * What a page's operator list (page.getOperatorList(): fnArray, argsArray) paints: 'nothing' (the page is blank,
 * whatever its size: no need to draw it), 'images' (a scan, perhaps among other things), or 'vector' (text and
 * paths only, cheap to draw). pdfjs folds a path and the operator that ends it into one constructPath whose first
 * argument is that operator, so a path counts only when it is filled or stroked.
 * @param {ArrayLike<number>} fnArray @param {ArrayLike<unknown>} argsArray @returns {'nothing' | 'vector' | 'images'}
 */
export function whatPaints(fnArray, argsArray) {
  let paints = false;
  for (let i = 0; i < fnArray.length; i++) {
    const op = fnArray[i];
    if (IMAGES.has(op)) return 'images';
    if (PAINTING.has(op)) paints = true;
    else if (op === CONSTRUCT_PATH) {
      const args = /** @type {unknown[] | undefined} */ (argsArray[i]);
      if (typeof args?.[0] !== 'number' || PAINTING.has(args[0])) paints = true;
    }
  }
  return paints ? 'vector' : 'nothing';
}

/** A pixel is ink when any colour channel is darker than this (of 255): scanner grey and pale tints are not. */
export const INK_LEVEL = 160;
/**
 * A page with fewer ink pixels than this share of its area is blank: specks of scanner dust and a stray dot, not a
 * word (one letter at the OCR resolution is some hundred pixels; this is about 75 on a Letter page at 200 DPI).
 */
export const MAX_INK_SHARE = 0.00002;

/**
 * Whether a rendered page (RGBA pixels, opaque) is blank or nearly so: counts ink pixels, stopping as soon as
 * there are too many to be blank, so a page with content costs a few rows.
 * @param {Uint8Array | Uint8ClampedArray} rgba @param {number} width @param {number} height @returns {boolean}
 */
export function isBlankBitmap(rgba, width, height) {
  const allowed = Math.floor(width * height * MAX_INK_SHARE);
  let ink = 0;
  for (let i = 0; i + 2 < rgba.length; i += 4) {
    if (rgba[i] < INK_LEVEL || rgba[i + 1] < INK_LEVEL || rgba[i + 2] < INK_LEVEL) {
      if (++ink > allowed) return false;
    }
  }
  return true;
}
