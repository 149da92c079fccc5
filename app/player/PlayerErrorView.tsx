import { useEffect, useId, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Link } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/product.ts';
import type { PlayerErrorView as ErrorView } from '../../common/player/index.ts';
import { PATHS } from '../lib/routing/route-table.ts';

/** Where the error view's help link leads; the help button opens the page of the error's code. */
const PLAYER_HELP_URL = 'https://help.airwave.tv/playback';

/** The help centre's page for an error code. */
function helpUrlFor(code: string): string {
  return `${PLAYER_HELP_URL}?code=${encodeURIComponent(code)}`;
}

interface Props {
  error: ErrorView;
  /** TVs show neither Dismiss nor Refresh (the remote's Back does the one, the app's reload the other). */
  isTv: boolean;
  onDismiss: () => void;
  onRefresh: () => void;
}

type FirstRef = RefObject<HTMLButtonElement | HTMLAnchorElement | null>;

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

/**
 * The entry's own action: Try again (loads the title again), Got it (leaves the player), Contact support (the
 * help centre, which makes it the view's help button too), or Details (shows the details behind the error).
 */
function PlayerErrorAction({ error, firstRef, showDetails, onToggleDetails, onDismiss, onRefresh }: {
  error: ErrorView;
  firstRef: FirstRef;
  showDetails: boolean;
  onToggleDetails: () => void;
  onDismiss: () => void;
  onRefresh: () => void;
}) {
  const ref = (node: HTMLButtonElement | HTMLAnchorElement | null) => void (firstRef.current = node);
  switch (error.action) {
    case 'Try again':
    case 'Got it':
      return (
        <button type="button" className="player-error-action" ref={ref} onClick={error.action === 'Got it' ? onDismiss : onRefresh}>
          {error.action}
        </button>
      );
    case 'Contact support':
      return (
        <a className="player-error-action" href={helpUrlFor(error.code)} target="_blank" rel="noreferrer" ref={ref}>
          Contact support
        </a>
      );
    case 'Details':
      return (
        <button type="button" className="player-error-action" aria-expanded={showDetails} ref={ref} onClick={onToggleDetails}>
          Details
        </button>
      );
  }
}

/** A section of the view: its header and body. */
function PlayerErrorSection({ header, children }: { header: string; children: ReactNode }) {
  const id = useId();
  return (
    <section className="player-error-section" aria-labelledby={id}>
      <h2 id={id} className="player-error-section-header">
        {header}
      </h2>
      {children}
    </section>
  );
}

/** The details behind the error: its category, name, HTTP status and product error code. */
function PlayerErrorDetails({ error }: { error: ErrorView }) {
  return (
    <PlayerErrorSection header="Details">
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
    </PlayerErrorSection>
  );
}

/**
 * The view's buttons: the entry's action; the device list for too many screens; the help button (unless the
 * action is Contact support, which is it); and, not on TV, Dismiss and Refresh — each only once: an entry whose
 * action is Got it has no second Dismiss, one whose action is Try again no second Refresh.
 */
function PlayerErrorActions({ error, isTv, firstRef, showDetails, onToggleDetails, onDismiss, onRefresh }: Props & {
  firstRef: FirstRef;
  showDetails: boolean;
  onToggleDetails: () => void;
}) {
  return (
    <div className="player-error-actions">
      <PlayerErrorAction error={error} firstRef={firstRef} showDetails={showDetails} onToggleDetails={onToggleDetails} onDismiss={onDismiss} onRefresh={onRefresh} />
      {/* Too many screens: the device list is where another screen can be signed out. */}
      {error.detailedErrorName === 'TOO_MANY_STREAMS' && (
        <Link className="player-error-secondary" to={PATHS.settings}>
          Manage your devices
        </Link>
      )}
      {error.action !== 'Contact support' && (
        <a className="player-error-secondary" href={helpUrlFor(error.code)} target="_blank" rel="noreferrer">
          Help
        </a>
      )}
      {!isTv && error.action !== 'Got it' && (
        <button type="button" onClick={onDismiss}>
          Dismiss
        </button>
      )}
      {!isTv && error.action !== 'Try again' && (
        <button type="button" onClick={onRefresh}>
          Refresh
        </button>
      )}
    </div>
  );
}

/**
 * The player error view: a header with the cause as its title and the entry's code, the sections 'What's the
 * problem?' (the catalogue's message), 'How to troubleshoot?' (when the entry has advice) and Details (on
 * asking), the buttons, the help link and the device it happened on.
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
      <header className="player-error-header">
        <h1 id={titleId} className="player-error-title">
          {error.title}
        </h1>
        <p className="player-error-code">
          <span className="player-error-code-label">Error code: </span>
          <span data-testid="player-error-code">{error.code}</span>
        </p>
      </header>
      <PlayerErrorSection header="What's the problem?">
        <p className="player-error-message">{error.message}</p>
      </PlayerErrorSection>
      {error.troubleshooting && (
        <PlayerErrorSection header="How to troubleshoot?">
          <p>{error.troubleshooting}</p>
        </PlayerErrorSection>
      )}
      {showDetails && <PlayerErrorDetails error={error} />}
      <PlayerErrorActions
        error={error}
        isTv={isTv}
        firstRef={firstButton}
        showDetails={showDetails}
        onToggleDetails={() => setShowDetails((shown) => !shown)}
        onDismiss={onDismiss}
        onRefresh={onRefresh}
      />
      <p className="player-error-help">
        Need help? <a href={PLAYER_HELP_URL} target="_blank" rel="noreferrer">Visit the {PRODUCT_NAME} Help Center</a>
      </p>
      <p className="player-error-device">{deviceInfo()}</p>
    </section>
  );
}
