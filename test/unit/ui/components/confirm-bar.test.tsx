import { describe, expect, it } from 'vitest';
import { ConfirmBar } from '../../../../src/ui/components/ConfirmBar.js';
import { KEYS, renderScreen } from '../support/ink.js';

function bar() {
  const answers: boolean[] = [];
  const screen = renderScreen(<ConfirmBar question="Delete Mug?" onAnswer={(yes) => answers.push(yes)} />);
  return { screen, answers };
}

describe('ConfirmBar', () => {
  it('asks with the default shown', () => {
    expect(bar().screen.frame()).toBe('Delete Mug? [y/N]');
  });

  it('says yes only to y', async () => {
    const { screen, answers } = bar();
    await screen.press('x', 'Y');
    expect(answers).toEqual([true]);
  });

  it('says no to n, Enter and Esc', async () => {
    const { screen, answers } = bar();
    await screen.press('n', KEYS.enter, KEYS.escape);
    expect(answers).toEqual([false, false, false]);
  });
});
