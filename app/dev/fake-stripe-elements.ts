/** The fake's card elements (mock mode): real inputs that report `change` events as Stripe.js's elements do. */

export type FakeElementType = 'cardNumber' | 'cardExpiry' | 'cardCvc';

export interface FakeError {
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

export const validation = (code: string, message: string): FakeError => ({ type: 'validation_error', code, message });

/** The brand a card number's first digits name, as the provider reads them (the ones the fake's 16-digit numbers can be). */
export function cardBrandOf(digits: string): 'visa' | 'mastercard' | 'discover' | 'unknown' {
  if (digits.startsWith('4')) return 'visa';
  if (/^(5[1-5]|2(22[1-9]|2[3-9][0-9]|[3-6][0-9]{2}|7[01][0-9]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9])/.test(digits)) return 'discover';
  return 'unknown';
}

/** What one element's text means: complete, or an error, or simply not finished yet. */
export function check(type: FakeElementType, raw: string, now: Date): { complete: boolean; error?: FakeError } {
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

export class FakeElement {
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
    if (this.type === 'cardNumber') event.brand = cardBrandOf(this.digits);
    this.input.setAttribute('aria-invalid', String(Boolean(result.error)));
    for (const handler of this.handlers) handler(event);
  }
}

export class FakeElements {
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
