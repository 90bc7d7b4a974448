// How sh splits one command line into words: quotes and backslashes as sh reads them, a trailing # comment dropped.
// The README and help-example tests run documented lines as written, so they read them the way a shell would.
export function shellWords(line: string): string[] {
  const out: string[] = [];
  let word: string | undefined;
  for (let i = 0; i < line.length; i++) {
    const c = line[i];
    if (c === "'") {
      const end = line.indexOf("'", i + 1);
      word = (word ?? '') + line.slice(i + 1, end);
      i = end;
    } else if (c === '"') {
      let j = i + 1;
      let text = '';
      for (; line[j] !== '"'; j++) text += line[j] === '\\' ? line[++j] : line[j];
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
