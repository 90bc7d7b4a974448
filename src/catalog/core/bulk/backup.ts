// The backup a bulk change writes before its first write: every prior value of the field, product and variant
// level, so `store bulk undo` can put back exactly what was there (never by inverse arithmetic). The values in memory:
// backup-model.ts; the file (format version 2, for every field and every undo): backup-file.ts; reading any version:
// backup-read.ts. Here: what a change records, and writing the file (whole, or spooled as the targets stream in).
import { randomBytes } from 'node:crypto';
import { rmSync } from 'node:fs';
import { link, mkdir, open, unlink, type FileHandle } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { spoolName, sweepSpools } from '../spool-files.js';
import { UsageError } from '../../../io/cli-errors.js';
import type { CatalogVersion } from '../../../wire/api/catalog-version.js';
import type { ChangeField } from '../model/change.js';
import type { PlanRow } from './plan.js';
import { backupHeadOf, type Backup, type BackupHead, type ProductBackup } from './backup-model.js';
import { backupText, fileEntry, itemText } from './backup-file.js';
import { readValuesBackup } from './backup-read.js';


const orNull = <T>(value: T | undefined): T | null => (value === undefined ? null : value);

/**
 * The prior values with what the change writes (`rows`: its plan's rows, product level without a variant id): the
 * undo compares the store with both (undo-rule.ts). A value with no row is not recorded (a Catalog V1 variant of a
 * product that does not manage its variants follows the product's own value).
 */
export function withAfter(prior: ProductBackup, rows: readonly PlanRow[]): ProductBackup {
  const product = rows.find((row) => row.variantId === undefined);
  const byVariant = new Map(rows.flatMap((row) => (row.variantId === undefined ? [] : [[row.variantId, row] as const])));
  return {
    ...prior,
    ...(product ? { after: orNull(product.after) } : {}),
    variants: prior.variants.map((variant) => {
      const row = byVariant.get(variant.id);
      if (!row) return variant;
      return { ...variant, after: orNull(row.after), ...(row.sale?.after !== undefined ? { saleAfter: row.sale.after } : {}) };
    }),
  };
}

/**
 * An undo's own backup entry: `now`, the values it replaces, and what it writes — every saved value of a product it
 * restores, nothing of one it leaves as is — so undoing the undo is held to the same rule.
 */
export function undoneEntry(now: ProductBackup, saved: ProductBackup | undefined, restoring: boolean): ProductBackup {
  const source = restoring && saved ? saved : now;
  const variants = new Map(source.variants.map((variant) => [variant.id, variant]));
  return {
    ...now,
    after: source.value,
    variants: now.variants.map((variant) => {
      const written = variants.get(variant.id);
      if (!written) return variant;
      return { ...variant, after: written.value, ...(written.sale !== undefined ? { saleAfter: written.sale } : {}) };
    }),
  };
}

/** The backup of products already reduced one by one (productBackup). */
export function backupFrom(entries: ProductBackup[], field: ChangeField, meta: Pick<Backup, 'command' | 'createdAt' | 'store'>, catalog: CatalogVersion): Backup {
  return { ...backupHeadOf(field, meta, catalog), ids: entries.map((entry) => entry.id), products: entries };
}

/** `<dir>/bulk-2030-01-31T12-00-00-000Z.json` */
export function defaultBackupPath(backupDir: string, now: Date): string {
  return join(backupDir, `bulk-${now.toISOString().replace(/[:.]/g, '-')}.json`);
}

/** Writes text pieces to a file in 64 kB writes. */
async function writePieces(file: FileHandle, pieces: Iterable<string>): Promise<void> {
  let buffered = '';
  for (const piece of pieces) {
    buffered += piece;
    if (buffered.length >= 64 * 1024) {
      await file.write(buffered);
      buffered = '';
    }
  }
  await file.write(buffered);
}

/**
 * Writes a backup owner-only (0600) and never over an existing file: the content (`fill`) goes to a temporary file
 * first, flushed to disk, then is linked into place (which fails if the name is taken), so the file is complete or
 * absent. `unique` picks the next free name instead of failing (for default names).
 */
export async function writeBackupWith(path: string, fill: (file: FileHandle) => Promise<void>, options: { unique?: boolean } = {}): Promise<string> {
  await mkdir(dirname(path), { recursive: true, mode: 0o700 });
  const temporary = `${path}.${randomBytes(4).toString('hex')}.tmp`;
  const file = await open(temporary, 'wx', 0o600);
  try {
    await fill(file);
    await file.sync();
  } finally {
    await file.close();
  }
  try {
    for (let attempt = 0; ; attempt++) {
      const target = attempt === 0 ? path : path.replace(/(\.json)?$/, `-${attempt}$1`);
      try {
        await link(temporary, target);
        return target;
      } catch (error) {
        const taken = (error as NodeJS.ErrnoException).code === 'EEXIST';
        if (!taken) throw error;
        if (!options.unique) throw new UsageError(`backup file ${path} already exists`, { hint: 'Pass --backup with a new file name.' });
      }
    }
  } finally {
    await unlink(temporary).catch(() => undefined);
  }
}

