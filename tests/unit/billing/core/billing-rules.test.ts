/**
 * The billing area's pure rules: money and price texts, the bill's due text, trial and coupon texts, the
 * account page's variant (checked against every billing persona of the mock world too) and which payment,
 * cancel and switch-to-direct actions an account is offered.
 */
import { describe, expect, it } from 'vitest';
import { canCancelSubscription, paymentActions, paymentMethodLabel, paymentStatusText, switchToDirectOffer } from '../../../../app/features/billing/core/logic/account-actions.ts';
import { accountVariant, type AccountVariant } from '../../../../app/features/billing/core/logic/account-variant.ts';
import { billDueText, couponPeriods, couponPeriodText, priceChangeText, startTrialText, trialCallToAction, trialText } from '../../../../app/features/billing/core/logic/bill-texts.ts';
import { cancelSurveyReducer, departRequest, EMPTY_SURVEY, openQuestions, shuffledServices, textLimit, type CancelReasonId, type CancelSurveyEvent } from '../../../../app/features/billing/cancel/logic/cancel-survey.ts';
import { cancelReasonSummary } from '../../../../common/cancel-survey.ts';
import { isPartnerCode } from '../../../../common/promo-codes.ts';
import { CREDIT_APOLOGY, creditOutcomeView } from '../../../../app/features/billing/credit-outcome/logic/credit-outcome.ts';
import { formatBillingDate } from '../../../../app/features/billing/core/logic/dates.ts';
import { formatCents, periodPriceText, unitPriceText } from '../../../../app/features/billing/core/logic/price-text.ts';
import type { OfferDetails, ProductItem, UserDetails } from '../../../../app/features/billing/core/logic/types.ts';
import type { BillingOutcome } from '../../../../app/api/rest/billing-outcome.ts';
import { canApplyPromo, EMPTY_PROMO, offerCheckOf, promoFormReducer, type OfferCheck } from '../../../../app/features/billing/promo/logic/promo-form.ts';
import { lineupTabs, reactivationPlans } from '../../../../app/features/billing/reactivation/logic/reactivation.ts';
import { accountRemovedText } from '../../../../app/features/billing/account-billing/texts.ts';
import { canceledOnText, welcomeBackText } from '../../../../app/features/billing/reactivation/texts.ts';
import { tabKeyTarget } from '../../../../app/kit/Tabs.tsx';
import type { PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { userDetails } from '../persona-details.ts';

describe('money', () => {
  it.each([
    [0, '$0.00'],
    [5, '$0.05'],
    [3199, '$31.99'],
    [400, '$4.00'],
    [123456, '$1,234.56'],
    [-500, '-$5.00'],
  ])('%i cents read %s', (cents, text) => {
    expect(formatCents(cents)).toBe(text);
  });

  const item = (priceCents: number, unitCount: number, unit: ProductItem['unit'] = 'month') => ({ priceCents, unitCount, unit });
  it.each([
    ['a monthly plan', item(3199, 1), '$31.99/month'],
    ['a 3-month plan', item(7497, 3), '$74.97 every 3 months'],
    ['a yearly add-on', item(9999, 1, 'year'), '$99.99/year'],
  ])('%s: %s', (_name, priced, period) => {
    expect(periodPriceText(priced)).toBe(period);
  });

  it("reads a multi-unit plan's unit price as the server gives it, and none for a product billed by the unit", () => {
    expect(unitPriceText({ unitPriceCents: 2499, unit: 'month' })).toBe('$24.99 / month');
    expect(unitPriceText({ unit: 'month' })).toBeNull();
  });
});

describe('dates on billing screens', () => {
  it.each([
    ['a calendar day is that day in every zone', '2026-12-01', 'Pacific/Honolulu', 'Dec 1, 2026'],
    ['an instant is shown in the viewer’s zone', '2026-12-01T03:00:00Z', 'America/Los_Angeles', 'Nov 30, 2026'],
    ['the same instant in UTC', '2026-12-01T03:00:00Z', 'UTC', 'Dec 1, 2026'],
  ])('%s', (_name, value, zone, text) => {
    expect(formatBillingDate(value, zone)).toBe(text);
  });
});

describe("the bill's due text", () => {
  const now = new Date('2026-11-23T18:00:00Z');
  const inHours = (hours: number) => new Date(now.getTime() + hours * 3_600_000).toISOString();
  it.each([
    ['a bill in 30 minutes', inHours(0.5), 'Billed within 1 hour'],
    ['a bill due now but not yet taken', inHours(-1), 'Billed within 1 hour'],
    ['a bill in 90 minutes rounds up', inHours(1.5), 'Billed within 2 hours'],
    ['a bill in exactly 24 hours', inHours(24), 'Billed within 24 hours'],
    ['a bill a minute past 24 hours shows its date', inHours(24 + 1 / 60), 'Due Nov 24, 2026'],
    ['a bill next month', '2026-12-23T18:00:00Z', 'Due Dec 23, 2026'],
  ])('%s: %s', (_name, billDate, text) => {
    expect(billDueText(billDate, now, 'UTC')).toBe(text);
  });
});

describe('trial, price-change and coupon texts', () => {
  const plan = { isTrialAvailable: true, trialStarted: false, trialDurationDays: 7, trialExpiration: null };
  it.each([
    ['a trial still to take', plan, 'after 7-day free trial'],
    ['a trial under way', { ...plan, isTrialAvailable: false, trialStarted: true, trialExpiration: '2026-11-27T18:00:00Z' }, 'free trial ends Nov 27, 2026'],
    ['no trial', { ...plan, isTrialAvailable: false }, null],
  ])('%s: %s', (_name, item, text) => {
    expect(trialText(item, 'UTC')).toBe(text);
  });

  it('offers the 7-day trial by its length', () => {
    expect(startTrialText(7)).toBe('Start your 7-day free trial');
  });

  const offered = (id: string, basePriceCents: number, trial: Pick<ProductItem, 'isTrialAvailable' | 'trialStarted' | 'trialDurationDays'> = {}) => ({ id, basePriceCents, isTrialAvailable: false, trialStarted: false, ...trial });
  it.each([
    ['Core with its trial open', [offered('airwave-fast', 0), offered('airwave-argon', 3199, { isTrialAvailable: true, trialDurationDays: 7 })], 'Start your 7-day free trial'],
    ['Core first, whatever the others offer', [offered('airwave-boron', 1999, { isTrialAvailable: true, trialDurationDays: 3 }), offered('airwave-argon', 3199, { isTrialAvailable: true, trialDurationDays: 7 })], 'Start your 7-day free trial'],
    ['the cheapest paid plan with a trial when Core has none', [offered('airwave-plus', 3999, { isTrialAvailable: true, trialDurationDays: 14 }), offered('airwave-boron', 1999, { isTrialAvailable: true, trialDurationDays: 3 }), offered('airwave-argon', 3199)], 'Start your 3-day free trial'],
    ['no trial open (used already)', [offered('airwave-argon', 3199, { isTrialAvailable: false, trialDurationDays: 7 })], null],
    ['a trial already started', [offered('airwave-argon', 3199, { isTrialAvailable: true, trialStarted: true, trialDurationDays: 7 })], null],
    ['a free plan with a trial flag', [offered('airwave-fast', 0, { isTrialAvailable: true, trialDurationDays: 7 })], null],
    ['no plans', [], null],
  ])("the upgrade offer's call to action: %s", (_name, plans, text) => {
    expect(trialCallToAction(plans, 'airwave-argon')).toBe(text);
  });

  it("announces a price change as 'Starting {date} ${price}/month'", () => {
    expect(priceChangeText({ announcementDate: '2026-11-01', effectiveDate: '2027-01-01', productId: 'airwave-argon', newPriceCents: 3499 })).toBe('Starting Jan 1, 2027 $34.99/month');
  });

  it.each([
    ['an indefinite benefit', { benefitIsIndefinite: true, benefitEffectiveUntil: null }, 'Each month'],
    ['a benefit with an end', { benefitIsIndefinite: false, benefitEffectiveUntil: '2027-02-28' }, 'Each month until Feb 28, 2027'],
  ])('%s: %s', (_name, coupon, text) => {
    expect(couponPeriodText(coupon)).toBe(text);
  });

  type PeriodDetails = Parameters<typeof couponPeriods>[0];
  const summer = { token: 'SUMMER5', benefitSummary: '$5 off each month for 3 months', benefitType: 'amount' as const, benefitIsIndefinite: false, benefitEffectiveUntil: '2027-03-01', endDate: '2027-03-01', duration: 3, unit: 'month' as const };
  const core = { id: 'airwave-argon', type: 'plan' as const, displayName: 'Airwave Core', priceCents: 2699, basePriceCents: 3199, unit: 'month' as const, unitCount: 1, discountAmountCents: 500, discountBenefit: summer.benefitSummary, nextBillAt: null };
  const bill = (recurring: boolean) => ({
    billDate: '2027-01-01T08:00:00Z',
    currentItem: { billDate: '2027-01-01T08:00:00Z', amountCents: 2699, creditAppliedCents: 0, items: [{ productId: 'airwave-argon', displayName: 'Airwave Core', chargeType: 'base' as const, amountCents: 2699, discounts: [{ token: 'SUMMER5', benefitSummary: summer.benefitSummary, amountCents: 500, recurring, benefitIsIndefinite: false, benefitEffectiveUntil: '2027-03-01' }] }] },
  });
  const cancelled: PeriodDetails = { activeCouponList: [summer], nextBillDetails: null, subscribedItems: [core], lastServiceDate: '2027-01-01', biller: 'chargebee', sponsor: null };
  it.each<[string, PeriodDetails, string | undefined]>([
    ["a recurring discount on the next bill: the bill's period", { ...cancelled, lastServiceDate: null, nextBillDetails: bill(true) }, 'Each month until Mar 1, 2027'],
    ['on the next bill but not recurring there: none', { ...cancelled, lastServiceDate: null, nextBillDetails: bill(false) }, undefined],
    ['not on the next bill (another plan\'s coupon): none', { ...cancelled, lastServiceDate: null, nextBillDetails: { ...bill(true), currentItem: { ...bill(true).currentItem, items: [] } } }, undefined],
    ['no next bill, cancelled in its paid period: the bill it would resume with', cancelled, 'Each month until Mar 1, 2027'],
    ['cancelled, the coupon ending before the bill after the one it would resume with', { ...cancelled, lastServiceDate: '2027-02-02' }, undefined],
    ['cancelled, the plan not lowered by the coupon (another plan\'s)', { ...cancelled, subscribedItems: [{ ...core, discountAmountCents: 0, discountBenefit: null }] }, undefined],
    ['no next bill, billed by a provider', { ...cancelled, biller: 'roku' }, undefined],
    ['no next bill, sponsored', { ...cancelled, sponsor: { name: 'Acme Telecom' } }, undefined],
    ['no next bill though the plan has a bill date (it changes to a free plan)', { ...cancelled, lastServiceDate: null, subscribedItems: [{ ...core, nextBillAt: '2027-01-01T08:00:00Z' }] }, undefined],
  ])("a coupon's period on the account page: %s", (_name, details, text) => {
    expect(couponPeriods(details).get('SUMMER5')).toBe(text);
  });
});

/** GET /billing/user_details of a persona, from the node mock world at the test instant. */
describe("the account page's variant", () => {
  const base = { fsmState: 'regular', isUserInBillingSystem: true, sponsor: null, isInFreeTrial: false, subscribedItems: [] } as const satisfies Parameters<typeof accountVariant>[0];
  const plan = { id: 'airwave-argon', type: 'plan', displayName: 'Airwave Core', priceCents: 3199, basePriceCents: 3199, unit: 'month', unitCount: 1 } as const satisfies ProductItem;
  const addOn = { ...plan, id: 'starz', type: 'add-on', displayName: 'STARZ' } as const satisfies ProductItem;
  const sponsor = { name: 'Acme', url: null } satisfies NonNullable<UserDetails['sponsor']>;
  const pendingChange = { productId: 'airwave-fast', displayName: 'Free Channels', effectiveDate: '2026-12-01' } satisfies NonNullable<ProductItem['pendingChange']>;
  it.each<[string, Parameters<typeof accountVariant>[0], AccountVariant]>([
    ['a deleted account is removed, before anything else', { ...base, fsmState: 'deleted', isUserInBillingSystem: false }, 'removed'],
    ['an account the billing system has not created yet', { ...base, isUserInBillingSystem: false, fsmState: 'blocked' }, 'billing-delayed'],
    ['support investigating', { ...base, fsmState: 'blocked', sponsor }, 'support-investigating'],
    ['a sponsor, even when deactivated', { ...base, fsmState: 'deactivated', sponsor }, 'sponsored'],
    ['deactivated', { ...base, fsmState: 'deactivated' }, 'deactivated'],
    ['each delinquent state', { ...base, fsmState: 'delinquent_no_access', isInFreeTrial: true }, 'delinquent'],
    ['departing', { ...base, fsmState: 'departing', isInFreeTrial: true }, 'departing'],
    ['a free trial', { ...base, isInFreeTrial: true, subscribedItems: [{ ...plan, pendingChange }] }, 'trial'],
    ['a plan change waiting for the next bill', { ...base, subscribedItems: [{ ...plan, pendingChange }, { ...addOn, departingAt: '2026-12-01' }] }, 'plan-changed'],
    ['an add-on leaving at a date', { ...base, subscribedItems: [plan, { ...addOn, departingAt: '2026-12-01' }] }, 'addon-departing'],
    ['otherwise regular', { ...base, subscribedItems: [plan, addOn] }, 'regular'],
  ])('%s', (_name, details, variant) => {
    expect(accountVariant(details)).toBe(variant);
  });

  it.each<[PersonaId, AccountVariant]>([
    ['core-subscriber', 'regular'],
    ['trial', 'trial'],
    ['delinquent', 'delinquent'],
    ['departing', 'departing'],
    ['deactivated', 'deactivated'],
    ['sponsored', 'sponsored'],
    ['support-pending', 'support-investigating'],
    ['billing-delayed', 'billing-delayed'],
    ['roku-billed', 'regular'],
    ['amazon-billed', 'regular'],
    ['plan-changed', 'plan-changed'],
    ['addon-departing', 'addon-departing'],
    ['removed', 'removed'],
    ['deleted', 'removed'],
    ['apple-billed', 'regular'],
    ['legacy-plan', 'regular'],
    ['sponsored-deactivated', 'sponsored'],
    ['support-agent', 'regular'],
  ])('the mock persona %s shows the %s variant', async (persona, variant) => {
    expect(accountVariant(await userDetails(persona))).toBe(variant);
  });
});

describe('what an account is offered', () => {
  it('a card-billed subscriber may cancel and replace the card, not remove it', async () => {
    const details = await userDetails('core-subscriber');
    expect(canCancelSubscription(details)).toBe(true);
    expect(paymentActions(details)).toEqual({ retry: false, replace: true, remove: false, manageWith: null });
    expect(switchToDirectOffer(details)).toBeNull();
  });

  it('a trial subscriber may cancel', async () => {
    expect(canCancelSubscription(await userDetails('trial'))).toBe(true);
  });

  it('a delinquent subscriber may retry the payment', async () => {
    expect(paymentActions(await userDetails('delinquent'))).toMatchObject({ retry: true, replace: true });
  });

  it('a departing subscriber may remove the card and cannot cancel again', async () => {
    const details = await userDetails('departing');
    expect(canCancelSubscription(details)).toBe(false);
    expect(paymentActions(details).remove).toBe(details.paymentMethod !== null);
  });

  it("a Roku-billed Core subscriber manages payment with Roku and is offered direct billing with 'Save $4/month'", async () => {
    const details = await userDetails('roku-billed');
    expect(paymentActions(details)).toEqual({ retry: false, replace: false, remove: false, manageWith: 'roku' });
    expect(switchToDirectOffer(details)).toEqual({ label: 'Switch to Airwave billing', saving: 'Save $4/month' });
  });

  it('an Amazon-billed subscriber never sees Cancel; another price gets the switch without a saving', async () => {
    const details = await userDetails('roku-billed');
    const amazon = await userDetails('amazon-billed');
    expect(canCancelSubscription(amazon)).toBe(false);
    expect(switchToDirectOffer(amazon)).toEqual({ label: 'Switch to Airwave billing', saving: null });
    expect(switchToDirectOffer({ ...details, hasContentAccess: false })).toBeNull();
  });

  it("a sponsored account is offered 'Switch to Airwave billing' only once deactivated", async () => {
    const details = await userDetails('sponsored');
    expect(switchToDirectOffer(details)).toBeNull();
    expect(switchToDirectOffer({ ...details, fsmState: 'deactivated' })).toEqual({ label: 'Switch to Airwave billing', saving: null });
  });

  it.each([
    [{ kind: 'card', brand: 'visa', walletKind: null, last4: '4242' } as const, 'Visa ending in 4242'],
    [{ kind: 'card', brand: 'american_express', walletKind: null, last4: '0005' } as const, 'American Express ending in 0005'],
    [{ kind: 'wallet', brand: null, walletKind: 'google_pay', last4: null } as const, 'Google Pay'],
    [{ kind: 'wallet', brand: null, walletKind: 'apple_pay', last4: null } as const, 'Apple Pay'],
    [{ kind: 'cashapp', brand: null, walletKind: null, last4: null } as const, 'Cash App Pay'],
    [{ kind: 'link', brand: null, walletKind: null, last4: null } as const, 'Link Pay'],
  ])('a payment method is named %#: %s', (method, label) => {
    expect(paymentMethodLabel(method)).toBe(label);
  });

  it.each([
    ['valid', null],
    ['expiring', 'Payment expiring'],
    ['expired', 'Payment expired'],
    [null, null],
  ] as const)("a %s payment method's status text: %s", (status, text) => {
    expect(paymentStatusText(status)).toBe(text);
  });
});

describe('account page texts', () => {
  it('says when a removed account was removed, or only that it was', () => {
    expect(accountRemovedText('2026-10-02T15:00:00Z', 'UTC')).toBe('Your account was removed on Oct 2, 2026.');
    expect(accountRemovedText(null)).toBe('Your account was removed.');
  });
});

describe('the outage-credit landing pages', () => {
  it.each([
    ['success', 'Your discount has been successfully claimed.', 'account'],
    ['ineligible', 'This account does not appear to be eligible.', 'sign-in'],
    ['expired', 'This offer has expired, please contact support if you believe this is an error.', 'support'],
    ['error', 'We were unable to claim your discount. Please contact support and we will apply it for you.', 'support'],
  ] as const)('%s says %s and leads to %s', (outcome, text, action) => {
    const view = creditOutcomeView(outcome);
    expect(view.paragraphs).toContain(text);
    expect(view.action.kind).toBe(action);
    // Every outcome but the expired offer apologises for the outage.
    expect(view.paragraphs.includes(CREDIT_APOLOGY)).toBe(outcome !== 'expired');
  });
});

describe('the cancel survey', () => {
  const run = (...events: CancelSurveyEvent[]) => events.reduce(cancelSurveyReducer, EMPTY_SURVEY);
  const reason = (id: CancelReasonId): CancelSurveyEvent => ({ type: 'choose-reason', id });
  const choose = (id: CancelReasonId): CancelSurveyEvent => ({ type: 'choose-answer', id });
  const check = (id: CancelReasonId, checked = true): CancelSurveyEvent => ({ type: 'toggle-answer', id, checked });

  it.each<[string, CancelSurveyEvent[], number]>([
    ['no reason asks for no text', [], 0],
    ['too expensive asks for none', [reason('35')], 0],
    ['not enough to watch: 280 characters', [reason('32')], 280],
    ['other: 280', [reason('38')], 280],
    ['switching, before a service is named: none', [reason('36')], 0],
    ['switching to a named service: none', [reason('36'), choose('36.5')], 0],
    ['switching to another service: 40', [reason('36'), choose('36.6')], 40],
    ['missing features, before saying what: none', [reason('33')], 0],
    ['missing apps for devices: none', [reason('33'), choose('33.1'), check('33.3')], 0],
    ['missing features in the app: 140', [reason('33'), choose('33.2')], 140],
    ['video or audio issues named: none', [reason('30'), check('30.1'), check('30.8')], 0],
    ['video or audio issues, something else: 140', [reason('30'), check('30.1'), check('30.9')], 140],
  ])('%s', (_name, events, limit) => {
    expect(textLimit(run(...events))).toBe(limit);
  });

  it.each<[string, CancelSurveyEvent[], string[], string[]]>([
    ['a reason without sub-answers asks nothing more', [reason('17')], [], []],
    ['switching asks which service', [reason('36')], ['Which service are you switching to?'], []],
    ['missing features asks what is missing', [reason('33')], ['What is missing?'], []],
    ['apps for more devices asks which devices', [reason('33'), choose('33.1')], ['What is missing?', 'Which devices?'], ['33.1']],
    ['devices are chosen any number at a time', [reason('33'), choose('33.1'), check('33.5'), check('33.3'), check('33.6')], ['What is missing?', 'Which devices?'], ['33.1', '33.3', '33.5', '33.6']],
    ['a device can be unchecked', [reason('33'), choose('33.1'), check('33.3'), check('33.4'), check('33.3', false)], ['What is missing?', 'Which devices?'], ['33.1', '33.4']],
    ['33.2 clears the device sub-answers (LG, Vizio, Xbox, Other)', [reason('33'), choose('33.1'), check('33.3'), check('33.4'), check('33.5'), check('33.6'), choose('33.2')], ['What is missing?'], ['33.2']],
    ['back to apps after 33.2, the devices start empty', [reason('33'), choose('33.1'), check('33.5'), choose('33.2'), choose('33.1')], ['What is missing?', 'Which devices?'], ['33.1']],
    ['a device before apps for more devices is chosen is ignored', [reason('33'), check('33.3')], ['What is missing?'], []],
    ['video or audio issues take several answers, in the order offered', [reason('30'), check('30.9'), check('30.2'), check('30.1')], ['What went wrong?'], ['30.1', '30.2', '30.9']],
    ['one service at a time', [reason('36'), choose('36.1'), choose('36.4')], ['Which service are you switching to?'], ['36.4']],
    ['a sub-answer of another reason is ignored', [reason('35'), choose('36.1'), check('30.1')], [], []],
    ['another reason starts afresh', [reason('30'), check('30.1'), reason('33')], ['What is missing?'], []],
  ])('%s', (_name, events, questions, secondary) => {
    const survey = run(...events);
    expect(openQuestions(survey).map((question) => question.question)).toEqual(questions);
    expect(survey.secondary).toEqual(secondary);
  });

  it('cuts typed text to the limit in force, and drops it with the answer that asked for it', () => {
    const typed = run(reason('36'), choose('36.6'), { type: 'type', text: 'x'.repeat(50) });
    expect(typed.text).toHaveLength(40);
    expect(cancelSurveyReducer(typed, reason('38'))).toEqual({ primary: '38', secondary: [], text: '' });
    expect(cancelSurveyReducer(typed, choose('36.2')).text).toBe('');
    const other = run(reason('30'), check('30.9'), { type: 'type', text: 'Stutters at half time' });
    // Another issue checked keeps the text; unchecking 'Something else' drops it.
    expect(cancelSurveyReducer(other, check('30.4')).text).toBe('Stutters at half time');
    expect(cancelSurveyReducer(other, check('30.9', false)).text).toBe('');
    expect(run(reason('33'), choose('33.2'), { type: 'type', text: 'Offline downloads' }, choose('33.1')).text).toBe('');
  });

  it.each<[string, CancelSurveyEvent[], ReturnType<typeof departRequest>]>([
    ['nothing answered: no survey', [], { survey_submitted: false }],
    ['a reason alone', [reason('35')], { survey_submitted: true, poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answerId: '35', answerIds: ['35'] } }],
    [
      'a service named',
      [reason('36'), choose('36.2')],
      { survey_submitted: true, poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answerId: '36', answerIds: ['36', '36.2'] } },
    ],
    [
      'apps for two devices',
      [reason('33'), choose('33.1'), check('33.5'), check('33.3')],
      { survey_submitted: true, poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answerId: '33', answerIds: ['33', '33.1', '33.3', '33.5'] } },
    ],
    [
      'issues with text',
      [reason('30'), check('30.1'), check('30.9'), { type: 'type', text: ' Stutters ' }],
      { survey_submitted: true, poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answer: 'Stutters', answerId: '30', answerIds: ['30', '30.1', '30.9'] } },
    ],
    [
      'a reason with text, trimmed',
      [reason('38'), { type: 'type', text: '  Moving abroad ' }],
      { survey_submitted: true, poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answer: 'Moving abroad', answerId: '38', answerIds: ['38'] } },
    ],
  ])('the cancel call with %s', (_name, events, body) => {
    expect(departRequest(run(...events))).toEqual(body);
  });

  it("offers the services shuffled, 'Another service' last", () => {
    const fixed = shuffledServices(() => 0);
    expect(fixed.at(-1)).toMatchObject({ id: '36.6', label: 'Another service' });
    expect(fixed.map((service) => service.id).sort()).toEqual(['36.1', '36.2', '36.3', '36.4', '36.5', '36.6']);
    expect(shuffledServices(() => 0.99).map((service) => service.label)).not.toEqual(fixed.map((service) => service.label));
  });

  it.each<[string, CancelReasonId[], string | null]>([
    ['no answer', [], null],
    ['a reason alone', ['17'], 'Too many ads'],
    ['a service', ['36', '36.3'], 'I’m switching to another service: Spectrum'],
    ['apps for devices', ['33', '33.1', '33.3', '33.5'], 'Missing features: Apps for more devices (LG, Xbox)'],
    ['features in the app', ['33', '33.2'], 'Missing features: Features in the app'],
    ['several issues', ['30', '30.1', '30.8'], 'Video or audio issues: Buffering or freezing, Casting to my TV'],
  ])('billing history names %s in words', (_name, ids, text) => {
    expect(cancelReasonSummary(ids)).toBe(text);
  });
});

