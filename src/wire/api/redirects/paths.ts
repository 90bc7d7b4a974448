// The redirect-session path (docs/wire/cart-identity.md §5): one POST that returns a hosted page's URL.
import { PREFIX } from '../hosts.js';

export const redirectPaths = {
  create: () => PREFIX.redirects,
} as const;
