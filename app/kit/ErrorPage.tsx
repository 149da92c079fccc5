import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { Link, useLocation } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/product.ts';
import { PATHS } from '../lib/routing/route-table.ts';
import { usePageTitle } from './hooks.ts';
import { reportError } from './reporting.ts';

/** Assumption: the spec shows a support link without its address. */
export const SUPPORT_URL = '/support';

/** The app's error page ('Something went wrong', code {product}-4). */
export function ErrorPage() {
  usePageTitle('Something went wrong');
  return (
    <section className="error-page">
      <h1>Something went wrong</h1>
      <p>Error code: {PRODUCT_NAME}-4</p>
      <p>
        <Link to={PATHS.home}>Go to the home page</Link> · <a href={SUPPORT_URL}>Contact support</a>
      </p>
    </section>
  );
}

function ErrorPageFallback(_props: FallbackProps) {
  return <ErrorPage />;
}

function reportRenderError(error: unknown) {
  reportError(error, { source: 'route' });
}

/**
 * A page that fails to render is reported once and shows the error page in its place. Placed around the
 * shell, and inside it around the pages, so that navigation and modals stay usable when only a page fails;
 * going to another path renders afresh.
 */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={ErrorPageFallback} onError={reportRenderError} resetKeys={[pathname]}>
      {children}
    </ErrorBoundary>
  );
}
