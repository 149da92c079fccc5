/**
 * One source of truth for money (billing.yaml, `upgrade_details`): for every persona and a set of changes, what
 * POST /billing/upgrade_details quotes (what Checkout shows) is exactly what the change then bills (the invoice
 * in billing history) and what GET /billing/user_details shows afterwards (the next bill, line for line:
 * amounts, coupons, credit). The changes are made as the app makes them: the call its state calls for
 * (update_subscription for a running subscription, subscribe otherwise, add_product, apply_coupon), with the
 * card on file, a new card, or no card where the provider bills.
 *
 * The table is built to tell one model from several: its cases include pro-rated charges with the credit of a
 * replaced plan, full first periods, coupons (old and new, recurring and not), promotional credit, a price
 * change that reaches the next bill (and one that must not follow a plan change), trials that bill later,
 * provider-billed changes that we do not bill, and refusals. A charge, an invoice or a next bill computed on
 * the side of the model differs from the quote in one of them, and the coverage check at the end fails if the
 * table stops exercising any of these.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadValidators } from '../../common/openapi/contracts.ts';
import type { components } from '../../generated/rest/billing.ts';
import { validateResponse } from '../../common/openapi/validate-response.ts';
import type { World } from '../../mocks/db/world.ts';
import { PERSONA_IDS, type PersonaId } from '../../mocks/scenarios/personas.ts';
import { call, testWorld, type CallResult } from './support/rest-calls.ts';

type Schemas = components['schemas'];
type UserDetails = Schemas['UserDetails'];
type UpgradeDetails = Schemas['UpgradeDetails'];
type BillItem = Schemas['BillItem'];

const EXTERNAL = ['apple', 'amazon', 'google', 'roku', 'vizio'];
const RUNNING = ['regular', 'delinquent', 'delinquent_access', 'delinquent_no_access'];
/** Refusals a quote does not judge: who pays (no card, a declined one, no email) and whether the account may change at all. */
const NOT_PRICING = [1300, 1301, 1302, 1406, 1512];

interface Selection {
  plan: string;
  addOns: string[];
}

interface Change {
  name: string;
  /** The selection priced and then made, from the account as it is; null when the change does not apply to it. */
  select?(details: UserDetails): Selection | null;
  /** A code typed in Checkout (sent as `coupon`). */
  coupon?: string;
  /** A switch to direct billing (a new card stored as a direct sign-up). */
  direct?: boolean;
  /** Not a selection: add one add-on (add_product), or redeem a code on the account page (apply_coupon). */
  addOn?: string;
  applyCode?: string;
}

function planOf(details: UserDetails): string | null {
  return details.subscribedItems.find((item) => item.type === 'plan')?.id ?? null;
}

function addOnsOf(details: UserDetails): string[] {
  return details.subscribedItems.filter((item) => item.type !== 'plan' && !item.departingAt).map((item) => item.id);
}

/** The account's own plan (Core when it has none, or only the free one) with its add-ons. */
function current(details: UserDetails): Selection {
  const plan = planOf(details);
  return { plan: plan && plan !== 'airwave-fast' ? plan : 'airwave-argon', addOns: addOnsOf(details) };
}

const CHANGES: Change[] = [
  { name: 'the plan it has (Core for an account without one)', select: current },
  { name: 'add STARZ next to its add-ons', select: (details) => ({ ...current(details), addOns: [...current(details).addOns, 'starz'] }) },
  { name: 'drop every add-on', select: (details) => ({ plan: current(details).plan, addOns: [] }) },
  { name: 'up to Airwave Plus', select: (details) => ({ plan: 'airwave-plus', addOns: current(details).addOns.filter((id) => id !== 'epix' && id !== 'starz') }) },
  { name: 'down to Airwave Starter', select: (details) => ({ plan: 'airwave-boron', addOns: current(details).addOns.filter((id) => ['epix', 'movie', 'starz'].includes(id)) }) },
  { name: 'down to Free Channels', select: () => ({ plan: 'airwave-fast', addOns: [] }) },
  { name: 'a retired plan (Airwave Legacy)', select: (details) => ({ plan: 'airwave-2021', addOns: current(details).addOns.filter((id) => ['epix', 'movie', 'starz'].includes(id)) }) },
  { name: 'the plan it has with WELCOME10 typed in Checkout', select: current, coupon: 'WELCOME10' },
  { name: 'up to Airwave Plus with WELCOME10', select: () => ({ plan: 'airwave-plus', addOns: [] }), coupon: 'WELCOME10' },
  { name: 'the plan it has with LEGACY20 (a code for other plans)', select: current, coupon: 'LEGACY20' },
  { name: 'switch to direct billing on the plan it has', select: (details) => (EXTERNAL.includes(details.biller) || details.sponsor ? current(details) : null), direct: true },
  { name: 'add STARZ alone (add_product)', addOn: 'starz' },
  { name: 'redeem WELCOME10 on the account page (apply_coupon)', applyCode: 'WELCOME10' },
];

