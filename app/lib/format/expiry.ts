import { EXPIRY_HOURS_TEXT_LIMIT, EXPIRY_NOTICE_HOURS } from '../constants.ts';

const HOUR_MS = 60 * 60 * 1000;

/** Hours left before `endsAt`, rounded up so the last partial hour still reads '1hr'. */
function hoursLeft(endsAt: Date, now: Date): number {
  return Math.ceil((endsAt.getTime() - now.getTime()) / HOUR_MS);
}

/** True when the item has not expired yet and expires within the notice window (72 hours). */
export function isExpiringSoon(endsAt: Date, now: Date): boolean {
  const msLeft = endsAt.getTime() - now.getTime();
  return msLeft > 0 && msLeft <= EXPIRY_NOTICE_HOURS * HOUR_MS;
}

/** Time left as 'Nhr', or 'Nd' (whole days) once it is over `maxHours`. */
export function formatExpiry(endsAt: Date, now: Date, maxHours = EXPIRY_HOURS_TEXT_LIMIT): string {
  const hours = Math.max(0, hoursLeft(endsAt, now));
  return hours > maxHours ? `${Math.floor(hours / 24)}d` : `${hours}hr`;
}

/** 'Expires in …' text, or null outside the notice window. */
export function expiryText(endsAt: Date, now: Date): string | null {
  return isExpiringSoon(endsAt, now) ? `Expires in ${formatExpiry(endsAt, now)}` : null;
}
