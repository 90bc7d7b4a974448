// Keeps the counts, the failures and (for a dry run) the plan while results arrive.
import { errorToJson } from '../../io/cli-errors.js';
import type { MembershipFailure } from './membership.js';
import type { ImportSummary } from './progress.js';
import type { ProductResult } from './sync-product.js';

export interface ImportFailure {
  row?: number;
  slug?: string;
  collection?: string;
  rows?: number[];
  message: string;
  code?: string;
}

export interface PlannedProduct {
  /** The product's first row, and all its rows. */
  row: number;
  rows: number[];
  slug?: string;
}

/** What a dry run would do, row by row. */
export interface DryRunPlan {
  create: PlannedProduct[];
  update: Array<PlannedProduct & { changes: string[] }>;
  unchanged: PlannedProduct[];
  /** Collections the file names that do not exist yet. */
  newCollections: string[];
}

export class Tally {
  readonly summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, invalid: 0, failed: 0, requests: 0 };
  readonly failures: ImportFailure[] = [];
  readonly plan: DryRunPlan = { create: [], update: [], unchanged: [], newCollections: [] };
  products = 0;
  rows = 0;

  add(result: ProductResult, dryRun: boolean): void {
    const { plan } = result;
    this.products++;
    this.rows += plan.rows.length;
    const who = { row: plan.row, rows: plan.rows, ...(plan.slug !== undefined ? { slug: plan.slug } : {}) };
    switch (result.outcome) {
      case 'created':
        this.summary.created++;
        if (dryRun) this.plan.create.push(who);
        break;
      case 'updated':
        this.summary.updated++;
        if (dryRun) this.plan.update.push({ ...who, changes: result.changes });
        break;
      case 'failed': {
        this.summary.failed++;
        const { code, message } = errorToJson(result.error).error;
        this.failures.push({ row: plan.row, ...(plan.slug !== undefined ? { slug: plan.slug } : {}), message, code });
        break;
      }
      default:
        this.summary.unchanged++;
        if (dryRun) this.plan.unchanged.push(who);
    }
  }

  addMembershipFailure(failure: MembershipFailure): void {
    this.summary.failed++;
    const { code, message } = errorToJson(failure.error).error;
    this.failures.push({ collection: failure.collection, rows: failure.rows, message: `${failure.action} failed: ${message}`, code });
  }
}
