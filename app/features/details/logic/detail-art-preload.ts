import type { PageQuery } from '../../../../generated/graphql/operations.ts';

/**
 * Asks the browser for a show's or an episode's art as soon as its detail page's first read answers, before Apollo
 * Client has it and React has drawn the header: a `<link rel="preload" as="image" fetchpriority="high">` in the
 * document's head with the address the header's `<img class="detail-art">` asks for (the same one, or the picture
 * downloads twice). That art is the detail page's largest paint; without the preload its request waited for Apollo
 * Client's code, the cache write, the page's code and the first render.
 */
function preloadDetailArt({ page }: Pick<PageQuery, 'page'>): void {
  const url = page?.showProfile ? page.showProfile.primaryImage?.url : page?.episodeProfile ? page.tile?.image?.url : null;
  if (url) document.head.append(Object.assign(document.createElement('link'), { rel: 'preload', as: 'image', fetchPriority: 'high', href: url }));
}

/** The show whose page the page load opened at, once the entry's read of it has answered, until that page has drawn it. */
let pageLoadShow: string | null = null;

/**
 * The entry's hand-off of a detail page's first read (app/main.tsx calls it with the answer, from the entry's own
 * chunk): its art is asked for at once (above), and a show's page is noted as the page load's, to be drawn header
 * first (isPageLoadShowToDraw).
 */
export function detailFirstReadAnswered(answer: Pick<PageQuery, 'page'>): void {
  preloadDetailArt(answer);
  pageLoadShow = answer.page?.showProfile?.showId ?? null;
}

/**
 * Whether this show's page is the page load's own, not drawn yet: it mounts with its answer already in the cache (the
 * entry's read), so nothing else would hold its tabs and rows back from the header's first commit, and the header's
 * art (the page's largest paint) would wait for them to be drawn. A later visit (Back, a link) is drawn whole at once.
 */
export function isPageLoadShowToDraw(showId: string): boolean {
  return pageLoadShow === showId;
}

/** The show's page has drawn it (its header): a later visit is not the page load's. */
export function showPageDrawn(showId: string): void {
  if (pageLoadShow === showId) pageLoadShow = null;
}
