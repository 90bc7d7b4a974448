// How sh splits one command line into words, expanding nothing: quotes and backslashes (inside double quotes) as sh
// reads them, a trailing # comment dropped. `$BROWSER` is such a command line (context/open-url.ts); the README and
// help-example tests run documented lines as written, so they read them the same way (test/helpers/shell-words.ts).

/** The words of `line`; throws on a quote that is never closed (the caller names where the line came from). */
export function shellWords(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      if (end < 0) throw new Error('a single quote is never closed');
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let text = '';
      for (; j < line.length && line[j] !== '"'; j++) text += line[j] === '\\' ? line[++j] : line[j];
      if (j >= line.length) throw new Error('a double quote is never closed');
      word = (word ?? '') + text;
      i = j;
    } else if (c === '#' && word === undefined) break;
    else if (/\s/.test(c)) {
      if (word !== undefined) out.push(word);
      word = undefined;
    } else word = (word ?? '') + c;
  }
  if (word !== undefined) out.push(word);
  return out;
}
