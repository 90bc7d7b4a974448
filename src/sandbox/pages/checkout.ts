// The hosted checkout page of an `ecomCheckout` redirect session: the checkout's items and totals, and a
// "Place order" button (no payment: it is a sandbox). Every value is escaped by the `html` tag.
import type { CheckoutDoc } from '../tables/carts.js';
import type { RedirectSessionRow } from '../tables/redirect-sessions.js';
import { html, layout, safeHref, type SafeHtml } from './html.js';
import { pagePaths } from './page-paths.js';

interface Money {
  formattedAmount?: string;
  amount?: string;
}
interface PageLine {
  id: string;
  quantity: number;
  productName?: { original?: string };
  descriptionLines?: Array<{ name?: { original?: string }; plainText?: { original?: string }; colorInfo?: { original?: string } }>;
  price?: Money;
  lineItemPrice?: Money;
  availability?: { status?: string };
}

const shown = (money: unknown) => (money as Money | undefined)?.formattedAmount ?? '';
const isZero = (money: unknown) => Number((money as Money | undefined)?.amount ?? '0') === 0;

function options(line: PageLine): string {
  return (line.descriptionLines ?? [])
    .map((d) => `${d.name?.original ?? ''}: ${d.plainText?.original ?? d.colorInfo?.original ?? ''}`)
    .join(', ');
}

function itemRows(lines: PageLine[]): SafeHtml {
  return html`${lines.map(
    (line) => html`<tr data-line-item-id="${line.id}"><td>${line.productName?.original}${line.availability?.status && line.availability.status !== 'AVAILABLE' ? html` <span class="muted">(${line.availability.status.toLowerCase().replace(/_/g, ' ')})</span>` : ''}</td>
<td class="muted">${options(line)}</td><td class="num">${line.quantity}</td><td class="num">${shown(line.price)}</td><td class="num">${shown(line.lineItemPrice)}</td></tr>`,
  )}`;
}

function summary(checkout: CheckoutDoc): SafeHtml {
  const price = (checkout.priceSummary ?? {}) as Record<string, unknown>;
  const shipping = (checkout.shippingInfo as { selectedCarrierServiceOption?: { title?: string; logistics?: { deliveryTime?: string } } } | undefined)
    ?.selectedCarrierServiceOption;
  return html`<table class="summary">
<tr><td>Subtotal</td><td class="num">${shown(price.subtotal)}</td></tr>
${isZero(price.discount) ? '' : html`<tr><td>Discounts</td><td class="num">−${shown(price.discount)}</td></tr>`}
<tr><td>Shipping${shipping ? html` <span class="muted">(${shipping.title}${shipping.logistics?.deliveryTime ? `, ${shipping.logistics.deliveryTime}` : ''})</span>` : ''}</td><td class="num">${shown(price.shipping)}</td></tr>
<tr><td>Tax</td><td class="num">${shown(price.tax)}</td></tr>
<tr><th>Total</th><th class="num" id="total">${shown(price.total)}</th></tr>
</table>`;
}

function backLink(session: RedirectSessionRow | undefined): SafeHtml | string {
  const href = safeHref(session?.callbacks.cartPageUrl ?? session?.callbacks.postFlowUrl);
  return href ? html`<p><a href="${href}">Back to the store</a></p>` : '';
}

export function renderCheckoutPage(checkout: CheckoutDoc, session: RedirectSessionRow | undefined): string {
  const lines = (checkout.lineItems ?? []) as PageLine[];
  const email = (checkout.buyerInfo as { email?: string } | undefined)?.email;
  const action = checkout.completed
    ? html`<p>This order has been placed: order #${String(checkout.orderNumber ?? '')}.</p>`
    : html`<form method="post" action="${pagePaths.placeOrder()}">
<input type="hidden" name="checkoutId" value="${checkout.id}">
${session ? html`<input type="hidden" name="redirectSessionId" value="${session.id}">` : ''}
<button type="submit">Place order</button></form>`;
  return layout(
    'Checkout',
    html`<h1>Checkout</h1>
<p class="muted">Checkout ${checkout.id}${email ? html` · ${email}` : ''}</p>
<table><thead><tr><th>Item</th><th>Options</th><th class="num">Qty</th><th class="num">Price</th><th class="num">Total</th></tr></thead>
<tbody>${itemRows(lines)}</tbody></table>
${summary(checkout)}
${checkout.buyerNote ? html`<p>Note: ${String(checkout.buyerNote)}</p>` : ''}
${action}
${backLink(session)}`,
  );
}

export function renderThankYouPage(order: { orderId: string; orderNumber: string }, session: RedirectSessionRow | undefined): string {
  const next = safeHref(session?.callbacks.postFlowUrl);
  return layout(
    'Thank you',
    html`<h1>Thank you for your order</h1>
<p>Order #${order.orderNumber} (${order.orderId}) has been placed.</p>
${next ? html`<p><a class="button" href="${next}">Continue</a></p>` : ''}`,
  );
}

export function renderNotFoundPage(what: string): string {
  return layout('Not found', html`<h1>Not found</h1><p>${what}</p>`);
}
