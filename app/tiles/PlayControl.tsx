import { useNavigate } from 'react-router-dom';
import { useApolloClient } from '@apollo/client/react';
import type { TileBehavior, TileCard_TileFragment } from '../../generated/graphql/operations.ts';
import { PreferencesDocument } from '../../generated/graphql/documents/PreferencesDocument.ts';
import { startAtLiveOverride, tileBehaviors } from '../lib/tiles/tile-behaviors.ts';
import { isPlayable } from '../lib/assets/is-playable.ts';
import { initialUpgradePendingState, upgradePendingTransition } from '../lib/state/upgrade-pending.ts';
import { decidePlayButton } from '../lib/tiles/play-button.ts';
import { useModals, type ModalApi } from '../kit/ShellProvider.tsx';
import { useMachine } from '../kit/useMachine.ts';
import { openSubscriptionOverlay } from '../kit/seams/open-subscription-overlay.ts';
import { playerHref, upgradeTargetText } from '../lib/tiles/tile-links.ts';
import { PLAYER_OPENER_KEY_ATTRIBUTE, playbackRequestedForTile, playerOpenerKey } from '../lib/routing/playback-requested.ts';
import { prefetchPlayerCode } from '../kit/seams/player-code.ts';
import { playbackTitle } from '../lib/tiles/playback-title.ts';
import { castAssetOf, castIfConnected } from '../cast/cast-bridge.ts';

interface Props {
  tile: TileCard_TileFragment;
  hasContentAccess: boolean;
  now: Date;
  /** The behaviours in force on the tile (its own and its group's). */
  behaviors?: ReadonlySet<TileBehavior>;
  /** The tile group the tile is in, if any: the player goes on to the group's next tile when this one ends. */
  tileGroupId?: string | null;
}

/**
 * The upgrade action of a tile: the subscription overlay on Manage Plan, with the products that would unlock
 * it (Tile.notInPlanProducts) selected and named, going on to this page after a successful checkout.
 */
function startTileUpgrade(modals: ModalApi, products: TileCard_TileFragment['notInPlanProducts'], now: Date, onClosed: () => void = () => undefined): void {
  openSubscriptionOverlay(modals, {
    entry: 'plan',
    now: () => now,
    message: upgradeTargetText(products),
    preselect: products.map((product) => product.id),
    postAddOnURL: `${window.location.pathname}${window.location.search}`,
    onClosed,
  });
}

/** Upgrade with its pending spinner: spins from the click until the upsell closes; clicks meanwhile are ignored. */
function UpgradeButton({ name, products, now }: { name: string; products: TileCard_TileFragment['notInPlanProducts']; now: Date }) {
  const modals = useModals();
  const [state, dispatch] = useMachine(upgradePendingTransition, () => initialUpgradePendingState, (_effect, send) =>
    startTileUpgrade(modals, products, now, () => send({ type: 'upsell-closed' })),
  );
  return (
    <button
      type="button"
      className="tile-action upgrade-button"
      aria-label={`Upgrade to watch ${name}`}
      aria-busy={state.pending || undefined}
      data-pending={state.pending || undefined}
      onClick={() => dispatch({ type: 'clicked' })}
    >
      {state.pending ? <span className="spinner" aria-hidden="true" /> : null}
      Upgrade
    </button>
  );
}

/** Play / Resume / Watched / Upgrade per decidePlayButton. */
export function PlayControl({ tile, hasContentAccess, now, behaviors = tileBehaviors(tile), tileGroupId = null }: Props) {
  const navigate = useNavigate();
  const client = useApolloClient();
  // With ENABLE_START_AT_LIVE_PREF a play carries the user's player_starts_at_live preference, read before the player
  // opens: asked for as soon as the viewer points at Play (the click then finds it in the cache, or joins the request).
  const readsStartAtLive = startAtLiveOverride(behaviors, null) !== null;
  const preferences = () => client.query({ query: PreferencesDocument }).catch(() => null);
  const startAtLive = async (): Promise<boolean> => {
    if (!readsStartAtLive) return false;
    const answer = await preferences();
    const value = answer?.data?.preferences.find((preference) => preference.name === 'player_starts_at_live')?.value;
    return startAtLiveOverride(behaviors, value === 'on' ? 'on' : 'off') ?? false;
  };
  const prepare = () => {
    prefetchPlayerCode();
    if (readsStartAtLive) void preferences();
  };
  const decision = decidePlayButton({ ...tile, hasContentAccess, isPlayable: isPlayable(tile, now) });
  const name = tile.title ?? '';
  switch (decision.kind) {
    case 'hidden':
      return null;
    case 'play': {
      const href = playerHref(tile);
      if (!href) return null;
      return (
        <button
          type="button"
          className="tile-action play-button"
          aria-label={`${decision.label} ${name}`}
          {...{ [PLAYER_OPENER_KEY_ATTRIBUTE]: playerOpenerKey(tileGroupId, tile.id) }}
          // Pointing at or focusing Play fetches the player's code (and the preference a live play carries), so the
          // click does not wait for them.
          onPointerEnter={prepare}
          onFocus={prepare}
          onClick={() => {
            // While casting, the receiver plays it; otherwise this page's player.
            const cast = castAssetOf({ playableAssetType: tile.playableAssetType, playableAssetId: tile.playableAssetId, ...playbackTitle(tile), imageUrl: tile.image?.url ?? null });
            if (cast && castIfConnected(cast)) return;
            // The "playback requested" action: the asset (in the route) with what the player shows while it loads.
            void startAtLive().then((fromLiveEdge) => navigate(href, { state: playbackRequestedForTile(tile, { tileGroupId, startAtLive: fromLiveEdge }) }));
          }}
        >
          ▶ {decision.label}
        </button>
      );
    }
    case 'watched-unplayable':
      return (
        <button type="button" className="tile-action" disabled aria-label={decision.accessibilityText}>
          {decision.label}
        </button>
      );
    case 'upgrade':
      return <UpgradeButton name={name} products={decision.products} now={now} />;
  }
}
