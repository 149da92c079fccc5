import { describe, expect, it } from 'vitest';
import { opensDvrUpsellModal, showsDvrUpsellBanner } from '../../../../app/lib/state/dvr-upsell.ts';

describe('Saved page DVR upsell', () => {
  it('shows the banner while DVR is unavailable on the plan', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: false, isUncredentialed: false })).toBe(true);
  });

  it('hides the banner once the user follows a show', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: true, isUncredentialed: false })).toBe(false);
  });

  it('shows no banner when DVR is available, empty or unknown', () => {
    expect(showsDvrUpsellBanner({ access: 'AVAILABLE', hasFollowed: false, isUncredentialed: false })).toBe(false);
    expect(showsDvrUpsellBanner({ access: 'EMPTY', hasFollowed: false, isUncredentialed: false })).toBe(false);
    expect(showsDvrUpsellBanner({ access: null, hasFollowed: false, isUncredentialed: false })).toBe(false);
  });

  it('never tells a signed-out visitor to upgrade for DVR, on either layout', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: false, isUncredentialed: true })).toBe(false);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, isUncredentialed: true, isMobile: true })).toBe(false);
  });

  it('opens the upsell modal by itself only on mobile', () => {
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, isUncredentialed: false, isMobile: true })).toBe(true);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, isUncredentialed: false, isMobile: false })).toBe(false);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: true, isUncredentialed: false, isMobile: true })).toBe(false);
  });
});
