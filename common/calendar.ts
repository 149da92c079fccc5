/**
 * `months` calendar months after `date` (UTC), on the same day of the month or, where that month is shorter, its last
 * day: how a bill date moves on by a plan's period, in the mock world's billing and in the coupon timing alike.
 */
export function addMonths(date: Date, months: number): Date {
  const next = new Date(date.getTime());
  const day = next.getUTCDate();
  next.setUTCDate(1);
  next.setUTCMonth(next.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(next.getUTCFullYear(), next.getUTCMonth() + 1, 0)).getUTCDate();
  next.setUTCDate(Math.min(day, lastDay));
  return next;
}
