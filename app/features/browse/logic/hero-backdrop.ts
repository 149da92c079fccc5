import type { TileRow_GroupFragment } from '../../../../generated/graphql/operations.ts';

/** A hero's art, as a page's answer gives it. */
interface HeroArt {
  image: { url: string } | null;
}

/**
 * The address a hero slide's backdrop `<img>` asks for (HeroSlide.tsx), or null when the slide has no art. The entry's
 * preload (hero-backdrop-preload.ts) asks for the first slide's with this same function: a different address would
 * download the picture twice.
 */
export function heroBackdropUrl(hero: HeroArt): string | null {
  return hero.image?.url || null;
}

/** Whether a page's group is its hero (every tile a hero tile): the page draws it as the carousel, not as a row. */
export function isHeroGroup(group: Pick<TileRow_GroupFragment, 'tiles'>): boolean {
  return group.tiles.edges.length > 0 && group.tiles.edges.every((edge) => edge.node.kind === 'HERO');
}
