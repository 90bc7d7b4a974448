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
  /** Its place among its siblings (category-order.ts); absent on categories stored before moves existed. Not on the wire. */
  rank?: number;
  /** The products arranged by Set Arranged Items, in order (category-arrangement.ts). Not on the wire. */
  arrangedItems?: string[];
}

/** The stored fields that never reach the wire. */
export function wireFieldsOf(category: StoredCategory): Omit<StoredCategory, 'rank' | 'arrangedItems'> {
  const { rank: _rank, arrangedItems: _arranged, ...wire } = category;
  return wire;
}
