// With colour on, screens are styled, even though this test's own stdout is not a terminal: chalk inside Ink
// follows the CLI's decision. Its own file (and no static import of Ink): chalk settles its level once per process.
import { describe, expect, it } from 'vitest';
import { renderConfirm } from '../../../src/ui/render.js';
import { pause, printed, screenContext, terminalIo } from './support/terminal-io.js';

describe('colour on', () => {
  it('styles the screen', async () => {
    delete process.env.FORCE_COLOR;
    const io = terminalIo({ color: true });
    const answer = renderConfirm(screenContext(io), { summary: 'x', lines: [], question: 'Go?' }, async () => false);
    await printed(io.stdout, 'Go? [y/N]');
    await pause();
    io.stdin.write('y');
    await pause();
    io.stdin.write('\r');
    expect(await answer).toBe(true);
    expect(io.stdout.text()).toMatch(/\u001b\[(1|33)m/);
  });
});
