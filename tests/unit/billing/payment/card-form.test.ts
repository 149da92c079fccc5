import { describe, expect, it } from 'vitest';
import {
  cardErrorText,
  EMPTY_CARD_FIELDS,
  newCardReady,
  setupIntentStep,
  walletOffered,
  walletZip,
  withCardChange,
  zipError,
  zipInput,
  zipSubmitError,
  type CardFields,
  type ProviderError,
} from '../../../../app/features/billing/payment/logic/card-form.ts';

const complete = { complete: true };
function filled(...fields: Array<keyof CardFields>): CardFields {
  return fields.reduce((current, field) => withCardChange(current, field, complete), EMPTY_CARD_FIELDS);
}

describe('card form: a new card is ready only when number, expiry and CVC are all complete', () => {
  it.each([
    ['nothing typed', EMPTY_CARD_FIELDS, false],
    ['number only', filled('cardNumber'), false],
    ['number and expiry', filled('cardNumber', 'cardExpiry'), false],
    ['expiry and CVC', filled('cardExpiry', 'cardCvc'), false],
    ['all three', filled('cardNumber', 'cardExpiry', 'cardCvc'), true],
  ])('%s', (_name, fields, expected) => {
    expect(newCardReady({ formReady: true, fields })).toBe(expected);
  });

  it('keeps the provider validation message of a field and drops it once the field is fixed', () => {
    const invalid = withCardChange(filled('cardExpiry', 'cardCvc'), 'cardNumber', { complete: false, error: { message: 'Your card number is invalid.' } });
    expect(invalid.cardNumber).toEqual({ complete: false, error: 'Your card number is invalid.' });
    expect(newCardReady({ formReady: true, fields: invalid })).toBe(false);
    const fixed = withCardChange(invalid, 'cardNumber', { complete: true });
    expect(fixed.cardNumber).toEqual({ complete: true, error: null });
    expect(newCardReady({ formReady: true, fields: fixed })).toBe(true);
  });
});

describe('zip', () => {
  it.each([
    ['78701', '78701', null],
    ['7870', '7870', 'Please enter a valid zipcode.'],
    ['', '', 'Please enter a valid zipcode.'],
    ['78a70b1', '78701', null],
    ['787011234', '78701', null],
    ['abcde', '', 'Please enter a valid zipcode.'],
  ])('typed %j keeps %j: %s', (typed, kept, error) => {
    expect(zipInput(typed)).toBe(kept);
    expect(zipError(zipInput(typed))).toBe(error);
  });
});

describe('zip on submit', () => {
  it.each([
    ['', "Oops! Please double check you've filled out all your information correctly."],
    ['7870', 'Please enter a valid zipcode.'],
    ['78701', null],
  ])('%j: %s', (zip, expected) => {
    expect(zipSubmitError(zip)).toBe(expected);
  });
});

describe('what a setup intent answer does to the form', () => {
  it.each<[string, Parameters<typeof setupIntentStep>[0], boolean, ReturnType<typeof setupIntentStep>]>([
    ['success', { kind: 'success' }, false, { kind: 'ready' }],
    ['success limited to cards', { kind: 'success' }, true, { kind: 'ready' }],
    ['surge encounter (1806): the card-only form', { kind: 'surge', message: 'Our system is taking a nap right now! Try again later.' }, false, { kind: 'retry-card-only' }],
    ['surge enqueued (1803, no message): the card-only form', { kind: 'surge', message: '' }, false, { kind: 'retry-card-only' }],
    ['surge on the card-only request: the surge text in place', { kind: 'surge', message: '' }, true, { kind: 'failed', message: 'Our system is taking a nap right now! Try again later.' }],
    ['uncredentialed (1512): failed (the form hands the answer to the billing failure rule, which asks for an email)', { kind: 'failure', message: 'Please add an email first. (Code: 1512)' }, false, { kind: 'failed', message: 'Please add an email first. (Code: 1512)' }],
    ['stale (1406): its message in place', { kind: 'stale', message: 'Changed. Please reload your browser and try again. (Code: 1406)' }, true, { kind: 'failed', message: 'Changed. Please reload your browser and try again. (Code: 1406)' }],
    ['a failure without a message', { kind: 'failure', message: '' }, false, { kind: 'failed', message: 'Oops, caught an exception while loading the payment form' }],
  ])('%s', (_name, outcome, limitedToCard, expected) => {
    expect(setupIntentStep(outcome, limitedToCard)).toEqual(expected);
  });

  it('a new card can be submitted once the form is loaded and its three fields are complete', () => {
    const all = filled('cardNumber', 'cardExpiry', 'cardCvc');
    expect(newCardReady({ formReady: true, fields: all })).toBe(true);
    expect(newCardReady({ formReady: false, fields: all })).toBe(false);
    expect(newCardReady({ formReady: true, fields: filled('cardNumber', 'cardExpiry') })).toBe(false);
  });
});

