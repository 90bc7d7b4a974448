// Which event a name means on this site: a short name (`product_created`) is the type the site's catalog version
// sends, since a V3 site sends only V3 catalog events and a V1 site only V1 ones (docs/wire/catalog-v3.md §1). A name
// only the other version has is refused, naming this version's counterpart (the migration guide's mapping).
import type { DatabaseSync } from 'node:sqlite';
import { CATALOG_VERSION_NAMES } from '../../wire/api/catalog-version.js';
import { EVENT_TYPES, eventNotSentBy, eventTypesNamed, type EventTypeInfo } from '../../wire/api/events/webhooks.js';
import { siteCatalogVersion } from '../domain/site-catalog-version.js';
import { invalidField } from '../http-errors.js';

export function siteEventType(db: DatabaseSync, name: string): EventTypeInfo {
  const version = siteCatalogVersion(db);
  const [info] = eventTypesNamed(name, version);
  if (info) return info;
  const notSent = eventNotSentBy(name, version);
  if (notSent) throw invalidField('type', notSent, 'INVALID_ENUM_VALUE');
  const site = `this ${CATALOG_VERSION_NAMES[version]} site`;
  const names = [...new Set(EVENT_TYPES.filter((t) => !t.catalog || t.catalog === version).map((t) => t.alias))];
  throw invalidField('type', `must be one of: ${names.join(', ')} (or their full event types) on ${site}`, 'INVALID_ENUM_VALUE');
}
