// Issue #29 item 3: the progress line of long work counted in items — count, rate, time left — on a terminal only,
// after the first second, redrawn a few times a second, cleared at the end; nothing piped or with --quiet.
import { describe, expect, it } from 'vitest';
import { countProgress, progressLine } from '../../../src/io/count-progress.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { FakeClock } from '../client/support/fake-clock.js';

const CLEAR = '\r\u001b[2K';

describe('countProgress', () => {
  it('on a terminal: nothing in the first second, then count, rate and time left, throttled; cleared at the end', () => {
    const io = createMemoryIo({ tty: true });
    const clock = new FakeClock();
    const progress = countProgress(io, clock, { label: 'Exporting', unit: 'products' });
    progress.add(100);
    clock.advance(500);
    progress.add(100);
    expect(io.stderrText()).toBe('');
    clock.advance(500);
    progress.setTotal(1000);
    progress.add(100);
    expect(io.stderrText()).toBe(`${CLEAR}Exporting 300/1,000 products · 300/s · 2s left`);
    clock.advance(100);
    progress.add(100);
    expect(io.stderrText()).toBe(`${CLEAR}Exporting 300/1,000 products · 300/s · 2s left`);
    clock.advance(100);
    progress.add(100);
    expect(io.stderrText()).toBe(`${CLEAR}Exporting 300/1,000 products · 300/s · 2s left${CLEAR}Exporting 500/1,000 products · 417/s · 1s left`);
    progress.end();
    expect(io.stderrText().endsWith(CLEAR)).toBe(true);
    clock.advance(1000);
    progress.add();
    expect(io.stderrText().endsWith(CLEAR)).toBe(true);
  });

  it.each([
    ['piped (stderr not a terminal)', false, false],
    ['--quiet', true, true],
  ])('%s: draws nothing', (_label, tty, quiet) => {
    const io = createMemoryIo({ tty });
    const clock = new FakeClock();
    const progress = countProgress(io, clock, { label: 'Reading', unit: 'products', quiet });
    clock.advance(5000);
    progress.add(10);
    progress.end();
    expect(io.stderrText()).toBe('');
  });

  it('a quick run that never drew leaves nothing behind', () => {
    const io = createMemoryIo({ tty: true });
    const progress = countProgress(io, new FakeClock(), { label: 'Reading', unit: 'products' });
    progress.add(5);
    progress.end();
    expect(io.stderrText()).toBe('');
  });
});

describe('progressLine', () => {
  it('without a total says no time left; a slow rate keeps a decimal', () => {
    expect(progressLine({ label: 'Reading', unit: 'products' }, 3, undefined, 2000)).toBe('Reading 3 products · 1.5/s');
    expect(progressLine({ label: 'Seeding', unit: 'products' }, 0, 50, 2000)).toBe('Seeding 0/50 products · 0.0/s · ? left');
  });
});
