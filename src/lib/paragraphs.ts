/** Splits plain text into paragraphs at blank lines, dropping empty ones and stray whitespace. */
export function toParagraphs(text: string): string[] {
  return text
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
}
