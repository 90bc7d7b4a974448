// Date histogram buckets of the V3 search aggregations (domain/v3/aggregations.ts): the start of the YEAR, MONTH,
// WEEK, DAY, HOUR, MINUTE or SECOND holding an instant, in the search's `timeZone` ("UTC offset or IANA time zone
// ... Affects all filters and aggregations returned values", the SDK's CursorSearch.timeZone doc comment; UTC when
// none). Decided where the SDK is silent: a week starts on Monday (ISO 8601); a bucket is named by its start as
// ISO 8601 with the zone's offset (`Z` in UTC); a UTC offset is at most 18 hours either way with minutes below 60
// (the ISO 8601 offsets a zone can name; the zones in use span -12:00 to +14:00), so `+99:99` is a 400, not a bucket
// `…+100:39`.
import type { HISTOGRAM_INTERVALS } from '../../../wire/api/catalog-v3/aggregations.js';
import { invalidField } from '../../http-errors.js';

export type Interval = (typeof HISTOGRAM_INTERVALS)[number];

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;
const FIXED_OFFSET = /^([+-])(\d{2}):(\d{2})$/;
/** The largest UTC offset, in minutes (±18:00). */
const MAX_OFFSET = 18 * 60;

/** Minutes east of UTC at an instant. */
type Zone = (instant: number) => number;

/** The zone a search names ("+02:00", "-06:00", "Z" or an IANA id such as "Europe/Rome"); a 400 for anything else. */
export function zoneOf(timeZone: string | null | undefined): Zone {
  if (!timeZone || timeZone === 'Z' || timeZone === 'UTC') return () => 0;
  const fixed = FIXED_OFFSET.exec(timeZone);
  if (fixed) {
    const magnitude = Number(fixed[2]) * 60 + Number(fixed[3]);
    if (Number(fixed[3]) > 59 || magnitude > MAX_OFFSET) {
      throw invalidField('search.timeZone', `"${timeZone}" is not a UTC offset: an offset runs from -18:00 to +18:00, with minutes 00 to 59`, 'FORMAT');
    }
    const minutes = (fixed[1] === '-' ? -1 : 1) * magnitude;
    return () => minutes;
  }
  let format: Intl.DateTimeFormat;
  try {
    format = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric', second: 'numeric' });
  } catch {
    throw invalidField('search.timeZone', `"${timeZone}" is neither a UTC offset (+02:00) nor an IANA time zone (Europe/Rome)`, 'FORMAT');
  }
  return (instant) => {
    const part = Object.fromEntries(format.formatToParts(new Date(instant)).map((p) => [p.type, Number(p.value)]));
    const local = Date.UTC(part.year, part.month - 1, part.day, part.hour, part.minute, part.second);
    return Math.round((local - (instant - (instant % 1000))) / MINUTE);
  };
}

/** The local wall time (as if UTC) → the start of its interval, in the same wall time. */
function truncate(local: number, interval: Interval): number {
  const d = new Date(local);
  switch (interval) {
    case 'YEAR':
      return Date.UTC(d.getUTCFullYear(), 0, 1);
    case 'MONTH':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1);
    case 'WEEK':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()) - ((d.getUTCDay() + 6) % 7) * DAY;
    case 'DAY':
      return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
    case 'HOUR':
      return local - (local % (60 * MINUTE));
    case 'MINUTE':
      return local - (local % MINUTE);
    case 'SECOND':
      return local - (local % 1000);
  }
}

const two = (n: number) => String(n).padStart(2, '0');

function offsetText(minutes: number): string {
  if (minutes === 0) return 'Z';
  const abs = Math.abs(minutes);
  return `${minutes < 0 ? '-' : '+'}${two(Math.floor(abs / 60))}:${two(abs % 60)}`;
}

/** The bucket holding `instant`: its start as the sort key, and its name. */
export function bucketOf(instant: number, interval: Interval, zone: Zone): { start: number; value: string } {
  const start = truncate(instant + zone(instant) * MINUTE, interval);
  // The start's own offset (a daylight-saving change may lie between it and the instant).
  const offset = zone(start - zone(instant) * MINUTE);
  return { start: start - offset * MINUTE, value: `${new Date(start).toISOString().slice(0, -1)}${offsetText(offset)}` };
}
