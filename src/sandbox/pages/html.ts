// Building blocks of the hosted pages. Every piece of text that reaches markup goes through `escapeHtml` (or the
// `html` tag, which escapes its interpolations), so a product name or callback URL can never inject markup.

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(value: unknown): string {
  return String(value ?? '').replace(/[&<>"']/g, (c) => ESCAPES[c]);
}

/** Markup that is already safe (built by `html`), so nesting does not escape it twice. */
export class SafeHtml {
  constructor(readonly value: string) {}
  toString(): string {
    return this.value;
  }
}

const render = (part: unknown): string => {
  if (part instanceof SafeHtml) return part.value;
  if (Array.isArray(part)) return part.map(render).join('');
  if (part === undefined || part === null || part === false) return '';
  return escapeHtml(part);
};

/** Template tag: literal parts are markup, interpolations are escaped (arrays and SafeHtml are joined as is). */
export function html(strings: TemplateStringsArray, ...values: unknown[]): SafeHtml {
  let out = strings[0];
  values.forEach((value, i) => {
    out += render(value) + strings[i + 1];
  });
  return new SafeHtml(out);
}

/** Only http(s) links are rendered as links; anything else (javascript:, data:) is not a URL a page may follow. */
export function safeHref(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.toString() : undefined;
  } catch {
    return undefined;
  }
}

const STYLE = `body{font-family:system-ui,sans-serif;max-width:42rem;margin:2rem auto;padding:0 1rem;color:#222}
h1{font-size:1.4rem}table{border-collapse:collapse;width:100%}td,th{padding:.4rem;border-bottom:1px solid #ddd;text-align:left}
td.num,th.num{text-align:right}.muted{color:#666}.banner{background:#fff4d6;padding:.5rem;border-radius:4px}
button,a.button{display:inline-block;padding:.5rem 1rem;border-radius:4px;background:#116dff;color:#fff;border:0;text-decoration:none}`;

/** A whole page: title, sandbox banner, body. */
export function layout(title: string, body: SafeHtml): string {
  return html`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title><style>${new SafeHtml(STYLE)}</style></head>
<body><p class="banner">Sandbox store — nothing here is real; no payment is taken.</p>
${body}
</body></html>`.value;
}
