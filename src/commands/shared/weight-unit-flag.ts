// `--weight-unit kg|lb` of the verbs that read or write a file giving weights in another unit (products import,
// products export): the store's weight unit (a site setting the API does not answer), one flag written once.
import * as z from 'zod';
import { WEIGHT_UNITS } from '../../catalog/core/import/formats/format-names.js';

export const weightUnitFlag = z.enum(WEIGHT_UNITS, { error: `expected ${WEIGHT_UNITS.join(' or ')}` }).optional();

/** The option's flags, for commander. */
export const WEIGHT_UNIT_OPTION = `--weight-unit <${WEIGHT_UNITS.join('|')}>`;
