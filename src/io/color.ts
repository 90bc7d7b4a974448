// Minimal ANSI styling; every helper is a no-op when colour is off so callers never branch on it.

const style = (open: number, close: number) => (text: string, on: boolean) => (on ? `\u001b[${open}m${text}\u001b[${close}m` : text);

export const bold = style(1, 22);
export const dim = style(2, 22);
export const red = style(31, 39);
export const green = style(32, 39);
export const yellow = style(33, 39);
