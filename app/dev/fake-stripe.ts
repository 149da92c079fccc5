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
 * Mock builds only: production never imports this.
 */

import { formatCents } from '../lib/format/money.ts';

/** Any well-formed test key does for the fake; this one is used when VITE_STRIPE_PUBLIC_KEY is unset. */
export const FAKE_STRIPE_PUBLIC_KEY = 'pk_test_airwave_local_fake';

type FakeElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

interface FakeError {
  type: string;
  code?: string;
  decline_code?: string;
  message: string;
}

interface FakeChangeEvent {
  elementType: FakeElementType;
  empty: boolean;
  complete: boolean;
  error: FakeError | undefined;
  brand?: string;
}

type Handler = (event: FakeChangeEvent) => void;

export const FAKE_STRIPE_TEST_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  expiredCard: '4000000000000069',
  incorrectCvc: '4000000000000127',
  threeDSecure: '4000002500003155',
} as const;

const LABELS: Record<FakeElementType, { label: string; placeholder: string; autocomplete: string }> = {
  cardNumber: { label: 'Card number', placeholder: '1234 1234 1234 1234', autocomplete: 'cc-number' },
  cardExpiry: { label: 'Expiration date', placeholder: 'MM / YY', autocomplete: 'cc-exp' },
  cardCvc: { label: 'Security code', placeholder: 'CVC', autocomplete: 'cc-csc' },
};

function luhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

const validation = (code: string, message: string): FakeError => ({ type: 'validation_error', code, message });

/** What one element's text means: complete, or an error, or simply not finished yet. */
function check(type: FakeElementType, raw: string, now: Date): { complete: boolean; error?: FakeError } {
  const digits = raw.replace(/\D/g, '');
  if (type === 'cardNumber') {
    if (digits.length < 16) return { complete: false };
    return luhn(digits) ? { complete: true } : { complete: false, error: validation('invalid_number', 'Your card number is invalid.') };
  }
  if (type === 'cardExpiry') {
    if (digits.length < 4) return { complete: false };
    const month = Number(digits.slice(0, 2));
    const year = 2000 + Number(digits.slice(2, 4));
    if (month < 1 || month > 12) return { complete: false, error: validation('invalid_expiry_month', "Your card's expiration date is incomplete.") };
    const past = year < now.getFullYear() || (year === now.getFullYear() && month < now.getMonth() + 1);
    return past ? { complete: false, error: validation('invalid_expiry_year_past', "Your card's expiration year is in the past.") } : { complete: true };
  }
  return digits.length >= 3 ? { complete: true } : { complete: false };
}

class FakeElement {
  readonly input: HTMLInputElement;
  private readonly handlers: Handler[] = [];

  constructor(readonly type: FakeElementType) {
    const field = LABELS[type];
    this.input = document.createElement('input');
    this.input.className = 'fake-stripe-input';
    this.input.setAttribute('aria-label', field.label);
    this.input.placeholder = field.placeholder;
    this.input.setAttribute('autocomplete', field.autocomplete);
    this.input.inputMode = 'numeric';
    // The real elements draw inside the host's box; so does the fake (the host shows the focus ring).
    this.input.style.cssText = 'width:100%;box-sizing:border-box;border:0;padding:0;background:transparent;color:inherit;font:inherit;outline:none;';
    this.input.addEventListener('input', () => this.emit());
  }

  get digits(): string {
    return this.input.value.replace(/\D/g, '');
  }

  mount(target: string | HTMLElement): void {
    const host = typeof target === 'string' ? document.querySelector(target) : target;
    host?.replaceChildren(this.input);
  }

  on(event: string, handler: Handler): this {
    if (event === 'change') this.handlers.push(handler);
    return this;
  }

  off(): this {
    this.handlers.length = 0;
    return this;
  }

  focus(): this {
    this.input.focus();
    return this;
  }

  clear(): this {
    this.input.value = '';
    this.emit();
    return this;
  }

  unmount(): this {
    this.input.remove();
    return this;
  }

  destroy(): this {
    this.off();
    return this.unmount();
  }

  private emit(): void {
    const result = check(this.type, this.input.value, new Date());
    const event: FakeChangeEvent = { elementType: this.type, empty: this.input.value === '', complete: result.complete, error: result.error };
    if (this.type === 'cardNumber') event.brand = this.digits.startsWith('4') ? 'visa' : 'unknown';
    this.input.setAttribute('aria-invalid', String(Boolean(result.error)));
    for (const handler of this.handlers) handler(event);
  }
}

class FakeElements {
  readonly created = new Map<FakeElementType, FakeElement>();

  create(type: FakeElementType): FakeElement {
    const element = new FakeElement(type);
    this.created.set(type, element);
    return element;
  }

  getElement(type: FakeElementType): FakeElement | null {
    return this.created.get(type) ?? null;
  }
}

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

const BUTTON_STYLE = 'padding:10px 16px;border-radius:6px;border:1px solid #1a1a1a;background:#ffffff;color:#1a1a1a;font:inherit;cursor:pointer;';

/**
 * A test dialog of the fake provider over the page (as Stripe.js draws its own frames): a title, a line of
 * text and two buttons; resolves true when the viewer presses the first, false for the second or Escape.
 */
