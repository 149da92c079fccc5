/** Volume rules: the level icon a volume shows, and the clamp every volume change goes through. */

export type VolumeLevel = 'high' | 'medium' | 'low' | 'muted';

/**
 * A volume as stored and applied: between 0 and 1 with two decimals; always 1 on a TV (the TV's own
 * remote sets the loudness). Anything that is not a number counts as full volume.
 */
export function clampVolume(volume: number, isTv = false): number {
  if (isTv || !Number.isFinite(volume)) return 1;
  return Math.round(Math.min(1, Math.max(0, volume)) * 100) / 100;
}

/** The level a volume shows as: muted (or silent), low up to a third, medium up to two thirds, high above. */
export function volumeLevel(volume: number, isMuted: boolean): VolumeLevel {
  const value = clampVolume(volume);
  if (isMuted || value === 0) return 'muted';
  if (value <= 1 / 3) return 'low';
  if (value <= 2 / 3) return 'medium';
  return 'high';
}
