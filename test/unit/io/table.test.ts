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
});
