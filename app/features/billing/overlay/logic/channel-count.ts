/**
 * Channel counts rounded down to tens with '+', e.g. 73 → '70+': a lineup changes often, so plans promise
 * "at least". Counts under ten are shown as they are, since '0+' says nothing.
 */
export function formatChannelCount(count: number): string {
  if (count < 10) return String(Math.max(0, Math.floor(count)));
  return `${Math.floor(count / 10) * 10}+`;
}
