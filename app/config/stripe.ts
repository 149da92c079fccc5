/**
 * The payment provider's publishable key: `VITE_STRIPE_PUBLIC_KEY` when it is set, else the fallback the
 * caller has (in mock mode the local fake's test key; in a real build none). `null` means the card form
 * cannot load, and it says so instead of calling the provider.
 */
export function stripePublicKey(value: string | undefined, fallback: string | null): string | null {
  const configured = value?.trim();
  return configured ? configured : fallback;
}
