import type { TileCard_TileFragment } from '../../../generated/graphql/operations.ts';
import { parseDateTime } from '../assets/availability-window.ts';
import { formatStartTime } from '../format/start-time.ts';

export type AirTimeFields = Pick<TileCard_TileFragment, 'airingTime' | 'formattedStartTime'>;

/**
 * When a broadcast airs (or aired), for guide and channel rows and upcoming airings. The airing instant is
 * formatted in the viewer's zone against the display time (formatStartTime); without it, the server's
 * formattedStartTime is shown as sent. Null for tiles that do not air (shows, collections, on-demand).
 */
export function tileAirTime(tile: AirTimeFields, now: Date, timeZone?: string): string | null {
  const airing = parseDateTime(tile.airingTime);
  if (airing !== null) return formatStartTime(new Date(airing), now, timeZone);
  return tile.formattedStartTime ?? null;
}
