/**
 * Loads the payment provider's library for the card form, once, on demand: the `pure` entry injects
 * nothing at import, so no provider request happens until a form opens. In mock mode the local fake, which
 * the entry provides (app/config/payment-fake.ts), is installed as `window.Stripe` first, and `loadStripe`
 * resolves to it.
 */
import type { Stripe } from '@stripe/stripe-js';
import { loadStripe } from '@stripe/stripe-js/pure';
import { appEnvironment } from '../../../config/environment.ts';
import { paymentFake } from '../../../config/payment-fake.ts';

let pending: Promise<Stripe | null> | null = null;

export function loadPaymentProvider(): Promise<Stripe | null> {
  pending ??= (async () => {
    const fake = await paymentFake();
    fake?.installFakeStripe();
    // The configured key, else (mock mode) the local fake's test key.
    const key = appEnvironment().paymentPublicKey ?? fake?.FAKE_STRIPE_PUBLIC_KEY ?? null;
    if (!key) throw new Error('No payment provider key is configured (VITE_STRIPE_PUBLIC_KEY).');
    return loadStripe(key);
  })();
  // A failed load may be retried by opening the form again.
  pending.catch(() => {
    pending = null;
  });
  return pending;
}
