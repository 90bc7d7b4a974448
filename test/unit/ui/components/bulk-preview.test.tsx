import { describe, expect, it } from 'vitest';
import { BulkPreview, type ChangeLine } from '../../../../src/ui/components/BulkPreview.js';
import { KEYS, renderScreen } from '../support/ink.js';

const lines: ChangeLine[] = Array.from({ length: 12 }, (_, i) => ({
  product: `product-${i + 1}`,
  variant: i === 0 ? 'Size: L' : '',
  before: `${10 + i}`,
  after: `${11 + i}`,
  note: i === 11 ? 'fails: too large' : '',
}));

function preview(rows = 5) {
  const answers: boolean[] = [];
  const screen = renderScreen(
    <BulkPreview summary="price +10%: 12 products matched — 11 will change, 1 would fail, 0 unchanged" lines={lines} question="Change 12 products?" onAnswer={(yes) => answers.push(yes)} width={80} rows={rows} />,
  );
  return { screen, answers };
}

describe('BulkPreview', () => {
  it('shows the summary, before → after rows, how many there are, and the question', () => {
    const frame = preview().screen.frame();
    expect(frame).toContain('12 products matched — 11 will change, 1 would fail');
    expect(frame).toMatch(/PRODUCT\s+VARIANT\s+BEFORE\s+AFTER\s+NOTE/);
    expect(frame).toMatch(/product-1\s+Size: L\s+10\s+→\s+11/);
    expect(frame).toContain('rows 1–5 of 12 (↑↓ to scroll)');
    expect(frame).toContain('1 would fail');
    expect(frame).toContain('Change 12 products? [y/N]');
    expect(frame).not.toContain('product-6');
  });

  it('scrolls through every row', async () => {
    const { screen } = preview();
    await screen.press(KEYS.down, KEYS.down);
    expect(screen.frame()).toContain('rows 3–7 of 12');
    await screen.press('G');
    const end = screen.frame();
    expect(end).toContain('rows 8–12 of 12');
    expect(end).toMatch(/product-12\s+21\s+→\s+22\s+fails: too large/);
  });

  it('answers yes with y then Enter (y alone answers nothing), and no with Enter or Esc', async () => {
    const yes = preview();
    await yes.screen.press('y');
    expect(yes.answers).toEqual([]);
    await yes.screen.press(KEYS.enter);
    expect(yes.answers).toEqual([true]);
    const no = preview();
    await no.screen.press('n', KEYS.enter);
    expect(no.answers).toEqual([false]);
    const esc = preview();
    await esc.screen.press(KEYS.escape);
    expect(esc.answers).toEqual([false]);
  });

  it("counts failing products under the table as the summary does, not their variants' rows (issue #25 item 7)", () => {
    const hat = ['S', 'M', 'L'].map((size) => ({ product: 'sun-hat', variant: `Size: ${size}`, before: '29', after: '-1', note: 'fails: below 0' }));
    const rows = [...hat, { product: 'mug', variant: '', before: '12.5', after: '-17.5', note: 'fails: below 0' }];
    const summary = 'price -30: 2 products matched — 0 will change, 2 would fail, 0 unchanged';
    const counted = renderScreen(<BulkPreview summary={summary} lines={rows} question="Change 2 products?" onAnswer={() => {}} width={100} rows={6} />).frame();
    expect(counted).toContain('· 2 products would fail');
    const given = renderScreen(<BulkPreview summary={summary} lines={rows.slice(0, 1)} failing={2} question="Change 2 products?" onAnswer={() => {}} width={100} rows={6} />).frame();
    expect(given).toContain('· 2 products would fail');
  });
});
