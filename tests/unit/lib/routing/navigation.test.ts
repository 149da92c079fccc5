import { describe, expect, it } from 'vitest';
import {
  accountMenuItems,
  hasFastAccess,
  isRestrictedPath,
  loadingNavigationEntries,
  navigationEntries,
  navigationVariant,
  searchEntry,
  showsSubscribeNow,
} from '../../../../app/lib/routing/navigation.ts';

const labels = (items: Array<{ label: string }>) => items.map((item) => item.label);

describe('navigation variant', () => {
  it('restricted wins, then a viewer who needs an email first (a visitor or an account without an email), then fast access, else default', () => {
    expect(navigationVariant({ restricted: true, needsEmail: true, fastAccess: true })).toBe('restricted');
    expect(navigationVariant({ restricted: false, needsEmail: true, fastAccess: true })).toBe('emailFirst');
    expect(navigationVariant({ restricted: false, needsEmail: false, fastAccess: true })).toBe('fastAccess');
    expect(navigationVariant({ restricted: false, needsEmail: false, fastAccess: false })).toBe('default');
  });
  it('fast access is an enrolled free plan without a paid subscription', () => {
    expect(hasFastAccess({ fastPlanState: 'ENROLLED', state: 'CURIOUS' })).toBe(true);
    expect(hasFastAccess({ fastPlanState: 'ENROLLED', state: 'REGULAR' })).toBe(false);
    expect(hasFastAccess({ fastPlanState: 'UNENROLLED', state: 'CURIOUS' })).toBe(false);
  });
  it('shows Subscribe now for a curious subscription only', () => {
    expect(showsSubscribeNow({ state: 'CURIOUS' })).toBe(true);
    expect(showsSubscribeNow({ state: 'REGULAR' })).toBe(false);
    expect(showsSubscribeNow(null)).toBe(false);
  });
  it('restricts the header on the reactivate path', () => {
    expect(isRestrictedPath('/player/user/reactivate')).toBe(true);
    expect(isRestrictedPath('/player/user/reactivate/')).toBe(true);
    expect(isRestrictedPath('/player/user/account')).toBe(false);
  });
});

describe('navigation entries', () => {
  it('per variant', () => {
    expect(labels(navigationEntries('emailFirst'))).toEqual(['Home', 'Guide']);
    expect(labels(navigationEntries('fastAccess'))).toEqual(['Home', 'Guide', 'Saved', 'Upgrade']);
    expect(labels(navigationEntries('fastAccess', { upgradePreviewRemoved: true }))).toEqual(['Home', 'Guide', 'Saved']);
    expect(labels(navigationEntries('default'))).toEqual(['Home', 'Guide', 'Top Playable', 'Saved']);
    expect(navigationEntries('restricted')).toEqual([]);
  });
  it('while the user loads: the entries every variant shares, none on the restricted header', () => {
    expect(labels(loadingNavigationEntries(false))).toEqual(['Home', 'Guide']);
    expect(loadingNavigationEntries(true)).toEqual([]);
  });
  it('link to the route table paths', () => {
    expect(navigationEntries('default').map((entry) => entry.path)).toEqual(['/player/mytv', '/player/guide', '/player/top', '/player/saved']);
  });
  it('offers Search on every header but the restricted one', () => {
    for (const variant of ['emailFirst', 'fastAccess', 'default'] as const) {
      expect(searchEntry(variant)).toMatchObject({ label: 'Search', path: '/player/search' });
    }
    expect(searchEntry('restricted')).toBeNull();
  });
  it("Upgrade opens 'Upgrade Preview', the browse-core collection group", () => {
    expect(navigationEntries('fastAccess').at(-1)?.path).toBe('/player/collection-group/cg-upgrade-preview');
  });
});

describe('account menu', () => {
  it('has Settings, Account, Profiles and Sign Out', () => {
    expect(labels(accountMenuItems({ needsEmail: false, pathname: '/player/mytv' }))).toEqual(['Settings', 'Account', 'Profiles', 'Sign Out']);
  });
  it('says Sign Up to a viewer who needs an email first, leading to the login authenticate path', () => {
    const items = accountMenuItems({ needsEmail: true, pathname: '/player/mytv' });
    expect(labels(items)).toEqual(['Settings', 'Account', 'Profiles', 'Sign Up']);
    expect(items.at(-1)).toMatchObject({ external: true, path: '/logout?target=%2Flogin%2Fauthenticate' });
  });
  it('on the reactivate path: Manage Profiles and Account settings', () => {
    expect(labels(accountMenuItems({ needsEmail: false, pathname: '/player/user/reactivate' }))).toEqual([
      'Settings',
      'Account',
      'Manage Profiles',
      'Account settings',
      'Sign Out',
    ]);
  });
});
