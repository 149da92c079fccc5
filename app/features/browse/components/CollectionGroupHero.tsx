import type { CollectionGroupHero_TileFragment } from '../../../../generated/graphql/operations.ts';
import { heroTitleSize } from '../../../lib/tiles/hero-title-size.ts';
import { Dialog } from '../../../shell/Dialog.tsx';
import { useModals, type ModalApi } from '../../../shell/ShellProvider.tsx';
import { PAGE_TITLE_ID } from './PageView.tsx';

type CollectionGroup = NonNullable<CollectionGroupHero_TileFragment['collectionGroup']>;

/**
 * The collection-group upgrade action. Checkout belongs to the billing area; until it lands this says in a
 * dialog what the upgrade is to (the group's own title and description).
 */
export function startCollectionGroupUpgrade(modals: ModalApi, group: CollectionGroup): void {
  modals.push({
    type: 'confirmation_dialog',
    render: (close) => (
      <Dialog title={group.upgradeButton?.label ?? 'Upgrade'} onClose={close}>
        <p>Upgrade to get {group.title ?? 'this package'}.</p>
        {group.description ? <p>{group.description}</p> : null}
      </Dialog>
    ),
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
