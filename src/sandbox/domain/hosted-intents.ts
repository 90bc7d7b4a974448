// The redirect-session intents whose pages this sandbox hosts itself: the eCom checkout, the product page, and
// the flows of apps the sandbox has no data for (bookings, events, paid plans, order payment requests), whose
// pages show what the session asked for and lead on to its callbacks.
import { productPageView } from './product-page.js';
import type { RequestContext } from '../context.js';
import { applicationError, invalidField } from '../http-errors.js';
import { pagePaths } from '../pages/page-paths.js';
import { findCheckout } from '../tables/carts.js';
import { registerIntent, type RedirectIntentInput, type RedirectTarget } from './redirect-intents.js';

function valueAt(root: Record<string, unknown>, path: string): unknown {
  return path.split('.').reduce<unknown>((node, key) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[key] : undefined), root);
}

function requiredString(input: RedirectIntentInput, intentName: string, path: string): string {
  const value = valueAt(input.intent, path);
  if (typeof value !== 'string' || value === '') throw invalidField(`${intentName}.${path}`, 'is required', 'REQUIRED_FIELD');
  return value;
}

const page = (ctx: RequestContext, path: string, searchParams: Record<string, string>): RedirectTarget => ({
  endpoint: `${ctx.baseUrl}${path}`,
  searchParams,
});

/** Other apps' flows: the intent name and the fields each one needs. */
export const APP_FLOW_INTENTS: ReadonlyArray<{ name: string; title: string; required: string[] }> = [
  { name: 'bookingsCheckout', title: 'Book a session', required: ['slotAvailability.slot.serviceId', 'slotAvailability.slot.startDate'] },
  { name: 'bookingsBook', title: 'Choose a service to book', required: [] },
  { name: 'eventsCheckout', title: 'Event tickets', required: ['reservationId', 'eventSlug'] },
  { name: 'paidPlansCheckout', title: 'Buy a plan', required: ['planId'] },
  { name: 'ecomOrderPaymentRequest', title: 'Pay for your order', required: ['paymentRequestId'] },
];

export function registerHostedIntents(): void {
  registerIntent('ecomCheckout', (input) => {
    const checkoutId = requiredString(input, 'ecomCheckout', 'checkoutId');
    if (!findCheckout(input.ctx.db, checkoutId)) {
      throw applicationError(404, 'Checkout not found', 'CHECKOUT_NOT_FOUND', `No checkout ${checkoutId}: create it from the cart first`, { checkoutId });
    }
    return page(input.ctx, pagePaths.checkout(), { checkoutId, redirectSessionId: input.sessionId });
  });
  registerIntent('storesProduct', (input) => {
    const slug = requiredString(input, 'storesProduct', 'productSlug');
    if (!productPageView(input.ctx, slug)) {
      throw applicationError(404, 'Product not found', 'PRODUCT_NOT_FOUND', `No visible product with the slug "${slug}"`, { productSlug: slug });
    }
    return page(input.ctx, pagePaths.product(slug), { redirectSessionId: input.sessionId });
  });
  for (const flow of APP_FLOW_INTENTS) {
    registerIntent(flow.name, (input) => {
      for (const path of flow.required) requiredString(input, flow.name, path);
      return page(input.ctx, pagePaths.hosted(flow.name), { redirectSessionId: input.sessionId });
    });
  }
}
