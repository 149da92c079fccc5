/**
 * The player's side of the MPD writer (common/dash-mpd.ts, which the mock world's DASH endpoint shares): the
 * JSON manifest's MIME type, and the writer the JSON manifest parser and the receiver convert each answer with.
 */
export { manifestToDash, type Manifest } from '../dash-mpd.ts';

/** The MIME type the player loads a JSON manifest under (its manifest parser is registered for it). */
export const JSON_MANIFEST_MIME = 'application/vnd.airwave.manifest+json';
