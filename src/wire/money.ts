// Money, written once for the CLI and the sandbox: exact decimal arithmetic on the platform's decimal strings ("10.5")
// and on V1's JSON numbers read as the decimal they print as (98.35 is 98.35, not 98.3499999…). Values are held as
// scaled integers (bigint × 10^-scale), so no binary floating point is ever on the way; a result is rounded once,
// half-up (half away from zero), which is what the platform shows: Catalog V3's CURRENCY_PRECISION rounds $3.5555 to
// $3.56 (https://dev.wix.com/docs/sdk/backend-modules/stores/catalog-v3/products-v3/bulk-adjust-product-variants-by-filter).
// Catalog V3 stores at most 3 decimals (maxScale 3), the shopper pays in cents. No other module rounds money.

/** An exact decimal: `units × 10^-scale`. */
export interface Decimal {
  readonly units: bigint;
  readonly scale: number;
}

/** A decimal string ("12.50", "-3", "1e-7"), a JSON number (read as the decimal it prints as) or a Decimal. */
export type Amount = string | number | Decimal;

/** half-up: 0.125 → 0.13 and −0.125 → −0.13 (away from zero); half-even: 0.125 → 0.12 (banker's). */
export type RoundingMode = 'half-up' | 'half-even';

/** The shop's currency: US dollars, 2 decimals. */
export const CURRENCY = 'USD';
export const CURRENCY_DECIMALS = 2;
/** The most decimals Catalog V3 stores (maxScale 3). */
export const STORED_DECIMALS = 3;

const DECIMAL = /^([+-]?)(\d*)(?:\.(\d*))?(?:e([+-]?\d+))?$/i;
const pow10 = (n: number): bigint => 10n ** BigInt(n);

/** Parses an amount exactly; throws on anything that is not a finite decimal. */
export function decimal(value: Amount): Decimal {
  if (typeof value === 'object') return value;
  if (typeof value === 'number' && !Number.isFinite(value)) throw new Error(`not a finite amount: ${value}`);
  const text = String(value).trim();
  const match = DECIMAL.exec(text);
  if (!match || (match[2] === '' && (match[3] ?? '') === '')) throw new Error(`not a decimal amount: ${JSON.stringify(value)}`);
  const [, sign, whole, fraction = '', exponent = '0'] = match;
  let units = BigInt(`${whole || '0'}${fraction}`);
  let scale = fraction.length - Number(exponent);
  if (scale < 0) {
    units *= pow10(-scale);
    scale = 0;
  }
  return { units: sign === '-' ? -units : units, scale };
}

/** Both at the larger scale, so their units can be added and compared. */
function aligned(a: Decimal, b: Decimal): [bigint, bigint, number] {
  const scale = Math.max(a.scale, b.scale);
  return [a.units * pow10(scale - a.scale), b.units * pow10(scale - b.scale), scale];
}

export function add(a: Amount, b: Amount): Decimal {
  const [x, y, scale] = aligned(decimal(a), decimal(b));
  return { units: x + y, scale };
}

export function subtract(a: Amount, b: Amount): Decimal {
  const [x, y, scale] = aligned(decimal(a), decimal(b));
  return { units: x - y, scale };
}

export function multiply(a: Amount, b: Amount): Decimal {
  const x = decimal(a);
  const y = decimal(b);
  return { units: x.units * y.units, scale: x.scale + y.scale };
}

/** −1, 0 or 1. */
export function compare(a: Amount, b: Amount): number {
  const [x, y] = aligned(decimal(a), decimal(b));
  return x < y ? -1 : x > y ? 1 : 0;
}

export const max = (a: Amount, b: Amount): Decimal => (compare(a, b) >= 0 ? decimal(a) : decimal(b));

/** numerator / denominator (both integers, denominator > 0), rounded to an integer by `mode`. */
function divideRounded(numerator: bigint, denominator: bigint, mode: RoundingMode): bigint {
  const negative = numerator < 0n;
  const n = negative ? -numerator : numerator;
  let quotient = n / denominator;
  const twice = (n % denominator) * 2n;
  if (twice > denominator || (twice === denominator && (mode === 'half-up' || quotient % 2n === 1n))) quotient += 1n;
  return negative ? -quotient : quotient;
}

/** Rounded to `decimals` places (half-up unless told otherwise); a value with fewer decimals is unchanged. */
export function round(value: Amount, decimals: number, mode: RoundingMode = 'half-up'): Decimal {
  const d = decimal(value);
  if (d.scale <= decimals) return d;
  return { units: divideRounded(d.units, pow10(d.scale - decimals), mode), scale: decimals };
}

