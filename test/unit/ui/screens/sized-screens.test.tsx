// The screens that size a component to the terminal, and the frame the browsers share.
import { Text } from 'ink';
import { describe, expect, it } from 'vitest';
import { BrowserFrame } from '../../../../src/ui/components/BrowserFrame.js';
import { BulkPreviewScreen } from '../../../../src/ui/screens/BulkPreviewScreen.js';
import { FormScreen } from '../../../../src/ui/screens/FormScreen.js';
import { ProgressScreen } from '../../../../src/ui/screens/ProgressScreen.js';
import { KEYS, renderScreen } from '../support/ink.js';

describe('BrowserFrame', () => {
  const frame = (searching: boolean, onSearchChange: (text: string) => void = () => {}) =>
    renderScreen(
      <BrowserFrame title="Products" count="8 products" sortLabel="name ↑" search="su" searching={searching} onSearchChange={onSearchChange} status={{ kind: 'notice', text: 'Saved' }} hints={[['q', 'quit']]} width={80} height={10}>
        <Text>BODY</Text>
      </BrowserFrame>,
    );

  it('lays out title, search, body, status and keys, with the body filling the room between', () => {
    const lines = frame(false).frame().split('\n');
    expect(lines[0]).toBe('Products  8 products · sorted by name ↑');
    expect(lines[1]).toBe('search: su  (esc clears)');
    expect(lines[2]).toBe('BODY');
    expect(lines).toHaveLength(10);
    expect(lines.slice(-2)).toEqual(['Saved', 'q quit']);
  });

  it('takes typing on the search line while searching', async () => {
    const typed: string[] = [];
    const screen = frame(true, (text) => typed.push(text));
    expect(screen.frame()).toContain('/ su');
    await screen.type('n');
    expect(typed.at(-1)).toBe('sun');
  });
});

describe('FormScreen', () => {
  it('is the form at the given width', async () => {
    const submitted: string[] = [];
    const screen = renderScreen(
      <FormScreen spec={{ title: 'Coupon', fields: [{ key: 'code', label: 'Code' }], initial: { code: '' }, validate: () => ({}) }} onSubmit={async (v) => void submitted.push(v.code)} onCancel={() => {}} width={80} />,
    );
    await screen.type('SAVE10');
    await screen.press(KEYS.enter, KEYS.enter);
    expect(submitted).toEqual(['SAVE10']);
  });
});

describe('ProgressScreen', () => {
  it('draws the progress view', () => {
    const snapshot = { title: 'Importing a.csv', done: 2, total: 4, unit: 'products', elapsedMs: 2000, failed: 0, failures: [], finished: false };
    expect(renderScreen(<ProgressScreen snapshot={snapshot} width={80} />).frame()).toMatch(/50%\s+2\/4 products/);
  });
});

describe('BulkPreviewScreen', () => {
  it('gives the table the rows the terminal leaves', () => {
    const lines = Array.from({ length: 30 }, (_, i) => ({ product: `p${i + 1}`, variant: '', before: '1', after: '2', note: '' }));
    const frame = renderScreen(<BulkPreviewScreen summary="s" lines={lines} question="Go?" onAnswer={() => {}} width={80} height={15} />).frame();
    expect(frame).toContain('rows 1–10 of 30');
    expect(frame.split('\n').length).toBeLessThanOrEqual(15);
  });
});
