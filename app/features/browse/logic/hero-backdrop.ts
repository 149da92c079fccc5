import type { TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';

/** A hero's art, as a page's answer gives it. */
interface HeroArt {
  image: { url: string } | null;
}

/** The width a hero backdrop is asked for (the page document's `url(width: 1440)`): what a screen above the mobile breakpoint gets. */
const HERO_WIDTH = 1440;
/** The image service's offered widths below the hero's own, for screens under the mobile breakpoint (docs/decisions/0017). */
const NARROW_WIDTHS = [480, 630, 910] as const;
/** Below the mobile breakpoint (910 px) the hero spans the viewport; above it, the hero's own width. */
const BACKDROP_SIZES = `(max-width: 909.98px) 100vw, ${HERO_WIDTH}px`;

/** What an `<img>` (or an image preload) asks for: `srcSet` and `sizes` only where the address can be asked narrower. */
export interface BackdropSources {
  src: string;
  srcSet?: string;
  sizes?: string;
}

/**
 * A backdrop's sources from its address as the page's answer gives it (asked for at the hero's 1440 pixels): that
 * address stays the `src` and the widest candidate, and the same address with the image service's `width` parameter
 * at each offered narrower width are the phone's candidates, so a phone downloads a picture its screen can show
 * (docs/decisions/0017-responsive-hero-backdrop.md). An address without that parameter at 1440 is used as it is.
 */
export function backdropSources(url: string | null | undefined): BackdropSources | null {
  if (!url) return null;
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { src: url };
  }
  if (parsed.searchParams.get('width') !== String(HERO_WIDTH)) return { src: url };
  const narrower = NARROW_WIDTHS.map((width) => {
    parsed.searchParams.set('width', String(width));
    return `${parsed.href} ${width}w`;
  });
  return { src: url, srcSet: [...narrower, `${url} ${HERO_WIDTH}w`].join(', '), sizes: BACKDROP_SIZES };
}

/**
 * The sources a hero slide's backdrop `<img>` asks for (HeroSlide.tsx), or null when the slide has no art. The entry's
 * preload (hero-backdrop-preload.ts) asks for the first slide's with this same function: different candidates would
 * download the picture twice.
 */
export function heroBackdropSources(hero: HeroArt): BackdropSources | null {
  return backdropSources(hero.image?.url);
}

/** Whether a page's group is its hero (every tile a hero tile): the page draws it as the carousel, not as a row. */
export function isHeroGroup(group: Pick<TileRow_GroupFragment, 'tiles'>): boolean {
  return group.tiles.edges.length > 0 && group.tiles.edges.every((edge) => edge.node.kind === 'HERO');
}
