/** Server-side text formats of the contract (run time, start time, calendar dates). All in UTC. */

/** 'Nm' or 'Nh Mm' ('1h' for a whole hour). */
export function formatRunTime(seconds: number | null | undefined): string | null {
  if (seconds === null || seconds === undefined || seconds <= 0) return null;
  const minutes = Math.round(seconds / 60);
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  if (hours === 0) return `${rest}m`;
  return rest === 0 ? `${hours}h` : `${hours}h ${rest}m`;
}

/** ISO texts of instants already written: the same airing and availability times recur across tiles and answers. */
const isoTexts = new Map<number, string>();
const ISO_TEXTS_KEPT = 8192;

/** The ISO 8601 text of an instant (epoch milliseconds), as `Date.prototype.toISOString` writes it. */
export function isoTime(ms: number): string {
  let text = isoTexts.get(ms);
  if (text === undefined) {
    text = new Date(ms).toISOString();
    if (isoTexts.size >= ISO_TEXTS_KEPT) isoTexts.clear();
    isoTexts.set(ms, text);
  }
  return text;
}

const WEEKDAYS = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];
const HALF_HOUR = 30 * 60 * 1000;
const DAY = 24 * 60 * 60 * 1000;

/**
 * 'ddd h:mma' rounded to the nearest half hour, with the day relative to now: 'Today 8:30pm',
 * 'Tomorrow 9:00am', 'Yesterday …', a weekday within the week ahead, else 'M/D' (same year) or 'M/D/YY'.
 */
export function formatStartTime(startMs: number, nowMs: number): string {
  const rounded = new Date(Math.round(startMs / HALF_HOUR) * HALF_HOUR);
  const dayOf = (ms: number) => Math.floor(ms / DAY);
  const delta = dayOf(rounded.getTime()) - dayOf(nowMs);
  const month = rounded.getUTCMonth() + 1;
  const date = rounded.getUTCDate();
  let day: string;
  if (delta === 0) day = 'Today';
  else if (delta === 1) day = 'Tomorrow';
  else if (delta === -1) day = 'Yesterday';
  else if (delta > 1 && delta < 7) day = WEEKDAYS[rounded.getUTCDay()] ?? '';
  else if (rounded.getUTCFullYear() === new Date(nowMs).getUTCFullYear()) day = `${month}/${date}`;
  else day = `${month}/${date}/${String(rounded.getUTCFullYear()).slice(-2)}`;
  const hours24 = rounded.getUTCHours();
  const hours = hours24 % 12 === 0 ? 12 : hours24 % 12;
  const minutes = String(rounded.getUTCMinutes()).padStart(2, '0');
  return `${day} ${hours}:${minutes}${hours24 < 12 ? 'am' : 'pm'}`;
}

/** A calendar date or an instant as a DateTime: calendar dates become midnight UTC. */
export function toDateTime(value: string | null | undefined): string | null {
  if (!value) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return `${value}T00:00:00.000Z`;
  const parsed = Date.parse(value);
  return Number.isNaN(parsed) ? null : new Date(parsed).toISOString();
}

/** 'S1 | E2'. */
export function seasonEpisodeText(seasonNum: number, episodeNum: number): string {
  return `S${seasonNum} | E${episodeNum}`;
}
