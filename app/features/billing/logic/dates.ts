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

export function formatBillingDate(value: string, timeZone?: string): string {
  if (CALENDAR_DAY.test(value)) return formatter('UTC').format(new Date(`${value}T00:00:00Z`));
  return formatter(timeZone).format(new Date(value));
}
