/**
 * Makes an uploaded file name safe to store and show: no path, no control characters (NUL included), no
 * bidirectional overrides that disguise an extension (e.g. "invoice\u202Efdp.exe"), at most 200 characters
 * with the extension kept. It is display text only: files are stored under generated keys.
 */
const bidiControls = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/g;
// eslint-disable-next-line no-control-regex
const controlChars = /[\u0000-\u001F\u007F-\u009F]/g;

export function cleanFileName(raw: string, maxLength = 200): string {
  let name = raw.replace(/\\/g, '/').split('/').pop() ?? '';
  name = name.normalize('NFC').replace(bidiControls, '').replace(controlChars, '').trim();
  name = name.replace(/^\.+/, ''); // no hidden or ".." names
  if (!name) return 'Untitled document';
  if (name.length <= maxLength) return name;
  const dot = name.lastIndexOf('.');
  const ext = dot > 0 && name.length - dot <= 10 ? name.slice(dot) : '';
  return name.slice(0, maxLength - ext.length - 1).trimEnd() + '…' + ext;
}

/** The title a document gets from its file name: the name without its extension, underscores as spaces. */
export function titleFromFileName(fileName: string): string {
  const base = fileName.replace(/\.[A-Za-z0-9]{1,8}$/, '').replace(/[_]+/g, ' ').trim();
  return base || fileName;
}
