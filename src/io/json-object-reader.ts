// A JSON object file read a piece at a time: each top-level member's value as its text, except the members named in
// `itemsOf` (arrays), whose items come one by one (members in `skip` are only named). A 100,000-product bulk backup is then never one string or one
// parsed object. Any layout is read (pretty or compact, members in any order); each piece is parsed by the caller.
import { createReadStream } from 'node:fs';

export type JsonPiece =
  | { key: string; value: string }
  /** An array read item by item begins (its items follow, if it has any). */
  | { key: string; items: true }
  | { key: string; item: string; index: number }
  | { key: string; skipped: true };

/** The file is not one JSON object (the pieces themselves are checked when parsed). */
export class JsonShapeError extends Error {}

const QUOTE = 0x22;
const BACKSLASH = 0x5c;
const COMMA = 0x2c;
const COLON = 0x3a;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACE = 0x7d;
const OPEN_BRACKET = 0x5b;
const CLOSE_BRACKET = 0x5d;
/** The next character that is not white space (found natively: most of a pretty file is indentation). */
const NOT_SPACE = /[^ \n\r\t]/g;

type State = 'start' | 'key' | 'colon' | 'value' | 'inValue' | 'items' | 'afterItems' | 'end';

/** Where the string opening at `from` closes (its quote not escaped); -1 when it goes on past the text read so far. */
function closingQuote(text: string, from: number): number {
  for (let at = from + 1; ; at++) {
    at = text.indexOf('"', at);
    if (at === -1) return -1;
    let backslashes = 0;
    while (text.charCodeAt(at - 1 - backslashes) === BACKSLASH) backslashes++;
    if (backslashes % 2 === 0) return at;
  }
}

/**
 * The pieces of the object in `path`, in file order. `skip`: members whose value is not wanted (never held, even as
 * text: only their name is given). Throws JsonShapeError when the text is not one object. The text is looked at a
 * token at a time (strings and white space are skipped natively), not a character at a time.
 */
export async function* jsonObjectPieces(path: string, itemsOf: ReadonlySet<string>, skip: ReadonlySet<string> = new Set()): AsyncGenerator<JsonPiece> {
  let state: State = 'start';
  let depth = 0;
  let key = '';
  let index = 0;
  // Where the key, value or item being read starts in `text` (-1: none is kept); `text` keeps only from there, or
  // from `at` (the next token to look at), whichever is earlier.
  let start = -1;
  let text = '';
  let at = 0;
  const fail = (why: string): never => {
    throw new JsonShapeError(why);
  };
  for await (const chunk of createReadStream(path, { encoding: 'utf8', highWaterMark: 64 * 1024 })) {
    text += chunk as string;
    for (;;) {
      NOT_SPACE.lastIndex = at;
      const found = NOT_SPACE.exec(text);
      if (!found) {
        at = text.length;
        break;
      }
      const i = found.index;
      const c = text.charCodeAt(i);
      // The token's last character: a string is one token, from quote to quote.
      const end = c === QUOTE ? closingQuote(text, i) : i;
      at = i;
      if (end === -1) break;
      at = end + 1;
      switch (state) {
        case 'start':
          if (c !== OPEN_BRACE) fail('the file is not a JSON object');
          depth = 1;
          state = 'key';
          continue;
        case 'key':
          if (c === QUOTE) {
            key = JSON.parse(text.slice(i, end + 1)) as string;
            state = 'colon';
          } else if (c === CLOSE_BRACE) state = 'end';
          else fail(`expected a member name at "${text.slice(i, i + 20)}"`);
          continue;
        case 'colon':
          if (c !== COLON) fail(`expected ":" after "${key}"`);
          state = 'value';
          continue;
        case 'value':
          if (itemsOf.has(key)) {
            if (c !== OPEN_BRACKET) fail(`"${key}" is not an array`);
            depth = 2;
            index = 0;
            state = 'items';
            yield { key, items: true };
            continue;
          }
          start = skip.has(key) ? -1 : i;
          state = 'inValue';
          break;
        case 'afterItems':
          if (c === COMMA) state = 'key';
          else if (c === CLOSE_BRACE) state = 'end';
          else fail(`expected "," or "}" after "${key}"`);
          continue;
        case 'end':
          fail('text after the end of the object');
      }
      // Inside a value (state inValue) or an array read item by item (state items).
      if (state === 'items' && depth === 2 && start === -1 && c !== CLOSE_BRACKET) {
        if (c === COMMA) fail(`an empty item in "${key}"`);
        start = i;
      }
      if (c === OPEN_BRACE || c === OPEN_BRACKET) depth++;
      else if (state === 'inValue' && depth === 1 && (c === COMMA || c === CLOSE_BRACE)) {
        yield skip.has(key) ? { key, skipped: true } : { key, value: text.slice(start, i) };
        start = -1;
        state = c === COMMA ? 'key' : 'end';
      } else if (state === 'items' && depth === 2 && (c === COMMA || c === CLOSE_BRACKET)) {
        if (start !== -1) yield { key, item: text.slice(start, i), index: index++ };
        start = -1;
        if (c === CLOSE_BRACKET) {
          depth = 1;
          state = 'afterItems';
        }
      } else if (c === CLOSE_BRACE || c === CLOSE_BRACKET) depth--;
    }
    const keep = start === -1 ? at : Math.min(start, at);
    text = text.slice(keep);
    at -= keep;
    if (start !== -1) start -= keep;
  }
  if (state !== 'end') fail('the file ends before its object does');
}
