import { describe, expect, it } from 'vitest';
import {
  shouldCheckListStatus,
  shouldRefetchPage,
  tileListRefetchCount,
} from '../../../../app/lib/state/tile-list-refetch.ts';
import {
  initialUpgradePendingState,
  upgradeButtonView,
  upgradePendingTransition,
} from '../../../../app/lib/state/upgrade-pending.ts';

describe('tile list refetch', () => {
  it("refetches a changed (STALE) list with its current length", () => {
    expect(tileListRefetchCount('STALE', 40, 8)).toBe(40);
  });
  it('refetches a reset (MISSING) list with the initial count', () => {
    expect(tileListRefetchCount('MISSING', 40, 8)).toBe(8);
  });
  it('does not refetch a VALID or UNKNOWN list', () => {
    expect(tileListRefetchCount('VALID', 40, 8)).toBeNull();
    expect(tileListRefetchCount('UNKNOWN', 40, 8)).toBeNull();
  });
  it('checks the status every 5 changes', () => {
    expect([0, 4, 5, 9, 10].map(shouldCheckListStatus)).toEqual([false, false, true, false, true]);
  });
  it('refetches every page on login, route, saved or playing changes', () => {
    for (const trigger of ['login-changed', 'route-changed', 'saved-changed', 'playing-changed'] as const) {
      expect(shouldRefetchPage('HOME', trigger)).toBe(true);
    }
  });
  it('refetches on request only Top Playable and the Guide', () => {
    expect(shouldRefetchPage('TOP', 'refetch-requested')).toBe(true);
    expect(shouldRefetchPage('GUIDE', 'refetch-requested')).toBe(true);
    expect(shouldRefetchPage('HOME', 'refetch-requested')).toBe(false);
  });
  it('refetches on a sorter change only Saved', () => {
    expect(shouldRefetchPage('SAVED', 'sorter-changed')).toBe(true);
    expect(shouldRefetchPage('SEARCH', 'sorter-changed')).toBe(false);
  });
});

describe('upgrade pending', () => {
  it("a click starts the upgrade once and shows 'Loading', disabled, until the upsell closes", () => {
    const pending = upgradePendingTransition(initialUpgradePendingState, { type: 'clicked' });
    expect(pending.effects).toEqual([{ type: 'start-upgrade' }]);
    expect(upgradeButtonView(pending.state, 'Upgrade')).toEqual({ label: 'Loading', disabled: true });
    expect(upgradePendingTransition(pending.state, { type: 'clicked' }).effects).toEqual([]);
    const closed = upgradePendingTransition(pending.state, { type: 'upsell-closed' }).state;
    expect(upgradeButtonView(closed, 'Upgrade')).toEqual({ label: 'Upgrade', disabled: false });
  });
});
