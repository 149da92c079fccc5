import { progressRingPercent } from '../lib/tiles/progress-ring.ts';

const RADIUS = 14;
const CIRCUMFERENCE = 2 * Math.PI * RADIUS;

/** Watched progress of a tile, capped at 100. */
export function ProgressRing({ percent }: { percent: number | null }) {
  const value = progressRingPercent(percent);
  if (value <= 0) return null;
  return (
    <svg className="progress-ring" width="32" height="32" viewBox="0 0 32 32" role="img" aria-label={`${Math.round(value)}% watched`}>
      <circle cx="16" cy="16" r={RADIUS} fill="none" stroke="#ffffff33" strokeWidth="3" />
      <circle
        cx="16"
        cy="16"
        r={RADIUS}
        fill="none"
        stroke="#3d6cf5"
        strokeWidth="3"
        strokeDasharray={CIRCUMFERENCE}
        strokeDashoffset={CIRCUMFERENCE * (1 - value / 100)}
        transform="rotate(-90 16 16)"
      />
    </svg>
  );
}
