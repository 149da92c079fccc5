import { Link } from 'react-router-dom';
import { PATHS } from '../lib/routing/route-table.ts';
import { usePageTitle } from '../kit/hooks.ts';

export function NotFoundPage() {
  usePageTitle('Page Not Found');
  return (
    <section>
      <h1>Page Not Found</h1>
      <p>We could not find the page you asked for.</p>
      <Link to={PATHS.home}>Go to the home page</Link>
    </section>
  );
}
