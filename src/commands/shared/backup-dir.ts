// Where commands keep the backups they write before changing a store: bulk changes and undos, and a product update
// that cannot keep something (src/commands/products/update.ts).
import { join } from 'node:path';
import { dataDir } from '../../config/paths.js';
import type { Context } from '../../context.js';

export const backupDir = (ctx: Context): string => join(dataDir(ctx.env), 'backups');

/** `<dir>/<what>-<time>.json`, the time as bulk backups name it (colons and dots as dashes). */
export const timedBackupPath = (ctx: Context, what: string): string => join(backupDir(ctx), `${what}-${new Date(ctx.clock.now()).toISOString().replace(/[:.]/g, '-')}.json`);

/** Where `store bulk undo` records which backups it undid (catalog/core/bulk/undo-record.ts). */
export const undoRecordDir = (ctx: Context): string => join(dataDir(ctx.env), 'undone');
