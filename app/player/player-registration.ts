/**
 * Whether this player may play, from its registration: the `player(playerId)` answer (fetched
 * cache-and-network) and the latest playerRegistrationChanged push, the push being newer. A registration the
 * service does not know (`player` null) or no longer holds (`isRegistered: false`) is 'player not registered'.
 * Without a player id, or before any answer, nothing is known and playback goes on.
 */
import type { PlayerFieldsFragment } from '../../generated/graphql/operations.ts';

export type RegistrationStatus = 'unknown' | 'registered' | 'not-registered';

export function registrationStatus(input: {
  playerId: string | null;
  /** The query's answer: undefined before it (or after a failed one), null for an unknown registration. */
  queried: PlayerFieldsFragment | null | undefined;
  /** The newest push for this player, if any. */
  pushed: PlayerFieldsFragment | undefined;
}): RegistrationStatus {
  if (!input.playerId) return 'unknown';
  const latest = input.pushed?.playerId === input.playerId ? input.pushed : input.queried;
  if (latest === undefined) return 'unknown';
  return latest !== null && latest.isRegistered ? 'registered' : 'not-registered';
}
