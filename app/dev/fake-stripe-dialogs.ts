/** The fake provider's own dialogs over the page (mock mode): the 3-D Secure step and the test Google Pay sheet. */
import { formatCents } from '../lib/format/money.ts';

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
export function authenticate(): Promise<boolean> {
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
export class FakePaymentRequest {
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