/** Variants of a persona's world that put a rule in reach (the test may set the world up; the model prices it). */
const VARIANTS: { name: string; persona: PersonaId; tweak(world: World): void }[] = [
  ...PERSONA_IDS.map((persona) => ({ name: persona, persona, tweak: () => {} })),
  {
    name: 'core-subscriber, its plan’s price change due before the next bill',
    persona: 'core-subscriber',
    tweak(world) {
      const change = world.account.billing.priceChange;
      const next = world.account.billing.nextBillDate;
      if (change && next) world.account.billing.priceChange = { ...change, effectiveDate: next.slice(0, 10) };
    },
  },
  {
    name: 'core-subscriber without a coupon or credit',
    persona: 'core-subscriber',
    tweak(world) {
      world.account.billing.couponList = [];
      world.account.billing.promotionalCreditsCents = 0;
    },
  },
  {
    name: 'core-subscriber whose $5.00 credit covers a whole charge',
    persona: 'core-subscriber',
    tweak(world) {
      world.account.billing.promotionalCreditsCents = 20_000;
    },
  },
];

async function userDetails(world: World): Promise<UserDetails> {
  const result = await call(world, 'GET', '/billing/user_details');
  expect(validateResponse('getUserDetails', result.response).problems).toEqual([]);
  return result.body.result as UserDetails;
}

function errorCode(result: CallResult): number | null {
  return result.body.success === true ? null : ((result.body.errors as { code: number }[] | undefined)?.[0]?.code ?? -1);
}

/** A new card, confirmed as Checkout confirms it (setup intent → payment method), its checkout stored first. */
async function newCard(world: World, selection: Selection, coupon: string | undefined, direct: boolean): Promise<{ paymentMethod: string } | CallResult> {
  const intent = await call(world, 'POST', '/billing/setup_intent');
  if (intent.body.success !== true) return intent;
  const setupIntentId = (intent.body.result as { setupIntentId: string }).setupIntentId;
  const stored = await call(world, 'POST', '/billing/store_subscription_details', {
    body: { setupIntentId, zip: '78701', subscription_plan: selection.plan, addons: selection.addOns, ...(direct ? { direct_signup: true } : {}), ...(coupon ? { coupon } : {}) },
  });
  if (stored.body.success !== true) return stored;
  return { paymentMethod: setupIntentId.replace(/^seti_/, 'pm_') };
}

/** Makes a selection as the app's Checkout does: the call its state calls for, paid the way the account pays. */
async function makeSelection(world: World, details: UserDetails, selection: Selection, change: Change): Promise<CallResult> {
  const path = RUNNING.includes(details.fsmState) ? '/billing/update_subscription' : '/billing/subscribe';
  const chosen = { subscription_plan: selection.plan, addons: selection.addOns, ...(change.coupon ? { coupon: change.coupon } : {}) };
  const external = EXTERNAL.includes(details.biller);
  const cardOnFile = details.paymentMethod !== null && !external && !change.direct;
  if ((external && !change.direct) || cardOnFile || selection.plan === 'airwave-fast') return call(world, 'POST', path, { body: chosen });
  const card = await newCard(world, selection, change.coupon, change.direct ?? false);
  if (!('paymentMethod' in card)) return card;
  return call(world, 'POST', path, { body: { zip: '78701', payment_method: card.paymentMethod, ...chosen } });
}

interface Compared {
  charge: BillItem | null;
  next: BillItem | null;
  bills: number;
}

const compared: { name: string; result: Compared }[] = [];

/**
 * A coupon is counted once, inside the line it lowers: a full period's line (`base`, or `price_change` at the
 * announced price) plus the savings it lists is the product's list price, and the bill is its lines less the credit
 * (the account page draws exactly these: tests/unit/billing/account-billing/bill-adds-up.test.tsx).
 */
