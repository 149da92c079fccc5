import { describe, expect, it } from 'vitest';
import { opensDvrUpsellModal, showsDvrUpsellBanner } from '../../../../app/lib/state/dvr-upsell.ts';

describe('Saved page DVR upsell', () => {
  it('shows the banner while DVR is unavailable on the plan', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: false })).toBe(true);
  });

  it('hides the banner once the user follows a show', () => {
    expect(showsDvrUpsellBanner({ access: 'UNAVAILABLE', hasFollowed: true })).toBe(false);
  });

  it('shows no banner when DVR is available, empty or unknown', () => {
    expect(showsDvrUpsellBanner({ access: 'AVAILABLE', hasFollowed: false })).toBe(false);
    expect(showsDvrUpsellBanner({ access: 'EMPTY', hasFollowed: false })).toBe(false);
    expect(showsDvrUpsellBanner({ access: null, hasFollowed: false })).toBe(false);
  });

  it('opens the upsell modal by itself only on mobile', () => {
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, isMobile: true })).toBe(true);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: false, isMobile: false })).toBe(false);
    expect(opensDvrUpsellModal({ access: 'UNAVAILABLE', hasFollowed: true, isMobile: true })).toBe(false);
  });
});
