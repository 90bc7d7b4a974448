// Issue #29 item 8: one prompt style. The screens' y/N question is answered like the CLI's line prompts
// (io/prompt.ts): y or yes, then Enter; a single key never answers, so a key pressed by habit deletes nothing. The
// store the answer acts on is named under the question.
import { describe, expect, it } from 'vitest';
import { ConfirmBar } from '../../../../src/ui/components/ConfirmBar.js';
import { KEYS, renderScreen } from '../support/ink.js';

function bar(store?: string) {
  const answers: boolean[] = [];
  const screen = renderScreen(<ConfirmBar question="Delete Mug?" store={store} onAnswer={(yes) => answers.push(yes)} />);
  return { screen, answers };
}

describe('ConfirmBar', () => {
  it('asks with the default shown, and names the store on the line below', () => {
    expect(bar().screen.frame().trimEnd()).toBe('Delete Mug? [y/N]');
    expect(bar('profile "prod", site 3f1c, API www.wixapis.com').screen.frame().split('\n').map((l) => l.trimEnd())).toEqual([
      'Delete Mug? [y/N]',
      'on profile "prod", site 3f1c, API www.wixapis.com',
    ]);
  });

  it('y alone answers nothing; y then Enter is a yes, and what was typed shows', async () => {
    const { screen, answers } = bar();
    await screen.press('y');
    expect(answers).toEqual([]);
    expect(screen.frame()).toContain('[y/N] y');
    await screen.press(KEYS.enter);
    expect(answers).toEqual([true]);
  });

  it('yes, in any case, is a yes; Backspace takes a key back', async () => {
    const typed = bar();
    await typed.screen.type('YeS');
    await typed.screen.press(KEYS.enter);
    expect(typed.answers).toEqual([true]);
    const corrected = bar();
    await corrected.screen.press('x', KEYS.backspace, 'y', KEYS.enter);
    expect(corrected.answers).toEqual([true]);
  });

  it('Enter alone, n then Enter, anything else then Enter, and Esc are a no; only the first answer counts', async () => {
    for (const keys of [[KEYS.enter], ['n', KEYS.enter], ['x', 'y', KEYS.enter], [KEYS.escape]]) {
      const { screen, answers } = bar();
      await screen.press(...keys, KEYS.enter);
      expect(answers).toEqual([false]);
    }
  });

  it('keys that arrive in one chunk are all read (y and Enter pasted together)', async () => {
    const { screen, answers } = bar();
    await screen.press(`y${KEYS.enter}`);
    expect(answers).toEqual([true]);
  });
});
