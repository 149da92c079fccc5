import { describe, expect, it } from 'vitest';
import { dvrUpsellButtons, dvrUpsellOfferText, opensDvrUpsellModal, showsDvrUpsellBanner } from '../../../app/features/browse/logic/dvr-upsell.ts';

describe('Saved page DVR upsell', () => {
  it('shows the banner while DVR is unavailable on the plan', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: false, needsEmail: false })).toBe(true);
  });

  it('hides the banner once the user follows a show', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: true, needsEmail: false })).toBe(false);
  });

  it('shows no banner when DVR is available, empty or unknown', () => {
    expect(showsDvrUpsellBanner({ access: 'AVAILABLE', hasFollowed: false, needsEmail: false })).toBe(false);
    expect(showsDvrUpsellBanner({ access: 'EMPTY', hasFollowed: false, needsEmail: false })).toBe(false);
    expect(showsDvrUpsellBanner({ access: null, hasFollowed: false, needsEmail: false })).toBe(false);
  });

  it('never tells a viewer who needs an email first to upgrade for DVR, on either layout', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: false, needsEmail: true })).toBe(false);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, needsEmail: true, isMobile: true })).toBe(false);
  });

  it('opens the upsell modal by itself only on mobile', () => {
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, needsEmail: false, isMobile: true })).toBe(true);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, needsEmail: false, isMobile: false })).toBe(false);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: true, needsEmail: false, isMobile: true })).toBe(false);
  });
});

describe('the full DVR upsell modal', () => {
  it("never opens by itself again once the viewer chose 'Don't show again.'", () => {
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, needsEmail: false, isMobile: true, dismissedForGood: true })).toBe(false);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, needsEmail: false, isMobile: true, dismissedForGood: false })).toBe(true);
  });

  // Their words ('Upgrade now', 'Not now', "Don't show again.") are asserted on the rendered modal (tests/e2e/billing-modals.spec.ts).
  it.each([
    [true, ['upgrade', 'notNow', 'dontShowAgain']],
    [false, ['upgrade', 'notNow']],
  ])('on mobile %s offers %j', (isMobile, buttons) => {
    expect(dvrUpsellButtons(isMobile)).toEqual(buttons);
  });

  // The mock world's plans as Manage Plan lists them: cheapest first, Starter (30-day DVR) below Core.
  const plan = (displayName: string, priceCents: number, dvrRetentionDays: number | null, unitCount = 1) =>
    ({ displayName, priceCents, unit: 'month', unitCount, dvrRetentionDays }) as const;
  const free = plan('Free Channels', 0, null);
  const starter = plan('Airwave Starter', 1999, 30);
  const legacy = plan('Airwave Legacy', 2499, 30);
  const core = plan('Airwave Core', 3199, 365);
  const plus = plan('Airwave Plus', 4499, 365);

  it.each([
    ['offers the cheapest plan whose DVR keeps a year, not the cheapest paid plan', [free, starter, legacy, core, plus], 'Airwave Core, $31.99/month'],
    ['in whatever order the plans come', [plus, core, starter], 'Airwave Core, $31.99/month'],
    ['at what the account would pay (a discounted price)', [free, { ...core, priceCents: 2879 }, plus], 'Airwave Core, $28.79/month'],
    ['compared per month, named per period', [plus, plan('Airwave Core, 3 months', 8997, 365, 3)], 'Airwave Core, 3 months, $89.97 every 3 months'],
    ['nothing when no plan keeps recordings a year', [free, starter, legacy], null],
    ['nothing while no plan is known', [], null],
  ])('%s', (_name, plans, text) => {
    expect(dvrUpsellOfferText(plans)).toBe(text);
  });
});
