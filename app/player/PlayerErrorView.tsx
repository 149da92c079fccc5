import { useEffect, useId, useRef, useState, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/product.ts';
import type { PlayerErrorView as ErrorView } from '../../common/player/index.ts';
import { PATHS } from '../lib/routing/route-table.ts';

/** Where the error view's help button and link lead. */
export const PLAYER_HELP_URL = 'https://help.airwave.tv/playback';

interface Props {
  error: ErrorView;
  /** TVs show neither Dismiss nor Refresh (the remote's Back does the one, the app's reload the other). */
  isTv: boolean;
  onDismiss: () => void;
  onRefresh: () => void;
}

/** The device line of the error view: browser and system as the browser reports them. */
function deviceInfo(): string {
  const nav = navigator as Navigator & { userAgentData?: { brands?: Array<{ brand: string; version: string }>; platform?: string } };
  // Brand lists carry a decoy entry ("Not A Brand") and name Chromium beside the browser built on it.
  const brands = (nav.userAgentData?.brands ?? []).filter((entry) => !/not.?a.?brand/i.test(entry.brand));
  const brand = brands.find((entry) => entry.brand !== 'Chromium') ?? brands[0];
  const browser = brand ? `${brand.brand} ${brand.version}` : navigator.userAgent;
  const platform = nav.userAgentData?.platform || navigator.platform || 'unknown system';
  return `${browser} on ${platform}`;
}

/** The error's own action: Try again, Got it, Contact support, or Details (which shows the details behind it). */
function PlayerErrorAction({
  action,
  firstButtonRef,
  showDetails,
  onToggleDetails,
  onDismiss,
  onRefresh,
}: {
  action: ErrorView['action'];
  firstButtonRef: RefObject<HTMLButtonElement | HTMLAnchorElement | null>;
  showDetails: boolean;
  onToggleDetails: () => void;
  onDismiss: () => void;
  onRefresh: () => void;
}) {
  switch (action) {
    case 'Try again':
      return (
        <button type="button" className="player-error-action" ref={(node) => void (firstButtonRef.current = node)} onClick={onRefresh}>
          Try again
        </button>
      );
    case 'Got it':
      return (
        <button type="button" className="player-error-action" ref={(node) => void (firstButtonRef.current = node)} onClick={onDismiss}>
          Got it
        </button>
      );
    case 'Contact support':
      return (
        <a className="player-error-action" href={PLAYER_HELP_URL} target="_blank" rel="noreferrer" ref={(node) => void (firstButtonRef.current = node)}>
          Contact support
        </a>
      );
    case 'Details':
      return (
        <button
          type="button"
          className="player-error-action"
          aria-expanded={showDetails}
          ref={(node) => void (firstButtonRef.current = node)}
          onClick={onToggleDetails}
        >
          Details
        </button>
      );
  }
}

/** The details behind the error: its category, name, HTTP status and product error code. */
function PlayerErrorDetails({ error }: { error: ErrorView }) {
  return (
    <dl className="player-error-details">
      <dt>Category</dt>
      <dd>{error.category}</dd>
      <dt>Error</dt>
      <dd>{error.detailedErrorName}</dd>
      {error.httpStatus !== null && (
        <>
          <dt>HTTP status</dt>
          <dd>{error.httpStatus}</dd>
        </>
      )}
      {error.airwaveErrorCode !== null && (
        <>
          <dt>{PRODUCT_NAME} error code</dt>
          <dd>{error.airwaveErrorCode}</dd>
        </>
      )}
    </dl>
  );
}

/**
 * The player error view: the cause as its title, code and text of the catalogue entry, its action, the details behind it,
 * help, the device it happened on, and Dismiss and Refresh (not on TV).
 */
export function PlayerErrorView({ error, isTv, onDismiss, onRefresh }: Props) {
  const titleId = useId();
  const [showDetails, setShowDetails] = useState(false);
  const firstButton = useRef<HTMLButtonElement | HTMLAnchorElement | null>(null);
  useEffect(() => {
    firstButton.current?.focus();
  }, [error]);

  return (
    <section className="player-error" role="alert" aria-labelledby={titleId}>
      <h1 id={titleId} className="player-error-title">
        {error.title}
      </h1>
      <p className="player-error-code">
        <span className="player-error-code-label">Error code: </span>
        <span data-testid="player-error-code">{error.code}</span>
      </p>
      <p className="player-error-message">{error.message}</p>
      {showDetails && <PlayerErrorDetails error={error} />}
      <div className="player-error-actions">
        <PlayerErrorAction
          action={error.action}
          firstButtonRef={firstButton}
          showDetails={showDetails}
          onToggleDetails={() => setShowDetails((shown) => !shown)}
          onDismiss={onDismiss}
          onRefresh={onRefresh}
        />
        {/* Too many screens: the device list is where another screen can be signed out. */}
        {error.detailedErrorName === 'TOO_MANY_STREAMS' && (
          <Link className="player-error-secondary" to={PATHS.settings}>
            Manage your devices
          </Link>
        )}
        {!isTv && (
          <>
            <button type="button" onClick={onDismiss}>
              Dismiss
            </button>
            <button type="button" onClick={onRefresh}>
              Refresh
            </button>
          </>
        )}
      </div>
      <p className="player-error-help">
        Need help? <a href={PLAYER_HELP_URL} target="_blank" rel="noreferrer">Visit the {PRODUCT_NAME} Help Center</a>
      </p>
      <p className="player-error-device">{deviceInfo()}</p>
    </section>
  );
}
