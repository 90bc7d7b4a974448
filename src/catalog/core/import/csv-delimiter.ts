// The CSV delimiter of `products import --delimiter`: comma by default; semicolon (spreadsheets in locales with a
// decimal comma save that), tab and pipe on request. A header that reads as one unknown column under the chosen
// delimiter but as known columns under another is named, with the flag that reads it.
import { isKnownColumn } from './csv-columns.js';

/** The delimiters a file may use, by how --delimiter spells them. */
const BY_FLAG: Record<string, string> = { ',': ',', ';': ';', '|': '|', tab: '\t', '\\t': '\t', '\t': '\t' };

export const DELIMITER_CHOICES = "',', ';', tab (or '\\t') or '|'";

export const DEFAULT_DELIMITER = ',';

/** The delimiter --delimiter names, or undefined when it names none of the supported ones. */
export function delimiterFromFlag(flag: string): string | undefined {
  return BY_FLAG[flag.toLowerCase()];
}

/** How the flag spells a delimiter, quoted for a shell: `';'`, `tab`. */
export function delimiterFlagText(delimiter: string): string {
  return delimiter === '\t' ? 'tab' : `'${delimiter}'`;
}

const CANDIDATES = [',', ';', '\t', '|'];

const knownCount = (cells: readonly string[], isKnown: (column: string) => boolean) => cells.filter(isKnown).length;

/**
 * Another delimiter that splits the header, read with `delimiter`, into more known columns (two at least; a file
 * may have columns of its own too); undefined if none does.
 */
export function otherDelimiterOf(header: readonly string[], delimiter: string, isKnown: (column: string) => boolean = isKnownColumn): string | undefined {
  const line = header.join(delimiter);
  const known = knownCount(header, isKnown);
  return CANDIDATES.find((candidate) => {
    if (candidate === delimiter) return false;
    const split = knownCount(line.split(candidate).map((cell) => cell.trim()), isKnown);
    return split >= 2 && split > known;
  });
}
