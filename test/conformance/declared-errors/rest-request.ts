// A request whose REST form carries a field the SDK's public function leaves out of its signature — an update's
// `fieldMask`, which Update Product, Update Product With Inventory and the by-filter updates build into their REST
// request (the SDK transforms `fieldMask` there) but never fill — sent as the module's own request builder describes
// it (its `meta` export: method and path) with the SDK client's credentials (`fetchWithAuth`). The outcome is the
// answer's JSON: an error's `{message, details}` (outcome.ts reads its code), or the success body.
import * as productsMeta from '@wix/auto_sdk_stores_products-v-3/meta';

const PLATFORM = 'https://www.wixapis.com';
type Builders = typeof productsMeta;

export async function restRequest(sdk: any, fn: keyof Builders, pathParams: Record<string, string>, body: unknown): Promise<unknown> {
  const built = (productsMeta[fn] as () => { httpMethod: string; getUrl(context: { host: string }): string })();
  const path = Object.entries(pathParams).reduce((url, [name, value]) => url.replace(`:${name}`, encodeURIComponent(value)), built.getUrl({ host: 'www.wixapis.com' }));
  const response: Response = await sdk.fetchWithAuth(`${PLATFORM}${path}`, { method: built.httpMethod, headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  return response.json();
}
