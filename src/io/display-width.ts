// How many terminal columns text takes, and text fitted to a number of columns. A string's `.length` counts UTF-16
// units: a CJK character or an emoji takes two columns on a terminal, a combining accent none, so tables, detail
// views and screens measure with string-width (the measure Ink uses too) and cut between grapheme clusters, never
// inside one. Only a terminal's layout loads this module (present.ts imports it, and table.ts, when stdout is a
// terminal; the screens): string-width builds an Intl.Segmenter as it loads, milliseconds a piped or --json run skips.
import stringWidth from 'string-width';

// Made on first use: an Intl.Segmenter costs milliseconds to build.
let graphemes: Intl.Segmenter | undefined;

/** The characters a person sees (grapheme clusters: "é" written e + U+0301 is one, so is a flag emoji). */
export function characters(text: string): string[] {
  graphemes ??= new Intl.Segmenter();
  return Array.from(graphemes.segment(text), (part) => part.segment);
}

/**
 * Text of characters that take one column each, whatever surrounds them: printable ASCII (string-width's own first
 * rule) and the punctuation of U+2010–U+2027 and U+2030–U+205E (dashes, quotes, "…", "‰" …; the zero-width and
 * direction marks around them are left out). Measured without string-width's set-up, which help and plain tables
 * would otherwise pay for one "…". test/unit/io/display-width.test.ts checks each against string-width.
 */
export const ONE_COLUMN_EACH = /^[\x20-\x7E\u2010-\u2027\u2030-\u205E]*$/;

/** Terminal columns `text` takes (escape sequences count for nothing). */
export function displayWidth(text: string): number {
  if (ONE_COLUMN_EACH.test(text)) return text.length;
  return stringWidth(text);
}

/** `text` followed by spaces up to `width` columns (unchanged when it is as wide already). */
export function padToWidth(text: string, width: number): string {
  return text + ' '.repeat(Math.max(0, width - displayWidth(text)));
}

/** `text` cut to at most `width` columns, ending in "…" when anything was cut. */
export function truncateToWidth(text: string, width: number): string {
  if (displayWidth(text) <= width) return text;
  if (width <= 0) return '';
  let kept = '';
  let used = 0;
  for (const segment of characters(text)) {
    const size = displayWidth(segment);
    if (used + size > width - 1) break;
    kept += segment;
    used += size;
  }
  return `${kept}…`;
}
