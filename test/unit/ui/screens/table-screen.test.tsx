import { describe, expect, it } from 'vitest';
import { TableScreen } from '../../../../src/ui/screens/TableScreen.js';
import { KEYS, renderScreen } from '../support/ink.js';

const rows = Array.from({ length: 40 }, (_, i) => [`v${i + 1}`, `$${i + 1}.00`]);

describe('TableScreen', () => {
  it('scrolls through the rows and says where it is', async () => {
    let exits = 0;
    const screen = renderScreen(<TableScreen title="Variants" headers={['id', 'price']} rows={rows} onExit={() => exits++} width={80} height={12} />);
    expect(screen.frame()).toContain('1 of 40');
    await screen.press(KEYS.pageDown);
    const frame = screen.frame();
    expect(frame).toContain('9 of 40');
    expect(frame).toMatch(/› v9\s+\$9\.00/);
    expect(frame).not.toContain('v1 ');
    await screen.press('G');
    expect(screen.frame()).toMatch(/› v40\s+\$40\.00/);
    await screen.press('q', KEYS.escape);
    expect(exits).toBe(2);
  });
});
