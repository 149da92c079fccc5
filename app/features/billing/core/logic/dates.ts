/**
 * Dates on the billing screens read 'Dec 1, 2026'. A contract `date` ('2026-12-01') is a calendar day and is
 * shown as that day wherever the viewer is; a `date-time` is an instant, shown in the viewer's zone (a
 * parameter, so tests do not depend on the machine's zone).
 */
const CALENDAR_DAY = /^\d{4}-\d{2}-\d{2}$/;
const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let found = formatters.get(key);
  if (!found) {
    found = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone });
    formatters.set(key, found);
  }
  return found;
}

/** Whether a contract date is a calendar day ('2026-12-01') rather than an instant. */
export function isCalendarDay(value: string): boolean {
  return CALENDAR_DAY.test(value);
}

/** A contract date as an instant: a calendar day is its midnight UTC. */
export function parseBillingDate(value: string): Date {
  return new Date(isCalendarDay(value) ? `${value}T00:00:00Z` : value);
}

export function formatBillingDate(value: string, timeZone?: string): string {
  return formatter(isCalendarDay(value) ? 'UTC' : timeZone).format(parseBillingDate(value));
}
