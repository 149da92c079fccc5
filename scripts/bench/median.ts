/**
 * The median of a bench's figures, the one definition every bench script prints: the middle value of the sorted
 * figures, and for an even count the mean of the two middle ones (so two rounds give their mean, not the larger);
 * NaN when there is none (printed as "NaN", never a made-up 0).
 */
export function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  const upper = sorted[middle] as number;
  return sorted.length % 2 === 1 ? upper : ((sorted[middle - 1] as number) + upper) / 2;
}
