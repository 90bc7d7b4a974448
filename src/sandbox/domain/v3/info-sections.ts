// Info sections (docs/wire/catalog-v3.md §5.2): titled rich texts products show, each with a unique name. Create, get,
// get-or-create (by id or unique name), update (revision), delete — which takes the section off every product (Delete
// Info Section, SDK doc comment) — and how a product's `infoSections[]` entry names or creates one. Each create,
// update and delete, however it comes (a product's inline section too), records the SDK's info_section_created /
// _updated / _deleted event (onInfoSectionCreated … in auto_sdk_stores_info-sections-v-3).
import { randomUUID } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import type { InfoSectionCreate, InfoSectionReference, InfoSectionUpdate } from '../../../wire/api/catalog-v3/info-section.js';
import { applicationError, invalidField, notFound, ruleViolation } from '../../http-errors.js';
import { deleteEntity, getEntity, getEntityByName, saveEntity } from '../../tables/v3/entities.js';
import { listProductsV3 } from '../../tables/v3/products.js';
import type { CatalogEnv } from '../v1/product-service.js';
import { htmlToRichContent } from './rich-content.js';
import { reviseProducts } from './product-references.js';
import type { StoredProductV3 } from './product-state.js';
import { checkRevision, FIRST_REVISION, nextRevision } from './revisions.js';
import { INFO_SECTION_KIND, type StoredInfoSection } from './info-section-state.js';
import { recordChange } from '../outbox.js';
import { v3Error } from './errors.js';
import { entityEventV3 } from './events.js';

const KIND = INFO_SECTION_KIND;

export function requireInfoSection(db: DatabaseSync, id: string): StoredInfoSection {
  const found = getEntity<StoredInfoSection>(db, KIND, id);
  if (!found) throw notFound('Info section', id);
  return found;
}

export const infoSectionNamed = (db: DatabaseSync, uniqueName: string) => getEntityByName<StoredInfoSection>(db, KIND, uniqueName);

function checkText(field: string, value: string | undefined): void {
  if (value !== undefined && !value.trim()) throw ruleViolation(field, 'ONLY_SPACES_STRING_ERROR', `${field} is only spaces`);
}

function checkUniqueName(db: DatabaseSync, uniqueName: string, id: string, field: string): void {
  const clash = infoSectionNamed(db, uniqueName);
  if (clash && clash.id !== id) {
    throw applicationError(409, 'Info section already exists', 'INFO_SECTION_ALREADY_EXISTS', `${field}: an info section named "${uniqueName}" already exists (${clash.id})`, { id: clash.id });
  }
}

/** `description` as given, else the HTML `plainDescription` turned into rich content ("ignored when … `description`" is passed). */
function content(input: { description?: Record<string, unknown> | null; plainDescription?: string | null }) {
  if (input.description) return { description: input.description };
  if (input.plainDescription) return { description: htmlToRichContent(input.plainDescription), plainDescription: input.plainDescription };
  return {};
}

/** Stores the section and records its event (`before`: the section an update replaces). */
function save(db: DatabaseSync, section: StoredInfoSection, before?: StoredInfoSection): StoredInfoSection {
  saveEntity(db, KIND, section, section.uniqueName);
  const event = before ? entityEventV3(KIND, 'updated', section.id, section, { before }) : entityEventV3(KIND, 'created', section.id, section);
  recordChange(db, event, section.updatedDate);
  return section;
}

export function createInfoSection(db: DatabaseSync, now: string, input: InfoSectionCreate, field = 'infoSection'): StoredInfoSection {
  if (input.id) throw invalidField(`${field}.id`, 'is given by the platform; leave it out', 'FIELD_NOT_ALLOWED');
  checkText(`${field}.uniqueName`, input.uniqueName);
  checkText(`${field}.title`, input.title);
  checkUniqueName(db, input.uniqueName, '', `${field}.uniqueName`);
  return save(db, { id: randomUUID(), revision: FIRST_REVISION, createdDate: now, updatedDate: now, uniqueName: input.uniqueName, title: input.title, ...content(input) });
}