/** Writes a backup's text (backup-file.ts) as writeBackupWith does. */
export const writeBackupText = (path: string, pieces: Iterable<string>, options: { unique?: boolean } = {}): Promise<string> => writeBackupWith(path, (file) => writePieces(file, pieces), options);

export const writeBackup = (path: string, backup: Backup, options: { unique?: boolean } = {}): Promise<string> => writeBackupText(path, backupText(backup), options);

/**
 * A backup written as the targets stream in: each product's prior values go to an owner-only spool file next to the
 * backup as they arrive (only the ids stay in memory), and `save` writes the backup file from it — the same text
 * `writeBackup` writes — before anything is changed. `discard` removes the spool (a dry run, a "no").
 */
export class BackupSpool {
  private readonly ids: string[] = [];
  private pending = '';
  private constructor(
    private readonly spoolPath: string,
    private readonly file: FileHandle,
  ) {}

  /** A spool for a backup next to `nextTo`. */
  static async open(nextTo: string): Promise<BackupSpool> {
    await mkdir(dirname(nextTo), { recursive: true, mode: 0o700 });
    // Spools of killed runs beside any backup in this folder go first (spool-files.ts).
    await sweepSpools(dirname(nextTo), { prefix: '', suffix: '.spool', anyStem: true });
    const spoolPath = join(dirname(nextTo), spoolName({ prefix: `${basename(nextTo)}.`, suffix: '.spool' }));
    return new BackupSpool(spoolPath, await open(spoolPath, 'wx+', 0o600));
  }

  async add(entry: ProductBackup): Promise<void> {
    this.pending += `${this.ids.length > 0 ? ',\n' : ''}    ${itemText(fileEntry(entry))}`;
    this.ids.push(entry.id);
    if (this.pending.length >= 64 * 1024) await this.flush();
  }

  private async flush(): Promise<void> {
    await this.file.write(this.pending);
    this.pending = '';
  }

  /** Writes the backup (`head`: everything but ids and products) at `path`; where it went. The spool is removed. */
  async save(path: string, head: BackupHead, options: { unique?: boolean } = {}): Promise<string> {
    await this.flush();
    try {
      return await writeBackupWith(
        path,
        async (out) => {
          const pieces = [...backupText({ ...head, ids: this.ids, products: [] })];
          // Everything up to the products, then the spooled products, then the end (as backupText lays them out).
          await writePieces(out, pieces.slice(0, -2));
          if (this.ids.length === 0) {
            await writePieces(out, pieces.slice(-2));
            return;
          }
          await out.write('  "products": [\n');
          const buffer = Buffer.alloc(64 * 1024);
          for (let position = 0; ; ) {
            const { bytesRead } = await this.file.read(buffer, 0, buffer.length, position);
            if (bytesRead === 0) break;
            await out.write(buffer.subarray(0, bytesRead));
            position += bytesRead;
          }
          await out.write('\n  ]\n}\n');
        },
        options,
      );
    } finally {
      await this.discard();
    }
  }

  async discard(): Promise<void> {
    await this.file.close().catch(() => undefined);
    await unlink(this.spoolPath).catch(() => undefined);
  }

  /** Removes the spool at once (a run ending now: its handle closes with the process). */
  removeNow(): void {
    rmSync(this.spoolPath, { force: true });
  }
}

/** Where a run's backup goes: the values and a path, or a spool that writes itself (BackupSpool.save). */
export type BackupFile = { data: Backup; path: string; unique?: boolean } | { save: () => Promise<string> };

/** Writes the backup; where it went. */
export const saveBackup = (file: BackupFile): Promise<string> => ('save' in file ? file.save() : writeBackup(file.path, file.data, { unique: file.unique }));

/**
 * Slugs and names of these products as the backup at `path` holds them (for naming failures when the plan did not
 * keep its products: read only when something failed).
 */
export async function namesInBackup(path: string, ids: ReadonlySet<string>): Promise<Map<string, { slug: string; name: string }>> {
  if (ids.size === 0) return new Map();
  const backup = await readValuesBackup(path);
  return new Map(backup.products.filter((entry) => ids.has(entry.id)).map((entry) => [entry.id, { slug: entry.slug, name: entry.name }]));
}
