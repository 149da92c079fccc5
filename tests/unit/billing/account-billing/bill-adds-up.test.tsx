// @vitest-environment jsdom
/**
 * Money shown is money billed, on the Account and Billing page as a viewer reads it: for every persona, each bill
 * the page draws (the next bill; for a departing subscriber, what resuming bills) adds up — the amounts of its
 * lines, the promotional credit's line included, make the total it shows — and is the bill the mock world prices
 * (GET /billing/user_details, POST /billing/upgrade_details for the resume quote), line for line. A coupon's saving
 * is said inside the line it lowered and counted once: that line's amount plus the savings it names is the
 * product's list price. So a coupon shown as a saving and also taken off again, or the credit and a coupon
 * being the same money twice, fails here. Which bills the world prices, Checkout's quotes and what is then billed
 * are compared in tests/mocks/billing-money.test.ts.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { AccountBillingView } from '../../../../app/features/billing/account-billing/AccountBillingView.tsx';
import type { BillItem, UserDetails } from '../../../../app/features/billing/core/logic/types.ts';
import { PERSONA_IDS, type PersonaId } from '../../../../mocks/scenarios/personas.ts';
import { TEST_NOW } from '../../../support/clock.ts';
import { billingViewHarness } from '../billing-view-harness.tsx';
import { signupDetails, upgradeDetails, userDetails } from '../persona-details.ts';

const view = billingViewHarness();

/** A shown amount in cents: '$1,234.56' → 123456, '-$5.00' → -500; anything else fails the test. */
function cents(text: string): number {
  const match = /^(-?)\$(\d{1,3}(?:,\d{3})*)\.(\d\d)$/.exec(text.trim());
  if (!match) throw new Error(`not an amount as the page writes one: '${text}'`);
  const value = Number((match[2] ?? '').replaceAll(',', '')) * 100 + Number(match[3]);
  return match[1] ? -value : value;
}

interface ShownLine {
  name: string;
  cents: number;
  /** The coupons the line says it includes, with what each saves. */
  savings: { token: string; cents: number }[];
}

interface ShownBill {
  total: number;
  lines: ShownLine[];
}

/** The bills drawn on the page, read from the screen: the total beside the due text and each line of 'Bill details'. */
function shownBills(): ShownBill[] {
  return Array.from(view.container.querySelectorAll('.billing-bill'), (bill) => ({
    total: cents(bill.querySelector(':scope > p > strong')?.textContent ?? ''),
    lines: Array.from(bill.querySelectorAll('.billing-line'), (line) => {
      const [name = '', amount = ''] = Array.from(line.querySelector('.billing-line-row')?.children ?? [], (cell) => cell.textContent ?? '');
      const savings = Array.from(line.querySelectorAll('.billing-discount'), (discount) => {
        const said = /^Includes (\S+), saving (-?\$[\d,]+\.\d\d): /.exec(discount.textContent ?? '');
        if (!said) throw new Error(`a coupon not said as included in its line: '${discount.textContent ?? ''}'`);
        return { token: said[1] ?? '', cents: cents(said[2] ?? '') };
      });
      return { name, cents: cents(amount), savings };
    }),
  }));
}

/** A bill as the mock world priced it, in the shape the page shows it. */
function asShown(bill: BillItem): ShownBill {
  const lines: ShownLine[] = bill.items.map((line) => ({
    name: line.chargeType === 'immediate_prorated' ? `${line.displayName} (Pro-Rated)` : line.displayName,
    cents: line.amountCents,
    savings: line.discounts.map((discount) => ({ token: discount.token, cents: discount.amountCents })),
  }));
  if (bill.creditAppliedCents > 0) lines.push({ name: 'Promotional credit', cents: -bill.creditAppliedCents, savings: [] });
  return { total: bill.amountCents, lines };
}

/** The bills the page shows for this account, as the world prices them: the next bill, and what resuming a departing one bills. */
async function billedByTheWorld(persona: PersonaId, details: UserDetails): Promise<BillItem[]> {
  const bills = details.nextBillDetails ? [details.nextBillDetails.currentItem] : [];
  const plan = details.subscribedItems.find((item) => item.type === 'plan');
  if (details.fsmState === 'departing' && plan) {
    const kept = details.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt).map((item) => item.id);
    const resume = (await upgradeDetails(persona, [plan.id, ...kept])).bills.at(-1);
    if (resume) bills.push(resume);
  }
  return bills;
}

