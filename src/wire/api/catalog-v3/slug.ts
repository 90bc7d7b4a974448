// The slug of a product or a category (docs/wire/catalog-v3.md §2.1, §5): 1–300 characters, a URL path segment, so
// no spaces or slashes. The SDK declares a wrong one as the rule INVALID_SLUG_FORMAT on the product and category
// creates and updates (the sandbox names the schema's FORMAT violation so: sandbox/domain/v3/named-rules.ts).
import * as z from 'zod';

export const SlugSchema = z.string().min(1).max(300).regex(/^[^\s/]+$/, 'must not contain spaces or slashes');
