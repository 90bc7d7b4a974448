// Issue #29 item 7: colours follow NO_COLOR and FORCE_COLOR everywhere, on the built binary with its output piped
// (no terminal): FORCE_COLOR=1 turns colour on (help titles, the error label), NO_COLOR and --no-color keep it off.
import { describe, expect, it } from 'vitest';
import { isolatedEnv, runStore } from '../helpers/run-store.js';

const SGR = /\u001b\[[0-9;]*m/;

/** The test env without NO_COLOR (isolatedEnv sets it), plus `extra`. */
function env(extra: Record<string, string>): Record<string, string> {
  const { NO_COLOR: _off, FORCE_COLOR: _force, ...rest } = isolatedEnv();
  return { ...rest, ...extra };
}

describe('colour with output piped', () => {
  it('FORCE_COLOR=1 styles help titles and the error label', async () => {
    const help = await runStore(['products', 'list', '--help'], { env: env({ FORCE_COLOR: '1' }) });
    expect(help.code).toBe(0);
    expect(help.stdout).toContain('\u001b[1mUsage:\u001b[22m');
    const error = await runStore(['products', 'list', '--limit', 'x'], { env: env({ FORCE_COLOR: '1' }) });
    expect(error.code).toBe(2);
    expect(error.stderr).toMatch(/^\u001b\[31m\u001b\[1merror:/);
  });

  it.each([
    ['NO_COLOR=1', { NO_COLOR: '1' }, []],
    ['FORCE_COLOR=1 with --no-color', { FORCE_COLOR: '1' }, ['--no-color']],
    ['no variable (not a terminal)', {}, []],
  ])('%s: no colour anywhere', async (_name, extra, flags) => {
    const help = await runStore([...flags, 'products', 'list', '--help'], { env: env(extra) });
    expect(help.stdout).toContain('Usage:');
    expect(help.stdout).not.toMatch(SGR);
    const error = await runStore([...flags, 'products', 'list', '--limit', 'x'], { env: env(extra) });
    expect(error.stderr).toMatch(/^error: /);
    expect(error.stderr).not.toMatch(SGR);
  });
});
