// Every foreign product CSV the importer reads, by name (format-names.ts). Adding a format: its module beside this
// one (a ForeignFormat, format.ts), its name in format-names.ts, its entry here, its mapping table in docs/formats/.
import { dashboard } from './dashboard.js';
import type { ForeignFormat } from './format.js';
import type { ForeignFormatName } from './format-names.js';
import { shopify } from './shopify.js';
import { woocommerce } from './woocommerce.js';

export const FOREIGN_FORMATS: Readonly<Record<ForeignFormatName, ForeignFormat>> = { shopify, dashboard, woocommerce };

export const foreignFormats = (): ForeignFormat[] => Object.values<ForeignFormat>(FOREIGN_FORMATS);
