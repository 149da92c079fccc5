/**
 * Calendar fields of an instant in a time zone. Formatting rules take the zone as a parameter (default: the
 * runtime's zone) so that tests and the server-time display do not depend on the machine's TZ.
 */
export interface ZonedDate {
  year: number;
  /** 1-12 */
  month: number;
  day: number;
  /** 0 = Sunday … 6 = Saturday */
  weekday: number;
  /** 0-23 */
  hour: number;
  minute: number;
}

export const WEEKDAY_SHORT = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'];

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      weekday: 'short',
      hour: 'numeric',
      minute: 'numeric',
      hourCycle: 'h23',
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * Without a zone the fields are the runtime's local ones, read from the Date itself: the same values
 * as the formatter in the runtime's zone, without building an Intl formatter (the first one in a page
 * costs tens of milliseconds on the way to the first tile).
 */
export function zonedDate(date: Date, timeZone?: string): ZonedDate {
  if (timeZone === undefined) {
    return {
      year: date.getFullYear(),
      month: date.getMonth() + 1,
      day: date.getDate(),
      weekday: date.getDay(),
      hour: date.getHours(),
      minute: date.getMinutes(),
    };
  }
  const parts = Object.fromEntries(formatterFor(timeZone).formatToParts(date).map((p) => [p.type, p.value]));
  return {
    year: Number(parts.year),
    month: Number(parts.month),
    day: Number(parts.day),
    weekday: WEEKDAY_SHORT.indexOf(parts.weekday ?? ''),
    hour: Number(parts.hour),
    minute: Number(parts.minute),
  };
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier), ignoring the time of day. */
export function calendarDaysBetween(from: ZonedDate, to: ZonedDate): number {
  const dayNumber = (d: ZonedDate) => Date.UTC(d.year, d.month - 1, d.day) / 86_400_000;
  return dayNumber(to) - dayNumber(from);
}