describe('the reactivation page', () => {
  const channel = (channelId: string, displayName: string) => ({ channelId, displayName });
  const plan = (id: string, priceCents: number, extra: Partial<ProductItem> = {}): ProductItem => ({ id, type: 'plan', displayName: id, priceCents, basePriceCents: priceCents, unit: 'month', unitCount: 1, ...extra });
  const free = plan('airwave-fast', 0, { displayName: 'Free Channels', freeChannels: [channel('ch-b', 'Bravo Free'), channel('ch-a', 'Alpha Free')] });
  const core = plan('airwave-argon', 3199, { displayName: 'Airwave Core', channels: [channel('ch-c', 'Charlie'), channel('ch-a', 'Alpha Free')] });
  const legacy = plan('airwave-2021', 2499, { displayName: 'Airwave Legacy' });
  const starz = { ...plan('starz', 899), type: 'add-on' as const, channels: [channel('ch-s', 'STARZ')] };

  it.each([
    ['free channels versus Core', [free, legacy, core], 'airwave-fast', ['airwave-argon']],
    ['the paid plans when Core cannot be chosen', [free, legacy], 'airwave-fast', ['airwave-2021']],
    ['no Watch Free without a free plan', [core], null, ['airwave-argon']],
  ] as const)('offers %s', (_name, selectablePlans, freeId, paidIds) => {
    const plans = reactivationPlans({ selectablePlans: [...selectablePlans] });
    expect(plans.free?.id ?? null).toBe(freeId);
    expect(plans.paid.map((item) => item.id)).toEqual(paidIds);
  });

  it('lists the lineup by tab, sorted by name, hiding empty tabs', () => {
    const tabs = lineupTabs({ selectablePlans: [free, core], selectableAddons: [starz] }, new Set(['ch-c', 'ch-zzz']));
    expect(tabs.map((tab) => [tab.id, tab.title, tab.channels.map((item) => item.displayName)])).toEqual([
      ['all', 'All channels', ['Alpha Free', 'Bravo Free', 'Charlie', 'STARZ']],
      ['favorites', 'My Favorites', ['Charlie']],
      ['free', 'Free Channels', ['Alpha Free', 'Bravo Free']],
      ['core', 'Airwave Core', ['Alpha Free', 'Charlie']],
      ['add-ons', 'Add-Ons', ['STARZ']],
    ]);
    expect(lineupTabs({ selectablePlans: [core], selectableAddons: [] }, new Set()).map((tab) => tab.id)).toEqual(['all', 'core']);
  });

  it('greets by name and says when the subscription was canceled', () => {
    expect(welcomeBackText('Jordan Rivera')).toBe('Welcome back, Jordan Rivera!');
    expect(welcomeBackText(null)).toBe('Welcome back!');
    expect(canceledOnText('2026-11-06')).toBe('Your subscription was canceled on Nov 6, 2026.');
    expect(canceledOnText(null)).toBe('Your subscription was canceled.');
  });

  it('moves between tabs with the arrows, Home and End', () => {
    expect([tabKeyTarget('ArrowRight', 4, 5), tabKeyTarget('ArrowLeft', 0, 5), tabKeyTarget('Home', 3, 5), tabKeyTarget('End', 0, 5), tabKeyTarget('Enter', 2, 5)]).toEqual([0, 4, 0, 4, null]);
  });
});

