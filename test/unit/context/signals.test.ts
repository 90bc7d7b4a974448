// Issue #29 item 1: the first Ctrl-C or SIGTERM asks a run to stop (a note on stderr, or shown by the progress
// display that is drawing); a second one says what may be unfinished and exits 130 at once.
import { EventEmitter } from 'node:events';
import { describe, expect, it } from 'vitest';
import { interruptible, STOPPING_NOTE } from '../../../src/context/signals.js';
import { createMemoryIo } from '../../../src/io/memory-io.js';

function setUp(unfinished?: string) {
  const signals = new EventEmitter();
  const io = createMemoryIo();
  const exits: number[] = [];
  const interrupt = interruptible(signals, io, (code) => exits.push(code), { unfinished });
  return { signals, io, exits, interrupt };
}

describe.each(['SIGINT', 'SIGTERM'] as const)('the first %s', (signal) => {
  it('asks the run to stop and says so, without exiting', () => {
    const { signals, io, exits, interrupt } = setUp();
    expect(interrupt.isStopping()).toBe(false);
    signals.emit(signal);
    expect(interrupt.isStopping()).toBe(true);
    expect(io.stderrText()).toBe(`\n${STOPPING_NOTE}\n`);
    expect(exits).toEqual([]);
  });
});

describe('a second signal', () => {
  it.each([
    ['SIGINT', 'SIGINT'],
    ['SIGTERM', 'SIGINT'],
    ['SIGINT', 'SIGTERM'],
  ] as const)('(%s then %s) says what may be unfinished and exits 130 at once', (first, second) => {
    const { signals, io, exits } = setUp('the file is incomplete.');
    signals.emit(first);
    signals.emit(second);
    expect(exits).toEqual([130]);
    expect(io.stderrText()).toBe(`\n${STOPPING_NOTE}\n\nInterrupted again: exiting now; the file is incomplete.\n`);
  });
});

describe('what a second signal says', () => {
  it('is read when it comes (a backup path known only once the run has saved it)', () => {
    const signals = new EventEmitter();
    const io = createMemoryIo();
    let backup = '';
    interruptible(signals, io, () => undefined, { unfinished: () => `Undo with: store bulk undo ${backup}` });
    signals.emit('SIGINT');
    backup = 'b.json';
    signals.emit('SIGINT');
    expect(io.stderrText()).toContain('Interrupted again: exiting now; Undo with: store bulk undo b.json\n');
  });
});

describe('a progress display that is drawing', () => {
  it('is told first and may show the note itself (nothing written past its frame)', () => {
    const { signals, io, interrupt } = setUp();
    const shown: string[] = [];
    interrupt.onStop((note) => {
      shown.push(note);
      return true;
    });
    signals.emit('SIGINT');
    expect(shown).toEqual([STOPPING_NOTE]);
    expect(io.stderrText()).toBe('');
  });

  it('that only ends its line leaves the note to be written', () => {
    const { signals, io, interrupt } = setUp();
    interrupt.onStop(() => void io.stderr.write('chunk 2/7'));
    signals.emit('SIGINT');
    expect(io.stderrText()).toBe(`chunk 2/7\n${STOPPING_NOTE}\n`);
  });
});

describe('dispose', () => {
  it('lets go of both signals', () => {
    const { signals, interrupt } = setUp();
    interrupt.dispose();
    expect(signals.listenerCount('SIGINT') + signals.listenerCount('SIGTERM')).toBe(0);
  });
});
