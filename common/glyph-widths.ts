/**
 * Shared by the viewer's server side (placing words inside PDF text items) and common/viewer.ts (cutting a
 * highlight inside a run).
 */
/**
 * Approximate advance widths (Helvetica's, per 1000 em) for printable ASCII. pdfjs reports where a text item
 * starts and how wide it is, not where each glyph is; spreading the width by these proportions puts word
 * boundaries inside an item within a fraction of a glyph for typical proportional fonts, where an even spread
 * drifts by several glyphs on a long line of digits or capitals.
 */
const ASCII_WIDTHS = [
  278,
  278,
  355,
  556,
  556,
  889,
  667,
  191,
  333,
  333,
  389,
  584,
  278,
  333,
  278,
  278, // space ! " # $ % & ' ( ) * + , - . /
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  556,
  278,
  278,
  584,
  584,
  584,
  556, // 0-9 : ; < = > ?
  1015,
  667,
  667,
  722,
  722,
  667,
  611,
  778,
  722,
  278,
  500,
  667,
  556,
  833,
  722,
  778, // @ A-O
  667,
  778,
  722,
  667,
  611,
  722,
  667,
  944,
  667,
  667,
  611,
  278,
  278,
  278,
  469,
  556, // P-Z [ \ ] ^ _
  333,
  556,
  556,
  500,
  556,
  556,
  278,
  556,
  556,
  222,
  222,
  500,
  222,
  833,
  556,
  556, // ` a-o
  556,
  556,
  333,
  500,
  278,
  556,
  500,
  722,
  500,
  500,
  500,
  334,
  260,
  334,
  584, // p-z { | } ~
];

export function glyphWidth(ch: string): number {
  const code = ch.codePointAt(0)!;
  return code >= 32 && code <= 126 ? ASCII_WIDTHS[code - 32]! : 556;
}
