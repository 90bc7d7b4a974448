import { describe, expect, it } from 'vitest';
import { KeyHints } from '../../../../src/ui/components/KeyHints.js';
import { Facts, factLines, Section } from '../../../../src/ui/components/Section.js';
import { StatusLine } from '../../../../src/ui/components/StatusLine.js';
import { renderScreen } from '../support/ink.js';

describe('KeyHints', () => {
  it('names each key and what it does, on one line', () => {
    const screen = renderScreen(<KeyHints hints={[['↑↓', 'move'], ['q', 'quit']]} />);
    expect(screen.frame()).toBe('↑↓ move  q quit');
  });
});

describe('StatusLine', () => {
  it('prefixes errors and keeps notices as they are', () => {
    expect(renderScreen(<StatusLine status={{ kind: 'error', text: 'boom' }} />).frame()).toBe('error: boom');
    expect(renderScreen(<StatusLine status={{ kind: 'notice', text: 'Saved' }} />).frame()).toBe('Saved');
  });

  it('strips control characters from server text', () => {
    expect(renderScreen(<StatusLine status={{ kind: 'error', text: 'bad\u001b[31mred\u0007' }} />).frame()).toBe('error: badred');
  });
});

describe('Section and Facts', () => {
  it('titles a block and packs facts side by side, wrapping at the width', () => {
    const facts = [
      ['price', '$12.50'],
      ['sku', 'MUG-001'],
      ['description', 'a'.repeat(40)],
    ] as const;
    const screen = renderScreen(
      <Section title="Mug">
        <Facts facts={facts} width={40} />
      </Section>,
    );
    const lines = screen.frame().split('\n');
    expect(lines[1]).toBe('Mug');
    expect(lines[2]).toMatch(/^price \$12\.50\s+sku MUG-001$/);
    expect(lines).toHaveLength(2 + factLines(facts, 40));
  });
});
