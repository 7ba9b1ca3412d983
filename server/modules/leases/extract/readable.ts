/**
 * The readable form of a clause, for reading values (never for quoting): straight quotes and dashes, hyphenation
 * and line breaks undone, check boxes resolved ("[ ] Water [X] Gas" reads "Gas"), and OCR's letter-for-digit slips
 * in numbers and dates fixed ("$l,85O.OO" → "$1,850.00", "Apri1 l, 2O25" → "April 1, 2025").
 */
const monthNames = new Set(['january', 'february', 'march', 'april', 'may', 'june', 'july', 'august', 'september', 'october', 'november', 'december']);

/** Readable form of a piece of OCR'd or extracted text (not offset-preserving). */
export function readable(raw: string): string {
  let s = raw
    .replace(/[‘’`´]/g, "'")
    .replace(/[“”„″]/g, '"')
    .replace(/[‐‑‒–—]/g, '-')
    .replace(/\u00a0/g, ' ')
    // "secu-\nrity" → "security", but "month-\nto-month" keeps its hyphen.
    .replace(/([a-z])-[ \t]*\n[ \t]*(?!to-)([a-z])/g, '$1$2')
    .replace(/\s+/g, ' ')
    .trim();
  // Check boxes: an unticked option is not chosen ("[ ] Water"), a ticked one is ("[X] Gas" reads "Gas").
  if (/[[☐□☒☑■✓✔]|\(\s*[xX]?\s*\)/.test(s))
    s = s
      .replace(/(?:\[\s*\]|☐|□|\(\s\))\s*[^[\]☐□☒☑■✓✔(\n]*?(?=\s*(?:\[|☐|□|☒|☑|■|✓|✔|\(\s*[xX✓✔]?\s*\)|[.;]|$))/g, '')
      .replace(/\[\s*[xX✓✔√]\s*\]|☒|☑|■|✓|✔|\(\s*[xX]\s*\)/g, '')
      .replace(/\s{2,}/g, ' ');
  if (!/\d/.test(s)) return s;
  // OCR slips inside numbers: "$l,85O.OO" → "$1,850.00", "2O25" → "2025", "S1,850" → "$1,850", "1 ,850" → "1,850".
  s = s.replace(/(?<![A-Za-z])S(?=\d{1,3}(?:,\d{3})*(?:\.\d\d)?\b)/g, '$');
  s = s.replace(/(?<![A-Za-z])(\$\s?)?([0-9lIOo|]*\d[0-9lIOo|,.]*|[lIO|][0-9lIOo|,.]*\d[0-9lIOo|,.]*)(?![A-Za-z])/g, (m) =>
    m.replace(/[lI|]/g, '1').replace(/[Oo]/g, '0'),
  );
  s = s.replace(/\$[lI|](?=[\d,])/g, '$$1');
  s = s.replace(/(\d)\s+,\s*(\d{3})\b/g, '$1,$2').replace(/(\d),\s+(\d{3})\b/g, '$1,$2');
  s = s.replace(/\$\s+(\d)/g, '$$$1');
  // "$3.215.00" and "$3,215,00": a separator misread in money.
  s = s.replace(/(\$\d{1,3})\.(\d{3})\.(\d{2})(?!\d)/g, '$1,$2.$3').replace(/(\$\d{1,3}(?:,\d{3})*),(\d{2})(?![\d,])/g, '$1.$2');
  // "(3O)" and "l5th" style slips next to ordinals: "l5th" → "15th".
  s = s.replace(/\b[lI](\d)(st|nd|rd|th)\b/g, '1$1$2');
  s = s.replace(/\b[lI]st(?=\s+(?:day|of)\b)/g, '1st');
  // "Apri1", "0ctober", "Ju1y": a month's name with a digit for a letter.
  s = s.replace(/\b(?=[A-Za-z01]*[01])(?=[A-Za-z01]*[A-Za-z])[A-Za-z01]{3,9}\b/g, (w) => {
    const letters = w.replace(/1/g, 'l').replace(/0/g, 'o');
    return monthNames.has(letters.toLowerCase()) ? letters.replace(/^o/, 'O').replace(/^l/, 'I') : w;
  });
  // "March l, 2025": a lone l or I where a month's day should be.
  s = s.replace(/\b((?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec)[a-z]*\.?\s+)[lI|](?=\d?\s*,?\s*(?:19|20)\d\d)/gi, '$11');
  return s;
}
