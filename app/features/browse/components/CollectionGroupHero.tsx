import type { CollectionGroupHero_TileFragment } from '../../../../generated/graphql/operations.ts';
import { initialUpgradePendingState, upgradeButtonView, upgradePendingTransition } from '../../../lib/state/upgrade-pending.ts';
import { heroTitleSize } from '../logic/hero-title-size.ts';
import { backdropSources } from '../logic/hero-backdrop.ts';
import { upgradeTargetText } from '../../../lib/tiles/tile-links.ts';
import { useModals, type ModalApi } from '../../../kit/ShellProvider.tsx';
import { openSubscriptionOverlay } from '../../../kit/seams/open-subscription-overlay.ts';
import { useMachine } from '../../../kit/useMachine.ts';
import { PAGE_TITLE_ID } from './PageView.tsx';

type CollectionGroup = NonNullable<CollectionGroupHero_TileFragment['collectionGroup']>;
type UpgradeButton = NonNullable<CollectionGroup['upgradeButton']>;

/**
 * The collection-group upgrade action, like a tile's: the subscription overlay on Manage Plan with the
 * products that unlock the group (its button's notInPlanProducts) selected and named, going on to this page
 * after a successful checkout.
 */
function startCollectionGroupUpgrade(modals: ModalApi, group: CollectionGroup, button: UpgradeButton): Promise<void> {
  return openSubscriptionOverlay(modals, {
    entry: 'plan',
    // The page's clock (the test clock in browser tests).
    now: () => new Date(),
    message: upgradeTargetText(button.notInPlanProducts, group.title ? `watch everything in ${group.title}` : 'watch everything here'),
    preselect: button.notInPlanProducts.map((product) => product.id),
    postAddOnURL: `${window.location.pathname}${window.location.search}`,
  });
}

/**
 * The collection group's upgrade button: 'Loading' and disabled (aria-disabled, so it keeps focus for the
 * overlay to hand back) from the press until the overlay is up; presses meanwhile are ignored.
 */
function CollectionGroupUpgrade({ group, button }: { group: CollectionGroup; button: UpgradeButton }) {
  const modals = useModals();
  const [state, dispatch] = useMachine(upgradePendingTransition, () => initialUpgradePendingState, (_effect, send) => {
    void startCollectionGroupUpgrade(modals, group, button).finally(() => send({ type: 'request-settled' }));
  });
  const view = upgradeButtonView(state, button.label);
  return (
    <button type="button" className="upgrade-button" aria-disabled={view.disabled || undefined} onClick={() => dispatch({ type: 'clicked' })}>
      {view.label}
    </button>
  );
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
  const group = tile?.collectionGroup;
  if (!group) return null;
  const heading = group.title ?? title;
  const backdrop = backdropSources(group.backdropImage?.url);
  const upgrade = group.upgradeButton;
  return (
    <div className="collection-group-hero">
      {backdrop ? <img className="hero-backdrop" src={backdrop.src} srcSet={backdrop.srcSet} sizes={backdrop.sizes} alt="" width={1440} height={810} /> : null}
      <div className="hero-scrim" aria-hidden="true" />
      <div className="hero-content">
        <h1 id={PAGE_TITLE_ID} className="hero-title" data-size={heroTitleSize(heading)}>
          {heading}
        </h1>
        {group.description ? <p>{group.description}</p> : null}
        {upgrade ? <CollectionGroupUpgrade group={group} button={upgrade} /> : null}
      </div>
    </div>
  );
}
