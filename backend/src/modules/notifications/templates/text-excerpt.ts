const ELLIPSIS = '…';

/**
 * At most `max` characters of `text` (code points, so an emoji is never cut in half): the text
 * itself when it fits, else its start and an ellipsis, together `max` characters long.
 */
export function excerpt(text: string, max: number): string {
  const characters = Array.from(text);
  if (characters.length <= max) return text;
  return `${characters
    .slice(0, max - 1)
    .join('')
    .trimEnd()}${ELLIPSIS}`;
}

/** One line of at most `max` characters: what a push notification shows of a message (line breaks become spaces). */
export const oneLineExcerpt = (text: string, max: number): string => excerpt(text.replace(/\s+/g, ' ').trim(), max);
