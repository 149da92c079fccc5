import { describe, expect, it } from 'vitest';
import { DVR_UPSELL_TEXTS, dvrUpsellButtons, dvrUpsellPriceText, opensDvrUpsellModal, showsDvrUpsellBanner } from '../../../../app/lib/state/dvr-upsell.ts';

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

  it.each([
    [true, ['Upgrade now', 'Not now', "Don't show again."]],
    [false, ['Upgrade now', 'Not now']],
  ])('on mobile %s offers %j, word for word', (isMobile, labels) => {
    expect(dvrUpsellButtons(isMobile).map((button) => DVR_UPSELL_TEXTS[button])).toEqual(labels);
  });

  it.each([
    [[{ basePriceCents: 0, priceCents: 0 }, { basePriceCents: 3199, priceCents: 3199 }, { basePriceCents: 2500, priceCents: 2000 }], '$25.00/month'],
    [[{ basePriceCents: 0, priceCents: 999 }], '$9.99/month'],
    [[{ basePriceCents: 0, priceCents: 0 }], null],
    [[], null],
  ])('names the cheapest paid plan per month: %j → %s', (plans, text) => {
    expect(dvrUpsellPriceText(plans)).toBe(text);
  });
});
