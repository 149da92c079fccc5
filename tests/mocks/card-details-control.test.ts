import { describe, expect, it } from 'vitest';
import { createMockBackend, type MockBackend } from '../../mocks/backend.ts';
import { TEST_NOW } from './support/graphql-world.ts';
import { request } from './support/rest-calls.ts';

// The control API's PUT /__mocks/payment-methods/{id}: the local fake of Stripe.js tells the world what card it confirmed,
// and the account's payment method is that card (brand, last four digits, expiry) instead of made-up digits.

async function json(backend: MockBackend, method: string, path: string, body?: unknown): Promise<{ status: number; value: Record<string, unknown> }> {
  const response = await backend.handle(request(method, path, body === undefined ? {} : { body }));
  if (!response || response.body.kind !== 'json') throw new Error(`no JSON answer to ${method} ${path}`);
  return { status: response.status, value: response.body.value as Record<string, unknown> };
}

async function confirmedPaymentMethod(backend: MockBackend): Promise<string> {
  const intent = await json(backend, 'POST', '/billing/setup_intent?limit_to=card');
  return (intent.value.result as { setupIntentId: string }).setupIntentId.replace(/^seti_/, 'pm_');
}

describe('the control API learns the card a setup intent confirmed', () => {
  it('makes the account show the card that was entered', async () => {
    const backend = createMockBackend({ now: () => TEST_NOW });
    const paymentMethod = await confirmedPaymentMethod(backend);
    const told = await json(backend, 'PUT', `/__mocks/payment-methods/${paymentMethod}`, { brand: 'mastercard', last4: '4444', expiry: '11/31' });
    expect(told.status).toBe(200);
    const updated = await json(backend, 'POST', '/billing/update_payment_method', { payment_method: paymentMethod, zip: '78701' });
    expect(updated.value).toMatchObject({ success: true });
    expect(backend.world.account.billing.paymentMethod).toMatchObject({ kind: 'card', brand: 'mastercard', last4: '4444', expiry: '11/31', zip: '78701' });
  });

  it.each([
    [{ brand: 'jcb', last4: '4444', expiry: '11/31' }, /Send \{ "brand": one of visa, mastercard/],
    [{ brand: 'visa', last4: '44', expiry: '11/31' }, /"last4": four digits/],
    [{ brand: 'visa', last4: '4444', expiry: '13/31' }, /"expiry": "MM\/YY"/],
  ])('refuses %j with a specific 400 and keeps the world as it was', async (body, message) => {
    const backend = createMockBackend({ now: () => TEST_NOW });
    const paymentMethod = await confirmedPaymentMethod(backend);
    const answer = await json(backend, 'PUT', `/__mocks/payment-methods/${paymentMethod}`, body);
    expect(answer.status).toBe(400);
    expect(String(answer.value.error)).toMatch(message);
    expect(backend.world.account.billing.cardDetails).toBeUndefined();
  });

  it('refuses a payment method no setup intent of the world yields', async () => {
    const backend = createMockBackend({ now: () => TEST_NOW });
    const answer = await json(backend, 'PUT', '/__mocks/payment-methods/pm_card_visa', { brand: 'visa', last4: '1111', expiry: '01/30' });
    expect(answer.status).toBe(400);
    expect(String(answer.value.error)).toMatch(/No payment method "pm_card_visa" from a setup intent of this world/);
  });
});
