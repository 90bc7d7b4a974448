// How a cart and its estimate read to a person. JSON output never goes through here: it prints the wire shapes.
import type { EstimateTotalsResponse } from '../../wire/api/cart/cart-estimate.js';
import type { Cart, LineItem, MultiCurrencyPrice } from '../../wire/api/cart/cart.js';
import type { Context } from '../../context.js';
import { bold, dim } from '../../io/color.js';
import { write } from '../../io/io.js';
import { printEntity } from '../../io/present.js';
import { renderTable } from '../../io/table.js';
import { compare, multiply, round, toText } from '../../wire/money.js';
import { oneLine, stripControl } from '../../io/terminal-text.js';

export const money = (price: MultiCurrencyPrice | undefined) => price?.formattedAmount ?? '';
const isZero = (price: MultiCurrencyPrice | undefined) => !price || compare(price.amount, 0) === 0;

export function itemText(line: LineItem): string {
  const choices = line.descriptionLines
    .map((d) => (d as { plainText?: { original: string }; colorInfo?: { original: string } }).plainText?.original ?? (d as { colorInfo?: { original: string } }).colorInfo?.original)
    .filter(Boolean);
  return choices.length > 0 ? `${line.productName.original} (${choices.join(', ')})` : line.productName.original;
}

export function availability(line: LineItem): string {
  const { status, quantityAvailable } = line.availability;
  if (status === 'AVAILABLE') return '';
  if (status === 'PARTIALLY_AVAILABLE') return `only ${quantityAvailable} left`;
  return status === 'NOT_FOUND' ? 'no longer sold' : 'out of stock';
}

/** Label/value lines, aligned (TTY only). */
function summaryLines(ctx: Context, unsafe: Array<[string, string, string?]>): string {
  // Coupon codes, buyer notes and shipping titles come from the store.
  const rows = unsafe.map(([label, amount, note]) => [oneLine(label), oneLine(amount), note === undefined ? undefined : oneLine(note)] as [string, string, string?]);
  const width = Math.max(...rows.map(([label]) => label.length));
  const amountWidth = Math.max(...rows.map(([, amount]) => amount.length));
  return rows
    .map(([label, amount, note]) => `${bold(label.padEnd(width), ctx.io.color)}  ${amount.padStart(amountWidth)}${note ? `  ${dim(note, ctx.io.color)}` : ''}`)
    .join('\n');
}

/** The cart: the wire entity with --json; a numbered table and the subtotal otherwise. `note` goes to stderr. */
export async function printCart(ctx: Context, cart: Cart, note?: string): Promise<void> {
  const out = ctx.output();
  if (note && ctx.io.isStderrTTY) await write(ctx.io.stderr, `${stripControl(note)}\n`);
  if (out.format !== 'table' || out.fields?.length) return printEntity(out, cart);
  const rows = cart.lineItems.map((line, i) => [String(i + 1), itemText(line), String(line.quantity), money(line.price), money(line.lineItemPrice), availability(line), line.id]);
  if (!ctx.io.isStdoutTTY) {
    await write(out.io.stdout, renderTable([], rows, { tty: false, color: false, width: 0 }));
    return;
  }
  if (rows.length === 0) {
    await write(out.io.stdout, 'The cart is empty.\n');
    return;
  }
  // The note column (stock problems) only when some line has one.
  const withNotes = rows.some((row) => row[5] !== '');
  const shown = withNotes ? rows : rows.map((row) => row.filter((_, i) => i !== 5));
  const headers = ['#', 'item', 'qty', 'price', 'total', ...(withNotes ? ['note'] : []), 'line id'];
  const table = renderTable(headers, shown, {
    tty: true,
    color: ctx.io.color,
    width: ctx.io.columns,
    flexible: headers.map((h) => h === 'item' || h === 'note'),
  });
  const summary: Array<[string, string, string?]> = [['Subtotal', money(cart.subtotal)]];
  for (const discount of cart.appliedDiscounts) {
    if (discount.coupon) summary.push(['Coupon', discount.coupon.code, 'see `store cart totals` for the amount']);
    if (discount.merchantDiscount) summary.push(['Store discount', `−${money(discount.merchantDiscount.amount)}`]);
  }
  if (cart.buyerNote) summary.push(['Note', cart.buyerNote]);
  await write(out.io.stdout, `${table}\n${summaryLines(ctx, summary)}\n`);
}

type Estimate = EstimateTotalsResponse & {
  shippingInfo: { selectedCarrierServiceOption?: { code: string; title: string; logistics?: { deliveryTime?: string } } };
};
type DiscountView = { coupon?: { code: string }; merchantDiscount?: { percentage?: number } };
type MembershipView = { id: string; name?: { original: string }; lineItemIds: string[] };

