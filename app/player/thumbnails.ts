/**
 * Which seek thumbnails to show and in what order to load them: three on each side of the position, loaded
 * nearest first, alternating after and before the position, at most three at a time.
 */

/** Thumbnails shown on each side of the current one in the seek overlay. */
export const THUMBNAILS_PER_SIDE = 3;
/** Thumbnail images loading at once. */
export const MAX_CONCURRENT_THUMBNAIL_LOADS = 3;

/** Positions (seconds) of the strip, in display order: before, current, after; only those inside [start, end]. */
export function thumbnailStrip(position: number, interval: number, range: { start: number; end: number }): number[] {
  const strip: number[] = [];
  for (let offset = -THUMBNAILS_PER_SIDE; offset <= THUMBNAILS_PER_SIDE; offset += 1) {
    const time = position + offset * interval;
    if (time >= range.start && time <= range.end) strip.push(time);
  }
  return strip;
}

/** The strip's positions in loading order: the current one, then alternately one after and one before, moving out. */
export function thumbnailLoadOrder(position: number, interval: number, range: { start: number; end: number }): number[] {
  const inRange = (time: number) => time >= range.start && time <= range.end;
  const order = inRange(position) ? [position] : [];
  for (let step = 1; step <= THUMBNAILS_PER_SIDE; step += 1) {
    for (const time of [position + step * interval, position - step * interval]) if (inRange(time)) order.push(time);
  }
  return order;
}

/**
 * Runs `load` for every item in order with at most `limit` running at once; resolves when all settled.
 * `isCancelled` stops starting new loads (the position moved on).
 */
export async function loadInOrder<T>(items: readonly T[], load: (item: T) => Promise<unknown>, limit = MAX_CONCURRENT_THUMBNAIL_LOADS, isCancelled: () => boolean = () => false): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length && !isCancelled()) {
      const item = items[next] as T;
      next += 1;
      await load(item).catch(() => undefined);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
