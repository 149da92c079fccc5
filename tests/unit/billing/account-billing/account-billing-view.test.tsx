// @vitest-environment jsdom
/**
 * The Account and Billing page through the REST provider, the app's clients and the mock world in node (MSW):
 * each billing persona's variant as a viewer reads it, and a failed read with its text and Try again.
 */
import { within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { AccountBillingView } from '../../../../app/features/billing/account-billing/AccountBillingView.tsx';
import type { UserDetails } from '../../../../app/features/billing/core/logic/types.ts';
import { valueAt } from '../../../../common/openapi/contracts.ts';
import type { PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../../support/clock.ts';
import { billingViewHarness, ORIGIN } from '../billing-view-harness.tsx';
import { userDetails } from '../persona-details.ts';

const view = billingViewHarness();
const { server, waitFor, waitForText, click } = view;

function render(persona: PersonaId, session = `billing-${persona}`) {
  view.render(<AccountBillingView title="Account" now={() => TEST_NOW} />, { persona, session });
}

/** The page's text once it has loaded (no longer busy). */
async function loadedText(): Promise<string> {
  const page = await waitFor(() => {
    const section = view.container.querySelector('section.billing-page');
    return section && section.getAttribute('aria-busy') !== 'true' ? section : null;
  }, 'the loaded page');
  return page.textContent ?? '';
}

describe('the Account and Billing page', () => {
  it('shows a subscriber the plan, the next bill, the card, add-ons and billing history', async () => {
    render('core-subscriber');
    const text = await loadedText();
    expect(Array.from(view.container.querySelectorAll('h2'), (heading) => heading.textContent)).toEqual(['Your Airwave Subscription', 'Payment', 'Add-Ons', 'Billing History']);
    expect(text).toContain('Airwave Core');
    expect(text).toMatch(/\$\d+\.\d\d\/month/);
    expect(text).toMatch(/Due [A-Z][a-z]{2} \d{1,2}, \d{4}|Billed within \d+ hours?/);
    expect(text).toContain('Visa ending in');
    expect(text).toContain('Upgrade your plan anytime you wish, no contract needed.');
    expect(text).toContain('Amounts include taxes, where applicable.');
    expect(view.container.querySelector('a[href="/support"]')?.textContent).toBe('Questions? We can help!');
  });

  it.each<[PersonaId, string[]]>([
    ['trial', ['free trial ends']],
    ['delinquent', ['There is a problem with your current payment.']],
    ['departing', ['Your subscription has been canceled. You can keep watching until', 'If you resume, nothing is charged now and your subscription bills again on its next bill date:', '$37.98']],
    ['roku-billed', ['Your payment is managed by Roku.', 'Switch to Airwave billing', 'Save $4/month']],
    ['sponsored', ['Your subscription is provided by']],
    ['billing-delayed', ['Our billing system is taking a nap right now.']],
    ['support-pending', ['Your account page is temporarily unavailable']],
    ['plan-changed', ['Your plan changes to Free Channels on']],
    ['addon-departing', ['MGM+ ends on']],
    ['removed', ['Your account was removed on', 'Contact support']],
    ['amazon-billed', ['Your payment is managed by Amazon.', 'Switch to Airwave billing']],
    ['deleted', ['Your account was removed.', 'Contact support']],
    ['apple-billed', ['Your payment is managed by Apple.', 'Switch to Airwave billing', 'Cancel my subscription']],
    ['legacy-plan', ['Airwave Legacy', '$24.99/month', 'Visa ending in 4242', 'Cancel my subscription']],
    ['sponsored-deactivated', ['Your subscription is provided by Acme Telecom', 'Switch to Airwave billing']],
    ['support-agent', ['Free Channels', 'Billing History']],
  ])('the %s persona reads its variant', async (persona, texts) => {
    render(persona);
    await loadedText();
    // Some parts read more once the page is drawn (what resuming bills).
    for (const expected of texts) await waitForText(expected);
  });

  it('shows the coupons in effect with their period, the promotional credit left, and the next bill as the server priced it', async () => {
    render('core-subscriber', 'billing-money');
    const text = await loadedText();
    const coupons = view.container.querySelector('.billing-coupons');
    expect(coupons?.textContent).toMatch(/^SUMMER5 \$5 off each month for 3 months · Each month until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    expect(text).toContain('Promotional credit: $5.00, applied across your bills until used.');
    // The plan at its price after the coupon, and the bill's lines with the coupon and the credit it uses.
    expect(view.container.querySelector('.billing-plan')?.textContent).toContain('$26.99/month');
    const bill = view.container.querySelector('.billing-bill');
    expect(bill?.querySelector('strong')?.textContent).toBe('$27.98');
    expect(Array.from(bill?.querySelectorAll('.billing-line-row') ?? [], (row) => row.textContent)).toEqual(['Airwave Core$26.99', 'MGM+$5.99', 'Promotional credit-$5.00']);
    expect(bill?.querySelector('.billing-discount')?.textContent).toMatch(/^Includes SUMMER5, saving \$5\.00: \$5 off each month for 3 months · Each month until /);
  });

  it("shows the bill's lines under 'Bill details', the kit's disclosure: a closed button that Enter and Space open and close", async () => {
    render('core-subscriber', 'billing-bill-details');
    await loadedText();
    const bill = view.container.querySelector('.billing-bill');
    if (!(bill instanceof HTMLElement)) throw new Error('no bill');
    // No browser-default <details>: a button named 'Bill details' that says whether it is open and what it shows.
    expect(bill.querySelector('details, summary')).toBeNull();
    const toggle = within(bill).getByRole('button', { name: 'Bill details' });
    const lines = bill.querySelector('.billing-lines');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(lines?.closest('[hidden]')).not.toBeNull();
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')?.contains(lines ?? null)).toBe(true);

    const user = userEvent.setup();
    toggle.focus();
    await user.keyboard('{Enter}');
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(lines?.closest('[hidden]')).toBeNull();
    expect(within(bill).getAllByRole('listitem').map((item) => item.querySelector('.billing-line-row')?.textContent)).toEqual(['Airwave Core$26.99', 'MGM+$5.99', 'Promotional credit-$5.00']);
    await user.keyboard(' ');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(lines?.closest('[hidden]')).not.toBeNull();
    expect(document.activeElement).toBe(toggle);
  });

  it('redeeming WELCOME10 on the account page lowers the plan’s price and the next bill, and lists the coupon', async () => {
    render('core-subscriber', 'billing-welcome10');
    await loadedText();
    const billBefore = view.container.querySelector('.billing-bill strong')?.textContent;
    const field = await waitFor(() => Array.from(view.container.querySelectorAll<HTMLInputElement>('.promo-form input')).find((input) => input.labels?.[0]?.textContent === 'Promo code'), 'the promo code field');
    typeInto(field, 'WELCOME10');
    await waitFor(() => view.button('Apply', view.container.querySelector('.promo-form') ?? view.container)?.disabled === false, 'Apply enabled');
    click('Apply', view.container.querySelector('.promo-form') ?? view.container);
    await waitFor(() => (view.container.querySelector('.billing-coupons')?.textContent ?? '').includes('WELCOME10'), 'WELCOME10 among the coupons');
    expect(view.container.querySelector('.billing-coupons')?.textContent).toMatch(/WELCOME10 10% off each month for 3 months · Each month until [A-Z][a-z]{2} \d{1,2}, \d{4}/);
    expect(view.container.querySelector('.billing-plan')?.textContent).toContain('$23.79/month');
    expect(view.container.querySelector('.billing-bill strong')?.textContent).toBe('$24.78');
    expect(billBefore).toBe('$27.98');
  });

  it('a coupon for one bill (OUTAGE10) lowers the next bill only: the plan keeps its price per month and the coupon says no "Each month"', async () => {
    render('core-subscriber', 'billing-outage10');
    await loadedText();
    const cents = (text: string | null | undefined) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
    const planBefore = view.container.querySelector('.billing-plan')?.textContent;
    const billBefore = cents(view.container.querySelector('.billing-bill strong')?.textContent);
    const field = await waitFor(() => Array.from(view.container.querySelectorAll<HTMLInputElement>('.promo-form input')).find((input) => input.labels?.[0]?.textContent === 'Promo code'), 'the promo code field');
    typeInto(field, 'OUTAGE10');
    await waitFor(() => view.button('Apply', view.container.querySelector('.promo-form') ?? view.container)?.disabled === false, 'Apply enabled');
    click('Apply', view.container.querySelector('.promo-form') ?? view.container);
    await waitFor(() => (view.container.querySelector('.billing-coupons')?.textContent ?? '').includes('OUTAGE10'), 'OUTAGE10 among the coupons');
    const coupons = Array.from(view.container.querySelectorAll('.billing-coupons li'), (item) => item.textContent ?? '');
    expect(coupons).toContain('OUTAGE10 $10 off your next bill');
    expect(coupons.find((coupon) => coupon.startsWith('SUMMER5'))).toMatch(/^SUMMER5 \$5 off each month for 3 months · Each month until [A-Z][a-z]{2} \d{1,2}, \d{4}$/);
    await waitFor(() => cents(view.container.querySelector('.billing-bill strong')?.textContent) === billBefore - 1000 || null, 'the next bill $10.00 lower');
    expect(planBefore).toMatch(/\/month/);
    expect(view.container.querySelector('.billing-plan')?.textContent).toBe(planBefore);
  });

  it('says an announced price change under the plan it is for', async () => {
    render('core-subscriber', 'billing-price-change');
    await loadedText();
    expect(view.container.querySelector('.billing-plan')?.textContent).toMatch(/Starting [A-Z][a-z]{2} \d{1,2}, \d{4} \$34\.99\/month/);
  });

  it('never says a price change under another plan', async () => {
    // The contract's example account (a Core price change announced) moved to Airwave Plus.
    const example = valueAt('billing', ['paths', '/billing/user_details', 'get', 'responses', '200', 'content', 'application/json', 'examples', 'directRegular', 'value']) as { result: UserDetails };
    const onPlus: UserDetails = {
      ...example.result,
      subscribedItems: [{ id: 'airwave-plus', type: 'plan', displayName: 'Airwave Plus', priceCents: 4499, basePriceCents: 4499, unit: 'month', unitCount: 1 }],
    };
    expect(onPlus.priceChange?.productId).toBe('airwave-argon');
    server.use(http.get(`${ORIGIN}/billing/user_details`, () => HttpResponse.json({ success: true, result: onPlus })));
    render('core-subscriber', 'billing-price-change-other-plan');
    const text = await loadedText();
    expect(view.container.querySelector('.billing-plan')?.textContent).toBe('Airwave Plus$44.99/month');
    expect(text).not.toContain('Starting');
  });

  it("links a provider-billed account to the provider's own pages: Roku's subscriptions; Vizio's subscriptions and payment methods", async () => {
    render('roku-billed');
    await loadedText();
    const links = () => Array.from(view.container.querySelectorAll('.billing-provider-links a'), (link) => [link.textContent, link.getAttribute('href')]);
    expect(links()).toEqual([['Manage your subscription with Roku', 'https://my.roku.com/account/subscriptions']]);

    // No persona is billed by Vizio: the same account, as a Vizio-billed one would read.
    const vizio = { ...(await userDetails('roku-billed')), biller: 'vizio' as const };
    server.use(http.get(`${ORIGIN}/billing/user_details`, () => HttpResponse.json({ success: true, result: vizio })));
    render('roku-billed', 'billing-vizio');
    await waitForText('Your payment is managed by Vizio.');
    expect(links()).toEqual([
      ['Manage your subscription with Vizio', 'https://www.vizio.com/account/subscriptions'],
      ['Update your payment method with Vizio', 'https://www.vizio.com/account/payment-methods'],
    ]);
  });

  it('says so when the account cannot be read, and reads it again on Try again', async () => {
    let calls = 0;
    server.use(
      http.get(`${ORIGIN}/billing/user_details`, () => {
        calls += 1;
        return calls === 1 ? HttpResponse.json({ success: false }, { status: 200 }) : undefined;
      }),
    );
    render('core-subscriber');
    expect(await loadedText()).toContain('Oops! Unable to load your account information. Please try again later.');
    Array.from(view.container.querySelectorAll('button')).find((button) => button.textContent === 'Try again')?.click();
    await waitForText('Billing History');
    expect(view.container.textContent).toContain('Billing History');
    expect(calls).toBe(2);
  });

  it('cancels through the survey, says so, and offers the resume that undoes it', async () => {
    const departs: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/billing/depart')) void request.clone().json().then((body: unknown) => departs.push(body));
    });
    render('core-subscriber', 'billing-cancel');
    await loadedText();
    click('Cancel my subscription');
    await waitForText('Why are you canceling?');
    choose('I’m switching to another service');
    await waitForText('Which service are you switching to?');
    choose('Another service');
    const text = view.container.querySelector<HTMLTextAreaElement>('textarea');
    if (!text) throw new Error('no text field for the other service');
    expect(text.maxLength).toBe(40);
    type(text, 'A service with a very long name that goes on and on');
    await waitForText('40/40');
    click('Cancel subscription');
    await waitForText('Watch Free Channels');
    expect(departs).toEqual([
      { survey_submitted: true, poll: { name: 'cancellation_reason', question: 'Why are you canceling?', questionId: 0, answer: 'A service with a very long name that goe', answerId: '36', answerIds: ['36', '36.6'] } },
    ]);
    click('Return to Account');
    await waitForText('Your subscription has been canceled. You can keep watching until');
    // Leaving the opt-in without choosing enrolled the viewer in the free plan.
    await waitForText('After that, you can keep watching free channels at no cost.');
    click('Resume my subscription');
    await waitFor(() => !(view.container.textContent ?? '').includes('You can keep watching until') && (view.container.textContent ?? '').includes('Cancel my subscription'), 'the resumed subscription');
  });

  it('offers only Return to Account when no free plan is on offer, and leaving then enrolls no one', async () => {
    const enrollments: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/api/graphql')) enrollments.push(request.url);
    });
    // Plans on offer without a free one (only what the canceled screen reads of the answer).
    server.use(http.get(`${ORIGIN}/billing/signup_details`, () => HttpResponse.json({ success: true, result: { selectablePlans: [] } })));
    render('core-subscriber', 'billing-cancel-no-free-plan');
    await loadedText();
    click('Cancel my subscription');
    await waitForText('Why are you canceling?');
    click('Cancel subscription');
    await waitForText('Your subscription has been canceled');
    await waitFor(() => view.container.querySelector('.cancel-flow button'), 'the canceled screen');
    expect(Array.from(view.container.querySelectorAll('.cancel-flow button'), (button) => button.textContent)).toEqual(['Return to Account']);
    click('Return to Account');
    await waitForText('Resume my subscription');
    expect(enrollments).toEqual([]);
    click('Resume my subscription');
    await waitFor(() => (view.container.textContent ?? '').includes('Cancel my subscription'), 'the resumed subscription');
  });

  it('moves focus into the survey and the add-on screens, which replace the page, and back to the button that opened them, or to the title once a cancel changed the page', async () => {
    render('core-subscriber', 'billing-focus');
    await loadedText();
    const focused = () => document.activeElement?.textContent?.trim();
    click('Cancel my subscription');
    await waitFor(() => focused() === 'Cancel your Airwave subscription' || null, 'focus on the survey title');
    click('Keep my subscription');
    await waitFor(() => focused() === 'Cancel my subscription' || null, 'focus back on Cancel my subscription');
    click('Add-on extension');
    await waitFor(() => focused() === 'Add-on extension' || null, 'focus on the add-on screen title');
    click('Return to Account');
    await waitFor(() => focused() === 'Add-on extension' && document.activeElement?.tagName === 'BUTTON' || null, 'focus back on Add-on extension');
    click('Cancel my subscription');
    await waitForText('Why are you canceling?');
    click('Cancel subscription');
    await waitFor(() => focused() === 'Your subscription has been canceled' || null, 'focus on the canceled title');
    click('Return to Account');
    await waitFor(() => document.activeElement?.id === 'page-title' || null, 'focus on the page title');
    // Resume goes once the subscription is resumed: focus goes to the page's title, not to the document.
    const resume = await waitFor(() => Array.from(view.container.querySelectorAll('button')).find((button) => button.textContent === 'Resume my subscription') ?? null, 'Resume my subscription');
    resume.focus();
    click('Resume my subscription');
    await waitForText('Cancel my subscription');
    await waitFor(() => document.activeElement?.id === 'page-title' || null, 'focus on the page title once resumed');
  });

  it('keeps the answers and says so when the cancel call fails', async () => {
    server.use(http.post(`${ORIGIN}/billing/depart`, () => HttpResponse.json({ success: false })));
    render('core-subscriber', 'billing-cancel-fails');
    await loadedText();
    click('Cancel my subscription');
    await waitForText('Why are you canceling?');
    choose('Other');
    type(await waitFor(() => view.container.querySelector<HTMLTextAreaElement>('textarea'), 'the text field'), 'Moving abroad');
    click('Cancel subscription');
    await waitForText('Failed to cancel your subscription.');
    expect(view.container.querySelector('textarea')?.value).toBe('Moving abroad');
  });
  it("opens 'Data Update in Progress' with the answer's message when the cancel call says the page is stale, and shows no failure in place", async () => {
    server.use(http.post(`${ORIGIN}/billing/depart`, () => HttpResponse.json({ success: false, stale: true, errors: [{ code: 1406, message: 'Your account changed.' }] })));
    render('core-subscriber', 'billing-cancel-stale');
    await loadedText();
    click('Cancel my subscription');
    await waitForText('Why are you canceling?');
    click('Cancel subscription');
    const dialog = await waitFor(() => document.querySelector('[role=dialog]'), 'the stale-request dialog');
    expect(dialog.textContent).toContain('Data Update in Progress');
    expect(dialog.textContent).toContain('Your account changed.');
    // The message is the dialog's alone: nothing in place on the page says it.
    expect((view.container.textContent ?? '').replace(dialog.textContent ?? '', '')).not.toContain('Your account changed.');
  });
});

function choose(label: string): void {
  const option = Array.from(view.container.querySelectorAll('label')).find((candidate) => candidate.textContent?.trim() === label)?.querySelector('input');
  if (!option) throw new Error(`no option '${label}'`);
  option.click();
}

/** Types the way a user's typing reaches React: through the element's own value setter, then an input event. */
function type(field: HTMLTextAreaElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

/** Types into an input the way a user's typing reaches React. */
function typeInto(field: HTMLInputElement, text: string): void {
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}