describe('the wallet offered next to the card fields', () => {
  const open = { suppressApplePay: false, suppressGooglePay: false };
  it.each<[string, Record<string, boolean> | null, { suppressApplePay: boolean; suppressGooglePay: boolean }, boolean, string | null]>([
    ['Google Pay in this browser', { applePay: false, googlePay: true }, open, false, 'googlePay'],
    ['Apple Pay first when both', { applePay: true, googlePay: true }, open, false, 'applePay'],
    ['Apple Pay suppressed by the setup intent', { applePay: true, googlePay: true }, { suppressApplePay: true, suppressGooglePay: false }, false, 'googlePay'],
    ['both suppressed', { applePay: true, googlePay: true }, { suppressApplePay: true, suppressGooglePay: true }, false, null],
    ['no wallet in this browser', null, open, false, null],
    ['the card-only form', { applePay: true, googlePay: true }, open, true, null],
  ])('%s', (_name, available, intent, cardOnly, expected) => {
    expect(walletOffered(available, intent, cardOnly)).toBe(expected);
  });

  it.each([
    ['the wallet zip', '78701', '', '78701'],
    ['a ZIP+4 from the wallet', '78701-1234', '10001', '78701'],
    ['no zip from the wallet: the typed one', null, '10001', '10001'],
    ['a foreign postcode: the typed one', 'SW1A', '10001', '10001'],
  ])('zip sent with a wallet card: %s', (_name, wallet, typed, expected) => {
    expect(walletZip(wallet, typed)).toBe(expected);
  });
});

describe('card error hints', () => {
  const declined: ProviderError = { type: 'card_error', code: 'card_declined', decline_code: 'generic_decline', message: 'Your card was declined.' };
  const funds: ProviderError = { type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds', message: 'Your card has insufficient funds.' };
  const expired: ProviderError = { type: 'card_error', code: 'expired_card', message: 'Your card has expired.' };
  const cvc: ProviderError = { type: 'card_error', code: 'incorrect_cvc', message: "Your card's security code is incorrect." };
  const validation: ProviderError = { type: 'validation_error', code: 'invalid_number', message: 'Your card number is invalid.' };
  const auth: ProviderError = {
    type: 'invalid_request_error',
    code: 'setup_intent_authentication_failure',
    message: 'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
  };
  const api: ProviderError = { type: 'api_error', message: 'Internal error 0x12' };
  it.each<[string, ProviderError | null, boolean, string]>([
    ['no error object (no card element)', null, true, 'Oops! Something went wrong. Try again.'],
    ['declined, form has its own zip', declined, true, 'Your card was declined.'],
    ['declined, zip left to the provider', declined, false, 'Your card was declined. Incorrect cvc or zip code can cause declined card error.'],
    ['insufficient funds', funds, true, 'Your card has insufficient funds.'],
    ['expired card', expired, true, 'Your card has expired.'],
    ['incorrect CVC', cvc, true, "Your card's security code is incorrect. Check the security code on the back of your card and try again."],
    ['incorrect CVC without own zip', cvc, false, "Your card's security code is incorrect. Check the security code on the back of your card and try again."],
    ['validation error', validation, false, 'Your card number is invalid.'],
    ['3-D Secure failed', auth, true, auth.message ?? ''],
    ['provider API error', api, true, 'Oops! Something went wrong. Try again.'],
  ])('%s', (_name, error, collectsOwnZip, expected) => {
    expect(cardErrorText(error, collectsOwnZip)).toBe(expected);
  });
});
