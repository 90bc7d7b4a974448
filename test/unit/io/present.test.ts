import { describe, expect, it } from 'vitest';
import { createMemoryIo } from '../../../src/io/memory-io.js';
import { printEntity, printList, type Column, type OutputFormat } from '../../../src/io/present.js';

interface Item {
  id: string;
  name: string;
  price: { amount: number };
}

const items: Item[] = [
  { id: 'a', name: 'Mug', price: { amount: 12.5 } },
  { id: 'b', name: 'Knife', price: { amount: Number.NaN } },
];
const columns: Column<Item>[] = [
  { header: 'id', value: (i) => i.id },
  { header: 'name', value: (i) => i.name },
];

async function* slowly<T>(list: T[]): AsyncIterable<T> {
  for (const item of list) {
    await new Promise((r) => setImmediate(r));
    yield item;
  }
}

function output(format: OutputFormat, options: { tty?: boolean; fields?: string[] } = {}) {
  const io = createMemoryIo({ tty: options.tty });
  return { io, out: { io, format, fields: options.fields } };
}

describe('printList', () => {
  it('--json prints one array, identical to JSON.stringify, with non-finite numbers as strings', async () => {
    const { io, out } = output('json');
    expect(await printList(out, slowly(items), { columns })).toBe(2);
    const expected = JSON.stringify([items[0], { ...items[1], price: { amount: 'NaN' } }], null, 2);
    expect(io.stdoutText()).toBe(`${expected}\n`);
  });

  it('--json prints [] for no results', async () => {
    const { io, out } = output('json');
    await printList(out, [], { columns });
    expect(JSON.parse(io.stdoutText())).toEqual([]);
  });

  it('--jsonl prints one compact entity per line', async () => {
    const { io, out } = output('jsonl');
    await printList(out, slowly(items), { columns });
    const lines = io.stdoutText().trimEnd().split('\n');
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0])).toEqual(items[0]);
    expect(JSON.parse(lines[1]).price.amount).toBe('NaN');
  });

  it('--fields selects paths in JSON and becomes the columns of a table', async () => {
    const json = output('json', { fields: ['id', 'price.amount'] });
    await printList(json.out, items, { columns });
    expect(JSON.parse(json.io.stdoutText())[0]).toEqual({ id: 'a', price: { amount: 12.5 } });

    const table = output('table', { fields: ['name', 'price.amount'] });
    await printList(table.out, items, { columns });
    expect(table.io.stdoutText()).toBe('Mug\t12.5\nKnife\tNaN\n');
  });

  it('prints an aligned table with a header on a TTY, a plain one otherwise', async () => {
    const tty = output('table', { tty: true });
    await printList(tty.out, items, { columns });
    expect(tty.io.stdoutText().split('\n')[0]).toBe('ID  NAME');

    const piped = output('table');
    await printList(piped.out, items, { columns });
    expect(piped.io.stdoutText()).toBe('a\tMug\nb\tKnife\n');
  });

  it('says "none" on stderr (never stdout) for an empty table on a TTY', async () => {
    const { io, out } = output('table', { tty: true });
    await printList(out, [], { columns, empty: 'No items.' });
    expect(io.stdoutText()).toBe('');
    expect(io.stderrText()).toBe('No items.\n');
  });
});

describe('printList on a narrow terminal (issue #29 item 6)', () => {
  it('leaves out the droppable columns, says which on stderr, and wraps no row', async () => {
    const io = createMemoryIo({ tty: true, columns: 30 });
    const ranked: Column<Item>[] = [
      { header: 'id', value: (i) => `${i.id}-0123456789`, whole: true },
      { header: 'name', value: (i) => `${i.name} 寿司セット`, flex: true },
      { header: 'price', value: (i) => String(i.price.amount), drop: 1 },
    ];
    await printList({ io, format: 'table' }, items, { columns: ranked });
    const lines = io.stdoutText().trimEnd().split('\n');
    expect(lines[0]).toMatch(/^ID\s+NAME$/);
    expect(lines[1]).toBe('a-0123456789  Mug 寿司セット');
    // The note is wrapped at spaces to the terminal's width (issue #37 item 12: it wrapped mid-word).
    expect(io.stderrText()).toBe('Hidden at 30 columns: price (a\nwider terminal shows them)\n');
  });
});

describe('printEntity', () => {
  it('--json prints the entity pretty; --jsonl compact', async () => {
    const json = output('json');
    await printEntity(json.out, items[0]);
    expect(json.io.stdoutText()).toBe(`${JSON.stringify(items[0], null, 2)}\n`);
    const jsonl = output('jsonl');
    await printEntity(jsonl.out, items[0]);
    expect(jsonl.io.stdoutText()).toBe(`${JSON.stringify(items[0])}\n`);
  });

  it('prints the human view as label/value lines', async () => {
    const tty = output('table', { tty: true });
    await printEntity(tty.out, items[0], { view: [['name', 'Mug'], ['price', '$12.50']] });
    expect(tty.io.stdoutText()).toBe('name   Mug\nprice  $12.50\n');
    const piped = output('table');
    await printEntity(piped.out, items[0], { view: [['name', 'Mug']] });
    expect(piped.io.stdoutText()).toBe('name\tMug\n');
  });

  it('--fields in the human view shows those paths', async () => {
    const { io, out } = output('table', { fields: ['id', 'price.amount'] });
    await printEntity(out, items[0], { view: [['ignored', 'x']] });
    expect(io.stdoutText()).toBe('id\ta\nprice.amount\t12.5\n');
  });
});
