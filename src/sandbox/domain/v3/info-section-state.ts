// What the sandbox stores for a Catalog V3 info section (docs/wire/catalog-v3.md §5.2); the rules are info-sections.ts.
import type { Versioned } from './revisions.js';

export interface StoredInfoSection extends Versioned {
  uniqueName: string;
  title: string;
  /** Rich content: as given, or made from `plainDescription`. */
  description?: Record<string, unknown>;
  plainDescription?: string;
  [key: string]: unknown;
}

export const INFO_SECTION_KIND = 'info_section' as const;
