/**
 * The part of a long prompt that is the question: the last clause ending with "?", after any "; ", when the
 * prompt opens with a context such as "Consider the Lease between A and B; ...". The context names documents;
 * the question says what to look for inside them.
 */
export function questionPart(input: string): { question: string; context: string } {
  const text = input.trim();
  const cut = text.lastIndexOf(';', text.length - 2);
  if (cut > 0 && /^\s*(consider|regarding|re:|for|in|about)\b/i.test(text) && cut < text.length - 5) {
    return { question: text.slice(cut + 1).trim(), context: text.slice(0, cut).trim() };
  }
  return { question: text, context: '' };
}
