import { describe, expect, it } from 'vitest';
import { accountGateFor } from '../../../../app/lib/tiles/account-gate.ts';
import { canFavorite } from '../../../../app/lib/tiles/tile-actions.ts';

describe('tile actions', () => {
  it('favorite needs a channelId', () => {
    expect(canFavorite({ channelId: 'ch-1' })).toBe(true);
    expect(canFavorite({ channelId: '' })).toBe(false);
    expect(canFavorite(null)).toBe(false);
  });
  it('uncredentialed users get the add-email prompt for favorite and save, add-email-and-upgrade for upgrade', () => {
    expect(accountGateFor('favorite', true)).toBe('add-email');
    expect(accountGateFor('save', true)).toBe('add-email');
    expect(accountGateFor('upgrade', true)).toBe('add-email-and-upgrade');
    expect(accountGateFor('save', false)).toBe('none');
  });
});