function providerDialog(kind: string, titleText: string, bodyText: string, yes: string, no: string): Promise<boolean> {
  return new Promise((resolve) => {
    const titleId = `fake-stripe-${kind}-title`;
    const layer = document.createElement('div');
    layer.className = `fake-stripe-${kind}`;
    layer.setAttribute('role', 'dialog');
    layer.setAttribute('aria-modal', 'true');
    layer.setAttribute('aria-labelledby', titleId);
    layer.style.cssText = 'position:fixed;inset:0;z-index:10000;display:grid;place-items:center;background:rgba(0,0,0,0.7);';
    const panel = document.createElement('div');
    panel.className = `fake-stripe-${kind}-panel`;
    panel.style.cssText = 'display:grid;gap:12px;max-width:min(420px,calc(100vw - 32px));padding:24px;border-radius:8px;background:#ffffff;color:#1a1a1a;font:16px system-ui,sans-serif;';
    const title = document.createElement('h2');
    title.id = titleId;
    title.textContent = titleText;
    title.style.margin = '0';
    const text = document.createElement('p');
    text.style.margin = '0';
    text.textContent = bodyText;
    const [accept, refuse] = [yes, no].map((label) => {
      const button = document.createElement('button');
      button.type = 'button';
      button.style.cssText = BUTTON_STYLE;
      button.textContent = label;
      return button;
    }) as [HTMLButtonElement, HTMLButtonElement];
    const finish = (ok: boolean) => {
      layer.remove();
      resolve(ok);
    };
    accept.addEventListener('click', () => finish(true));
    refuse.addEventListener('click', () => finish(false));
    layer.addEventListener('keydown', (event) => {
      if (event.key === 'Escape') finish(false);
    });
    panel.append(title, text, accept, refuse);
    layer.append(panel);
    document.body.append(layer);
    accept.focus();
  });
}

/** The fake bank page a 3-D Secure card asks for: resolves true when the viewer completes it. */
function authenticate(): Promise<boolean> {
  return providerDialog(
    '3ds',
    '3-D Secure authentication (test)',
    'This test card asks its bank to confirm the payment method. No bank is contacted in mock mode.',
    'Complete authentication',
    'Fail authentication',
  );
}

type WalletHandler = (event: unknown) => void;

/** The wallet sheet a test Google Pay shows: resolves true when the viewer pays. */
function walletSheet(label: string, amountCents: number): Promise<boolean> {
  return providerDialog('wallet', 'Google Pay (test)', `${label}: ${formatCents(amountCents)}. Pays with the test Visa ending in 4242; no wallet is contacted in mock mode.`, 'Pay', 'Cancel');
}

/** A payment request (the browser's wallets): here a test Google Pay that is always available. */
class FakePaymentRequest {
  private readonly handlers = new Map<string, WalletHandler[]>();
  private showing = false;

  constructor(private options: { total?: { label?: string; amount?: number } }) {}

  canMakePayment(): Promise<Record<string, boolean> | null> {
    return Promise.resolve({ applePay: false, googlePay: true, link: false });
  }

  on(event: string, handler: WalletHandler): this {
    this.handlers.set(event, [...(this.handlers.get(event) ?? []), handler]);
    return this;
  }

  once(event: string, handler: WalletHandler): this {
    const wrapped: WalletHandler = (value) => {
      this.off(event, wrapped);
      handler(value);
    };
    return this.on(event, wrapped);
  }

  off(event: string, handler?: WalletHandler): this {
    this.handlers.set(event, handler ? (this.handlers.get(event) ?? []).filter((candidate) => candidate !== handler) : []);
    return this;
  }

  update(options: { total?: { label?: string; amount?: number } }): void {
    this.options = { ...this.options, ...options };
  }

  isShowing(): boolean {
    return this.showing;
  }

  abort(): void {
    this.showing = false;
  }

  show(): void {
    if (this.showing) return;
    this.showing = true;
    void walletSheet(this.options.total?.label ?? 'Total', this.options.total?.amount ?? 0).then((paid) => {
      this.showing = false;
      if (!paid) return this.emit('cancel', undefined);
      this.emit('paymentmethod', {
        walletName: 'googlePay',
        paymentMethod: {
          id: 'pm_card_visa',
          object: 'payment_method',
          type: 'card',
          card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
          billing_details: { address: { country: 'US', postal_code: '78701' }, name: null, email: null, phone: null },
        },
        complete: () => undefined,
      });
    });
  }

  private emit(event: string, value: unknown): void {
    for (const handler of this.handlers.get(event) ?? []) handler(value);
  }
}

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
    return { setupIntent: { id: intent.id, object: 'setup_intent', status: 'succeeded', payment_method: intent.paymentMethod } };
  }
}

/** Puts the fake in place of Stripe.js, unless something already is there. */
export function installFakeStripe(target: { Stripe?: unknown } = window as unknown as { Stripe?: unknown }): void {
  if (target.Stripe) return;
  const constructor = (key: string) => new FakeStripe(key);
  // The release train @stripe/stripe-js expects, so loading it prints no version warning.
  target.Stripe = Object.assign(constructor, { version: 'endive' });
}
