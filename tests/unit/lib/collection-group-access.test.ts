import { describe, expect, it } from 'vitest';
import { collectionGroupRedirectsVisitor } from '../../../app/lib/routing/collection-group-access.ts';

describe('collection group for a signed-out visitor', () => {
  it("sends a visitor away from the browse-core 'Upgrade Preview'", () => {
    expect(collectionGroupRedirectsVisitor('cg-upgrade-preview', true)).toBe(true);
  });

  it('lets a visitor see other collection groups', () => {
    expect(collectionGroupRedirectsVisitor('cg-sports', true)).toBe(false);
  });

  it('lets a signed-in user see Upgrade Preview', () => {
    expect(collectionGroupRedirectsVisitor('cg-upgrade-preview', false)).toBe(false);
  });
});
