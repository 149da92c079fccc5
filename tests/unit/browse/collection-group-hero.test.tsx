// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CollectionGroupHero_TileFragment } from '../../../generated/graphql/operations.ts';
import { CollectionGroupHero, hasCollectionGroupHero } from '../../../app/features/browse/components/CollectionGroupHero.tsx';
import { PAGE_TITLE_ID } from '../../../app/features/browse/components/PageView.tsx';
import { ShellProvider } from '../../../app/shell/ShellProvider.tsx';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

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

let container: HTMLDivElement;
let root: Root;

beforeEach(() => {
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
});

describe('CollectionGroupHero', () => {
  it("shows the group's title once, as the page's h1, with the description and the upgrade button", () => {
    act(() => root.render(<ShellProvider><CollectionGroupHero tile={tile} title="Collection Group" /></ShellProvider>));
    const headings = container.querySelectorAll('h1');
    expect(headings).toHaveLength(1);
    expect(headings[0]?.id).toBe(PAGE_TITLE_ID);
    expect(headings[0]?.textContent).toBe('Upgrade Preview');
    expect(container.textContent).toContain('Preview offerings from our Core package');
    expect(container.querySelector('button')?.textContent).toBe('Upgrade');
  });

  it('draws nothing, and leaves the title to the page, without a collection group', () => {
    act(() => root.render(<ShellProvider><CollectionGroupHero tile={null} title="Collection Group" /></ShellProvider>));
    expect(container.querySelector('h1')).toBeNull();
    expect(hasCollectionGroupHero(null)).toBe(false);
    expect(hasCollectionGroupHero({ id: 'tile:x', collectionGroup: null })).toBe(false);
    expect(hasCollectionGroupHero(tile)).toBe(true);
  });
});
