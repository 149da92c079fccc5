import type { PageQuery } from '../../../../generated/graphql/operations.ts';

/**
 * Asks the browser for a show's or an episode's art as soon as its detail page's first read answers, before Apollo
 * Client has it and React has drawn the header: a `<link rel="preload" as="image" fetchpriority="high">` in the
 * document's head with the address the header's `<img class="detail-art">` asks for (the same one, or the picture
 * downloads twice). That art is the detail page's largest paint; without the preload its request waited for Apollo
 * Client's code, the cache write, the page's code and the first render. Called by the entry (app/main.tsx) with the
 * answer of the detail page's first read, from the entry's own chunk.
 */
export function preloadDetailArt({ page }: Pick<PageQuery, 'page'>): void {
  const url = page?.showProfile ? page.showProfile.primaryImage?.url : page?.episodeProfile ? page.tile?.image?.url : null;
  if (url) document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', fetchPriority: 'high', href: url }));
}
