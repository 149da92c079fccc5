import { lazy, Suspense, useEffect, useRef } from 'react';
import { NavLink, Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/product.ts';
import { keptQueryParams, logoutPath, withQuery } from '../lib/routing/links.ts';
import { PATHS } from '../lib/routing/route-table.ts';
import type { NavEntry } from '../lib/routing/navigation.ts';
import { loadCastUi, useCastUiWhenSettled } from '../cast/cast-code.ts';
import { prefetchPlayerCodeWhenIdle } from '../kit/seams/player-code.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { ConnectionModals } from './ConnectionModals.tsx';
import { Footer } from './Footer.tsx';
import { GatedOutlet } from './GatedOutlet.tsx';
import { GeoFence } from './GeoFence.tsx';
import { NotificationCenter } from '../features/notifications/NotificationCenter.tsx';
import { useHidingHeader, useIsMobile } from '../kit/hooks.ts';
import { ShellProvider, useModalOpen, useModals } from '../kit/ShellProvider.tsx';
import { pushAddEmailModal } from '../kit/seams/add-email.tsx';
import { useAcknowledgeFromUrl } from './useAcknowledgeFromUrl.ts';
import { useFocusOnNavigation } from './useFocusOnNavigation.ts';
import { useNavigationState } from './useNavigationState.ts';
import { useScrollMemory } from './useScrollMemory.ts';
import { UnsupportedBrowserNotice } from './UnsupportedBrowser.tsx';
import { useShellLayout } from '../kit/useShellLayout.ts';
import './shell.css';
import { useDoNotSellSync } from '../kit/analytics/useDoNotSellSync.ts';

/** Navigation keeps categoryId and debug; ack is consumed where it lands, so it is not carried on. */
function useKeptNavigationQuery(): URLSearchParams {
  const { search } = useLocation();
  const kept = keptQueryParams(search);
  kept.delete('ack');
  return kept;
}

function SearchIcon() {
  return (
    <svg className="nav-icon" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M15.5 15.5 21 21" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** The desktop header's Search entry: an icon with its name beside the account menu. */
function HeaderSearch({ entry }: { entry: NavEntry }) {
  const kept = useKeptNavigationQuery();
  return (
    <NavLink className="shell-search" to={withQuery(entry.path, kept)}>
      <SearchIcon />
      <span>{entry.label}</span>
    </NavLink>
  );
}

function MainNav({ entries, placement, ready }: { entries: NavEntry[]; placement: 'top' | 'bottom'; ready: boolean }) {
  const kept = useKeptNavigationQuery();
  return (
    <nav aria-label="Main" className={`main-nav main-nav-${placement}`} data-placement={placement} data-ready={ready ? 'true' : 'false'}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavLink to={withQuery(entry.path, kept)}>
              {entry.key === 'search' ? <SearchIcon /> : null}
              {entry.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** Casting loads with import() once the page has settled (app/cast/cast-code.ts); until then, and without devices, nothing shows. */
const CastButton = lazy(() => loadCastUi().then((module) => ({ default: module.CastButton })));
const MiniController = lazy(() => loadCastUi().then((module) => ({ default: module.MiniController })));

function Layout() {
  const mobile = useIsMobile();
  const headerHidden = useHidingHeader(mobile);
  const nav = useNavigationState();
  const modalOpen = useModalOpen();
  const modals = useModals();
  const restricted = nav.variant === 'restricted';
  // The embedded view and receiver mode draw less around the page (app/lib/routing/shell-layout.ts).
  const { layout, chrome } = useShellLayout();
  const castShown = useCastUiWhenSettled() && chrome.casting;
  useAcknowledgeFromUrl();
  // A route change puts focus on the new page's main heading (focus-on-navigation.ts).
  const main = useRef<HTMLElement>(null);
  useFocusOnNavigation(main, modalOpen);

  return (
    <div className="shell" data-layout={mobile ? 'mobile' : 'desktop'} data-view={layout} inert={modalOpen}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header" data-hidden={headerHidden ? 'true' : 'false'} hidden={chrome.header === 'none'}>
        <Link to={PATHS.home} className="shell-logo">
          {PRODUCT_NAME}
        </Link>
        {!mobile && !restricted && chrome.navigation && <MainNav entries={nav.entries} placement="top" ready={nav.ready} />}
        {/* Nothing in this group moves once seen (a click meant for Search must not land on the account menu that
            takes its place): the group shows when the user and subscription are known, since those decide what is in
            it and so where each control sits, and the cast button, which comes later, sits left of them all. */}
        <div className="shell-actions" hidden={!chrome.navigation} data-ready={nav.ready ? 'true' : 'false'}>
          {castShown && (
            <Suspense fallback={null}>
              <CastButton />
            </Suspense>
          )}
          {!mobile && nav.search && <HeaderSearch entry={nav.search} />}
          {nav.subscribeNow && (
            <Link className="shell-cta" to={PATHS.account}>
              Subscribe now
            </Link>
          )}
          {nav.ready && nav.variant === 'emailFirst' && (
            // Sign Up opens the add-email / sign-up modal: the visitor's account gets an email where it is.
            <button type="button" className="shell-cta" onClick={() => pushAddEmailModal(modals, 'sign-up')}>
              Sign Up
            </button>
          )}
          {nav.ready ? (
            <AccountMenu needsEmail={nav.needsEmail} displayName={nav.displayName} avatarUrl={nav.avatarUrl} />
          ) : (
            restricted && <a href={logoutPath(false)}>Log out</a>
          )}
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1} ref={main}>
        <UnsupportedBrowserNotice />
        <GatedOutlet />
      </main>
      {chrome.footer && <Footer />}
      {castShown && (
        <Suspense fallback={null}>
          <MiniController />
        </Suspense>
      )}
      {mobile && !restricted && chrome.navigation && <MainNav entries={nav.search ? [...nav.entries, nav.search] : nav.entries} placement="bottom" ready={nav.ready} />}
    </div>
  );
}

/** The root layout: shell infrastructure, header and navigation around the current page. */
export function AppShell() {
  // The player's code arrives while the viewer looks around, so a first Play does not wait for it.
  useEffect(() => prefetchPlayerCodeWhenIdle(), []);
  useScrollMemory();
  // Analytics turns the integrations that sell or share off while the account's do-not-sell preference is on.
  useDoNotSellSync();
  return (
    <ShellProvider>
      <Layout />
      <ConnectionModals />
      <GeoFence />
      <NotificationCenter />
    </ShellProvider>
  );
}
