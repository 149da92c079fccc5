// @vitest-environment jsdom
/**
 * The account page's add-on screens through the REST provider, the app's clients and the mock world in node
 * (MSW): an extension that adds only some of the chosen add-ons says which and keeps the rest chosen, an
 * unavailable add-on opens the billing descriptor, a stale answer stops the calls, and a failed add-on cancel
 * keeps the choice.
 */
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { AccountBillingView } from '../../../../app/features/billing/account-billing/AccountBillingView.tsx';
import type { PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../../support/clock.ts';
import { billingViewHarness, ORIGIN } from '../billing-view-harness.tsx';

const view = billingViewHarness();
const { server, waitFor, waitForText, button, click } = view;

/** The product ids of the add_product calls sent, in order. */
let added: string[];
beforeEach(() => {
  added = [];
  server.events.on('request:start', ({ request }) => {
    if (request.url.endsWith('/billing/add_product')) void request.clone().json().then((body: { product_id: string }) => added.push(body.product_id));
  });
});

/** Each render gets a session (an account) of its own: a test's changes never reach another test. */
let sessions = 0;
function render(persona: PersonaId) {
  sessions += 1;
  view.render(<AccountBillingView title="Account" now={() => TEST_NOW} />, { persona, session: `addons-${persona}-${sessions}` });
}

/** Answers add_product for one product with a failure envelope; every other product goes to the mock world. */
function refuse(productId: string, envelope: object) {
  server.use(
    http.post(`${ORIGIN}/billing/add_product`, async ({ request }) => {
      const body = (await request.clone().json()) as { product_id: string };
      return body.product_id === productId ? HttpResponse.json(envelope) : undefined;
    }),
  );
}

async function openExtension(persona: PersonaId = 'core-subscriber') {
  render(persona);
  await waitFor(() => button('Add-on extension'), 'the extension button');
  click('Add-on extension');
  await waitFor(() => view.container.querySelector('.addon-screen'), 'the extension screen');
}

describe('the add-on extension', () => {
  it('adds what it can, says which add-on was not added and why, and keeps that one chosen with the legal box', async () => {
    refuse('movie', { success: false, errors: [{ code: 1302, message: 'Add-ons can’t be changed while your subscription is ending.' }] });
    await openExtension();
    await waitFor(() => document.activeElement?.textContent === 'Add-on extension', 'the focus on the screen heading');
    expect(view.container.textContent).toContain('May 13, 2026');
    expect(Array.from(view.container.querySelectorAll('.addon-dates li'), (item) => item.textContent)).toEqual(['May 13, 2026', 'Jun 13, 2026', 'Jul 13, 2026']);
    check('STARZ');
    check('Movie Pack');
    expect(button('Submit')?.disabled).toBe(true);
    check('I agree to the Airwave Terms of Use');
    click('Submit');
    const report = await waitFor(() => view.container.querySelector('[role=alert]'), 'the report');
    expect(Array.from(report.querySelectorAll('p'), (line) => line.textContent)).toEqual([
      'STARZ was added.',
      'Movie Pack was not added: Add-ons can’t be changed while your subscription is ending. (Code: 1302)',
    ]);
    expect(added).toEqual(['starz', 'movie']);
    expect(box('STARZ')).toMatchObject({ checked: true, disabled: true });
    expect(labelOf('STARZ')).toContain('Added');
    expect(box('Movie Pack')).toMatchObject({ checked: true, disabled: false });
    expect(box('I agree to the Airwave Terms of Use')?.checked).toBe(true);
    expect(button('Submit')?.disabled).toBe(false);

    // Back on the page, the add-on that went through is the account's.
    click('Return to Account');
    await waitFor(() => view.container.querySelector('.billing-addons') && !view.container.querySelector('.addon-screen'), 'the page');
    await waitFor(() => (view.container.querySelector('.billing-addons')?.textContent ?? '').includes('STARZ'), 'STARZ among your add-ons');
  });

  it('shows what the chosen add-ons bill as the server prices them, and that charge is the one billed', async () => {
    // (The persona's world is shared by this file's tests: ALLBLK Ad-Free is the add-on no other test adds.)
    await openExtension();
    check('ALLBLK Ad-Free');
    const quote = await waitFor(() => view.container.querySelector('.addon-quote'), 'the priced add-on');
    await waitFor(() => (quote.textContent ?? '').includes('ALLBLK Ad-Free (Pro-Rated)'), 'the pro-rated ALLBLK Ad-Free line');
    const [now, next] = Array.from(quote.querySelectorAll('.billing-quoted-bill'));
    expect(now?.querySelector('.billing-bill-due')?.textContent).toMatch(/^Billed within \d+ hours?$/);
    expect(next?.querySelector('.billing-bill-due')?.textContent).toBe('Due May 13, 2026');
    expect(next?.textContent).toContain('ALLBLK Ad-Free$5.99');
    const charged = now?.querySelector('strong')?.textContent;
    check('I agree to the Airwave Terms of Use');
    click('Submit');
    await waitFor(() => !view.container.querySelector('.addon-screen'), 'the page');
    await waitFor(() => view.container.querySelector('.billing-history tbody tr'), 'the billing history');
    await waitFor(() => view.container.querySelector('.billing-history tbody tr')?.textContent?.includes('ALLBLK Ad-Free (Pro-Rated)'), 'the new invoice');
    expect(view.container.querySelector('.billing-history tbody tr td:last-child')?.textContent).toBe(charged);
  });

  it('opens the billing descriptor for an add-on not available, and says it was not added', async () => {
    refuse('movie', { success: false, errors: [{ code: 1262, message: 'This add-on is not available for your subscription.' }] });
    await openExtension();
    check('Movie Pack');
    check('I agree to the Airwave Terms of Use');
    click('Submit');
    const dialog = await waitFor(() => document.querySelector('[role=dialog]'), 'the billing descriptor');
    expect(dialog.textContent).toContain('This content is unavailable on your subscription.');
    await waitForText('Movie Pack was not added.');
    expect(box('Movie Pack')?.checked).toBe(true);
  });

  it('stops at a stale answer: its modal opens and the add-ons not sent stay chosen', async () => {
    refuse('amcplus-adfree', { success: false, stale: true, errors: [{ code: 1406, message: 'Your account changed.' }] });
    await openExtension();
    check('AMC+ Ad-Free');
    check('Movie Pack');
    check('I agree to the Airwave Terms of Use');
    click('Submit');
    const dialog = await waitFor(() => document.querySelector('[role=dialog]'), 'the stale-request dialog');
    expect(dialog.textContent).toContain('Data Update in Progress');
    await waitForText('AMC+ Ad-Free was not added.');
    expect(added).toEqual(['amcplus-adfree']);
    expect(box('Movie Pack')?.checked).toBe(true);
  });
});

describe('cancelling an add-on extension', () => {
  it('keeps the chosen add-on and says why when the cancel fails', async () => {
    server.use(http.post(`${ORIGIN}/billing/remove_addon_extension`, () => HttpResponse.json({ success: false, errors: [{ code: 1302, message: 'This add-on is not part of your subscription.' }] })));
    render('core-subscriber');
    await waitFor(() => button('Cancel your add-on extension'), 'the cancel button');
    click('Cancel your add-on extension');
    await waitForText('Choose the add-on to cancel.');
    check('MGM+');
    await waitForText('MGM+ stays until May 13, 2026 and is not billed after that.');
    click('Cancel add-on');
    await waitForText('This add-on is not part of your subscription. (Code: 1302)');
    expect(box('MGM+')?.checked).toBe(true);
    click('Keep my add-ons');
    await waitFor(() => view.container.querySelector('.billing-addons'), 'the page');
  });
});

function labelOf(text: string): string {
  return Array.from(view.container.querySelectorAll('label')).find((label) => label.textContent?.includes(text))?.textContent ?? '';
}

function box(text: string): HTMLInputElement | null | undefined {
  return Array.from(view.container.querySelectorAll('label')).find((label) => label.textContent?.includes(text))?.querySelector('input');
}

function check(text: string): void {
  const input = box(text);
  if (!input || input.disabled) throw new Error(`no enabled choice '${text}' in: ${view.container.textContent ?? ''}`);
  input.click();
}
