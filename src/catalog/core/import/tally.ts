// Keeps the counts, the failures and (for a dry run) the plan while results arrive.
import { errorToJson } from '../../../io/cli-errors.js';
import type { MembershipFailure } from './membership.js';
import type { ImportSummary } from './progress.js';
import type { ProductResult } from './product-result.js';
import { PlanSpool, type PlanList } from './plan-spool.js';

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

/** What a dry run would do, row by row (the lists spooled to a temporary file: plan-spool.ts). */
export interface DryRunPlan {
  create: PlanList<PlannedProduct>;
  update: PlanList<PlannedProduct & { changes: string[] }>;
  unchanged: PlanList<PlannedProduct>;
  /** Collections the file names that do not exist yet. */
  newCollections: string[];
  /** Local media files the real run uploads (media-uploads.ts). */
  uploads: number;
  /** Releases the spooled lists (after they are printed). */
  close(): void;
}

function dryRunPlan(): DryRunPlan & { create: PlanSpool<PlannedProduct>; update: PlanSpool<PlannedProduct & { changes: string[] }>; unchanged: PlanSpool<PlannedProduct> } {
  const lists = { create: new PlanSpool<PlannedProduct>(), update: new PlanSpool<PlannedProduct & { changes: string[] }>(), unchanged: new PlanSpool<PlannedProduct>() };
  return { ...lists, newCollections: [], uploads: 0, close: () => Object.values(lists).forEach((list) => list.close()) };
}

export class Tally {
  readonly summary: ImportSummary = { created: 0, updated: 0, unchanged: 0, invalid: 0, failed: 0, requests: 0 };
  readonly failures: ImportFailure[] = [];
  /** The error behind the first failure (a store that refused every item, e.g. its 428 for the other catalog version, is judged by it). */
  firstError?: unknown;
  readonly plan = dryRunPlan();
  products = 0;
  rows = 0;
  /**
   * First rows of products counted as updated for their collections alone: membership is written after every
   * product, so when that write fails they changed nothing and count as unchanged again (a failed write is never
   * an update — re-runs of a file whose memberships failed reported every product "updated").
   */
  private readonly collectionsOnly = new Set<number>();

  add(result: ProductResult, dryRun: boolean): void {
    const { plan } = result;
    this.products++;
    this.rows += plan.rows.length;
    const who = { row: plan.row, rows: plan.rows, ...(plan.slug !== undefined ? { slug: plan.slug } : {}) };
    switch (result.outcome) {
      case 'created':
        this.summary.created++;
        if (dryRun) this.plan.create.add(who);
        break;
      case 'updated':
        this.summary.updated++;
        if (result.changes.length === 1 && result.changes[0] === 'collections') this.collectionsOnly.add(plan.row);
        if (dryRun) this.plan.update.add({ ...who, changes: result.changes });
        break;
      case 'failed': {
        this.summary.failed++;
        const { code, message } = errorToJson(result.error).error;
        this.firstError ??= result.error;
        this.failures.push({ row: plan.row, ...(plan.slug !== undefined ? { slug: plan.slug } : {}), message, code });
        break;
      }
      default:
        this.summary.unchanged++;
        if (dryRun) this.plan.unchanged.add(who);
    }
  }

  addMembershipFailure(failure: MembershipFailure): void {
    this.summary.failed++;
    for (const row of failure.rows) {
      if (!this.collectionsOnly.delete(row)) continue;
      this.summary.updated--;
      this.summary.unchanged++;
    }
    const { code, message } = errorToJson(failure.error).error;
    this.firstError ??= failure.error;
    this.failures.push({ collection: failure.collection, rows: failure.rows, message: `${failure.action} failed: ${message}`, code });
  }
}