describe('the promo code form', () => {
  const typed = (code: string) => promoFormReducer(EMPTY_PROMO, { type: 'typed', code });
  it.each([
    ['an empty field is empty, Apply off', '', 'empty'],
    ['blanks are empty too', '   ', 'empty'],
    ['a typed code waits for its check', 'SUMMER5', 'pending'],
  ] as const)('%s', (_name, code, status) => {
    expect(typed(code).status).toBe(status);
    expect(canApplyPromo(typed(code))).toBe(false);
  });

  it('becomes valid with its benefit lines, or invalid with the reason; an answer for an older code is dropped', () => {
    const valid = promoFormReducer(typed(' SUMMER5 '), { type: 'checked', token: 'SUMMER5', check: { kind: 'valid', details: ['$5 off each month for 3 months'] } });
    expect(valid).toMatchObject({ status: 'valid', details: ['$5 off each month for 3 months'], error: null });
    expect(canApplyPromo(valid)).toBe(true);
    const stale = promoFormReducer(typed('SUMMER'), { type: 'checked', token: 'SUMM', check: { kind: 'valid', details: [] } });
    expect(stale.status).toBe('pending');
    const invalid = promoFormReducer(typed('SPRING24'), { type: 'checked', token: 'SPRING24', check: { kind: 'invalid', message: 'This code has expired, double check your entry.' } });
    expect(invalid).toMatchObject({ status: 'invalid', details: [], error: 'This code has expired, double check your entry.' });
    expect(canApplyPromo(invalid)).toBe(false);
    // A failed apply keeps the code, shows why and turns Apply off until the code changes.
    const failed = promoFormReducer(valid, { type: 'apply-failed', message: 'Oops! Failed to apply your coupon.' });
    expect(failed).toMatchObject({ code: ' SUMMER5 ', error: 'Oops! Failed to apply your coupon.' });
    expect(canApplyPromo(failed)).toBe(false);
    expect(canApplyPromo(promoFormReducer(failed, { type: 'typed', code: 'WELCOME10' }))).toBe(false);
  });

  it.each<[string, BillingOutcome<OfferDetails>, OfferCheck]>([
    ['a usable code', { kind: 'success', result: { token: 'SUMMER5', type: 'coupon', detailsList: ['a', 'b'], errorMessage: null } }, { kind: 'valid', details: ['a', 'b'] }],
    ['a code that cannot be used', { kind: 'success', result: { token: 'SPRING24', detailsList: [], errorMessage: 'This code has expired' } }, { kind: 'invalid', message: 'This code has expired, double check your entry.' }],
    ['an answer with neither benefits nor a reason', { kind: 'success', result: { token: 'X', detailsList: [], errorMessage: null } }, { kind: 'invalid', message: 'Invalid or expired offer.' }],
    ['a check the server failed', { kind: 'failure', message: '500: Internal Server Error', httpStatus: 500 }, { kind: 'invalid', message: 'Oops! Failed to load information about your redemption code.', detail: '500: Internal Server Error' }],
    ['a check with no answer', { kind: 'failure', message: 'Failed to fetch' }, { kind: 'invalid', message: 'Oops! Failed to load information about your redemption code.', detail: 'Failed to fetch' }],
    ['a failure naming no error', { kind: 'failure', message: 'Oops! Failed to load information about your redemption code.' }, { kind: 'invalid', message: 'Oops! Failed to load information about your redemption code.' }],
  ])('reads %s', (_name, outcome, check) => {
    expect(offerCheckOf(outcome)).toEqual(check);
  });

  // Decision 0007: VIB… and TMO… codes, optionally prefixed P, in any case, are partner codes (no card first).
  it.each([
    ['TMOCORE12', true],
    ['tmo-x', true],
    [' PTMO5 ', true],
    ['VIBE2027', true],
    ['pvib1', true],
    ['XTMO', false],
    ['P-VIB', false],
    ['TM0', false],
    ['PP TMO', false],
    ['WELCOME10', false],
    ['', false],
  ])('%j is a partner code: %s', (token, partner) => {
    expect(isPartnerCode(token)).toBe(partner);
  });
});
