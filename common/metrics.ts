/**
 * The performance entries of 'time to first tile': the app marks both ends and measures the span, and
 * `npm run bench` reads the measure from the page. Their names are shared so neither side copies them.
 */
export const CORE_LOADED_MARK = 'airwave:core-loaded';
export const FIRST_TILE_MARK = 'airwave:first-tile';
export const TIME_TO_FIRST_TILE_MEASURE = 'airwave:time-to-first-tile';
