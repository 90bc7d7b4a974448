// Minimal ANSI styling; every helper is a no-op when colour is off so callers never branch on it.

const style = (open: number, close: number) => (text: string, on: boolean) => (on ? `\u001b[${open}m${text}\u001b[${close}m` : text);

export const bold = style(1, 22);
export const dim = style(2, 22);
export const red = style(31, 39);
export const green = style(32, 39);
export const yellow = style(33, 39);

/** Removes escape sequences and control characters, so data from the API can never drive the terminal. */
export function stripControl(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/\u001b\[[0-9;?]*[ -/]*[@-~]/g, '').replace(/[\u0000-\u0008\u000b-\u001f\u007f-\u009f]/g, '');
}
