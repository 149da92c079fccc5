import { NavLink, Link, Outlet, ScrollRestoration, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/product.ts';
import { keptQueryParams, logoutPath, withQuery } from '../lib/routing/links.ts';
import { PATHS } from '../lib/routing/routes.ts';
import type { NavEntry } from '../lib/routing/navigation.ts';
import { AccountMenu } from './AccountMenu.tsx';
import { ConnectionModals } from './ConnectionModals.tsx';
import { GeoFence } from './GeoFence.tsx';
import { useHidingHeader, useIsMobile } from './hooks.ts';
import { ShellProvider, useModalOpen } from './ShellProvider.tsx';
import { useAcknowledgeFromUrl } from './useAcknowledgeFromUrl.ts';
import { useNavigationState } from './useNavigationState.ts';
import './shell.css';

function MainNav({ entries, placement }: { entries: NavEntry[]; placement: 'top' | 'bottom' }) {
  const { search } = useLocation();
  // Navigation keeps categoryId and debug; ack is consumed where it lands, so it is not carried on.
  const kept = keptQueryParams(search);
  kept.delete('ack');
  return (
    <nav aria-label="Main" className={`main-nav main-nav-${placement}`} data-placement={placement}>
      <ul>
        {entries.map((entry) => (
          <li key={entry.key}>
            <NavLink to={withQuery(entry.path, kept)}>{entry.label}</NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}

function Layout() {
  const mobile = useIsMobile();
  const headerHidden = useHidingHeader(mobile);
  const nav = useNavigationState();
  const modalOpen = useModalOpen();
  const restricted = nav.variant === 'restricted';
  useAcknowledgeFromUrl();

  return (
    <div className="shell" data-layout={mobile ? 'mobile' : 'desktop'} inert={modalOpen}>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <header className="shell-header" data-hidden={headerHidden ? 'true' : 'false'}>
        <Link to={PATHS.home} className="shell-logo">
          {PRODUCT_NAME}
        </Link>
        {!mobile && !restricted && <MainNav entries={nav.entries} placement="top" />}
        <div className="shell-actions">
          {nav.subscribeNow && (
            <Link className="shell-cta" to={PATHS.account}>
              Subscribe now
            </Link>
          )}
          {nav.ready && nav.variant === 'uncredentialed' && (
            <a className="shell-cta" href={logoutPath(true)}>
              Sign Up
            </a>
          )}
          {nav.ready ? (
            <AccountMenu isUncredentialed={nav.isUncredentialed} displayName={nav.displayName} />
          ) : (
            restricted && <a href={logoutPath(false)}>Log out</a>
          )}
        </div>
      </header>
      <main id="main" className="shell-main" tabIndex={-1}>
        <Outlet />
      </main>
      {mobile && !restricted && <MainNav entries={nav.entries} placement="bottom" />}
    </div>
  );
}

/** The root layout: shell infrastructure, header and navigation around the current page. */
export function AppShell() {
  return (
    <ShellProvider>
      <Layout />
      <ConnectionModals />
      <GeoFence />
      {/* Vertical scroll is remembered per pathname. */}
      <ScrollRestoration getKey={(location) => location.pathname} />
    </ShellProvider>
  );
}
