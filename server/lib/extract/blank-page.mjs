// How a drawn page is found blank before any text recognition (types in blank-page.d.mts). Plain JavaScript: the
// PDF and viewer worker threads load it without tsx. docs/decisions/0018.

/** A pixel is ink when any colour channel is darker than this (of 255): scanner grey and pale tints are not. */
export const INK_LEVEL = 160;
/**
 * A page with fewer ink pixels than this share of its area is blank: specks of scanner dust and a stray dot, not a
 * word (one letter at the OCR resolution is some hundred pixels; this is about 75 on a Letter page at 200 DPI).
 */
export const MAX_INK_SHARE = 0.00002;

/**
 * The ink level of a quick low-resolution drawing: there, thin strokes of pale text blur into light grey, so any
 * pixel clearly off-white counts. A glance may send a blank page to the full test, but never skips a faint page.
 */
export const GLANCE_INK_LEVEL = 208;

/**
 * Whether a rendered page (RGBA pixels, opaque) is blank or nearly so: counts ink pixels (any channel darker than
 * `inkLevel`), stopping as soon as there are too many to be blank, so a page with content costs a few rows.
 * @param {Uint8Array | Uint8ClampedArray} rgba @param {number} width @param {number} height @param {number} [inkLevel]
 * @returns {boolean}
 */
export function isBlankBitmap(rgba, width, height, inkLevel = INK_LEVEL) {
  const allowed = Math.floor(width * height * MAX_INK_SHARE);
  let ink = 0;
  for (let i = 0; i + 2 < rgba.length; i += 4) {
    if (rgba[i] < inkLevel || rgba[i + 1] < inkLevel || rgba[i + 2] < inkLevel) {
      if (++ink > allowed) return false;
    }
  }
  return true;
}
