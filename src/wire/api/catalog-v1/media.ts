// Product media writes (docs/wire/catalog-v1.md §6.4, §7): media added by URL or by media id, optionally shown for one choice,
// and media assigned to (or taken from) choices. Choices are named by option name and choice description.
import * as z from 'zod';

export const OptionAndChoiceSchema = z.object({
  option: z.string().min(1).max(50),
  choice: z.string().min(1).max(50),
});
export type OptionAndChoice = z.infer<typeof OptionAndChoiceSchema>;

/** addProductMedia item: exactly one of `url` (a new image) or `mediaId` (media already on the site). */
export const MediaSourceSchema = z
  .object({
    mediaId: z.string().min(1).optional(),
    url: z.url({ protocol: /^https?$/ }).optional(),
    choice: OptionAndChoiceSchema.optional(),
  })
  .refine((m) => (m.url === undefined) !== (m.mediaId === undefined), { message: 'give either url or mediaId (exactly one)' });
export type MediaSource = z.infer<typeof MediaSourceSchema>;

export const MediaSourcesSchema = z.array(MediaSourceSchema).min(1).max(50);

/** removeProductMedia: at most 50 ids; an empty list removes every media item. */
export const MediaIdsSchema = z.array(z.string().min(1)).max(50);

/** add/removeProductMediaToChoices item. Removing with no `mediaIds` clears the choice's media. */
export const ChoiceMediaSchema = OptionAndChoiceSchema.extend({
  mediaIds: z.array(z.string().min(1)).max(50).optional(),
});
export type ChoiceMedia = z.infer<typeof ChoiceMediaSchema>;

export const ChoiceMediaListSchema = z.array(ChoiceMediaSchema).min(1).max(10);
