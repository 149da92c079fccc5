import { useParams, useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../kit/hooks.ts';

/** The query parameters pages read (filter, filterId, sorterId on collection and show pages; categoryId). */
const SHOWN_QUERY = ['filter', 'filterId', 'sorterId', 'categoryId'] as const;

/**
 * Stand-in for a page until its feature lands: the page title and the route's parameters, no data.
 * A real page replaces the element in app/router.tsx and calls usePageTitle itself.
 */
export function PlaceholderPage({ title }: { title: string }) {
  usePageTitle(title);
  const params = useParams();
  const [search] = useSearchParams();
  const shown = [
    ...Object.entries(params).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ...SHOWN_QUERY.flatMap((name) => {
      const value = search.get(name);
      return value === null ? [] : [[name, value] as [string, string]];
    }),
  ];
  return (
    <section aria-labelledby="page-title">
      <h1 id="page-title">{title}</h1>
      {shown.length > 0 && (
        <dl className="route-params">
          {shown.map(([name, value]) => (
            <div key={name}>
              <dt>{name}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      )}
    </section>
  );
}
