// Pages that end a hosted identity flow: the `web_message` response (posts `{code, state}` or the error to the
// window that opened or framed it), and plain messages (signed in, signed out, link expired, request refused).
import { html, layout, safeHref, SafeHtml } from './html.js';

/** JSON inside an inline script: `<`, `>`, `&` and the JS line separators escaped so no text can end the script. */
function scriptJson(value: unknown): SafeHtml {
  const json = JSON.stringify(value).replace(/[<>&\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
  return new SafeHtml(json);
}

/**
 * The platform's SDK listens for a message whose data carries its `state` and does not check the origin (§7), so
 * the target origin is `*`; the code is useless without the PKCE verifier that only the opener holds.
 */
export function webMessagePage(data: Record<string, string | undefined>): string {
  return layout(
    'Logging in…',
    html`<h1>Logging in…</h1><p class="muted">You can close this window.</p>
<script>(function(){var data=${scriptJson(data)};var target=window.opener||(window.parent!==window?window.parent:null);
if(target){target.postMessage(data,'*');}})();</script>`,
  );
}

export function messagePage(title: string, text: string, link?: { href: string; label: string }): string {
  const href = safeHref(link?.href);
  return layout(title, html`<h1>${title}</h1><p id="message">${text}</p>${href ? html`<p><a class="button" href="${href}">${link?.label}</a></p>` : ''}`);
}
