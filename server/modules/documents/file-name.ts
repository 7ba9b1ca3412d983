/**
 * Display names for uploads. The name is cleaned by the storage module's safeFileName (no path, control or
 * bidirectional characters, capped length): the same rule the download's Content-Disposition uses.
 */
export { safeFileName as cleanFileName } from '../../lib/storage/content-disposition.js';

/** The title a document gets from its file name: the name without its extension, underscores as spaces. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '').replace(/[_]+/g, ' ').trim();
  return base || fileName;
}
