/**
 * Answers are plain text. A model may still write Markdown, HTML, links or images (or be talked into it by a
 * document), so everything it writes passes through here: images go, links keep only their words, bare URLs
 * and tags are removed, formatting marks are dropped. Citation markers such as [1] are left alone.
 */

const URL_CHARS = String.raw`[^\s<>"'\x60\[\]]`;
/** A link target in parentheses, which may itself hold one level of parentheses. */
const LINK_TARGET = String.raw`\((?:[^()\n]|\([^()\n]*\))*\)`;
const TRAILING_PUNCTUATION = /[.,;:!?)]+$/;

/** A removed URL gives back the sentence punctuation it swallowed ("see http://x.example." → "see ."). */
const keepTrailingPunctuation = (url: string) => TRAILING_PUNCTUATION.exec(url)?.[0] ?? '';

const citationLabel = /^\s*\d{1,3}(\s*[,;]\s*\d{1,3})*\s*$/;

export function stripLinksAndMarkup(text: string, options: { tidy?: boolean } = {}): string {
  let t = text
    // Invisible characters first: a zero-width space inside "http​://" must not hide a link, and bidi
    // overrides could make text read differently from what it is.
    .replace(/[\u200B-\u200F\u202A-\u202E\u2060-\u2064\u2066-\u2069\uFEFF]/g, '')
    // Other citation styles models use become [n]: footnotes "[^1]" and "(Passage 1)".
    .replace(/\[\^(\d{1,3})\]/g, '[$1]')
    .replace(/\((?:passages?|sources?)\s*(\d{1,3}(?:\s*(?:,|and)\s*\d{1,3})*)\)/gi, (_, list: string) => `[${list.replace(/\s*and\s*/g, ', ')}]`)
    // Images, inline and by reference.
    .replace(new RegExp(String.raw`!\[[^\]\n]*\]${LINK_TARGET}`, 'g'), '')
    .replace(/!\[[^\]\n]*\]\[[^\]\n]*\]/g, '')
    // Links keep their words; a link dressed as a citation ("[1](http://…)") stays a citation.
    .replace(new RegExp(String.raw`\[([^\]\n]*)\]${LINK_TARGET}`, 'g'), (_, label: string) => (citationLabel.test(label) ? `[${label.trim()}]` : label))
    // "[words][ref]" is a reference link; "[1][2]" is two citations and stays.
    .replace(/\[([^\]\n]*)\]\[([^\]\n]*)\]/g, (m, label: string, _ref: string) => (citationLabel.test(label) ? m : label))
    // Reference-style link definitions ("[a]: http://…") on their own line.
    .replace(/^[ \t]*\[[^\]\n]+\]:[ \t]*\S+.*$/gm, '')
    // Autolinks and HTML tags (comments included).
    .replace(/<(?:[a-z][a-z0-9+.-]*:|www\.)[^>\s]*>/gi, '')
    .replace(/<!--[\s\S]*?(?:-->|$)/g, '')
    .replace(/<\/?[a-z][^>]*>/gi, '')
    // Bare URLs: with a scheme, starting www., protocol-relative, or a domain followed by a path.
    .replace(new RegExp(String.raw`\b(?:https?|ftp|file|sftp|wss?):\/\/${URL_CHARS}*`, 'gi'), keepTrailingPunctuation)
    .replace(new RegExp(String.raw`\b(?:javascript|vbscript|data|mailto|tel|sms):${URL_CHARS}+`, 'gi'), keepTrailingPunctuation)
    .replace(new RegExp(String.raw`\bwww\.${URL_CHARS}+`, 'gi'), keepTrailingPunctuation)
    .replace(new RegExp(String.raw`(^|[\s(])\/\/[a-z0-9-]+(?:\.[a-z0-9-]+)+${URL_CHARS}*`, 'gi'), (m, lead: string) => lead + keepTrailingPunctuation(m))
    .replace(new RegExp(String.raw`\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,24}\/${URL_CHARS}*`, 'gi'), keepTrailingPunctuation)
    // Markdown formatting marks.
    .replace(/\*\*|__|\x60+/g, '')
    .replace(/^[ \t]*#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]*>[ \t]?/gm, '')
    .replace(/^([ \t]*)\*[ \t]+/gm, '$1- ');
  if (options.tidy !== false) {
    t = t
      .replace(/[ \t]{2,}/g, ' ')
      .replace(/[ \t]+([.,;:!?])/g, '$1')
      .replace(/\(\s*\)/g, '')
      .replace(/[ \t]+$/gm, '')
      .replace(/\n{3,}/g, '\n\n')
      .trim();
  }
  return t;
}

/**
 * Cleans streamed text on the way to the browser, so even the live preview never shows a link. Text is held
 * back until a word ends outside any bracket, so a URL or a "[label](url)" is always seen whole before it is
 * cleaned; the rest is released at once.
 */
export class DeltaSanitizer {
  private pending = '';

  constructor(private readonly maxHeld = 1000) {}

  push(delta: string): string {
    this.pending += delta;
    const cut = this.safeCut();
    if (cut === 0) return '';
    const ready = this.pending.slice(0, cut);
    this.pending = this.pending.slice(cut);
    return stripLinksAndMarkup(ready, { tidy: false });
  }

  flush(): string {
    const rest = this.pending;
    this.pending = '';
    return stripLinksAndMarkup(rest, { tidy: false });
  }

  /** The end of the longest prefix that ends in whitespace outside brackets (or at any whitespace when too long). */
  private safeCut(): number {
    let square = 0;
    let linkTarget = 0;
    let inTag = false;
    let balancedCut = 0;
    let anyCut = 0;
    const text = this.pending;
    for (let i = 0; i < text.length; i++) {
      const ch = text[i]!;
      if (ch === '[') square++;
      else if (ch === ']' && square > 0) square--;
      else if (ch === '(' && text[i - 1] === ']') linkTarget++;
      else if (ch === ')' && linkTarget > 0) linkTarget--;
      // "<" opens a tag or autolink only before a letter, "/" or "!" (or at the very end: not known yet).
      else if (ch === '<' && (i + 1 === text.length || /[a-z/!]/i.test(text[i + 1]!))) inTag = true;
      else if (ch === '>') inTag = false;
      else if (/\s/.test(ch)) {
        anyCut = i + 1;
        if (square === 0 && linkTarget === 0 && !inTag) balancedCut = i + 1;
      }
    }
    if (balancedCut === 0 && this.pending.length > this.maxHeld) return anyCut;
    return balancedCut;
  }
}
