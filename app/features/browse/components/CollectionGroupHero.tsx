import type { CollectionGroupHero_TileFragment } from '../../../../generated/graphql/operations.ts';
import { heroTitleSize } from '../../../lib/tiles/hero-title-size.ts';
import { useModals, type ModalApi } from '../../../shell/ShellProvider.tsx';
import { openSubscriptionOverlay } from '../../../shell/open-subscription-overlay.ts';
import { PAGE_TITLE_ID } from './PageView.tsx';

type CollectionGroup = NonNullable<CollectionGroupHero_TileFragment['collectionGroup']>;

/**
 * The collection-group upgrade action: the subscription overlay on Manage Plan, saying what the upgrade is
 * to (the group's own title), going on to this page after a successful checkout.
 */
export function startCollectionGroupUpgrade(modals: ModalApi, group: CollectionGroup): void {
  openSubscriptionOverlay(modals, {
    entry: 'plan',
    // The page's clock (the test clock in browser tests).
    now: () => new Date(),
    message: `Upgrade to get ${group.title ?? 'this package'}.`,
    postAddOnURL: `${window.location.pathname}${window.location.search}`,
  });
}

/** Whether the page has a collection-group hero, which then shows the page's title (its h1). */
export function hasCollectionGroupHero(tile: CollectionGroupHero_TileFragment | null): boolean {
  return Boolean(tile?.collectionGroup);
}

/**
 * Hero of a collection-group page: backdrop, title (the page's h1, so the title is not shown twice),
 * description and the upgrade button.
 */
export function CollectionGroupHero({ tile, title }: { tile: CollectionGroupHero_TileFragment | null; title: string }) {
  const modals = useModals();
  const group = tile?.collectionGroup;
  if (!group) return null;
  const heading = group.title ?? title;
  return (
    <div className="collection-group-hero">
      {group.backdropImage?.url ? <img className="hero-backdrop" src={group.backdropImage.url} alt="" width={1440} height={810} /> : null}
      <div className="hero-scrim" aria-hidden="true" />
      <div className="hero-content">
        <h1 id={PAGE_TITLE_ID} className="hero-title" data-size={heroTitleSize(heading)}>
          {heading}
        </h1>
        {group.description ? <p>{group.description}</p> : null}
        {group.upgradeButton ? (
          <button type="button" className="upgrade-button" onClick={() => startCollectionGroupUpgrade(modals, group)}>
            {group.upgradeButton.label}
          </button>
        ) : null}
      </div>
    </div>
  );
}