function expectCouponsCountedOnce(world: World, priceChange: World['account']['billing']['priceChange'], bill: BillItem): void {
  expect(bill.amountCents).toBe(bill.items.reduce((sum, line) => sum + line.amountCents, 0) - bill.creditAppliedCents);
  for (const line of bill.items) {
    if (line.chargeType !== 'base' && line.chargeType !== 'price_change') continue;
    const list = line.chargeType === 'price_change' && priceChange?.productId === line.productId ? priceChange.newPriceCents : world.catalog.products.find((product) => product.id === line.productId)?.basePriceCents;
    const saved = line.discounts.reduce((sum, discount) => sum + discount.amountCents, 0);
    expect({ line: line.productId, listPrice: line.amountCents + saved }).toEqual({ line: line.productId, listPrice: list });
  }
}

function invoicesOf(details: UserDetails) {
  return details.billingEvents.filter((event) => event.type === 'invoice');
}

// The contracts' validators load on first use, and this file validates answers itself (the bound only guards a hang:
// the module is ≈ 1.7 MB of source to transform).
beforeAll(loadValidators, 600_000);

describe('what Checkout quotes is what is billed and what the account page shows after', () => {
  for (const variant of VARIANTS) {
    describe(variant.name, () => {
      it.each(CHANGES.map((change) => [change.name, change] as const))('%s', async (_name, change) => {
        const { world } = testWorld(variant.persona);
        variant.tweak(world);
        const before = await userDetails(world);
        const now = world.clock.now().toISOString().replace(/\.\d{3}Z$/, 'Z');

        let selection: Selection | null = null;
        let quoteBody: Record<string, true>;
        if (change.addOn) quoteBody = { [change.addOn]: true };
        else if (change.applyCode) {
          // Redeeming on the account page is priced as Checkout prices the account's own selection with the code:
          // on a running subscription with no change scheduled, or reactivating an ended one.
          if (![...RUNNING, 'deactivated', 'lapsed'].includes(before.fsmState) || before.subscribedItems.some((item) => item.pendingChange)) return;
          selection = current(before);
          quoteBody = Object.fromEntries([selection.plan, ...selection.addOns].map((id) => [id, true as const]));
        } else {
          selection = change.select?.(before) ?? null;
          if (!selection) return;
          quoteBody = Object.fromEntries([selection.plan, ...selection.addOns].map((id) => [id, true as const]));
        }
        const query = new URLSearchParams({
          ...(change.coupon || change.applyCode ? { coupon: change.coupon ?? change.applyCode ?? '' } : {}),
          ...(change.direct ? { direct_signup: 'true' } : {}),
        }).toString();
        const stateBefore = structuredClone(world.account.billing);
        const quoted = await call(world, 'POST', `/billing/upgrade_details${query ? `?${query}` : ''}`, { body: quoteBody });
        expect(validateResponse('getUpgradeDetails', quoted.response).problems).toEqual([]);
        // A quote changes nothing.
        expect(world.account.billing).toEqual(stateBefore);

        const made = change.addOn
          ? await call(world, 'POST', '/billing/add_product', { body: { product_id: change.addOn } })
          : change.applyCode
            ? await call(world, 'POST', '/billing/apply_coupon', { body: { token: change.applyCode } })
            : await makeSelection(world, before, selection as Selection, change);

        const quoteCode = errorCode(quoted);
        const madeCode = errorCode(made);
        if (quoteCode !== null) {
          // A refused quote: the change is refused with the same code (or earlier, for who pays), and nothing is billed.
          if (madeCode === null) {
            expect.fail(`upgrade_details refused (${quoteCode}) a change that ${change.applyCode ? 'apply_coupon' : 'the change'} made`);
          }
          expect([quoteCode, ...NOT_PRICING]).toContain(madeCode);
          expect(invoicesOf(await userDetails(world))).toEqual(invoicesOf(before));
          return;
        }
        if (madeCode !== null) {
          // Quoted, then refused for a reason a price does not depend on: nothing billed, nothing changed.
          expect(NOT_PRICING).toContain(madeCode);
          expect(invoicesOf(await userDetails(world))).toEqual(invoicesOf(before));
          return;
        }

        const quote = quoted.body.result as UpgradeDetails;
        const charge = quote.bills.find((bill) => bill.billDate === now) ?? null;
        const rest = quote.bills.filter((bill) => bill !== charge);
        expect(rest.length).toBeLessThanOrEqual(1);
        const next = rest[0] ?? null;
        // Every bill adds up as the contract says: the lines less the credit, each coupon inside its line once.
        if (before.nextBillDetails) expectCouponsCountedOnce(world, stateBefore.priceChange, before.nextBillDetails.currentItem);
        for (const bill of quote.bills) expectCouponsCountedOnce(world, stateBefore.priceChange, bill);

        const after = await userDetails(world);
        // Billed: exactly the quoted charge, as one new invoice, or nothing.
        const newInvoices = invoicesOf(after).filter((event) => !invoicesOf(before).some((old) => old.url === event.url && old.date === event.date));
        expect(newInvoices.map((event) => event.amountCents)).toEqual(charge ? [charge.amountCents] : []);
        // Shown after: the quoted next bill, line for line.
        expect(after.nextBillDetails?.currentItem ?? null).toEqual(next);
        expect(after.nextBillDetails?.billDate ?? null).toBe(next?.billDate ?? null);
        // After a reload the account page reads the same.
        expect(await userDetails(world)).toEqual(after);
        compared.push({ name: `${variant.name}: ${change.name}`, result: { charge, next, bills: quote.bills.length } });
      });
    });
  }

  afterAll(() => {
    // The table keeps telling one model from several: each rule is met by a compared case.
    const lines = compared.flatMap(({ result }) => [...(result.charge?.items ?? []), ...(result.next?.items ?? [])]);
    const coverage = {
      'a pro-rated charge': lines.some((line) => line.chargeType === 'immediate_prorated' && line.amountCents > 0),
      'the credit of a replaced plan': lines.some((line) => line.amountCents < 0),
      'a first period paid at once': lines.some((line) => line.chargeType === 'immediate_base'),
      'a coupon on a charge now': compared.some(({ result }) => result.charge?.items.some((line) => line.discounts.length > 0)),
      'a coupon on the next bill': compared.some(({ result }) => result.next?.items.some((line) => line.discounts.length > 0)),
      'two coupons on one line': lines.some((line) => line.discounts.length > 1),
      'promotional credit on a charge': compared.some(({ result }) => (result.charge?.creditAppliedCents ?? 0) > 0),
      'promotional credit on the next bill': compared.some(({ result }) => (result.next?.creditAppliedCents ?? 0) > 0),
      'a price change on the next bill': lines.some((line) => line.chargeType === 'price_change'),
      'nothing now, a bill later (a trial, a resume, a downgrade)': compared.some(({ result }) => !result.charge && result.next),
      'nothing billed by us (a provider, the free plan)': compared.some(({ result }) => result.bills === 0),
    };
    expect(Object.entries(coverage).filter(([, met]) => !met).map(([rule]) => rule)).toEqual([]);
  });
});

