/**
 * The card form's provider side without React: which setup intent it asks for, what a loaded form holds,
 * a confirmed card, and the load itself (the provider's library and a setup intent).
 */
import type { SetupIntent, Stripe } from '@stripe/stripe-js';
import type { BillingOutcome } from '../../../api/rest/billing-outcome.ts';
import type { RestClients } from '../../../api/rest/clients.ts';
import { createSetupIntent } from '../core/calls.ts';
import { setupIntentStep, type ConfirmedCard } from './logic/card-form.ts';
import type { SetupIntentPayload } from '../core/logic/types.ts';
import { CARD_FORM_TEXTS } from './texts.ts';
import { loadPaymentProvider } from './load-stripe.ts';

/**
 * Which setup intent the form asks for: `card` limits it to cards (the payment method edit); `any` lets the
 * account use any payment method it may (the checkout), falling back to a card-only intent under surge.
 */
export type CardEntryScope = 'card' | 'any';

export type CardForm =
  | { phase: 'idle' }
  | { phase: 'loading' }
  /** `outcome`: the setup intent's failed answer, which may call for a modal instead of a text (useBillingFailure). */
  | { phase: 'failed'; message: string; outcome?: Exclude<BillingOutcome<unknown>, { kind: 'success' }> }
  /** `capacityLimited`: a surge made the form fall back to a card-only setup intent. */
  | { phase: 'ready'; stripe: Stripe; intent: SetupIntentPayload; capacityLimited: boolean };

/**
 * What one opened form remembers between renders and the provider's events (changing it draws nothing): the
 * card confirmed last, whether the form's setup intent was used, and whether the provider's zip check is on.
 */
export class CardSession {
  /** The card confirmed last: the next confirm returns it until the card or the zip is edited. */
  confirmed: ConfirmedCard | null = null;
  /** The form's setup intent was used (for a card since edited, or by a wallet): the next confirm asks for a fresh one. */
  spent = false;
  /** The provider's zip check was turned on for this form (POST /billing/enable_radar_zip_check). */
  radarZipCheck = false;

  /** An edited card (or zip) is a different card: a confirmed intent is not reused for it. */
  cardEdited(): void {
    if (this.confirmed) {
      this.confirmed = null;
      this.spent = true;
    }
  }

  /** A card was confirmed with the form's intent (or a wallet spent it: `card` null). */
  cardConfirmed(card: ConfirmedCard | null): void {
    this.confirmed = card;
    if (card === null) this.spent = true;
  }

  /** A fresh setup intent replaces the used one. */
  freshIntent(): void {
    this.confirmed = null;
    this.spent = false;
  }

  radarZipCheckOn(): void {
    this.radarZipCheck = true;
  }

  /** The form closed: the next one starts afresh. */
  reset(): void {
    this.confirmed = null;
    this.spent = false;
    this.radarZipCheck = false;
  }
}

/** The latest form, zip and wallet callback, for the provider's event handlers registered once. */
export interface LatestCardEntry {
  form: CardForm | null;
  zip: string;
  onWalletCard: ((card: ConfirmedCard) => void) | undefined;
}

/** The payment method a setup intent was confirmed with, by id (the provider gives the id or the whole object). */
export function paymentMethodIdOf(intent: SetupIntent): string | null {
  const method = intent.payment_method;
  return (typeof method === 'string' ? method : method?.id) ?? null;
}

/** Loads the provider and a setup intent, retrying limited to cards after a surge (logic/card-form.ts setupIntentStep). */
export async function openCardForm(clients: RestClients, scope: CardEntryScope): Promise<CardForm> {
  let limitedToCard = scope === 'card';
  const [stripe, first] = await Promise.all([loadPaymentProvider(), createSetupIntent(clients, limitedToCard ? 'card' : null)]);
  let outcome = first;
  let step = setupIntentStep(outcome, limitedToCard);
  if (step.kind === 'retry-card-only') {
    limitedToCard = true;
    outcome = await createSetupIntent(clients, 'card');
    step = setupIntentStep(outcome, true);
  }
  if (step.kind === 'failed') return { phase: 'failed', message: step.message, ...(outcome.kind === 'failure' || outcome.kind === 'stale' ? { outcome } : {}) };
  if (outcome.kind !== 'success' || !stripe) return { phase: 'failed', message: CARD_FORM_TEXTS.loadFailed };
  return { phase: 'ready', stripe, intent: outcome.result, capacityLimited: limitedToCard && scope === 'any' };
}
