import { HERO_TITLE_LARGE_BELOW, HERO_TITLE_MEDIUM_UP_TO } from '../../../lib/constants.ts';

export type HeroTitleSize = 'large' | 'medium' | 'small';

/** Shorter hero titles get bigger type so every title fits the slide: <14 large, ≤32 medium, else small. */
export function heroTitleSize(title: string): HeroTitleSize {
  if (title.length < HERO_TITLE_LARGE_BELOW) return 'large';
  if (title.length <= HERO_TITLE_MEDIUM_UP_TO) return 'medium';
  return 'small';
}