/** a / b rounded to `decimals` places (b ≠ 0). */
export function divide(a: Amount, b: Amount, decimals: number, mode: RoundingMode = 'half-up'): Decimal {
  const x = decimal(a);
  const y = decimal(b);
  if (y.units === 0n) throw new Error('division by zero');
  // a/b = (x.units / y.units) × 10^(y.scale − x.scale); scaled by 10^decimals before the one rounding.
  const shift = decimals + y.scale - x.scale;
  let numerator = shift >= 0 ? x.units * pow10(shift) : x.units;
  let denominator = shift >= 0 ? y.units : y.units * pow10(-shift);
  if (denominator < 0n) [numerator, denominator] = [-numerator, -denominator];
  return { units: divideRounded(numerator, denominator, mode), scale: decimals };
}

/** The canonical decimal string, trailing zeros dropped like the platform's answers: "12.5", "20", "-0.125". */
export function toText(value: Amount): string {
  const d = decimal(value);
  const negative = d.units < 0n;
  const digits = (negative ? -d.units : d.units).toString().padStart(d.scale + 1, '0');
  const whole = digits.slice(0, digits.length - d.scale);
  const fraction = digits.slice(digits.length - d.scale).replace(/0+$/, '');
  const text = fraction ? `${whole}.${fraction}` : whole;
  return negative && text !== '0' ? `-${text}` : text;
}

/** Exactly `decimals` places (rounded half-up when it has more): "12.50". */
export function toFixed(value: Amount, decimals: number): string {
  const d = round(value, decimals);
  const padded = { units: d.units * pow10(decimals - d.scale), scale: decimals };
  const text = toText(padded);
  const [whole, fraction = ''] = text.split('.');
  return decimals === 0 ? whole : `${whole}.${fraction.padEnd(decimals, '0')}`;
}

/** As a JSON number (V1's wire), the double nearest the exact decimal. */
export const toNumber = (value: Amount): number => Number(toText(value));

/** An amount rounded to cents, as a JSON number: what V1 stores and shows. */
export const toCentsNumber = (value: Amount): number => toNumber(round(value, CURRENCY_DECIMALS));

/** An amount as Catalog V3 stores it: at most 3 decimals, canonical ("19.9", "20"). */
export const toStoredAmount = (value: Amount): string => toText(round(value, STORED_DECIMALS));

/** An amount rounded to cents as a canonical decimal string ("19.9", "20"). */
export const toCentsText = (value: Amount): string => toText(round(value, CURRENCY_DECIMALS));

/** Built on first use: an Intl.NumberFormat loads ICU's locale data, milliseconds that every command loading money paid. */
let currencyFormat: Intl.NumberFormat | undefined;

/** "$1,234.50": rounded half-up to cents first, then formatted from the exact decimal string. */
export function formatMoney(value: Amount): string {
  // Intl formats a decimal string exactly (ECMA-402 treats it as a mathematical value, not a double).
  currencyFormat ??= new Intl.NumberFormat('en-US', { style: 'currency', currency: CURRENCY });
  return currencyFormat.format(toFixed(value, CURRENCY_DECIMALS) as unknown as number);
}

// ---- integer cents and thousandths (sums that never drift) ----

/** An amount in whole cents, the third decimal rounded half-up: "10.5" → 1050, "0.125" → 13, 12.345 → 1235. */
export function toCents(value: Amount): number {
  const d = round(value, CURRENCY_DECIMALS);
  return Number(d.units * pow10(CURRENCY_DECIMALS - d.scale));
}

/** 1050 → "10.50" (always two decimals, the cart's wire form). */
export const centsToText = (cents: number): string => toFixed({ units: BigInt(cents), scale: CURRENCY_DECIMALS }, CURRENCY_DECIMALS);

const PLAIN_AMOUNT = /^(\d{1,12})(?:\.(\d{1,3}))?$/;

/** An amount in thousandths, the most Catalog V3 stores: "12.5" → 12500 (a fourth decimal rounds half-up). */
export function toMilli(value: Amount): number {
  // The common case, a stored amount ("12.5"), in integer arithmetic: exact below 2^53, no parsing into bigint.
  const plain = typeof value === 'string' ? PLAIN_AMOUNT.exec(value) : null;
  if (plain) return Number(plain[1]) * 1000 + Number((plain[2] ?? '').padEnd(3, '0'));
  const d = round(value, STORED_DECIMALS);
  return Number(d.units * pow10(STORED_DECIMALS - d.scale));
}

/** 12500 → "12.5" (canonical). */
export const fromMilli = (milli: number): string => toText({ units: BigInt(milli), scale: STORED_DECIMALS });

/** The canonical form of a decimal string ("10.50" → "10.5"). */
export const normalizeAmount = (value: string): string => toText(value);

