import { describe, expect, it } from 'vitest';
import { renderTable } from '../../../src/io/table.js';

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
    expect(header.split(/\s{2,}/)).toEqual(['ID', 'NAME', 'SLUG']);
    expect(line).toContain(id);
    expect(line).toContain(slug);
    expect(line.length).toBeLessThanOrEqual(80);
    // Wide enough: nothing dropped.
    const wide = renderTable(['id', 'stock'], [[id, 'in stock']], { tty: true, color: false, width: 120, whole: [true, false], dropOrder: [1] });
    expect(wide.split('\n')[0].split(/\s{2,}/)).toEqual(['ID', 'STOCK']);
  });
});
