// The interactive cart on plain data: a small in-memory cart stands in for the platform (the wire mapping is
// tested with the cart commands).
import { describe, expect, it } from 'vitest';
import type { CartActions, CartLineView, CartView } from '../../../../src/ui/cart-data.js';
import { CartScreen } from '../../../../src/ui/screens/CartScreen.js';
import { KEYS, renderScreen } from '../support/ink.js';

function memoryCart() {
  const prices: Record<string, number> = { Mug: 12.5, 'Sun Hat (L, Navy)': 32 };
  let lines = [
    { id: 'l1', name: 'Mug', quantity: 2 },
    { id: 'l2', name: 'Sun Hat (L, Navy)', quantity: 1 },
  ];
  let coupon: string | undefined;
  const calls: string[] = [];
  const dollars = (n: number) => `$${n.toFixed(2)}`;
  const subtotal = () => lines.reduce((sum, l) => sum + prices[l.name] * l.quantity, 0);
  const view = (): CartView => ({
    lines: lines.map((l): CartLineView => ({ ...l, price: dollars(prices[l.name]), total: dollars(prices[l.name] * l.quantity), note: '' })),
    subtotal: dollars(subtotal()),
    coupon,
  });
  const actions: CartActions = {
    load: async () => view(),
    async setQuantity(line, quantity) {
      calls.push(`quantity ${line.id} ${quantity}`);
      lines = quantity === 0 ? lines.filter((l) => l.id !== line.id) : lines.map((l) => (l.id === line.id ? { ...l, quantity } : l));
      return view();
    },
    async remove(line) {
      calls.push(`remove ${line.id}`);
      lines = lines.filter((l) => l.id !== line.id);
      return view();
    },
    async applyCoupon(code) {
      if (code && code.toUpperCase() !== 'SAVE10') throw new Error(`Coupon ${code} does not exist`);
      calls.push(code ? `coupon ${code}` : 'coupon removed');
      coupon = code ? code.toUpperCase() : undefined;
      return view();
    },
    async totals() {
      const discount = coupon ? subtotal() * 0.1 : 0;
      return {
        rows: [
          ['Subtotal', dollars(subtotal())],
          ...(discount ? [['Discounts', `−${dollars(discount)}`, coupon] as [string, string, string]] : []),
          ['Total', dollars(subtotal() - discount)],
        ],
        warnings: [],
      };
    },
    async checkout() {
      calls.push('checkout');
      return { checkoutId: 'co-1', url: 'https://example.test/checkout/co-1' };
    },
    async openUrl(url) {
      calls.push(`open ${url}`);
    },
  };
  return { actions, calls };
}

function cart() {
  const memory = memoryCart();
  let exits = 0;
  const screen = renderScreen(<CartScreen {...memory.actions} onExit={() => exits++} width={80} height={24} />);
  return { screen, calls: memory.calls, exits: () => exits };
}

describe('CartScreen', () => {
  it('shows the lines, the subtotal and the estimated totals', async () => {
    const { screen } = cart();
    const frame = await screen.waitForFrame('Total     $57.00');
    expect(frame).toContain('3 items · subtotal $57.00');
    expect(frame).toMatch(/› 1\s+Mug\s+2\s+\$12\.50\s+\$25\.00/);
    expect(frame).toMatch(/2\s+Sun Hat \(L, Navy\)\s+1\s+\$32\.00\s+\$32\.00/);
    expect(frame).toContain('Totals (estimate)');
  });

  it('changes the quantity of the selected line with + and -', async () => {
    const { screen, calls } = cart();
    await screen.waitForFrame('Total');
    await screen.press(KEYS.down, '+');
    await screen.waitForFrame('Sun Hat (L, Navy): 2');
    expect(screen.frame()).toMatch(/Sun Hat \(L, Navy\)\s+2\s+\$32\.00\s+\$64\.00/);
    await screen.press('-');
    await screen.waitForFrame('Sun Hat (L, Navy): 1');
    expect(calls).toEqual(['quantity l2 2', 'quantity l2 1']);
  });

  it('removes a line with x and shows an empty cart at the end', async () => {
    const { screen, calls } = cart();
    await screen.waitForFrame('Total');
    await screen.press('x');
    await screen.waitForFrame('Removed Mug');
    await screen.press('-');
    await screen.waitForFrame('The cart is empty.');
    expect(calls).toEqual(['remove l1', 'quantity l2 0']);
  });

  it('applies a coupon, reports a bad one, and updates the totals', async () => {
    const { screen } = cart();
    await screen.waitForFrame('Total');
    await screen.press('c');
    await screen.waitForFrame('Coupon code:');
    await screen.type('nope');
    await screen.press(KEYS.enter);
    await screen.waitForFrame('error: Coupon nope does not exist');
    await screen.press('c');
    await screen.type('save10');
    await screen.press(KEYS.enter);
    const frame = await screen.waitForFrame('Discounts');
    expect(frame).toContain('coupon SAVE10');
    expect(frame).toMatch(/Discounts\s+−\$5\.70\s+SAVE10/);
    expect(frame).toMatch(/Total\s+\$51\.30/);
  });

  it('checks out with Enter, then opens the checkout page with o, and quits with q', async () => {
    const { screen, calls, exits } = cart();
    await screen.waitForFrame('Total');
    await screen.press(KEYS.enter);
    const ready = await screen.waitForFrame('press o to open it');
    expect(ready).toContain('https://example.test/checkout/co-1');
    await screen.press('o');
    await screen.waitForFrame('Opened https://example.test/checkout/co-1');
    expect(calls).toEqual(['checkout', 'open https://example.test/checkout/co-1']);
    await screen.press('q');
    expect(exits()).toBe(1);
  });
});
