/**
 * The seam for the local fake of Stripe.js in mock mode. The entry's mock branch (app/main.tsx) hands the
 * billing area a loader for it (app/dev/fake-stripe.ts); the card form's loader
 * (app/features/billing/payment/load-stripe.ts) asks here, so nothing below the entry imports dev/. A
 * production build never calls `providePaymentFake`: it carries none of the fake.
 */
export interface PaymentFake {
  /** Installs the fake as `window.Stripe`, so `loadStripe` resolves to it and fetches nothing. */
  installFakeStripe(): void;
  /** The fake's test key, used when the environment configures none. */
  FAKE_STRIPE_PUBLIC_KEY: string;
}

let loadFake: (() => Promise<PaymentFake>) | null = null;

/** Mock mode only (app/main.tsx): the fake is loaded, with its code, when a card form first opens. */
export function providePaymentFake(loader: () => Promise<PaymentFake>): void {
  loadFake = loader;
}

/** The fake, or null outside mock mode. */
export function paymentFake(): Promise<PaymentFake | null> {
  return loadFake ? loadFake() : Promise.resolve(null);
}