/** Membership lines: which selected membership pays which cart lines (numbered as in `cart show`), or which could. */
function membershipRows(estimate: Estimate): Array<[string, string, string?]> {
  const { eligibleMemberships, selectedMemberships } = estimate.membershipOptions as { eligibleMemberships: MembershipView[]; selectedMemberships: MembershipView[] };
  const numbers = (ids: string[]) => ids.map((id) => estimate.cart.lineItems.findIndex((l) => l.id === id) + 1).join(', ');
  const nameOf = (id: string) => eligibleMemberships.find((m) => m.id === id)?.name?.original ?? id;
  if (selectedMemberships.length > 0) {
    return [
      ...selectedMemberships.map((m): [string, string, string] => ['Membership', nameOf(m.id), `pays line ${numbers(m.lineItemIds)}`]),
      ['Pay now', money(estimate.payNow.total)],
    ];
  }
  return eligibleMemberships.map((m) => ['Membership', '', `${m.name?.original ?? m.id} could pay line ${numbers(m.lineItemIds)}: --membership ${m.id}`]);
}

function shippingOptionLines(ctx: Context, estimate: Estimate): string {
  const options = estimate.shippingInfo.carrierServiceOptions.flatMap((carrier) => carrier.shippingOptions);
  if (options.length === 0) return '';
  const selected = estimate.shippingInfo.selectedCarrierServiceOption?.code;
  const rows = options.map((option) => [
    option.code === selected ? `${option.code} *` : option.code,
    option.title,
    money(option.cost.price),
    option.logistics.pickupDetails?.address.formattedAddress ?? option.logistics.deliveryTime ?? '',
  ]);
  return `\n${renderTable(['option', 'title', 'price', 'delivery'], rows, { tty: true, color: ctx.io.color, width: ctx.io.columns, flexible: [false, true, false, true] })}`;
}

/** The estimate: the wire response with --json; the totals and shipping options otherwise. */
export async function printEstimate(ctx: Context, response: EstimateTotalsResponse): Promise<void> {
  const out = ctx.output();
  if (out.format !== 'table' || out.fields?.length) return printEntity(out, response);
  const estimate = response as Estimate;
  const summary = estimate.priceSummary;
  if (!ctx.io.isStdoutTTY) {
    const plain = (['subtotal', 'discount', 'shipping', 'tax', 'total'] as const).map((key) => [key, summary[key].amount]);
    if (estimate.membershipOptions.selectedMemberships.length > 0) plain.push(['pay now', estimate.payNow.total.amount]);
    await write(out.io.stdout, renderTable([], plain, { tty: false, color: false, width: 0 }));
    return;
  }
  await write(out.io.stdout, `${summaryLines(ctx, estimateRows(estimate))}\n${shippingOptionLines(ctx, estimate)}`);
  for (const problem of estimateProblems(estimate)) await write(ctx.io.stderr, `warning: ${oneLine(problem)}\n`);
}

/** The estimate's label / amount / note lines (subtotal, discounts, shipping, tax, total): printed and on screen. */
export function estimateRows(response: EstimateTotalsResponse): Array<[string, string, string?]> {
  const estimate = response as Estimate;
  const summary = estimate.priceSummary;
  const discountNames = (estimate.appliedDiscounts as DiscountView[])
    .map((d) => d.coupon?.code ?? (d.merchantDiscount ? (d.merchantDiscount.percentage ? `store ${d.merchantDiscount.percentage}% off` : 'merchant discount') : ''))
    .filter(Boolean)
    .join(', ');
  const selected = estimate.shippingInfo.selectedCarrierServiceOption;
  const rate = estimate.calculatedLineItems[0]?.pricesBreakdown.taxDetails.taxRate;
  const rows: Array<[string, string, string?]> = [['Subtotal', money(summary.subtotal)]];
  if (!isZero(summary.discount)) rows.push(['Discounts', `−${money(summary.discount)}`, discountNames]);
  if (selected) rows.push(['Shipping', money(summary.shipping), [selected.title, selected.logistics?.deliveryTime].filter(Boolean).join(', ')]);
  rows.push(['Tax', money(summary.tax), rate && compare(rate, 0) > 0 ? `${toText(round(multiply(rate, 100), 3))}%` : 'none collected']);
  rows.push(['Total', money(summary.total)]);
  return [...rows, ...membershipRows(estimate)];
}

/** What the platform says is wrong with the estimate (violations, calculation errors). */
export function estimateProblems(response: EstimateTotalsResponse): string[] {
  const estimate = response as Estimate;
  return [
    ...estimate.violations.map((v) => v.description),
    ...Object.values(estimate.calculationErrors)
      .flatMap((e) => (Array.isArray(e) ? e : [e]))
      .map((e) => (e as { applicationError?: { description?: string } } | undefined)?.applicationError?.description)
      .filter((d): d is string => Boolean(d)),
  ];
}
