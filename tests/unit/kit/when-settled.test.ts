import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { IDLE_PREFETCH_DELAY_MS, VIEWER_ACTS, whenPageSettledOrViewerActs } from '../../../common/when-settled.ts';

// What the page does after its first screen (Home's rows below it) waits for the page to settle or for the viewer
// to ask for more; the clock is vitest's (node has no requestIdleCallback: the settled work runs after the delay).
describe('whenPageSettledOrViewerActs', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('runs once the page has settled, once', async () => {
    const target = new EventTarget();
    const callback = vi.fn();
    whenPageSettledOrViewerActs(callback, target);
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_DELAY_MS - 1);
    expect(callback).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    expect(callback).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event('scroll'));
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_DELAY_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it.each(VIEWER_ACTS)('runs at once when the viewer acts first (%s), and not again when the page settles', async (type) => {
    const target = new EventTarget();
    const callback = vi.fn();
    whenPageSettledOrViewerActs(callback, target);
    target.dispatchEvent(new Event(type));
    expect(callback).toHaveBeenCalledTimes(1);
    target.dispatchEvent(new Event(type));
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_DELAY_MS);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('runs never once cancelled', async () => {
    const target = new EventTarget();
    const callback = vi.fn();
    whenPageSettledOrViewerActs(callback, target)();
    target.dispatchEvent(new Event('keydown'));
    await vi.advanceTimersByTimeAsync(IDLE_PREFETCH_DELAY_MS);
    expect(callback).not.toHaveBeenCalled();
  });
});
