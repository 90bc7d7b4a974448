// Redirect sessions (`POST /_api/redirects-api/v1/redirect-session`, alias `/headless/v1/redirect-session`) and
// their short URLs. Intents are registered here (the sandbox's own hosted pages) and by other route families
// through domain/redirect-intents.ts.
import { paths } from '../../wire/api/paths.js';
import { identifyCaller } from '../auth.js';
import { pathParam } from '../context.js';
import { registerHostedIntents } from '../domain/hosted-intents.js';
import { createRedirectSession } from '../domain/redirect-sessions.js';
import { notFound } from '../http-errors.js';
import { pagePaths } from '../pages/page-paths.js';
import { redirectTo } from '../raw-response.js';
import { param, type Router } from '../router.js';
import { findRedirectSession } from '../tables/redirect-sessions.js';

export function registerRedirects(router: Router): void {
  registerHostedIntents();
  router.post(paths.redirects.create(), (ctx) => createRedirectSession(ctx, identifyCaller(ctx)));
  router.get(pagePaths.short(param('id')), (ctx) => {
    const id = pathParam(ctx, 'id');
    const session = findRedirectSession(ctx.db, id);
    if (!session) throw notFound('Redirect session', id);
    return redirectTo(session.fullUrl);
  });
}