/** By id (must exist), or by unique name: the existing one, else a new one (which needs a title). */
export function getOrCreateInfoSection(db: DatabaseSync, now: string, ref: InfoSectionReference, field = 'infoSection'): StoredInfoSection {
  if (ref.id) return requireInfoSection(db, ref.id);
  if (!ref.uniqueName) throw invalidField(`${field}.uniqueName`, 'is required without an id', 'REQUIRED_FIELD');
  const found = infoSectionNamed(db, ref.uniqueName);
  if (found) return found;
  if (!ref.title) throw invalidField(`${field}.title`, `is required to create the info section "${ref.uniqueName}"`, 'REQUIRED_FIELD');
  return createInfoSection(db, now, { uniqueName: ref.uniqueName, title: ref.title, description: ref.description, plainDescription: ref.plainDescription }, field);
}

export function updateInfoSection(db: DatabaseSync, now: string, id: string, patch: InfoSectionUpdate, field = 'infoSection'): StoredInfoSection {
  const existing = requireInfoSection(db, id);
  checkRevision('Info section', id, existing.revision, patch.revision, `${field}.revision`);
  checkText(`${field}.uniqueName`, patch.uniqueName);
  checkText(`${field}.title`, patch.title);
  if (patch.uniqueName) checkUniqueName(db, patch.uniqueName, id, `${field}.uniqueName`);
  const changed = content(patch);
  const { description: _d, plainDescription: _p, ...kept } = existing;
  return save(db, {
    ...(changed.description ? kept : existing),
    ...(patch.uniqueName ? { uniqueName: patch.uniqueName } : {}),
    ...(patch.title ? { title: patch.title } : {}),
    ...changed,
    revision: nextRevision(existing.revision),
    updatedDate: now,
  }, existing);
}

const holds = (p: StoredProductV3, id: string) => (p.infoSections ?? []).some((s) => s.id === id);

export function deleteInfoSection(env: CatalogEnv, id: string): void {
  const section = requireInfoSection(env.db, id);
  reviseProducts(env, listProductsV3(env.db).filter((p) => holds(p, id)), (p) => ({ infoSections: p.infoSections!.filter((s) => s.id !== id) }));
  deleteEntity(env.db, KIND, id);
  recordChange(env.db, entityEventV3(KIND, 'deleted', id, section), env.clock.nowIso());
}

/** The info section as the API returns it; `assignedProductsCount` only when asked. */
export function renderInfoSection(db: DatabaseSync, section: StoredInfoSection, fields: readonly string[] = []): Record<string, unknown> {
  return fields.includes('ASSIGNED_PRODUCTS_COUNT') ? { ...section, assignedProductsCount: listProductsV3(db).filter((p) => holds(p, section.id)).length } : section;
}

/**
 * A section a product's `infoSections[]` cannot have: one by a unique name no section has, without the title that
 * would create it. The creates declare INFO_SECTION_CREATION_FAILED for it, the updates (update-by-filter too)
 * INFO_SECTION_ERROR_OCCURRED (CreateProduct… / UpdateProduct…ApplicationErrors); each call answers its own.
 */
export function checkInfoSectionReferences(db: DatabaseSync, refs: readonly InfoSectionReference[], field: string, write: 'create' | 'update'): void {
  for (const [i, ref] of refs.entries()) {
    if (ref.id || !ref.uniqueName || ref.title || infoSectionNamed(db, ref.uniqueName)) continue;
    const why = `${field}[${i}]: no info section is named "${ref.uniqueName}"; give it a title to create it`;
    throw write === 'create' ? v3Error('INFO_SECTION_CREATION_FAILED', why) : v3Error('INFO_SECTION_ERROR_OCCURRED', why);
  }
}

/**
 * A product's `infoSections[]` (Create Product, SDK doc comment): "Pass an existing info section's `id` or
 * `uniqueName` to assign", or `uniqueName` and `title` (and a description) to create one. Each section once.
 */
export function connectInfoSections(db: DatabaseSync, now: string, refs: readonly InfoSectionReference[], field: string, write: 'create' | 'update'): Array<{ id: string }> {
  checkInfoSectionReferences(db, refs, field, write);
  const ids = refs.map((ref, i) => getOrCreateInfoSection(db, now, ref, `${field}[${i}]`).id);
  return [...new Set(ids)].map((id) => ({ id }));
}
