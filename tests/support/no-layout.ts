import { afterAll, beforeAll, vi } from 'vitest';

/**
 * jsdom has no layout: a ResizeObserver that never reports, so views that follow their size (rows, grids) draw at
 * their first size. Put back with `vi.unstubAllGlobals()`.
 */
export function stubResizeObserver(): void {
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      unobserve() {}
      disconnect() {}
    },
  );
}

/**
 * For a file of page views: jsdom has no layout, media queries nor video. Rows that follow their size never hear of a
 * change (stubResizeObserver), and the viewer prefers reduced motion, so the hero draws no preview video. Kept until the
 * file's views are unmounted.
 */
export function withoutLayoutOrMotion(): void {
  beforeAll(() => {
    stubResizeObserver();
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query === '(prefers-reduced-motion: reduce)', media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
  });
  afterAll(() => {
    vi.unstubAllGlobals();
  });
}