describe('resuming as the Resume button does', () => {
  it('a departing subscriber is quoted nothing now and the next bill on the day service would have ended, and that is what subscribe bills and the account shows', async () => {
    const { world } = testWorld('departing');
    const before = await userDetails(world);
    const quoted = await call(world, 'POST', '/billing/upgrade_details', { body: { 'airwave-argon': true, epix: true } });
    const bills = (quoted.body.result as UpgradeDetails).bills;
    expect(bills).toHaveLength(1);
    expect(bills[0]?.billDate.slice(0, 10)).toBe(before.lastServiceDate);
    // The Resume button sends the plan alone: the add-ons stay.
    const resumed = await call(world, 'POST', '/billing/subscribe', { body: { subscription_plan: 'airwave-argon' } });
    expect(resumed.body.success).toBe(true);
    const after = await userDetails(world);
    expect(invoicesOf(after)).toEqual(invoicesOf(before));
    expect(after.nextBillDetails?.currentItem).toEqual(bills[0]);
  });
});

describe('the price change notice follows its own plan', () => {
  it('a price change of Core prices Core from its date and never the plan a subscriber moves to', async () => {
    const { world } = testWorld('core-subscriber');
    const next = world.account.billing.nextBillDate?.slice(0, 10) ?? '';
    world.account.billing.priceChange = { announcementDate: '2026-04-01', effectiveDate: next, productId: 'airwave-argon', newPriceCents: 3499 };
    const onCore = await userDetails(world);
    expect(onCore.priceChange?.productId).toBe('airwave-argon');
    expect(onCore.nextBillDetails?.currentItem.items[0]).toMatchObject({ productId: 'airwave-argon', chargeType: 'price_change', amountCents: 3499 - 500 });

    await call(world, 'POST', '/billing/update_subscription', { body: { subscription_plan: 'airwave-plus', addons: [] } });
    const onPlus = await userDetails(world);
    expect(onPlus.priceChange).toBeNull();
    expect(onPlus.nextBillDetails?.currentItem.items).toEqual([
      { productId: 'airwave-plus', displayName: 'Airwave Plus', chargeType: 'base', amountCents: 4499, discounts: [] },
    ]);
  });
});

