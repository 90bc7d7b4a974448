// The sandbox's hosted pages (HTML, no auth: a browser opens them from a redirect session's URL): checkout with
// its "Place order" form, product pages, and the pages of other apps' flows.
import type { RequestContext } from '../context.js';
import { placeOrder } from '../domain/cart/checkouts.js';
import { APP_FLOW_INTENTS } from '../domain/hosted-intents.js';
import { productPageView } from '../domain/product-page.js';
import { SandboxHttpError } from '../http-errors.js';
import { renderCheckoutPage, renderNotFoundPage, renderThankYouPage } from '../pages/checkout.js';
import { renderHostedIntentPage } from '../pages/hosted-intent.js';
import { pagePaths } from '../pages/page-paths.js';
import { renderProductPage } from '../pages/product.js';
import { htmlPage, redirectTo } from '../raw-response.js';
import { param, type Router } from '../router.js';
import { findCheckout } from '../tables/carts.js';
import { findRedirectSession } from '../tables/redirect-sessions.js';

const sessionOf = (ctx: RequestContext, id: string | null) => (id ? findRedirectSession(ctx.db, id) : undefined);

function checkoutPage(ctx: RequestContext) {
  const id = ctx.query.get('checkoutId') ?? '';
  const checkout = findCheckout(ctx.db, id);
  if (!checkout) return htmlPage(renderNotFoundPage(`There is no checkout "${id}".`), 404);
  return htmlPage(renderCheckoutPage(checkout, sessionOf(ctx, ctx.query.get('redirectSessionId'))));
}

/** The form posts `application/x-www-form-urlencoded`; a thank-you URL gets `orderId` appended, as the platform does. */
function placeOrderForm(ctx: RequestContext) {
  const form = new URLSearchParams(ctx.rawBody);
  const session = sessionOf(ctx, form.get('redirectSessionId'));
  let order;
  try {
    order = placeOrder(ctx, form.get('checkoutId') ?? '');
  } catch (error) {
    if (error instanceof SandboxHttpError && error.status === 404) return htmlPage(renderNotFoundPage(error.message), 404);
    throw error;
  }
  const thankYou = session?.callbacks.thankYouPageUrl;
  if (thankYou && /^https?:/i.test(thankYou)) {
    const url = new URL(thankYou);
    url.searchParams.set('orderId', order.orderId);
    return redirectTo(url.toString());
  }
  return htmlPage(renderThankYouPage(order, session));
}

function productPage(ctx: RequestContext) {
  const slug = decodeURIComponent(ctx.params.slug ?? '');
  const product = productPageView(ctx, slug);
  if (!product) return htmlPage(renderNotFoundPage(`There is no product "${slug}".`), 404);
  return htmlPage(renderProductPage(product, sessionOf(ctx, ctx.query.get('redirectSessionId'))));
}

function appFlowPage(ctx: RequestContext) {
  const flow = APP_FLOW_INTENTS.find((f) => f.name === ctx.params.intent);
  const session = sessionOf(ctx, ctx.query.get('redirectSessionId'));
  if (!flow || !session || session.intent !== flow.name) return htmlPage(renderNotFoundPage('This page needs a redirect session of its kind.'), 404);
  return htmlPage(renderHostedIntentPage(flow.title, session));
}

export function registerHostedPages(router: Router): void {
  router.get(pagePaths.checkout(), checkoutPage);
  router.post(pagePaths.placeOrder(), placeOrderForm, { form: true });
  router.get(pagePaths.product(param('slug')), productPage, { rest: true });
  router.get(pagePaths.hosted(param('intent')), appFlowPage);
}
