// Memberships (paid plans) a buyer can pay cart lines with, as the estimate's `membershipOptions` reports them
// (docs/wire/cart-identity.md §4.3). The sandbox sells no plans, so one is seeded and — a sandbox simplification — every
// buyer (visitor or member) holds it. It covers some demo products: a line of one of them is eligible; a selected
// membership (`selectedMemberships`) pays its lines, which then leave "pay now".
import { PAID_PLANS_APP_ID, type EstimateTotalsRequest } from '../../../wire/api/cart/cart.js';
import { pagePaths } from '../../pages/page-paths.js';
import type { CartView } from './render-cart.js';

export interface MembershipPlan {
  id: string;
  name: string;
  /** Slugs of the products whose lines it pays. */
  productSlugs: readonly string[];
}

export const SEEDED_MEMBERSHIPS: readonly MembershipPlan[] = [
  { id: '7c3e1a52-0d4b-4f0e-9a61-5b2f8c9d1e07', name: 'Kitchen Club', productSlugs: ['ceramic-mug', 'oak-cutting-board', 'linen-apron'] },
];

type Selected = NonNullable<NonNullable<EstimateTotalsRequest['selectedMemberships']>['memberships']>[number];

export interface MembershipOutcome {
  /** The estimate's `membershipOptions`. */
  options: {
    eligibleMemberships: Array<{ id: string; appId: string; name: { original: string; translated: string }; lineItemIds: string[] }>;
    invalidMemberships: Array<{ membership: { id: string; appId: string; lineItemIds: string[] }; reason: string }>;
    selectedMemberships: Array<{ id: string; appId: string; lineItemIds: string[] }>;
  };
  /** Lines a selected membership pays. */
  coveredLineIds: Set<string>;
}

/** The priced (buyable now) lines of the cart a plan covers. */
function coveredBy(plan: MembershipPlan, view: CartView): string[] {
  const priced = new Set(view.priced.map((l) => l.id));
  const pages = new Set(plan.productSlugs.map((slug) => pagePaths.product(slug)));
  return view.lines
    .filter((line) => priced.has(line.wire.id as string) && pages.has((line.wire.url as { relativePath?: string } | undefined)?.relativePath ?? ''))
    .map((line) => line.wire.id as string);
}

function select(requested: Selected, view: CartView): { lineItemIds: string[] } | { reason: string } {
  const plan = SEEDED_MEMBERSHIPS.find((p) => p.id === requested.id);
  if (!plan || requested.appId !== PAID_PLANS_APP_ID) return { reason: 'Membership not found' };
  const covered = coveredBy(plan, view);
  const lineItemIds = requested.lineItemIds?.length ? requested.lineItemIds.filter((id) => covered.includes(id)) : covered;
  return lineItemIds.length > 0 ? { lineItemIds } : { reason: `${plan.name} covers none of these line items` };
}

export function membershipOutcome(view: CartView, request: EstimateTotalsRequest): MembershipOutcome {
  const eligibleMemberships = SEEDED_MEMBERSHIPS.map((plan) => ({ plan, lineItemIds: coveredBy(plan, view) }))
    .filter((e) => e.lineItemIds.length > 0)
    .map(({ plan, lineItemIds }) => ({ id: plan.id, appId: PAID_PLANS_APP_ID, name: { original: plan.name, translated: plan.name }, lineItemIds }));
  const outcome: MembershipOutcome = { options: { eligibleMemberships, invalidMemberships: [], selectedMemberships: [] }, coveredLineIds: new Set() };
  for (const requested of request.selectedMemberships?.memberships ?? []) {
    const result = select(requested, view);
    if ('reason' in result) {
      outcome.options.invalidMemberships.push({ membership: { id: requested.id, appId: requested.appId, lineItemIds: requested.lineItemIds ?? [] }, reason: result.reason });
      continue;
    }
    const lineItemIds = result.lineItemIds.filter((id) => !outcome.coveredLineIds.has(id));
    lineItemIds.forEach((id) => outcome.coveredLineIds.add(id));
    outcome.options.selectedMemberships.push({ id: requested.id, appId: requested.appId, lineItemIds });
  }
  return outcome;
}
