// Issue #29 item 6: every progress line ends cleanly — an error (or an outcome) after a progress line starts on a
// line of its own ("chunk 2/7Interrupted: …" was one line), and a run that ends well leaves no line behind.
import { describe, expect, it } from 'vitest';
import { countProgress } from '../../../src/io/count-progress.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { clearProgressLine, drawProgressLine, endProgressLine } from '../../../src/io/progress-line.js';
import { reportError } from '../../../src/io/report-error.js';
import { FakeClock } from '../client/support/fake-clock.js';

/** The terminal's lines once "\r" and erase-line have done their work. */
function screenLines(written: string): string[] {
  return written.split('\n').map((line) => line.split('\r').at(-1)!.replaceAll('\u001b[2K', ''));
}

describe('the progress line', () => {
  it('an error after "chunk 2/7" starts on its own line, and the counter stays readable above it', () => {
    const io = createMemoryIo({ tty: true });
    drawProgressLine(io.stderr, 'chunk 1/7');
    drawProgressLine(io.stderr, 'chunk 2/7');
    reportError(io, new Error('the store went away'), { json: false, verbose: false });
    const lines = screenLines(io.stderrText());
    expect(lines[0]).toBe('chunk 2/7');
    expect(lines[1]).toMatch(/^error: the store went away/);
  });

  it('a counted progress line (export, list --all, seed) is ended before the error too', () => {
    const io = createMemoryIo({ tty: true });
    const clock = new FakeClock();
    const progress = countProgress(io, clock, { label: 'Exporting', unit: 'products', total: 8500 });
    clock.advance(1500);
    progress.add(1200);
    reportError(io, new Error('boom'), { json: true, verbose: false });
    const lines = screenLines(io.stderrText());
    expect(lines[0]).toMatch(/^Exporting 1,200\/8,500 products/);
    expect(JSON.parse(lines[1])).toHaveProperty('error');
  });

  it('nothing is added when no line is drawn, or once it was cleared or ended', () => {
    const io = createMemoryIo({ tty: true });
    reportError(io, new Error('first'), { json: false, verbose: false });
    expect(io.stderrText()).toMatch(/^error: first/);
    drawProgressLine(io.stderr, 'chunk 7/7');
    endProgressLine(io.stderr);
    endProgressLine(io.stderr);
    drawProgressLine(io.stderr, 'Exporting 9/9');
    clearProgressLine(io.stderr);
    clearProgressLine(io.stderr);
    const after = io.stderrText().slice(io.stderrText().indexOf('chunk'));
    expect(after).toBe('chunk 7/7\n\r\u001b[2KExporting 9/9\r\u001b[2K');
  });
});
