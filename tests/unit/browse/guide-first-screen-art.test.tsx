// @vitest-environment jsdom
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { GuidePage, HomePage } from '../../../app/pages/BrowsePages.tsx';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { withoutLayoutOrMotion } from '../../support/no-layout.ts';

// The Guide's largest paint is a tile's art in its first screen (on a phone: Favorite channels, Recently Watched and
// the first channel row). That art loads at once: a lazily loaded image is asked for only once the page is laid out in
// sight, which behind the shell's loading gate and through the first screen's long tasks came seconds late. Home paints
// its hero first, and its rows' art stays lazy.

const view = setupViewTests();

// jsdom has no layout, media queries nor video (tests/support/no-layout.ts).
withoutLayoutOrMotion();

/** How each drawn row's art loads, by the row's name: 'eager', 'lazy', or '' for a row drawn without art. */
function artLoadingByRow(): Record<string, string> {
  return Object.fromEntries(
    Array.from(document.querySelectorAll('section.tile-group'), (row) => [
      row.getAttribute('aria-label') ?? '',
      [...new Set(Array.from(row.querySelectorAll('.tile-art > img'), (image) => image.getAttribute('loading')))].join(' '),
    ]),
  );
}

describe("a page's first screen art", () => {
  it("loads at once on the Guide's first three rows", async () => {
    view.render(<GuidePage />, { path: '/player/guide' });
    await screen.findByRole('heading', { level: 2, name: 'Favorite channels' }, { timeout: SCREEN_PATIENCE_MS });
    await waitFor(() => expect(document.querySelectorAll('.virtual-row .tile').length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
    const rows = Object.entries(artLoadingByRow());
    expect(rows.length).toBeGreaterThanOrEqual(3);
    expect(rows.slice(0, 3).map(([, loading]) => loading)).toEqual(['eager', 'eager', 'eager']);
    expect(rows.slice(3).map(([, loading]) => loading).filter((loading) => loading === 'eager')).toEqual([]);
  });

  it('stays lazy on the rows under Home’s hero', async () => {
    view.render(<HomePage />, { path: '/player/mytv' });
    await screen.findByRole('region', { name: 'Featured' }, { timeout: SCREEN_PATIENCE_MS });
    await waitFor(() => expect(document.querySelectorAll('section.tile-group .tile-art > img').length).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
    expect(new Set(Object.values(artLoadingByRow()).filter(Boolean))).toEqual(new Set(['lazy']));
  });
});
