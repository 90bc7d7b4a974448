// `store cart` on a terminal: the lines (↑↓), +/- to change a quantity, x to remove a line, c for a coupon, the
// estimated totals kept up to date, Enter to check out (then o opens the checkout page), q to quit.
import { TextInput } from '@inkjs/ui';
import { Box, Text, useInput } from 'ink';
import { useEffect, useState } from 'react';
import { displayWidth, padToWidth } from '../../io/display-width.js';
import { stripControl } from '../../io/terminal-text.js';
import type { CartActions, CartView, TotalsView } from '../cart-data.js';
import { DataTable } from '../components/DataTable.js';
import { KeyHints, type KeyHint } from '../components/KeyHints.js';
import { Section } from '../components/Section.js';
import { StatusLine } from '../components/StatusLine.js';
import { useAsyncStatus } from '../hooks/use-async-status.js';
import { useScreenSize } from '../hooks/use-screen-size.js';
import { useSyncedState } from '../hooks/use-synced-state.js';
import { useTableLayout } from '../hooks/use-table-layout.js';
import { useColor, useTheme } from '../hooks/use-theme.js';
import { moveSelection } from '../keys.js';

export interface CartScreenProps extends CartActions {
  onExit(): void;
  width?: number;
  height?: number;
}

type Mode = 'lines' | 'coupon';

const HINTS: Record<Mode, KeyHint[]> = {
  lines: [['↑↓', 'move'], ['+/-', 'quantity'], ['x', 'remove'], ['c', 'coupon'], ['enter', 'checkout'], ['q', 'quit']],
  coupon: [['enter', 'apply (empty removes)'], ['esc', 'cancel']],
};

/** Title, table header, totals section (blank, title, up to 5 rows), status and hints. */
const CHROME_ROWS = 12;

export function CartScreen(props: CartScreenProps) {
  const { width, height } = useScreenSize(props);
  const { color } = useTheme();
  const tint = useColor();
  const [cart, setCart] = useState<CartView>();
  const [totals, setTotals] = useState<TotalsView | string>();
  const [selected, setSelected, latestSelected] = useSyncedState(0);
  const [mode, setMode, latestMode] = useSyncedState<Mode>('lines');
  const [coupon, setCoupon] = useState('');
  const [checkoutUrl, setCheckoutUrl] = useState<string>();
  const action = useAsyncStatus();
  const lines = cart?.lines ?? [];
  const line = lines[Math.min(selected, lines.length - 1)];
  const table = useTableLayout(
    ['#', 'item', 'qty', 'price', 'total', 'note'],
    lines.map((l, i) => [String(i + 1), l.name, String(l.quantity), l.price, l.total, l.note]),
    { width, flexible: [false, true, false, false, false, true] },
  );

  const show = (next: CartView | undefined) => {
    if (!next) return;
    setCart(next);
    setSelected((index) => Math.max(0, Math.min(index, next.lines.length - 1)));
  };
  useEffect(() => {
    void action.run('loading the cart…', props.load).then(show);
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
  // The totals follow every change of the cart.
  useEffect(() => {
    if (!cart || cart.lines.length === 0) return setTotals(undefined);
    setTotals('estimating…');
    props.totals().then(setTotals, (error: unknown) => setTotals(`totals unavailable: ${(error as Error).message}`));
  }, [cart]); // eslint-disable-line react-hooks/exhaustive-deps

  const change = (busy: string, call: () => Promise<CartView>, done: string) => void action.run(busy, call, () => done).then(show);

  useInput((input, key) => {
    if (action.isBusy()) return;
    if (latestMode() === 'coupon') {
      if (key.escape) setMode('lines');
      else if (key.return) {
        setMode('lines');
        const code = coupon.trim();
        change(code ? `applying ${code}…` : 'removing the coupon…', () => props.applyCoupon(code), code ? `Coupon ${code.toUpperCase()} applied` : 'Coupon removed');
      }
      return;
    }
    const next = moveSelection(input, key, latestSelected(), lines.length, lines.length);
    if (next !== undefined) return setSelected(next);
    if (input === 'q' || key.escape) return props.onExit();
    if (input === 'c') {
      setCoupon('');
      return setMode('coupon');
    }
    if (input === 'o' && checkoutUrl) return void action.run('opening…', () => props.openUrl(checkoutUrl), () => `Opened ${checkoutUrl}`);
    if (!line) return;
    if (input === '+' || input === '=') change('updating…', () => props.setQuantity(line, line.quantity + 1), `${line.name}: ${line.quantity + 1}`);
    else if (input === '-') {
      const quantity = line.quantity - 1;
      change('updating…', () => props.setQuantity(line, quantity), quantity > 0 ? `${line.name}: ${quantity}` : `Removed ${line.name}`);
    } else if (input === 'x' || key.delete) change('removing…', () => props.remove(line), `Removed ${line.name}`);
    else if (key.return) {
      void action.run('creating the checkout…', props.checkout, (result) => {
        setCheckoutUrl(result.url);
        return `Checkout ${result.checkoutId} is ready: press o to open it`;
    });
      }
    });

  const count = lines.reduce((sum, l) => sum + l.quantity, 0);
  const summary = cart ? [`${count} item${count === 1 ? '' : 's'}`, `subtotal ${cart.subtotal}`, cart.coupon ? `coupon ${cart.coupon}` : ''].filter(Boolean).join(' · ') : '';
  const labelWidth = typeof totals === 'object' ? Math.max(...totals.rows.map(([label]) => displayWidth(label))) : 0;
  return (
    <Box flexDirection="column" width={width} height={height}>
      <Text wrap="truncate-end">
        <Text bold color={tint('cyan')}>
          Cart
        </Text>
        <Text dimColor={color}>{summary ? `  ${summary}` : ''}</Text>
      </Text>
      {cart && lines.length === 0 ? <Text>The cart is empty. Add items with: store cart add PRODUCT</Text> : null}
      {lines.length > 0 ? (
        <DataTable layout={table} selected={selected} height={Math.max(1, height - CHROME_ROWS)} />
      ) : null}
      {typeof totals === 'string' ? <Text dimColor={color}>{totals}</Text> : null}
      {typeof totals === 'object' ? (
        <Section title="Totals (estimate)">
          {totals.rows.map(([label, amount, note]) => (
            <Text key={label} wrap="truncate-end">
              {`${padToWidth(label, labelWidth)}  ${amount}`}
              {note ? <Text dimColor={color}>{`  ${stripControl(note)}`}</Text> : null}
            </Text>
          ))}
          {totals.warnings.map((warning) => (
            <Text key={warning} color={tint('yellow')} wrap="truncate-end">{`warning: ${stripControl(warning)}`}</Text>
          ))}
        </Section>
      ) : null}
      {checkoutUrl ? <Text color={tint('cyan')}>{checkoutUrl}</Text> : null}
      <Box flexGrow={1} />
      {mode === 'coupon' ? (
        <Box>
          <Text color={tint('yellow')}>Coupon code: </Text>
          <TextInput placeholder="e.g. SAVE10" onChange={setCoupon} />
        </Box>
      ) : (
        <StatusLine status={action.status} />
      )}
      <KeyHints hints={mode === 'lines' && checkoutUrl ? [['o', 'open checkout'], ...HINTS.lines] : HINTS[mode]} width={width} />
    </Box>
  );
}
