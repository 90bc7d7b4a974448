// SQLite storage of the sandbox. Several CLI processes may open the same file at once, so: WAL, a busy timeout,
// every write in BEGIN IMMEDIATE (take the write lock up front instead of failing on upgrade), and no caches.
import { chmodSync, existsSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { DatabaseSync, type StatementSync } from 'node:sqlite';

/** Each entry moves the schema one user_version forward. Append only; never edit a shipped step. (Exported for tests that build an older data file.) */
export const MIGRATIONS: readonly string[] = [
  `CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL);
   CREATE TABLE products (
     id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, sku TEXT NOT NULL DEFAULT '',
     numeric_id INTEGER NOT NULL UNIQUE, visible INTEGER NOT NULL, doc TEXT NOT NULL);
   CREATE INDEX products_sku ON products(sku);
   CREATE TABLE collections (
     id TEXT PRIMARY KEY, slug TEXT NOT NULL UNIQUE, seq INTEGER NOT NULL, doc TEXT NOT NULL);
   CREATE TABLE memberships (
     collection_id TEXT NOT NULL, product_id TEXT NOT NULL, PRIMARY KEY (collection_id, product_id));
   CREATE INDEX memberships_product ON memberships(product_id);
   CREATE TABLE tokens (
     token TEXT PRIMARY KEY, kind TEXT NOT NULL, client_id TEXT, subject_type TEXT NOT NULL,
     subject_id TEXT NOT NULL, issued_at INTEGER NOT NULL, expires_at INTEGER, revoked INTEGER NOT NULL DEFAULT 0,
     refresh_token TEXT, data TEXT);
   CREATE INDEX tokens_refresh ON tokens(refresh_token);`,
  // domain/outbox.ts: every catalog/cart change, for webhook delivery.
  `CREATE TABLE outbox (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL UNIQUE, created_at TEXT NOT NULL, change TEXT NOT NULL);`,
  // domain/cart: current carts (one per visitor/member), their checkouts, redirect sessions.
  `CREATE TABLE carts (id TEXT PRIMARY KEY, owner TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
   CREATE TABLE checkouts (id TEXT PRIMARY KEY, cart_id TEXT NOT NULL UNIQUE, doc TEXT NOT NULL);
   CREATE TABLE redirect_sessions (id TEXT PRIMARY KEY, intent TEXT NOT NULL, created_at TEXT NOT NULL, doc TEXT NOT NULL);`,
  // domain/identity: members (identities), one-time tickets (verification codes, recovery/activation tokens,
  // login sessions, hosted authorize requests) and the mailbox of e-mails the sandbox "sent". Auth codes are
  // rows of `tokens` (kind 'code').
  `CREATE TABLE members (
     id TEXT PRIMARY KEY, email TEXT NOT NULL UNIQUE, password_hash TEXT, status TEXT NOT NULL, reasons TEXT NOT NULL,
     email_verified INTEGER NOT NULL, reset_required INTEGER NOT NULL DEFAULT 0, revision INTEGER NOT NULL,
     created_at TEXT NOT NULL, updated_at TEXT NOT NULL, profile TEXT NOT NULL);
   CREATE TABLE identity_tickets (
     token TEXT PRIMARY KEY, kind TEXT NOT NULL, member_id TEXT, code TEXT, expires_at INTEGER NOT NULL,
     used INTEGER NOT NULL DEFAULT 0, attempts INTEGER NOT NULL DEFAULT 0, data TEXT NOT NULL);
   CREATE INDEX identity_tickets_member ON identity_tickets(member_id, kind);
   CREATE TABLE mailbox (
     seq INTEGER PRIMARY KEY AUTOINCREMENT, to_email TEXT NOT NULL, kind TEXT NOT NULL, code TEXT, link TEXT,
     sent_at TEXT NOT NULL);
   CREATE INDEX mailbox_to ON mailbox(to_email);`,
  // events/subscriptions.ts: webhook subscribers and, per subscriber, how far into the outbox delivery got.
  `CREATE TABLE event_subscriptions (
     id TEXT PRIMARY KEY, url TEXT NOT NULL, types TEXT NOT NULL, created_at TEXT NOT NULL, cursor INTEGER NOT NULL,
     attempts INTEGER NOT NULL DEFAULT 0, next_attempt_at INTEGER NOT NULL DEFAULT 0,
     lease_owner TEXT, lease_until INTEGER NOT NULL DEFAULT 0,
     delivered INTEGER NOT NULL DEFAULT 0, dropped INTEGER NOT NULL DEFAULT 0, consecutive_drops INTEGER NOT NULL DEFAULT 0,
     last_error TEXT, disabled_at TEXT);`,
  // main's migration first: data files made on main add the V3 tables after it.
  // domain/identity/second-factor.ts: each member's enrolled second factors (the TOTP secret, base32).
  `CREATE TABLE member_factors (
     member_id TEXT NOT NULL, type TEXT NOT NULL, secret TEXT NOT NULL, created_at TEXT NOT NULL,
     PRIMARY KEY (member_id, type));`,
  // Catalog V3 (domain/v3): products as documents with slug/handle indexed, one row per variant SKU (unique SKUs,
  // look-up by SKU), category membership both ways, and the reusable entities; async jobs of by-filter calls.
  `CREATE TABLE v3_products (
     id TEXT PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, slug TEXT NOT NULL UNIQUE, handle TEXT UNIQUE,
     visible INTEGER NOT NULL, doc TEXT NOT NULL);
   CREATE TABLE v3_variant_skus (sku TEXT PRIMARY KEY, product_id TEXT NOT NULL, variant_id TEXT NOT NULL);
   CREATE INDEX v3_variant_skus_product ON v3_variant_skus(product_id);
   CREATE TABLE v3_categories (id TEXT PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, slug TEXT NOT NULL UNIQUE, parent_id TEXT, doc TEXT NOT NULL);
   CREATE TABLE v3_category_items (
     category_id TEXT NOT NULL, product_id TEXT NOT NULL, seq INTEGER NOT NULL, PRIMARY KEY (category_id, product_id));
   CREATE INDEX v3_category_items_product ON v3_category_items(product_id);
   CREATE TABLE v3_entities (kind TEXT NOT NULL, id TEXT NOT NULL, seq INTEGER NOT NULL, name TEXT, doc TEXT NOT NULL, PRIMARY KEY (kind, id));
   CREATE INDEX v3_entities_name ON v3_entities(kind, name);
   CREATE TABLE v3_inventory_items (
     id TEXT PRIMARY KEY, seq INTEGER NOT NULL UNIQUE, product_id TEXT NOT NULL, variant_id TEXT NOT NULL, location_id TEXT NOT NULL,
     doc TEXT NOT NULL, UNIQUE (variant_id, location_id));
   CREATE INDEX v3_inventory_items_product ON v3_inventory_items(product_id);
   CREATE TABLE async_jobs (id TEXT PRIMARY KEY, doc TEXT NOT NULL, items TEXT NOT NULL);`,
  // Large catalogs (tables/product-query.ts): the base price as an indexed column for price filters and sorts,
  // and visibility with the numeric id so a visitor's listing and its count walk one index.
  `ALTER TABLE products ADD COLUMN price REAL NOT NULL DEFAULT 0;
   UPDATE products SET price = COALESCE(json_extract(doc, '$.input.priceData.price'), 0);
   CREATE INDEX products_price ON products(price, numeric_id);
   CREATE INDEX products_visible_numeric ON products(visible, numeric_id);`,
  // Large catalogs on Catalog V3 (tables/v3-products.ts): each product's lowest variant actual price as an indexed
  // column, for the price-band filters of Search Products (`actualPriceRange.minValue.amount`).
  `ALTER TABLE v3_products ADD COLUMN min_price REAL NOT NULL DEFAULT 0;
   UPDATE v3_products SET min_price = COALESCE((SELECT MIN(CAST(json_extract(value, '$.price.actualPrice.amount') AS REAL)) FROM json_each(doc, '$.variantsInfo.variants')), 0);
   CREATE INDEX v3_products_min_price ON v3_products(min_price, seq);`,
  // Large catalogs on Catalog V3 (tables/v3-products.ts): each product's variant count, all and visible ones, so an
  // unfiltered variant page finds its products by walking an index instead of every product's document.
  `ALTER TABLE v3_products ADD COLUMN variant_count INTEGER NOT NULL DEFAULT 0;
   ALTER TABLE v3_products ADD COLUMN shown_variants INTEGER NOT NULL DEFAULT 0;
   UPDATE v3_products SET variant_count = json_array_length(doc, '$.variantsInfo.variants'),
     shown_variants = (SELECT COUNT(*) FROM json_each(doc, '$.variantsInfo.variants') WHERE json_type(value, '$.visible') = 'true');
   CREATE INDEX v3_products_variant_count ON v3_products(seq, variant_count);
   CREATE INDEX v3_products_shown_variants ON v3_products(visible, seq, shown_variants);`,
  // domain/outbox.ts: an event's id is a random UUID that nothing looks up, so its UNIQUE index only cost every recorded
  // change an insert at a random place of a B-tree. The table is rebuilt without it; seq goes on where it was
  // (subscribers' cursors point into it), even when pruning emptied the table.
  `CREATE TABLE outbox_next (seq INTEGER PRIMARY KEY AUTOINCREMENT, id TEXT NOT NULL, created_at TEXT NOT NULL, change TEXT NOT NULL);
   INSERT INTO outbox_next (seq, id, created_at, change) SELECT seq, id, created_at, change FROM outbox;
   DELETE FROM sqlite_sequence WHERE name = 'outbox_next';
   INSERT INTO sqlite_sequence (name, seq) SELECT 'outbox_next', seq FROM sqlite_sequence WHERE name = 'outbox';
   DROP TABLE outbox;
   ALTER TABLE outbox_next RENAME TO outbox;`,
  // Large catalogs on Catalog V3 (tables/v3-products.ts variantWindowV3): the unfiltered variant listing by product id
  // (what bulk --all reads) sums variant counts in id order; this index covers that walk, so it reads no product row.
  `CREATE INDEX v3_products_id_variant_count ON v3_products(id, variant_count);`,
  // Search Variants' default order (tables/v3/products.ts variantWindowV3): products by last update, newest first,
  // then id; the update time is a column and the walk in that order covers an index, as by id above.
  `ALTER TABLE v3_products ADD COLUMN updated_date TEXT NOT NULL DEFAULT '';
   UPDATE v3_products SET updated_date = COALESCE(json_extract(doc, '$.updatedDate'), '');
   CREATE INDEX v3_products_updated_variant_count ON v3_products(updated_date DESC, id, variant_count);
   CREATE INDEX v3_products_updated_shown_variants ON v3_products(visible, updated_date DESC, id, shown_variants);`,
  // Catalog V3 barcodes are unique in the store as SKUs are (domain/v3/product-model.ts checkVariants): one row per
  // variant barcode, looked up by barcode. Not a unique key: a data file made before may hold a barcode twice.
  `CREATE TABLE v3_variant_barcodes (barcode TEXT NOT NULL, product_id TEXT NOT NULL, variant_id TEXT NOT NULL);
   CREATE INDEX v3_variant_barcodes_barcode ON v3_variant_barcodes(barcode);
   CREATE INDEX v3_variant_barcodes_product ON v3_variant_barcodes(product_id);
   INSERT INTO v3_variant_barcodes (barcode, product_id, variant_id)
     SELECT json_extract(value, '$.barcode'), v3_products.id, json_extract(value, '$.id') FROM v3_products, json_each(v3_products.doc, '$.variantsInfo.variants')
     WHERE json_extract(value, '$.barcode') IS NOT NULL;`,
  // The Media Manager's upload flow (routes/media.ts, docs/wire/media-manager.md): an upload URL's token is used
  // once; an uploaded file keeps its bytes, served back at its URL. Site storage: `sandbox reset` leaves it.
  `CREATE TABLE media_upload_tokens (token TEXT PRIMARY KEY, mime_type TEXT NOT NULL, file_name TEXT, created_at TEXT NOT NULL);
   CREATE TABLE media_files (id TEXT PRIMARY KEY, display_name TEXT NOT NULL, mime_type TEXT NOT NULL, hash TEXT NOT NULL, data BLOB NOT NULL, created_at TEXT NOT NULL);`,
];

export const SCHEMA_VERSION = MIGRATIONS.length;

export function openSandboxDb(path: string = ':memory:'): DatabaseSync {
  const onDisk = path !== ':memory:';
  const fresh = onDisk && !existsSync(path);
  if (fresh) mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  const db = new DatabaseSync(path);
  // The file holds the admin key and signing key: owner-only (SQLite gives its -wal/-shm files the same mode).
  if (fresh) chmodSync(path, 0o600);
  db.exec('PRAGMA busy_timeout = 5000');
  if (onDisk) db.exec('PRAGMA journal_mode = WAL');
  db.exec('PRAGMA foreign_keys = ON');
  migrate(db);
  cacheStatements(db);
  return db;
}

/** Statements kept per connection; SQL built with a variable number of `?` can make many, so the cache is bounded. */
const MAX_CACHED_STATEMENTS = 500;

/**
 * Makes `db.prepare` return the statement prepared earlier for the same SQL: preparing costs more than running a
 * typical sandbox query, and every request runs a dozen. Statements are used one call at a time (never iterated
 * while the same SQL runs again), so sharing one is safe.
 */
function cacheStatements(db: DatabaseSync): void {
  const prepare = db.prepare.bind(db);
  const cache = new Map<string, StatementSync>();
  db.prepare = (sql: string) => {
    let statement = cache.get(sql);
    if (!statement) {
      if (cache.size >= MAX_CACHED_STATEMENTS) cache.clear();
      statement = prepare(sql);
      cache.set(sql, statement);
    }
    return statement;
  };
}

function userVersion(db: DatabaseSync): number {
  const row = db.prepare('PRAGMA user_version').get() as { user_version: number };
  return row.user_version;
}

function migrate(db: DatabaseSync): void {
  if (userVersion(db) >= SCHEMA_VERSION) return;
  writeTransaction(db, () => {
    // Re-read inside the lock: another process may have migrated while we waited.
    for (let v = userVersion(db); v < SCHEMA_VERSION; v++) {
      db.exec(MIGRATIONS[v]);
      db.exec(`PRAGMA user_version = ${v + 1}`);
    }
  });
}

function transaction<T>(db: DatabaseSync, begin: string, fn: () => T): T {
  // Nested calls join the outer transaction (SQLite has no nested BEGIN).
  if (db.isTransaction) return fn();
  db.exec(begin);
  try {
    const result = fn();
    db.exec('COMMIT');
    return result;
  } catch (error) {
    if (db.isTransaction) db.exec('ROLLBACK');
    throw error;
  }
}

/** Runs fn holding the write lock; commits on return, rolls back on throw. fn must be synchronous. */
export function writeTransaction<T>(db: DatabaseSync, fn: () => T): T {
  return transaction(db, 'BEGIN IMMEDIATE', fn);
}

/** Runs several reads against one snapshot. */
export function readTransaction<T>(db: DatabaseSync, fn: () => T): T {
  return transaction(db, 'BEGIN', fn);
}
