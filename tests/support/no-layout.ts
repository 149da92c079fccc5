import { vi } from 'vitest';

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