/** The list price of a product on a bill line: the announced new price on a `price_change` line, else the catalogue's. */
async function listPrices(persona: PersonaId, details: UserDetails): Promise<(productId: string, chargeType: string) => number | undefined> {
  const signup = await signupDetails(persona);
  const catalogue = new Map([...signup.selectablePlans, ...signup.selectableAddons, ...details.subscribedItems].map((item) => [item.id, item.basePriceCents]));
  return (productId, chargeType) => (chargeType === 'price_change' && details.priceChange?.productId === productId ? details.priceChange.newPriceCents : catalogue.get(productId));
}

async function loaded(): Promise<void> {
  await view.waitFor(() => {
    const page = view.container.querySelector('section.billing-page');
    return page && page.getAttribute('aria-busy') !== 'true' ? page : null;
  }, 'the loaded page');
}

const seen: { persona: PersonaId; bill: ShownBill }[] = [];

describe('every bill on the account page adds up and is what the mock world bills', () => {
  it.each(PERSONA_IDS.map((persona) => [persona]))('%s', async (persona) => {
    const details = await userDetails(persona);
    const expected = await billedByTheWorld(persona, details);
    view.render(<AccountBillingView title="Account" now={() => TEST_NOW} />, { persona, session: `bill-adds-up-${persona}` });
    await loaded();
    // Some bills are read once the page is drawn (what resuming bills).
    await view.waitFor(() => view.container.querySelectorAll('.billing-bill').length === expected.length, `${expected.length} bill(s)`);
    const shown = shownBills();

    for (const bill of shown) {
      // The lines shown, the credit's line included, make the total shown.
      expect(bill.lines.reduce((sum, line) => sum + line.cents, 0)).toBe(bill.total);
      expect(bill.lines.filter((line) => line.name === 'Promotional credit').length).toBeLessThanOrEqual(1);
    }
    // The bills shown are the ones the world prices, line for line, total for total.
    expect(shown).toEqual(expected.map(asShown));

    // A coupon is counted once: a line plus the savings it says it includes is the product's list price.
    const listPrice = await listPrices(persona, details);
    for (const bill of expected) {
      for (const line of bill.items) {
        if (line.chargeType !== 'base' && line.chargeType !== 'price_change') continue;
        const saved = line.discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
        expect({ line: line.displayName, price: line.amountCents + saved }).toEqual({ line: line.displayName, price: listPrice(line.productId, line.chargeType) });
      }
    }
    // The credit a bill uses is credit the account has.
    for (const bill of expected) expect(bill.creditAppliedCents).toBeLessThanOrEqual(details.promotionalCredits);
    seen.push(...shown.map((bill) => ({ persona, bill })));
  });

  afterAll(() => {
    // The table keeps meeting the case of the review: a bill with a coupon inside a line and promotional credit beside it.
    expect(seen.some(({ bill }) => bill.lines.some((line) => line.savings.length > 0) && bill.lines.some((line) => line.name === 'Promotional credit'))).toBe(true);
    expect(seen.length).toBeGreaterThan(1);
  });
});

describe("the core subscriber's next bill", () => {
  it('reads Airwave Core $26.99 including SUMMER5’s $5.00 saving, MGM+ $5.99 and $5.00 of promotional credit: $27.98', async () => {
    view.render(<AccountBillingView title="Account" now={() => TEST_NOW} />, { persona: 'core-subscriber', session: 'bill-adds-up-core' });
    await loaded();
    const bill = view.container.querySelector('.billing-bill');
    expect(bill?.querySelector(':scope > p > strong')?.textContent).toBe('$27.98');
    const lines = Array.from(bill?.querySelectorAll('.billing-line') ?? [], (line) => line.textContent);
    expect(lines).toEqual([
      expect.stringMatching(/^Airwave Core\$26\.99Includes SUMMER5, saving \$5\.00: \$5 off each month for 3 months · Each month until [A-Z][a-z]{2} \d{1,2}, \d{4}$/),
      'MGM+$5.99',
      'Promotional credit-$5.00',
    ]);
  });
});
