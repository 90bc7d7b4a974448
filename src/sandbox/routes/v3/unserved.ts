// Product groups, promotions and catalog imports (src/wire/api/catalog-v3/unserved.ts): every call answers any
// authenticated caller 501 Not Implemented naming the call, in the platform's error envelope (no token: the 401
// every catalog route gives). The code is the one the official SDK gives a generic HTTP failure, its status text in
// constant case (`NOT_IMPLEMENTED`; @wix/sdk-runtime transform-error; docs/wire/catalog-v3.md §0).
import { UNSERVED_V3_SERVICES } from '../../../wire/api/catalog-v3/unserved.js';
import { identifyCaller } from '../../auth.js';
import { applicationError } from '../../http-errors.js';
import { param, type Router } from '../../router.js';

const NOT_IMPLEMENTED = 'NOT_IMPLEMENTED';

export function registerUnservedV3(router: Router): void {
  for (const { service, calls } of UNSERVED_V3_SERVICES) {
    for (const { call, method, path } of calls) {
      router.add(method, path(param('id')), (ctx) => {
        identifyCaller(ctx);
        const request = `${method} ${ctx.path}`;
        throw applicationError(501, `${service} are not served by the sandbox: ${call} (${request})`, NOT_IMPLEMENTED,
          `${call} (${request}) is not served by the sandbox; only the platform has ${service.toLowerCase()}`, { call, method, path: ctx.path });
      });
    }
  }
}
