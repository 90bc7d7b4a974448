// A command line as a person would type it again (a backup's record, a "Continue with:" line): each word quoted
// for a POSIX shell when it needs it.

export function commandLine(words: ReadonlyArray<string | undefined | false>): string {
  return words
    .filter((word): word is string => typeof word === 'string')
    .map((word) => (/^[\w@%+,.:/=-]+$/.test(word) ? word : `'${word.replace(/'/g, `'\\''`)}'`))
    .join(' ');
}
