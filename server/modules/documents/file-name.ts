/**
 * Display names for uploads. The name is cleaned by the storage module's safeFileName (no path, control or
 * bidirectional characters, capped length): the same rule the download's Content-Disposition uses.
 */
export { safeFileName as cleanFileName } from '../../lib/storage/content-disposition.js';

/**
 * Undoes the escaping browsers apply to a multipart file name. The HTML standard's form encoding (Chromium,
 * Firefox and Safari alike) writes `"` as %22 and CR/LF as %0D/%0A in the filename parameter and leaves every
 * other byte, `%` included, as it is, so only those three sequences are decoded; no general percent-decoding,
 * which could turn %2F into a path separator or %00 into NUL.
 *
 * Straight double quotes become typographic ones (“ ”): the name stays a valid file name on every system (the
 * download's Content-Disposition drops `"`), and the title still reads `Lease “Unit 4B”`. Line breaks become
 * spaces. The result still goes through cleanFileName.
 */
export function decodeBrowserFileName(raw: string): string {
  return (
    raw
      .replace(/%0D%0A|%0D|%0A/g, ' ')
      .replace(/%22/g, '"')
      // The usual smart-quote rule: opening at the start or after a space, bracket or dash; closing otherwise.
      .replace(/"/g, (_quote, offset: number, whole: string) => (offset === 0 || /[\s([{\-–—]/.test(whole[offset - 1]) ? '“' : '”'))
  );
}

/** The title a document gets from its file name: the name without its extension, underscores as spaces. */
export function titleFromFileName(fileName: string): string {
  const base = fileName
    .replace(/\.[A-Za-z0-9]{1,8}$/, '')
    .replace(/[_]+/g, ' ')
    .trim();
  return base || fileName;
}
