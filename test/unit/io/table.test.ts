import { describe, expect, it } from 'vitest';
import { displayWidth } from '../../../src/io/display-width.js';
import { hiddenColumnsNote, layoutTable, renderTable } from '../../../src/io/table.js';

const headers = ['id', 'name', 'price'];
const rows = [
  ['1', 'Ceramic Mug', '$12.50'],
  ['22', 'Chef\tKnife\nsharp', '$75.65'],
];

describe('renderTable', () => {
  it('prints tab-separated rows without a header or styling when not a TTY', () => {
    expect(renderTable(headers, rows, { tty: false, color: true, width: 80 })).toBe('1\tCeramic Mug\t$12.50\n22\tChef Knife sharp\t$75.65\n');
  });

  it('aligns columns under an upper-case header on a TTY', () => {
    const text = renderTable(headers, rows, { tty: true, color: false, width: 80 });
    expect(text.split('\n')).toEqual([
      'ID  NAME              PRICE',
      '1   Ceramic Mug       $12.50',
      '22  Chef Knife sharp  $75.65',
      '',
    ]);
  });

  it('bolds the header only when colour is on', () => {
    expect(renderTable(headers, rows, { tty: true, color: true, width: 80 })).toContain('\u001b[1mID');
    expect(renderTable(headers, rows, { tty: true, color: false, width: 80 })).not.toContain('\u001b[');
  });

  it('shortens flexible columns first to fit the terminal', () => {
    const text = renderTable(
      ['id', 'name'],
      [['abcdef-123456', 'A rather long product name that will not fit']],
      { tty: true, color: false, width: 32, flexible: [false, true] },
    );
    const [, line] = text.split('\n');
    expect(line.length).toBeLessThanOrEqual(32);
    expect(line).toContain('abcdef-123456');
    expect(line.endsWith('…')).toBe(true);
  });

  it('strips escape sequences that came from data', () => {
    const text = renderTable(['name'], [['\u001b[31mred\u001b[0m\u0007']], { tty: false, color: false, width: 80 });
    expect(text).toBe('red\n');
  });

  it('keeps whole columns whole: drops the droppable ones (first to go first), then narrows free text (issue #15 item 13)', () => {
    const id = 'f5c59e26-da1b-4842-ab5d-eb0bdb4cf960';
    const slug = 'striped-beach-towel';
    const text = renderTable(
      ['id', 'name', 'slug', 'price', 'stock'],
      [[id, 'Striped Beach Towel With A Long Name', slug, '$24.00 (sale $20.00)', 'in stock']],
      { tty: true, color: false, width: 80, flexible: [false, true, false, false, false], whole: [true, false, true, false, false], dropOrder: [4, 3] },
    );
    const [header, line] = text.split('\n');
    // The price went (first the stock, then the price); with the price gone the stock fits again, so it comes back.
    expect(header.split(/\s{2,}/)).toEqual(['ID', 'NAME', 'SLUG', 'STOCK']);
    expect(line).toContain(id);
    expect(line).toContain(slug);
    expect(line.length).toBeLessThanOrEqual(80);
    // Wide enough: nothing dropped.
    const wide = renderTable(['id', 'stock'], [[id, 'in stock']], { tty: true, color: false, width: 120, whole: [true, false], dropOrder: [1] });
    expect(wide.split('\n')[0].split(/\s{2,}/)).toEqual(['ID', 'STOCK']);
  });

  // Issue #29 item 6: display width, not string length — CJK and emoji take two columns, a combining mark none.
  it('aligns CJK, emoji and combining marks by the columns they take on a terminal', () => {
    const names = ['寿司セット', 'Tea 🍵 set', 'Cafe\u0301 noir', 'Plain mug'];
    const text = renderTable(['name', 'price'], names.map((name, i) => [name, `$${i + 1}.00`]), { tty: true, color: false, width: 80 });
    const lines = text.trimEnd().split('\n');
    // Every price starts in the same terminal column.
    const priceColumns = lines.slice(1).map((line) => displayWidth(line.slice(0, line.indexOf('$'))));
    expect(new Set(priceColumns)).toEqual(new Set([displayWidth('寿司セット') + 2]));
    expect(lines[1]).toBe('寿司セット  $1.00');
    expect(lines[2]).toBe('Tea 🍵 set  $2.00');
    expect(lines[3]).toBe('Cafe\u0301 noir   $3.00');
  });

  it('cuts wide text between characters, never inside one, and never past the width', () => {
    const text = renderTable(['name', 'sku'], [['寿司セット寿司セット寿司セット寿司セット', 'SKU-1']], { tty: true, color: false, width: 20, flexible: [true, false] });
    for (const line of text.trimEnd().split('\n')) expect(displayWidth(line)).toBeLessThanOrEqual(20);
    // 13 columns for the name: six characters of two columns and the ellipsis.
    expect(text).toContain('寿司セット寿…  SKU-1');
    expect(text).toContain('SKU-1');
  });

  it.each([50, 70])('at %i columns leaves out the lowest-ranked columns, says which, and no line is wider', (width) => {
    const id = 'f5c59e26-da1b-4842-ab5d-eb0bdb4cf960';
    const headers = ['id', 'name', 'slug', 'price', 'sku', 'visible', 'inventory'];
    const rows = [[id, 'Striped Beach Towel', 'striped-beach-towel', '$24.00 (sale $20.00)', 'TWL-300', 'yes', 'in stock']];
    // The ranks products list gives them (ui/views/product-view.ts): inventory first, then visible, sku, price, id.
    const layout = layoutTable(headers, rows, { color: false, width, flexible: [false, true, false, false, false, false, false], whole: [true, false, true, false, false, false, false], dropOrder: [6, 5, 4, 3, 0] });
    for (const line of [layout.header, ...layout.lines]) expect(displayWidth(line)).toBeLessThanOrEqual(width);
    const shown = layout.header.split(/\s{2,}/).map((h) => h.toLowerCase());
    expect([...shown, ...layout.hidden].sort()).toEqual([...headers].sort());
    expect(shown).toEqual(expect.arrayContaining(['name', 'slug']));
    expect(layout.hidden.length).toBeGreaterThan(0);
    expect(hiddenColumnsNote(layout.hidden, width)).toBe(`Hidden at ${width} columns: ${layout.hidden.join(', ')} (a wider terminal shows them)`);
    // Whatever stays is whole: the slug is copied from here.
    expect(layout.lines[0]).toContain('striped-beach-towel');
  });

  it('cuts even a whole column rather than let a row wrap, when nothing may be left out', () => {
    const id = 'f5c59e26-da1b-4842-ab5d-eb0bdb4cf960';
    const layout = layoutTable(['id', 'slug'], [[id, 'striped-beach-towel']], { color: false, width: 30, whole: [true, true] });
    for (const line of [layout.header, ...layout.lines]) expect(displayWidth(line)).toBeLessThanOrEqual(30);
    expect(layout.hidden).toEqual([]);
  });
});
