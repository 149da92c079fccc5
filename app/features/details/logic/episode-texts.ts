import { formatOriginalAirDate } from './original-air-date.ts';
import { experimentOverrides, isExperimentOn } from '../../../lib/routing/experiments.ts';

/** The all-showings experiment; the original air date shows only when it is on. */
export const ALL_SHOWINGS_EXPERIMENT = 'allShowings2023-06-26';

/** 'MM/DD/YYYY' of the original air date, only in the all-showings experiment (else null). */
export function originalAirDateText(originalAirDate: string | null, search: string | URLSearchParams): string | null {
  if (!originalAirDate || !isExperimentOn(experimentOverrides(search)[ALL_SHOWINGS_EXPERIMENT])) return null;
  return formatOriginalAirDate(originalAirDate);
}

/** Ratings as shown: their values joined ('TV-14, PG-13'), null when there are none. */
export function ratingsText(ratings: ReadonlyArray<{ value: string }>): string | null {
  const values = ratings.map((rating) => rating.value).filter(Boolean);
  return values.length > 0 ? values.join(', ') : null;
}
