// Product media and choice media (docs/wire/catalog-v1.md §6.4). Media added by URL gets an id derived from the URL, so adding
// it again is a no-op; media ids name media already on the site. Choices of one option at most carry media.
// Callers hold the transaction.
import type { ChoiceMedia, MediaSource, OptionAndChoice } from '../../../wire/api/catalog-v1/media.js';
import type { MediaItem } from '../../../wire/api/catalog-v1/product.js';
import { applicationError, invalidField } from '../../http-errors.js';
import { saveProduct } from '../../tables/v1/products.js';
import { productChanged } from './events.js';
import { recordChange } from '../outbox.js';
import { productOptionsOf } from './choice-render.js';
import { imageMediaItem } from './media-items.js';
import { requireProduct, type CatalogEnv } from './product-service.js';
import type { ProductState } from './product-state.js';

type ChoiceMediaMap = NonNullable<ProductState['choiceMedia']>;

/** Where the site's own media files live (a `mediaId` that is not yet on the product is one of these). */
const SITE_MEDIA_BASE = 'https://static.wixstatic.com/media';

function siteMediaItem(mediaId: string): MediaItem {
  return { ...imageMediaItem(`${SITE_MEDIA_BASE}/${encodeURIComponent(mediaId)}`), id: mediaId };
}

function checkChoice(state: ProductState, target: OptionAndChoice, field: string): void {
  const option = productOptionsOf(state).find((o) => o.name === target.option);
  if (!option) throw invalidField(`${field}.option`, `"${target.option}" is not an option of product ${state.id}`, 'VALIDATION');
  if (!option.choices.some((c) => c.description === target.choice)) {
    throw invalidField(`${field}.choice`, `"${target.choice}" is not a choice of ${target.option}`, 'VALIDATION');
  }
}

/** Media may be set for the choices of one option only (entries of options since removed do not count). */
function checkSingleOption(state: ProductState, map: ChoiceMediaMap, option: string): void {
  const live = new Set(productOptionsOf(state).map((o) => o.name));
  const other = Object.keys(map).find((name) => name !== option && live.has(name) && Object.values(map[name]).some((ids) => ids.length > 0));
  if (other !== undefined) {
    throw applicationError(
      400,
      'Choice media belongs to one option',
      'CHOICE_MEDIA_OPTION_CONFLICT',
      `Choices of option "${other}" already have media; remove it before adding media to choices of "${option}"`,
      { option: other },
    );
  }
}

function assign(state: ProductState, map: ChoiceMediaMap, target: OptionAndChoice, mediaIds: readonly string[]): void {
  checkSingleOption(state, map, target.option);
  const choices = (map[target.option] ??= {});
  choices[target.choice] = [...new Set([...(choices[target.choice] ?? []), ...mediaIds])];
}

/** Drops empty choices and options, so "no choice media" is stored as nothing. */
function pruned(map: ChoiceMediaMap): ChoiceMediaMap | undefined {
  const kept = Object.entries(map)
    .map(([option, choices]) => [option, Object.fromEntries(Object.entries(choices).filter(([, ids]) => ids.length > 0))] as const)
    .filter(([, choices]) => Object.keys(choices).length > 0);
  return kept.length > 0 ? Object.fromEntries(kept) : undefined;
}

/** Saves and records what changed: `media`, and `productOptions` for choice media (choices carry it on the wire). */
function save(env: CatalogEnv, state: ProductState, changes: Pick<ProductState, 'media' | 'choiceMedia'>): void {
  const choiceMedia = pruned(changes.choiceMedia ?? {});
  const mediaChanged = JSON.stringify(changes.media) !== JSON.stringify(state.media);
  const choicesChanged = JSON.stringify(choiceMedia) !== JSON.stringify(state.choiceMedia);
  if (!mediaChanged && !choicesChanged) return;
  const { choiceMedia: _old, ...rest } = state;
  saveProduct(env.db, { ...rest, media: changes.media, ...(choiceMedia ? { choiceMedia } : {}), lastUpdated: env.clock.nowIso() });
  const fields = [...(mediaChanged ? ['media'] : []), ...(choicesChanged ? ['productOptions'] : [])];
  recordChange(env.db, productChanged(state.id, fields), env.clock.nowIso());
}

export function addProductMedia(env: CatalogEnv, id: string, sources: readonly MediaSource[]): void {
  const state = requireProduct(env.db, id);
  const media = [...state.media];
  const choiceMedia = structuredClone(state.choiceMedia ?? {});
  sources.forEach((source, i) => {
    const fresh = source.url !== undefined ? imageMediaItem(source.url) : siteMediaItem(source.mediaId!);
    const item = media.find((m) => m.id === fresh.id) ?? fresh;
    if (item === fresh) media.push(fresh);
    if (source.choice) {
      checkChoice(state, source.choice, `media[${i}].choice`);
      assign(state, choiceMedia, source.choice, [item.id]);
    }
  });
  save(env, state, { media, choiceMedia });
}

/** An empty list removes every media item. Ids the product does not have are ignored (removal is idempotent). */
export function removeProductMedia(env: CatalogEnv, id: string, mediaIds: readonly string[]): void {
  const state = requireProduct(env.db, id);
  const removed = new Set(mediaIds.length === 0 ? state.media.map((m) => m.id) : mediaIds);
  const choiceMedia = Object.fromEntries(
    Object.entries(state.choiceMedia ?? {}).map(([option, choices]) => [
      option,
      Object.fromEntries(Object.entries(choices).map(([choice, ids]) => [choice, ids.filter((m) => !removed.has(m))])),
    ]),
  );
  save(env, state, { media: state.media.filter((m) => !removed.has(m.id)), choiceMedia });
}

export function addChoiceMedia(env: CatalogEnv, id: string, entries: readonly ChoiceMedia[]): void {
  const state = requireProduct(env.db, id);
  const owned = new Set(state.media.map((m) => m.id));
  const choiceMedia = structuredClone(state.choiceMedia ?? {});
  entries.forEach((entry, i) => {
    checkChoice(state, entry, `media[${i}]`);
    const mediaIds = entry.mediaIds ?? [];
    if (mediaIds.length === 0) throw invalidField(`media[${i}].mediaIds`, 'must name at least one media item', 'MIN_SIZE');
    const foreign = mediaIds.find((m) => !owned.has(m));
    if (foreign !== undefined) {
      throw invalidField(`media[${i}].mediaIds`, `${foreign} is not a media item of product ${id}; add it with addProductMedia first`, 'VALIDATION');
    }
    assign(state, choiceMedia, entry, mediaIds);
  });
  save(env, state, { media: state.media, choiceMedia });
}

/** Without `mediaIds` (or with none) a choice loses all its media. */
export function removeChoiceMedia(env: CatalogEnv, id: string, entries: readonly ChoiceMedia[]): void {
  const state = requireProduct(env.db, id);
  const choiceMedia = structuredClone(state.choiceMedia ?? {});
  entries.forEach((entry, i) => {
    checkChoice(state, entry, `media[${i}]`);
    const current = choiceMedia[entry.option]?.[entry.choice];
    if (!current) return;
    const removed = new Set(entry.mediaIds ?? []);
    choiceMedia[entry.option][entry.choice] = removed.size === 0 ? [] : current.filter((m) => !removed.has(m));
  });
  save(env, state, { media: state.media, choiceMedia });
}
