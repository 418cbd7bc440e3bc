/**
 * Blog text is plain text (never HTML): these helpers split it into paragraphs and cut a
 * short card excerpt at a word boundary, so React renders it as text and nothing else.
 */

/** Paragraphs separated by blank lines; single line breaks stay inside a paragraph. */
export function toParagraphs(text: string): string[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph.length > 0);
}

/** At most `maxChars` characters of the text on one line, cut after a whole word. */
export function excerpt(text: string, maxChars: number): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= maxChars) return flat;
  const cut = flat.slice(0, maxChars + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const words = lastSpace > maxChars * 0.6 ? cut.slice(0, lastSpace) : flat.slice(0, maxChars);
  return `${words.replace(/[\s,.;:!?\-–—]+$/u, '')}…`;
}
