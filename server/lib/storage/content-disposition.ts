/**
 * A Content-Disposition header that always downloads (never renders) and cannot be bent by the stored name:
 * path parts, control characters, quotes and bidirectional overrides (which can disguise "exe.pdf" as
 * "fdp.exe") are removed, and the length is capped while keeping the extension.
 */
const MAX_NAME_LENGTH = 150;

// C0/C1 controls, bidi embeddings/overrides/isolates, LRM/RLM/ALM, zero-width and BOM characters.
const unsafeChars = /[\u0000-\u001f\u007f-\u009f\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;

export function safeFileName(fileName: string): string {
  const lastSegment =
    String(fileName ?? '')
      .replace(unsafeChars, '')
      .split(/[/\\]+/)
      .filter(Boolean)
      .pop() ?? '';
  let name = lastSegment
    .replace(/["*:<>?|]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .replace(/^\.+/, '')
    .trim();
  if (!name) name = 'download';
  const chars = Array.from(name);
  if (chars.length > MAX_NAME_LENGTH) {
    const dot = name.lastIndexOf('.');
    const ext = dot > 0 ? Array.from(name.slice(dot)) : [];
    const keepExt = ext.length > 1 && ext.length <= 16 ? ext : [];
    name =
      chars
        .slice(0, MAX_NAME_LENGTH - keepExt.length)
        .join('')
        .trimEnd() + keepExt.join('');
  }
  return name;
}

/** RFC 5987 value: percent-encode everything outside attr-char. */
const encodeRfc5987 = (value: string) => encodeURIComponent(value).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);

export function contentDisposition(fileName: string): string {
  const name = safeFileName(fileName);
  // The quoted form is for old clients: ASCII only, with no backslash or percent that could be reinterpreted.
  const ascii = name.replace(/[^\x20-\x7e]/g, '_').replace(/[\\%]/g, '_');
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encodeRfc5987(name)}`;
}
