// NO_COLOR / --no-color: no colour or style codes at all, even where the environment would force colour
// (FORCE_COLOR=3 here), and still usable: the selection and the question stay visible as text.
import { describe, expect, it } from 'vitest';
import { stripControl } from '../../../src/io/terminal-text.js';
import { renderConfirm } from '../../../src/ui/render.js';
import { pause, printed, screenContext, terminalIo } from './support/terminal-io.js';

describe('colour off', () => {
  it('writes no SGR codes', async () => {
    process.env.FORCE_COLOR = '3';
    const io = terminalIo({ color: false });
    const lines = [{ product: 'mug', variant: '', before: '10', after: '11', note: 'fails: too large' }];
    const answer = renderConfirm(screenContext(io), { summary: 'price +10%: 1 product', lines, question: 'Go?' }, async () => false);
    await printed(io.stdout, 'Go? [y/N]');
    await pause();
    io.stdin.write('n');
    await pause();
    io.stdin.write('\r');
    expect(await answer).toBe(false);
    expect(io.stdout.text()).not.toMatch(/\u001b\[[0-9;]*m/);
    expect(stripControl(io.stdout.text())).toMatch(/mug\s+10\s+→\s+11\s+fails: too large/);
  });
});
