// The one progress line a terminal's stderr may hold, redrawn in place ("\r" and erase line), and the rule that
// whatever else goes to that stream starts on a line of its own: an error, a note or an outcome never lands after
// "chunk 2/7" on the same line. Counted progress (count-progress.ts), the import's line and the bulk commands' chunk
// counter draw through here; report-error.ts ends an open line before it prints.

const CLEAR_LINE = '\r\u001b[2K';

/** Streams with a progress line drawn and not yet ended or cleared. */
const open = new WeakSet<NodeJS.WritableStream>();

/** Draws `text` over the stream's progress line. */
export function drawProgressLine(stream: NodeJS.WritableStream, text: string): void {
  stream.write(`${CLEAR_LINE}${text}`);
  open.add(stream);
}

/** Clears the progress line, if one is drawn (the run is over: its summary says the rest). */
export function clearProgressLine(stream: NodeJS.WritableStream): void {
  if (open.delete(stream)) stream.write(CLEAR_LINE);
}

/** Ends the progress line where it stands, if one is drawn, so that what follows starts on a line of its own. */
export function endProgressLine(stream: NodeJS.WritableStream): void {
  if (open.delete(stream)) stream.write('\n');
}
