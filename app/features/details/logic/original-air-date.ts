/**
 * Original air date as 'MM/DD/YYYY'. The contract sends dates as midnight UTC of that date, so the date is
 * read in UTC: reading it in a US zone would show the day before.
 */
export function formatOriginalAirDate(originalAirDate: string): string | null {
  const date = new Date(originalAirDate);
  if (Number.isNaN(date.getTime())) return null;
  const mm = String(date.getUTCMonth() + 1).padStart(2, '0');
  const dd = String(date.getUTCDate()).padStart(2, '0');
  return `${mm}/${dd}/${date.getUTCFullYear()}`;
}
