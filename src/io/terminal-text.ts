// The one sanitizer for text that came from a store or a file on its way to a terminal (docs/product.md §3: names, messages,
// prompts, errors, tables, detail views, Ink screens, a CSV export written to a terminal). A product called
// "\e]52;c;…\a" would otherwise write the clipboard (OSC 52), "\e[2J" clear the screen, "\e]8;;…" plant a link.
// What it removes, whole: escape strings with their payload (OSC, DCS, SOS, PM, APC, ended by BEL, ST or 8-bit ST),
// CSI sequences (7-bit `ESC [` and 8-bit `0x9b`), other two-character escapes (`ESC c`, `ESC 7`, `ESC ( B`); then
// every C0 control but tab and newline, DEL, every C1 control, and the bidirectional overrides and isolates
// (U+202A–U+202E, U+2066–U+2069) that reorder what a line shows. Nothing in the result can drive the terminal.

// eslint-disable-next-line no-control-regex
const ESCAPE_STRING = /(?:\u001b[\]PX^_]|[\u0090\u0098\u009d\u009e\u009f])[^\u0007\u001b\u009c]*(?:\u0007|\u001b\\|\u009c)/g;
// eslint-disable-next-line no-control-regex
const CSI = /(?:\u001b\[|\u009b)[0-?]*[ -/]*[@-~]/g;
// eslint-disable-next-line no-control-regex
const OTHER_ESCAPE = /\u001b[ -/]*[0-~]/g;
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u202a-\u202e\u2066-\u2069]/g;

/** `text` without escape sequences and control characters (tabs and line breaks stay). */
export function stripControl(text: string): string {
  return text.replace(ESCAPE_STRING, '').replace(CSI, '').replace(OTHER_ESCAPE, '').replace(CONTROL, '');
}

/** For a cell or a name inside a sentence: also tabs and line breaks become one space, so no line can be forged. */
export function oneLine(text: string): string {
  return stripControl(text.replace(/[\t\r\n]+/g, ' '));
}
