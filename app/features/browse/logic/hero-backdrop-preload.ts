import type { PageQuery } from '../../../../generated/graphql/operations.ts';
import { heroBackdropSources, isHeroGroup } from './hero-backdrop.ts';

/**
 * Asks the browser for the first hero slide's backdrop as soon as the page's answer is in, before React has rendered
 * it: a `<link rel="preload" as="image" fetchpriority="high">` in the document's head with the candidates the slide's
 * `<img>` will choose from (the same `heroBackdropSources`, `imagesrcset` and `imagesizes` for its `srcset` and `sizes`,
 * and no `href` beside them, which a browser could fetch as well: a different address would download the picture twice), so the
 * image's request does not wait for Apollo Client, the first render and the commit (Home's largest paint is that
 * backdrop). The slide shown first is the first tile of the page's first hero group (the carousel starts at slide 1).
 * Called by the entry (app/main.tsx) with the answer of Home's first read, from the entry's own chunk: no script
 * request stands between that answer and the picture's.
 */
export function preloadHeroBackdrop({ page }: Pick<PageQuery, 'page'>): void {
  const hero = page?.groups.edges.find((edge) => isHeroGroup(edge.node))?.node.tiles.edges[0]?.node.hero;
  const sources = hero && heroBackdropSources(hero);
  if (!sources) return;
  const link = Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', fetchPriority: 'high' });
  if (sources.srcSet && sources.sizes) {
    link.setAttribute('imagesrcset', sources.srcSet);
    link.setAttribute('imagesizes', sources.sizes);
  } else link.href = sources.src;
  document.head.append(link);
}
