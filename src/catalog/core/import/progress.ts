// Progress of an import as events, so any screen can draw it: plain text on stderr today (progress-text.ts), an
// Ink screen in the TUI. Nothing here writes anywhere.
import { EventEmitter } from 'node:events';
import type { ProductResult } from './product-result.js';

export interface ImportSummary {
  created: number;
  updated: number;
  unchanged: number;
  invalid: number;
  failed: number;
  requests: number;
}

export type ImportPhase = 'validating' | 'importing' | 'collections' | 'done';

export interface ImportEventMap {
  /** The whole file was read once: totals for the progress bar and ETA. */
  validated: [{ rows: number; products: number; invalidRows: number }];
  phase: [{ phase: ImportPhase }];
  /** One product finished (or was skipped); `done` counts products, `rowsDone` their rows. */
  product: [{ result: ProductResult; done: number; total: number; rowsDone: number; failed: number }];
  finished: [{ summary: ImportSummary }];
}

export class ImportProgress extends EventEmitter<ImportEventMap> {}
