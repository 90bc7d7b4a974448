// Text wrapped at spaces to a terminal's width, never inside a word: help text and the notes a command prints on
// stderr. The text is the CLI's own (ASCII and a few one-column signs: ↑↓ · — …), so code points are columns;
// string-width (io/display-width.ts) would load with every command just to say the same.

const columnsOf = (text: string): number => [...text].length;

/** `text` wrapped at spaces to `width` columns; every line starts with `indent`. Words longer than a line stay whole. */
export function wrapWords(text: string, width: number, indent = ''): string {
  const room = Math.max(10, width - columnsOf(indent));
  const lines: string[] = [];
  for (const paragraph of text.split('\n')) {
    let line = '';
    for (const word of paragraph.split(/ +/)) {
      if (line && columnsOf(line) + 1 + columnsOf(word) > room) {
        lines.push(line);
        line = word;
      } else line = line ? `${line} ${word}` : word;
    }
    lines.push(line);
  }
  return lines.map((line) => (line ? indent + line : line)).join('\n');
}
