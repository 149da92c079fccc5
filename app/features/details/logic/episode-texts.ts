import { formatOriginalAirDate } from './original-air-date.ts';
import type { VariantOf } from '../../../../common/experiments.ts';

/** 'MM/DD/YYYY' of the original air date, only in the all-showings experiment's treatment (else null). */
export function originalAirDateText(originalAirDate: string | null, allShowings: VariantOf<'allShowings'>): string | null {
  if (!originalAirDate || allShowings !== 'treatment') return null;
  return formatOriginalAirDate(originalAirDate);
}

/** Ratings as shown: their values joined ('TV-14, PG-13'), null when there are none. */
export function ratingsText(ratings: ReadonlyArray<{ value: string }>): string | null {
  const values = ratings.map((rating) => rating.value).filter(Boolean);
  return values.length > 0 ? values.join(', ') : null;
}
