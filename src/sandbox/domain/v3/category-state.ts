// What the sandbox stores for a category of the stores tree (categories.ts holds the rules around it).
import type { Versioned } from './revisions.js';

export interface StoredCategory extends Versioned {
  name: string;
  slug: string;
  visible: boolean;
  description?: string;
  parentCategory?: { id: string };
  image?: Record<string, unknown>;
  seoData?: Record<string, unknown>;
}
