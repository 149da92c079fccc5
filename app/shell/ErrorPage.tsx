import { useEffect } from 'react';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';
import { PRODUCT_NAME } from '../../common/product.ts';
import { PATHS } from '../lib/routing/routes.ts';
import { usePageTitle } from './hooks.ts';
import { reportError } from './reporting.ts';
import { NotFoundPage } from '../pages/NotFoundPage.tsx';

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

/** Route error element: a 404 shows the not-found page; anything else is reported and shows the error page. */
export function RouteError() {
  const error = useRouteError();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  useEffect(() => {
    if (!notFound) reportError(error, { source: 'route' });
  }, [error, notFound]);
  return notFound ? <NotFoundPage /> : <ErrorPage />;
}
