// Every cart change, on a V1 and a V3 store, is recorded in the outbox, in the write that made it, as the
// platform's domain events: created (whole cart), updated (cart + modifiedFields with previous values), deleted.
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { paths } from '../../../../src/wire/api/paths.js';
import { openSandboxDb } from '../../../../src/sandbox/db.js';
import { modifiedFields } from '../../../../src/sandbox/domain/modified-fields.js';
import { changesSince, type DomainEventChange } from '../../../../src/sandbox/domain/outbox.js';
import { startTestSandbox, type TestSandbox } from '../../../helpers/sandbox.js';
import { catalogLine, visitor } from './support.js';
import { productBySlug } from '../../../helpers/store-products.js';

describe.each(['v1', 'v3'] as const)('cart events on a %s store', (catalog) => {
  let t: TestSandbox;
  let dataFile: string;

  beforeAll(async () => {
    dataFile = join(mkdtempSync(join(tmpdir(), 'cart-events-')), 'sandbox.db');
    t = await startTestSandbox({ catalog, dataFile });
  });
  afterAll(() => t.close());

  function cartEvents(): DomainEventChange[] {
    const db = openSandboxDb(dataFile);
    try {
      return changesSince(db, 0, 10_000)
        .map((row) => row.change)
        .filter((c): c is DomainEventChange => c.kind === 'domain' && c.entityFqdn === 'wix.ecom.v1.cart');
    } finally {
      db.close();
    }
  }

  it('records created, updated (with modified fields) and deleted for the shopper who did it', async () => {
    const mug = await productBySlug(t, catalog, 'ceramic-mug');
    const shopper = await visitor(t);
    const added = await shopper.call('POST', paths.cart.add(), { lineItems: [catalogLine(mug.id, 1)] });
    const cartId = added.body.cart.id;
    await shopper.call('POST', paths.cart.updateQuantities(), { lineItems: [{ id: added.body.cart.lineItems[0].id, quantity: 3 }] });
    await shopper.call('PATCH', paths.cart.root(), { cartInfo: {} }); // changes nothing: no event
    await shopper.call('DELETE', paths.cart.root());

    const events = cartEvents().filter((e) => e.entityId === cartId);
    expect(events.map((e) => e.eventType)).toEqual(['wix.ecom.v1.cart_created', 'wix.ecom.v1.cart_updated', 'wix.ecom.v1.cart_deleted']);
    const [created, updated, deleted] = events;
    expect(created.body).toEqual({ createdEvent: { entity: added.body.cart } });
    expect(created.identity).toEqual({ identityType: 'ANONYMOUS_VISITOR', anonymousVisitorId: added.body.cart.buyerInfo.visitorId });
    const { currentEntity, modifiedFields: changed } = (updated.body as { updatedEvent: { currentEntity: any; modifiedFields: Record<string, unknown> } }).updatedEvent;
    expect(currentEntity.lineItems[0].quantity).toBe(3);
    expect(changed).toEqual({ 'lineItems[0].quantity': 1, 'lineItems[0].lineItemPrice.amount': '12.50', 'lineItems[0].lineItemPrice.convertedAmount': '12.50', 'lineItems[0].lineItemPrice.formattedAmount': '$12.50', 'lineItems[0].lineItemPrice.formattedConvertedAmount': '$12.50', 'subtotal.amount': '12.50', 'subtotal.convertedAmount': '12.50', 'subtotal.formattedAmount': '$12.50', 'subtotal.formattedConvertedAmount': '$12.50' });
    expect(deleted.body).toEqual({ deletedEvent: {} });
  });
});

describe('modifiedFields', () => {
  it('maps each changed leaf path to its previous value, added and removed leaves included', () => {
    expect(modifiedFields({ a: 1, b: { c: [1, 2] }, updatedDate: 'x' }, { a: 1, b: { c: [1, 3, 4] }, d: true, updatedDate: 'y' })).toEqual({
      'b.c[1]': 2,
      'b.c[2]': null,
      d: null,
    });
  });
});