/** round_half_up(cents × numerator / denominator), exact for any size (an allowance, a tax at a rate in ppm). */
export function mulDivHalfUp(cents: number, numerator: number, denominator: number): number {
  return Number(divideRounded(BigInt(cents) * BigInt(numerator), BigInt(denominator), 'half-up'));
}

/** A rate as a decimal string ("0.08875") → parts per million (88750), rounded half-up at the sixth decimal. */
export const rateToPpm = (rate: string): number => Number(round(multiply(rate, 1_000_000), 0).units);

/**
 * Splits `amount` cents across `weights` in proportion (largest remainder, ties to the earlier item), so the shares
 * add up to exactly `amount` and none exceeds its weight (an amount above Σ weights is capped at Σ weights).
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  const total = Math.min(amount, sum);
  if (sum <= 0 || total <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => BigInt(total) * BigInt(w));
  const shares = exact.map((x) => Number(x / BigInt(sum)));
  let left = total - shares.reduce((a, b) => a + b, 0);
  const order = exact.map((x, i) => ({ i, remainder: x % BigInt(sum) })).sort((a, b) => (a.remainder === b.remainder ? a.i - b.i : a.remainder > b.remainder ? -1 : 1));
  for (const { i } of order) {
    if (left <= 0) break;
    if (shares[i] < weights[i]) {
      shares[i]++;
      left--;
    }
  }
  return shares;
}

// ---- discounts and adjustments ----

/** A product discount as V1 keeps it (V3 keeps only the two prices it results in). */
export interface Discount {
  type: string;
  /** A JSON number (V1's wire) or a decimal string (the catalog model). */
  value: Amount;
}

/** value × percent / 100, exact. */
export const percentOf = (value: Amount, percent: Amount): Decimal => multiply(multiply(value, percent), { units: 1n, scale: 2 });

/**
 * What the buyer pays for `list` with a discount: AMOUNT takes `value` off, PERCENT takes `value` % off; rounded
 * half-up to cents (the precision a shopper pays in) and never below 0. NONE or no discount: the list price, to cents.
 */
export function discountedPrice(list: Amount, discount: Discount | undefined): Decimal {
  const off = !discount || compare(discount.value, 0) <= 0 ? 0 : discount.type === 'AMOUNT' ? discount.value : discount.type === 'PERCENT' ? percentOf(list, discount.value) : 0;
  return max(0, round(subtract(list, off), CURRENCY_DECIMALS));
}

/**
 * The one rule for a discount, wherever a product comes from (flags, --from, import rows, seed, the form, the
 * sandbox): a discount never takes more than the price — a PERCENT above 100, or an AMOUNT above the list price it
 * applies to (`list`, when known), would sell the product for nothing ($0.00) without saying so. Returns the
 * problem, or undefined.
 */
export function discountProblem(discount: Discount, list?: Amount): string | undefined {
  if (discount.type === 'PERCENT' && compare(discount.value, 100) > 0) return 'a PERCENT discount is at most 100';
  if (discount.type === 'AMOUNT' && list !== undefined && compare(discount.value, list) > 0) {
    return `an AMOUNT discount is at most the price it takes off: ${toText(discount.value)} is more than the price ${toFixed(list, CURRENCY_DECIMALS)}`;
  }
  return undefined;
}

/** A change of a number: `amount` is added, `percent` scales by (100 + percent) %. */
export type Adjustment = { amount: Amount; percent?: undefined } | { percent: Amount; amount?: undefined };

/** The adjusted value before rounding, exact. */
export const adjusted = (value: Amount, by: Adjustment): Decimal => (by.percent !== undefined ? add(value, percentOf(value, by.percent)) : add(value, by.amount));

/** The adjusted value rounded half-up to `decimals` places (2: cents, 0: whole numbers, 3: what V3 stores). */
export const adjustedTo = (value: Amount, by: Adjustment, decimals: number): Decimal => round(adjusted(value, by), decimals);

/**
 * A value after a bulk adjustment, as both catalog versions' adjust calls give it: an amount added, or scaled by
 * (100 + percent)%, rounded half-up to cents — a percentage to a whole number with `whole` (V1's `roundToInt`).
 */
export const adjustedValue = (value: Amount, by: Adjustment, whole = false): Decimal => adjustedTo(value, by, by.percent !== undefined && whole ? 0 : CURRENCY_DECIMALS);

/** profit / price, rounded half-up to 4 decimals (the platform's profitMargin); 0 when the price is 0. */
export const marginOf = (price: Amount, profit: Amount): number => (compare(price, 0) === 0 ? 0 : toNumber(divide(profit, price, 4)));