describe('codes on the account page change the next bill', () => {
  it('WELCOME10 adds a recurring discount to the plan line next to SUMMER5, listed as an active coupon', async () => {
    const { world } = testWorld('core-subscriber');
    const before = await userDetails(world);
    const applied = await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'WELCOME10' } });
    expect(applied.body.success).toBe(true);
    const after = await userDetails(world);
    expect(after.activeCouponList.map((coupon) => coupon.token)).toEqual(['SUMMER5', 'WELCOME10']);
    const core = after.nextBillDetails?.currentItem.items.find((line) => line.productId === 'airwave-argon');
    expect(core?.discounts.map((discount) => [discount.token, discount.amountCents, discount.recurring])).toEqual([
      ['SUMMER5', 500, true],
      ['WELCOME10', 320, true],
    ]);
    expect(after.nextBillDetails?.currentItem.amountCents).toBe((before.nextBillDetails?.currentItem.amountCents ?? 0) - 320);
    expect(after.subscribedItems.find((item) => item.id === 'airwave-argon')?.priceCents).toBe(3199 - 500 - 320);
  });

  it('a referral code adds credit that the next bill uses, and Checkout does not take it as a coupon', async () => {
    const { world } = testWorld('core-subscriber');
    world.account.billing.promotionalCreditsCents = 0;
    const quote = await call(world, 'POST', '/billing/upgrade_details?coupon=FRIEND-JR42', { body: { 'airwave-argon': true, epix: true } });
    expect(errorCode(quote)).toBe(1250);
    await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'FRIEND-JR42' } });
    const after = await userDetails(world);
    expect(after.promotionalCredits).toBe(1000);
    expect(after.nextBillDetails?.currentItem.creditAppliedCents).toBe(1000);
  });

  it("a coupon for one bill (OUTAGE10) lowers the next bill but not the plan's price per period, which only recurring coupons lower", async () => {
    const { world } = testWorld('core-subscriber');
    const applied = await call(world, 'POST', '/billing/apply_coupon', { body: { token: 'OUTAGE10' } });
    expect(applied.body.success).toBe(true);
    const after = await userDetails(world);
    const core = after.nextBillDetails?.currentItem.items.find((line) => line.productId === 'airwave-argon');
    expect(core?.discounts.map((discount) => [discount.token, discount.amountCents, discount.recurring])).toEqual([
      ['SUMMER5', 500, true],
      ['OUTAGE10', 1000, false],
    ]);
    expect(core?.amountCents).toBe(3199 - 500 - 1000);
    // '$26.99/month': the price each period, not the next bill's one-off.
    expect(after.subscribedItems.find((item) => item.id === 'airwave-argon')).toMatchObject({ priceCents: 3199 - 500, discountAmountCents: 500 });
  });

  it('a coupon for n months lowers n bills: WELCOME10 typed in Checkout of a new subscription lowers the first period and the next two', async () => {
    const { world } = testWorld('deactivated');
    const quote = await call(world, 'POST', '/billing/upgrade_details?coupon=WELCOME10', { body: { 'airwave-argon': true } });
    const [now, next] = (quote.body.result as UpgradeDetails).bills;
    expect(now?.items[0]).toMatchObject({ chargeType: 'immediate_base', amountCents: 3199 - 320, discounts: [{ token: 'WELCOME10', recurring: true }] });
    expect(next?.items[0]).toMatchObject({ chargeType: 'base', amountCents: 3199 - 320 });
  });
});
