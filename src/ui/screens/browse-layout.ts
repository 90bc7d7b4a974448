// Layout facts and labels both browse screens share.
import { hiddenColumnsNote } from '../../io/table.js';
import { FRAME_ROWS } from '../components/BrowserFrame.js';
import type { Status } from '../components/StatusLine.js';
import type { PagedList } from '../hooks/use-paged-list.js';

/** The frame's rows and the table header. */
export const LIST_CHROME_ROWS = FRAME_ROWS + 1;

/** "8 products", "50 of 240 products", "50+ products" (more pages, total unknown), "loading…". */
export function countLabel(list: PagedList<unknown>, one: string, many: string): string {
  if (list.items.length === 0 && list.loading) return 'loading…';
  const total = list.total ?? list.items.length;
  const noun = total === 1 ? one : many;
  if (list.complete || list.items.length === total) return `${total} ${noun}`;
  return list.total === undefined ? `${list.items.length}+ ${many}` : `${list.items.length} of ${total} ${noun}`;
}

/**
 * The action's status first; otherwise the list's own (a failed page, or a page on its way); otherwise which
 * columns the table left out to fit `width`.
 */
export function listStatus(action: Status, list: PagedList<unknown>, hidden: readonly string[] = [], width = 0): Status {
  if (action) return action;
  if (list.error) return { kind: 'error', text: `${list.error} (r retries)` };
  if (list.loadingAll) return { kind: 'busy', text: `loading to the end… ${list.items.length}${list.total === undefined ? '' : ` of ${list.total}`} (g or ↑ stops)` };
  if (list.loading && list.items.length > 0) return { kind: 'busy', text: 'loading more…' };
  if (hidden.length > 0) return { kind: 'info', text: hiddenColumnsNote(hidden, width) };
  return undefined;
}
