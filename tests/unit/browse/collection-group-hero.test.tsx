// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { CollectionGroupHero_TileFragment } from '../../../generated/graphql/operations.ts';
import { CollectionGroupHero, hasCollectionGroupHero } from '../../../app/features/browse/components/CollectionGroupHero.tsx';
import { PAGE_TITLE_ID } from '../../../app/features/browse/components/PageView.tsx';
import { setupViewTests } from '../../support/render.tsx';

const tile: CollectionGroupHero_TileFragment = {
  id: 'tile:cg',
  collectionGroup: {
    id: 'collection-group:cg-upgrade-preview',
    title: 'Upgrade Preview',
    description: 'Preview offerings from our Core package',
    backdropImage: null,
    upgradeButton: {
      label: 'Upgrade',
      onClickAction: { type: 'UPGRADE', url: '/player/user/account', postAddOnURL: null, link: null, playback: null },
      notInPlanProducts: [{ id: 'airwave-argon', displayName: 'Airwave Core' }],
    },
  },
};

const view = setupViewTests();

describe('CollectionGroupHero', () => {
  it("shows the group's title once, as the page's h1, with the description and the upgrade button", () => {
    view.render(<CollectionGroupHero tile={tile} title="Collection Group" />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]?.id).toBe(PAGE_TITLE_ID);
    expect(headings[0]?.textContent).toBe('Upgrade Preview');
    expect(screen.getByText('Preview offerings from our Core package')).toBeDefined();
    expect(screen.getByRole('button').textContent).toBe('Upgrade');
  });

  it('draws nothing, and leaves the title to the page, without a collection group', () => {
    view.render(<CollectionGroupHero tile={null} title="Collection Group" />);
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(hasCollectionGroupHero(null)).toBe(false);
    expect(hasCollectionGroupHero({ id: 'tile:x', collectionGroup: null })).toBe(false);
    expect(hasCollectionGroupHero(tile)).toBe(true);
  });
});
