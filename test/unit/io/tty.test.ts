import { describe, expect, it } from 'vitest';
import { colorSupported, isCi } from '../../../src/io/tty.js';

describe('colour decision', () => {
  it.each([
    [{}, true, true],
    [{}, false, false],
    [{ NO_COLOR: '1' }, true, false],
    [{ TERM: 'dumb' }, true, false],
    [{ FORCE_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '1', NO_COLOR: '1' }, false, true],
    [{ FORCE_COLOR: '0' }, true, false],
  ])('env %j, tty %s → %s', (env, tty, expected) => {
    expect(colorSupported(env, tty)).toBe(expected);
  });

  it('reads CI the way CI systems set it', () => {
    expect(isCi({ CI: 'true' })).toBe(true);
    expect(isCi({ CI: '1' })).toBe(true);
    expect(isCi({ CI: 'false' })).toBe(false);
    expect(isCi({})).toBe(false);
  });
});
