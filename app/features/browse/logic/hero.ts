import type { HeroCarousel_TileFragment } from '../../../../generated/graphql/operations.ts';

type PlayStatusIndicator = NonNullable<NonNullable<HeroCarousel_TileFragment['hero']>['playStatusIndicator']>;
import { progressRingPercent } from '../../../lib/tiles/progress-ring.ts';

type Hero = NonNullable<HeroCarousel_TileFragment['hero']>;

/** The tags of a hero slide, in reading order: New, Live (the tile is live now) and the recorded tag's label. */
export function heroTags(hero: Pick<Hero, 'isNew' | 'recordedTagLabel'>, isLive: boolean): string[] {
  const tags: string[] = [];
  if (hero.isNew) tags.push('New');
  if (isLive) tags.push('Live');
  if (hero.recordedTagLabel) tags.push(hero.recordedTagLabel);
  return tags;
}

/**
 * The play status of a slide in words and percent: 'Watched', 'N% watched' (WATCHED progress) or 'N% aired'
 * (a live airing's progress); null when there is nothing to show.
 */
export function heroPlayStatus(indicator: Pick<PlayStatusIndicator, 'isWatched' | 'percentageCompleted' | 'percentageType'> | null | undefined): { text: string; percent: number } | null {
  if (!indicator) return null;
  if (indicator.isWatched) return { text: 'Watched', percent: 100 };
  const percent = Math.round(progressRingPercent(indicator.percentageCompleted));
  if (percent <= 0) return null;
  return { text: `${percent}% ${indicator.percentageType === 'AIRED' ? 'aired' : 'watched'}`, percent };
}
