// @vitest-environment jsdom
/**
 * The local fake of Stripe.js (mock mode): loadStripe from the pure entry resolves to it without adding a
 * script, its elements are real inputs that report completeness, and each test card confirms as the
 * provider's test card of that number does.
 */
import { loadStripe } from '@stripe/stripe-js/pure';
import type { Stripe, StripeCardNumberElement, StripeElementChangeEvent } from '@stripe/stripe-js';
import { beforeAll, describe, expect, it } from 'vitest';
import { FAKE_STRIPE_TEST_CARDS, installFakeStripe } from '../../../app/dev/fake-stripe.ts';
import { cardBrandOf } from '../../../app/dev/fake-stripe-elements.ts';

const SECRET = 'seti_Ab12Cd34_secret_xyz';
let stripe: Stripe;

beforeAll(async () => {
  installFakeStripe();
  const loaded = await loadStripe('pk_test_airwave_local_fake');
  if (!loaded) throw new Error('no stripe');
  stripe = loaded;
});

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input'));
}

function form() {
  const elements = stripe.elements();
  const hosts = ['number', 'expiry', 'cvc'].map(() => document.body.appendChild(document.createElement('div')));
  const number = elements.create('cardNumber');
  const expiry = elements.create('cardExpiry');
  const cvc = elements.create('cardCvc');
  [number, expiry, cvc].forEach((element, index) => element.mount(hosts[index] as HTMLElement));
  const inputs = hosts.map((host) => host.querySelector('input') as HTMLInputElement);
  return { number: number as StripeCardNumberElement, expiry, cvc, inputs };
}

async function confirmWith(cardNumber: string) {
  const { number, inputs } = form();
  type(inputs[0] as HTMLInputElement, cardNumber);
  type(inputs[1] as HTMLInputElement, '12 / 34');
  type(inputs[2] as HTMLInputElement, '123');
  return stripe.confirmCardSetup(SECRET, { payment_method: { card: number } });
}

describe('fake Stripe', () => {
  it('is what loadStripe resolves to, and adds no script to the page', () => {
    expect(document.querySelector('script[src*="stripe"]')).toBeNull();
    expect(typeof stripe.elements).toBe('function');
  });

  it('mounts labelled inputs that report complete and invalid input', () => {
    const { number, inputs } = form();
    const events: StripeElementChangeEvent[] = [];
    number.on('change', (event) => events.push(event));
    expect(inputs.map((input) => input.getAttribute('aria-label'))).toEqual(['Card number', 'Expiration date', 'Security code']);
    type(inputs[0] as HTMLInputElement, '4242 4242 4242');
    type(inputs[0] as HTMLInputElement, '4242 4242 4242 4241');
    type(inputs[0] as HTMLInputElement, '4242 4242 4242 4242');
    expect(events.map((event) => [event.complete, event.error?.message])).toEqual([
      [false, undefined],
      [false, 'Your card number is invalid.'],
      [true, undefined],
    ]);
  });

  it('confirms the success card to the payment method of the setup intent', async () => {
    expect(await confirmWith(FAKE_STRIPE_TEST_CARDS.success)).toEqual({
      setupIntent: { id: 'seti_Ab12Cd34', object: 'setup_intent', status: 'succeeded', payment_method: 'pm_Ab12Cd34' },
    });
  });

  it.each([
    [FAKE_STRIPE_TEST_CARDS.declined, 'card_declined', 'Your card was declined.'],
    [FAKE_STRIPE_TEST_CARDS.insufficientFunds, 'card_declined', 'Your card has insufficient funds.'],
    [FAKE_STRIPE_TEST_CARDS.expiredCard, 'expired_card', 'Your card has expired.'],
    [FAKE_STRIPE_TEST_CARDS.incorrectCvc, 'incorrect_cvc', "Your card's security code is incorrect."],
  ])('%s fails with %s', async (card, code, message) => {
    expect(await confirmWith(card)).toEqual({ error: expect.objectContaining({ type: 'card_error', code, message }) });
  });

  it('asks for a fake 3-D Secure step: completing it succeeds, failing it is an authentication error', async () => {
    const completed = confirmWith(FAKE_STRIPE_TEST_CARDS.threeDSecure);
    await Promise.resolve();
    const step = () => document.querySelector('[role="dialog"]') as HTMLElement;
    await expect.poll(() => step()?.textContent).toContain('3-D Secure authentication (test)');
    (Array.from(step().querySelectorAll('button')).find((button) => button.textContent === 'Complete authentication') as HTMLButtonElement).click();
    expect(await completed).toMatchObject({ setupIntent: { payment_method: 'pm_Ab12Cd34' } });
    expect(step()).toBeNull();

    const failed = confirmWith(FAKE_STRIPE_TEST_CARDS.threeDSecure);
    await expect.poll(() => step()).not.toBeNull();
    (Array.from(step().querySelectorAll('button')).find((button) => button.textContent === 'Fail authentication') as HTMLButtonElement).click();
    expect(await failed).toMatchObject({ error: { code: 'setup_intent_authentication_failure' } });
  });

  it('refuses an incomplete form', async () => {
    const { number, inputs } = form();
    type(inputs[0] as HTMLInputElement, FAKE_STRIPE_TEST_CARDS.success);
    expect(await stripe.confirmCardSetup(SECRET, { payment_method: { card: number } })).toMatchObject({ error: { type: 'validation_error' } });
  });

  it('offers a test Google Pay wallet whose sheet hands over a payment method, and a setup intent confirmed with it yields its own method', async () => {
    const request = stripe.paymentRequest({ country: 'US', currency: 'usd', total: { label: 'Airwave', amount: 0 } });
    expect(await request.canMakePayment()).toMatchObject({ googlePay: true, applePay: false });
    const received = new Promise<string>((resolve) => request.on('paymentmethod', (event) => resolve(event.paymentMethod.id)));
    request.show();
    const sheet = document.querySelector('[role="dialog"][aria-labelledby="fake-stripe-wallet-title"]');
    expect(sheet?.textContent).toContain('Google Pay (test)');
    [...(sheet?.querySelectorAll('button') ?? [])].find((button) => button.textContent === 'Pay')?.click();
    const method = await received;
    expect(method).toBe('pm_card_visa');
    const confirmed = await stripe.confirmCardSetup(SECRET, { payment_method: method }, { handleActions: false });
    expect(confirmed.setupIntent?.payment_method).toBe('pm_Ab12Cd34');

    const cancelled = new Promise<void>((resolve) => request.on('cancel', () => resolve()));
    request.show();
    [...document.querySelectorAll('button')].find((button) => button.textContent === 'Cancel')?.click();
    await cancelled;
    expect(document.querySelector('[aria-labelledby="fake-stripe-wallet-title"]')).toBeNull();
  });
});

describe('cardBrandOf', () => {
  it.each([
    ['4242424242424242', 'visa'],
    ['5555555555554444', 'mastercard'],
    ['5105105105105100', 'mastercard'],
    ['2223003122003222', 'mastercard'],
    ['2721000000000000', 'unknown'],
    ['6011111111111117', 'discover'],
    ['6500000000000002', 'discover'],
    ['3566002020360505', 'unknown'],
    ['', 'unknown'],
  ])('names %s %s', (digits, brand) => {
    expect(cardBrandOf(digits)).toBe(brand);
  });
});
