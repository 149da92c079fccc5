// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { preloadablePage } from '../../../app/kit/preloadable.tsx';
import { setupViewTests } from '../../support/render.tsx';

const view = setupViewTests();

/** A page whose code arrives when the test says so, and a count of the times its code was asked for. */
function deferredPage() {
  let arrive: () => void = () => undefined;
  let asked = 0;
  const page = preloadablePage(() => {
    asked += 1;
    return new Promise((resolve) => {
      arrive = () => resolve(() => <h1>The page</h1>);
    });
  });
  return { page, arrive: () => arrive(), asked: () => asked };
}

/** Every placeholder that was ever on screen (a MutationObserver: a placeholder shown for a moment counts too). */
function placeholdersSeen(): { count: number } {
  const seen = { count: 0 };
  new MutationObserver(() => {
    if (document.querySelector('[aria-label="Loading the page"]')) seen.count += 1;
  }).observe(document.body, { subtree: true, childList: true });
  return seen;
}

const placeholder = <p aria-label="Loading the page">Loading…</p>;

describe('a page loaded with import() (the player page)', () => {
  it('renders at once, never showing its placeholder, when its code arrived before it was opened', async () => {
    const { page, arrive, asked } = deferredPage();
    const loading = page.preload();
    arrive();
    await loading;
    const seen = placeholdersSeen();
    view.render(<page.Page fallback={placeholder} />);
    // In the very render that mounts it: no wait for a promise, so no placeholder and no reveal delay.
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(seen.count).toBe(0);
    expect(asked()).toBe(1);
  });

  it('shows its placeholder while its code is on its way, then the page; the code is asked for once', async () => {
    const { page, arrive, asked } = deferredPage();
    void page.preload();
    view.render(<page.Page fallback={placeholder} />);
    expect(screen.getByLabelText('Loading the page')).toBeTruthy();
    await act(async () => arrive());
    expect(await screen.findByRole('heading', { name: 'The page' })).toBeTruthy();
    expect(asked()).toBe(1);
  });

  it('asks for its code again after a failed load', async () => {
    let asked = 0;
    const page = preloadablePage(() => {
      asked += 1;
      return asked === 1 ? Promise.reject(new Error('offline')) : Promise.resolve(() => <h1>The page</h1>);
    });
    await expect(page.preload()).rejects.toThrow('offline');
    await page.preload();
    expect(asked).toBe(2);
    view.render(<page.Page fallback={placeholder} />);
    expect(screen.getByRole('heading', { name: 'The page' })).toBeTruthy();
  });
});
