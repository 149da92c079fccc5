// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useHidingHeader } from '../../../app/kit/hooks.ts';
import { SCROLL_DEBOUNCE_MS } from '../../../app/lib/constants.ts';

// The phone's header hides while the page scrolls down. Reading the scroll position makes the browser style and lay out
// the whole page at once, so the shell's first commit does not read it: where the page starts is read in the next
// animation frame, with the frame's own layout (the clock and the frames are vitest's).
describe('the hiding header', () => {
  let y = 0;
  let reads = 0;
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'requestAnimationFrame', 'cancelAnimationFrame', 'performance'] });
    y = 0;
    reads = 0;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => {
        reads += 1;
        return y;
      },
    });
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads no scroll position while it mounts, then in the next frame, and hides on a scroll down until scrolling stops', () => {
    const { result } = renderHook(() => useHidingHeader(true));
    expect(reads).toBe(0);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    expect(reads).toBe(1);
    expect(result.current).toBe(false);

    act(() => {
      y = 600;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
    act(() => {
      vi.advanceTimersByTime(SCROLL_DEBOUNCE_MS);
    });
    expect(result.current).toBe(false);
  });

  it('stays shown on a scroll up from where the page started', () => {
    y = 900;
    const { result } = renderHook(() => useHidingHeader(true));
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => {
      y = 400;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
  });

  it('stays shown when the page is put at a restored position before the frame that reads where it starts', () => {
    const { result } = renderHook(() => useHidingHeader(true));
    act(() => {
      y = 1200;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(false);
    act(() => {
      vi.advanceTimersToNextFrame();
    });
    act(() => {
      y = 1500;
      window.dispatchEvent(new Event('scroll'));
    });
    expect(result.current).toBe(true);
  });
});
