/**
 * A local fake of Stripe.js for mock mode: installed as `window.Stripe` before `loadStripe` runs, so
 * `loadStripe` resolves to it and nothing is fetched from the provider. It implements the part of the
 * surface the card form uses: `Stripe(key).elements()`, `create('cardNumber' | 'cardExpiry' | 'cardCvc')`
 * elements that mount real inputs and report `change` events (complete, error), and `confirmCardSetup`.
 *
 * A setup intent's client secret is `seti_X_secret_…`; a confirmed intent yields the payment method `pm_X`,
 * which the mock world registered when it created the intent. Test card numbers:
 *   4242 4242 4242 4242  succeeds             4000 0000 0000 0002  declined
 *   4000 0000 0000 9995  insufficient funds   4000 0000 0000 0069  expired card
 *   4000 0000 0000 0127  incorrect CVC        4000 0025 0000 3155  asks for 3-D Secure (a fake step)
 * Any other number that passes the Luhn check succeeds.
 *
 * A wallet: `paymentRequest()` says a test Google Pay wallet is available; `show()` opens a fake wallet sheet
 * whose 'Pay' hands the page the test Visa's payment method (`paymentmethod` event), or 'Cancel' (`cancel`).
 * Confirming a setup intent with a payment method id yields the intent's own `pm_X`, as for a card.
 * Mock builds only: production never imports this. The elements are in fake-stripe-elements.ts, the 3-D Secure
 * step and the wallet sheet in fake-stripe-dialogs.ts.
 */

import { authenticate, FakePaymentRequest } from './fake-stripe-dialogs.ts';
import { cardBrandOf, check, FakeElement, FakeElements, validation, type FakeError } from './fake-stripe-elements.ts';
import { controlBase } from './control-base.ts';

/** Any well-formed test key does for the fake; this one is used when VITE_STRIPE_PUBLIC_KEY is unset. */
export const FAKE_STRIPE_PUBLIC_KEY = 'pk_test_airwave_local_fake';

export const FAKE_STRIPE_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  threeDSecure: '4000002500003155',
} as const;

const cardError = (code: string, message: string, declineCode?: string): FakeError => ({
  type: 'card_error',
  code,
  message,
  ...(declineCode ? { decline_code: declineCode } : {}),
});

const CARD_OUTCOMES: Record<string, FakeError | 'authenticate'> = {
  [FAKE_STRIPE_TEST_CARDS.declined]: cardError('card_declined', 'Your card was declined.', 'generic_decline'),
  [FAKE_STRIPE_TEST_CARDS.insufficientFunds]: cardError('card_declined', 'Your card has insufficient funds.', 'insufficient_funds'),
  [FAKE_STRIPE_TEST_CARDS.expiredCard]: cardError('expired_card', 'Your card has expired.'),
  [FAKE_STRIPE_TEST_CARDS.incorrectCvc]: cardError('incorrect_cvc', "Your card's security code is incorrect."),
  [FAKE_STRIPE_TEST_CARDS.threeDSecure]: 'authenticate',
};

function setupIntentOf(clientSecret: string): { id: string; paymentMethod: string } | null {
  const match = /^(seti_([A-Za-z0-9]+))_secret_/.exec(clientSecret);
  return match?.[1] && match[2] ? { id: match[1], paymentMethod: `pm_${match[2]}` } : null;
}

class FakeStripe {
  private readonly groups: FakeElements[] = [];

  constructor(readonly publishableKey: string) {}

  elements(): FakeElements {
    const group = new FakeElements();
    this.groups.push(group);
    return group;
  }

  paymentRequest(options: { total?: { label?: string; amount?: number } }): FakePaymentRequest {
    return new FakePaymentRequest(options);
  }

  async confirmCardSetup(
    clientSecret: string,
    data?: { payment_method?: string | { card?: unknown } },
  ): Promise<{ setupIntent: { id: string; object: 'setup_intent'; status: 'succeeded'; payment_method: string } } | { error: FakeError }> {
    const intent = setupIntentOf(clientSecret);
    if (!intent) return { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such setupintent.' } };
    // An existing payment method (a wallet's): the intent attaches it and yields its own payment method.
    if (typeof data?.payment_method === 'string') {
      return { setupIntent: { id: intent.id, object: 'setup_intent', status: 'succeeded', payment_method: intent.paymentMethod } };
    }
    const card = typeof data?.payment_method === 'object' ? data.payment_method.card : undefined;
    const number = card instanceof FakeElement ? card : null;
    const group = number ? this.groups.find((candidate) => candidate.getElement('cardNumber') === number) : undefined;
    if (!number || !group) return { error: { type: 'invalid_request_error', code: 'parameter_missing', message: 'Missing card element.' } };
    for (const type of ['cardNumber', 'cardExpiry', 'cardCvc'] as const) {
      const element = group.getElement(type);
      const result = check(type, element?.input.value ?? '', new Date());
      if (!result.complete) return { error: result.error ?? validation(`incomplete_${type}`, 'Your card details are incomplete.') };
    }
    const outcome = CARD_OUTCOMES[number.digits];
    if (outcome === 'authenticate' && !(await authenticate())) {
      return {
        error: {
          type: 'invalid_request_error',
          code: 'setup_intent_authentication_failure',
          message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
        },
      };
    }
    if (outcome && outcome !== 'authenticate') return { error: outcome };
    await describeCard(intent.paymentMethod, number.digits, group.getElement('cardExpiry')?.input.value ?? '');
    return { setupIntent: { id: intent.id, object: 'setup_intent', status: 'succeeded', payment_method: intent.paymentMethod } };
  }
}

/**
 * Tells the mock world what the confirmed card looks like (its brand, last four digits and expiry), as the provider's
 * servers know the cards confirmed through them, so the account shows the card that was typed. Best effort: without a
 * mock world to tell (a unit test), the world's made-up digits stay.
 */
async function describeCard(paymentMethod: string, digits: string, expiry: string): Promise<void> {
  const brand = cardBrandOf(digits);
  const [month = '', year = ''] = expiry.replace(/\D/g, '').match(/^(\d{2})(\d{2})/)?.slice(1) ?? [];
  if (brand === 'unknown' || !month) return;
  try {
    await fetch(`${await controlBase()}/__mocks/payment-methods/${encodeURIComponent(paymentMethod)}`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ brand, last4: digits.slice(-4), expiry: `${month}/${year}` }),
    });
  } catch {
    // No mock world answers here: nothing to tell.
  }
}

/** Puts the fake in place of Stripe.js, unless something already is there. */
export function installFakeStripe(target: { Stripe?: unknown } = window as unknown as { Stripe?: unknown }): void {
  if (target.Stripe) return;
  const constructor = (key: string) => new FakeStripe(key);
  // The release train @stripe/stripe-js expects, so loading it prints no version warning.
  target.Stripe = Object.assign(constructor, { version: 'endive' });
}
