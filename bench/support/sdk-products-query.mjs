// The one-off official-SDK script the start-up bench sets `store products list --json` against: the same query on a
// Catalog V3 store (fields CURRENCY and MIN_PRICE_VARIANT, 50 a page), printed as JSON. The SDK's fetch is routed
// from the platform's hosts to the served sandbox (STORE_API_URL, STORE_API_KEY, STORE_SITE_ID).
import { createClient, ApiKeyStrategy } from '@wix/sdk';
import { productsV3 } from '@wix/stores';

const sandbox = process.env.STORE_API_URL;
const platform = /^https:\/\/(www|edge)\.wixapis\.com/;
const client = createClient({
  modules: { productsV3 },
  auth: ApiKeyStrategy({ apiKey: process.env.STORE_API_KEY, siteId: process.env.STORE_SITE_ID }),
  fetch: (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const routed = url.replace(platform, sandbox);
    return typeof input === 'string' || input instanceof URL ? fetch(routed, init) : fetch(new Request(routed, input), init);
  },
});
const page = await client.productsV3.queryProducts({ fields: ['CURRENCY', 'MIN_PRICE_VARIANT'] }).limit(50).find();
process.stdout.write(`${JSON.stringify(page.items, null, 2)}\n`);
