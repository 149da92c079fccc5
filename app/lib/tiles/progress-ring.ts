/** Progress ring percent: never above 100 (the server may overshoot at the end) nor below 0. */
export function progressRingPercent(percent: number | null): number {
  if (percent === null || Number.isNaN(percent)) return 0;
  return Math.min(100, Math.max(0, percent));
}
