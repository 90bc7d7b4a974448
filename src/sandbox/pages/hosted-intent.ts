// The page of a redirect session for another app's flow (bookings, events, paid plans, order payment). The
// sandbox has none of their data, so the page lists what the session asked for and offers its callbacks.
import type { RedirectSessionRow } from '../tables/redirect-sessions.js';
import { html, layout, safeHref } from './html.js';

/** `{slot: {serviceId: "x"}}` → [["slot.serviceId", "x"]] */
function flatten(value: unknown, prefix = ''): Array<[string, string]> {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value).flatMap(([key, inner]) => flatten(inner, prefix ? `${prefix}.${key}` : key));
  }
  return [[prefix, typeof value === 'string' ? value : JSON.stringify(value)]];
}

export function renderHostedIntentPage(title: string, session: RedirectSessionRow): string {
  const fields = flatten(session.intentBody).filter(([key]) => key !== '');
  const links = Object.entries(session.callbacks).flatMap(([name, url]) => {
    const href = safeHref(url);
    return href ? [html`<li><a href="${href}">${name}</a></li>`] : [];
  });
  return layout(
    title,
    html`<h1>${title}</h1>
<p class="muted">Redirect session ${session.id} (${session.intent})</p>
<table>${fields.map(([key, value]) => html`<tr><th>${key}</th><td>${value}</td></tr>`)}</table>
${links.length > 0 ? html`<ul>${links}</ul>` : ''}`,
  );
}
