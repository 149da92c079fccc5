// @vitest-environment jsdom
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { useState } from 'react';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ShowDetailContent, type ShowOptions } from '../../../app/features/details/index.ts';
import { ORIGIN, SCREEN_PATIENCE_MS, setupViewTests } from '../../support/render.tsx';
import { stubResizeObserver } from '../../support/no-layout.ts';

// A show's episodes follow its dropdowns (season, schedule, sort). While the episodes of a new choice are on their
// way, the dropdown shows the viewer's choice and the episodes still shown (the earlier choice's) are marked as out of
// date (aria-busy, dimmed), never passed off as the new choice's; once they arrive they replace them, unmarked.

const view = setupViewTests();

beforeAll(() => {
  stubResizeObserver();
});
afterAll(() => {
  vi.unstubAllGlobals();
});

/** The show's detail with its options in local state, as the big-tile modal keeps them (the page keeps them in its URL). */
function ShowWithOptions({ compact }: { compact: boolean }) {
  const [options, setOptions] = useState<ShowOptions>({ filterId: null, sorterId: null });
  return (
    <ShowDetailContent
      id="shw-yellowstone"
      title="Show Detail"
      options={options}
      onOptionChosen={(link) => setOptions({ filterId: link.filterId, sorterId: link.sorterId })}
      compact={compact}
    />
  );
}

interface GraphQLOperation {
  operationName?: string;
  variables?: Record<string, unknown>;
}

/**
 * Holds the show's page query sent with `variable` set until `release()` (the mock world then answers it as usual):
 * the moment between a choice and its episodes, made as long as the test needs.
 */
function holdPageReadsWith(variable: 'filterId' | 'sorterId') {
  let release: () => void = () => undefined;
  const gate = new Promise<void>((resolve) => {
    release = resolve;
  });
  const held = { count: 0, release: () => release() };
  const hold = async ({ request }: { request: Request }) => {
    const body = (await request.clone().json()) as GraphQLOperation | GraphQLOperation[];
    const operations = Array.isArray(body) ? body : [body];
    if (operations.some((operation) => operation.operationName === 'Page' && operation.variables?.[variable])) {
      held.count += 1;
      await gate;
    }
    return undefined; // on to the mock world's own handler
  };
  view.server.use(http.post(`${ORIGIN}/graphql`, hold), http.post(`${ORIGIN}/api/graphql`, hold));
  return held;
}

/** The episodes part: the panel under the Episodes tab (or the modal's Episodes region). */
function episodesPanel(): HTMLElement {
  const panel = document.querySelector<HTMLElement>('.detail-panel');
  if (!panel) throw new Error('no episodes panel drawn');
  return panel;
}

/** What the episodes part showed at one moment: the chosen season, the season its episodes are headed by, and whether they are marked out of date. */
interface Drawn {
  chosen: string | null;
  listed: string | null;
  busy: boolean;
}

function drawnNow(): Drawn | null {
  const panel = document.querySelector<HTMLElement>('.detail-panel');
  const select = panel ? [...panel.querySelectorAll('select')].find((item) => item.labels?.[0]?.textContent === 'Season') : undefined;
  if (!panel || !select) return null;
  const list = panel.querySelector('.tile-group');
  return {
    chosen: select.selectedOptions[0]?.textContent ?? null,
    listed: list?.querySelector('h2, h3')?.textContent ?? null,
    busy: list?.closest('[aria-busy="true"]') != null,
  };
}

async function settledOnSeason(season: string): Promise<void> {
  await waitFor(
    () => {
      expect(drawnNow()).toEqual({ chosen: season, listed: season, busy: false });
      expect(episodesPanel().querySelectorAll('.tile:not(.tile-placeholder)').length).toBeGreaterThan(0);
    },
    { timeout: SCREEN_PATIENCE_MS },
  );
}

describe("a show's episodes after a dropdown's choice", () => {
  it.each([
    { where: 'in the big-tile modal', compact: true },
    { where: "on the show's page", compact: false },
  ])(
    "$where: while the chosen season's episodes load, the dropdown shows the choice and the earlier season's episodes are marked out of date, never shown as the chosen season's",
    async ({ compact }) => {
      const held = holdPageReadsWith('filterId');
      const rendered = view.render(<ShowWithOptions compact={compact} />);
      await screen.findByRole('combobox', { name: 'Season' }, { timeout: SCREEN_PATIENCE_MS });
      await settledOnSeason('Season 1');

      const drawn: Drawn[] = [];
      const record = () => {
        const now = drawnNow();
        if (now) drawn.push(now);
      };
      const observer = new MutationObserver(record);
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true });
      try {
        await rendered.user.selectOptions(screen.getByRole('combobox', { name: 'Season' }), 'Season 2');
        await waitFor(() => expect(held.count).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
        record();
        // The choice stays chosen; the episodes on screen are Season 1's, marked out of date, a spinner beside the dropdowns.
        expect(drawnNow()).toEqual({ chosen: 'Season 2', listed: 'Season 1', busy: true });
        expect(within(episodesPanel()).getByRole('status').textContent).toBe('Loading episodes');
        held.release();
        await settledOnSeason('Season 2');
        expect(within(episodesPanel()).getByRole('status').textContent).toBe('');
      } finally {
        observer.disconnect();
      }
      // At no moment were one season's episodes shown unmarked under another season's choice.
      expect(drawn.filter((state) => state.listed !== null && state.listed !== state.chosen && !state.busy)).toEqual([]);
    },
  );

  it("a season chosen again, its answer already in the cache, shows its own episodes under its own name (not the season read since)", async () => {
    const rendered = view.render(<ShowWithOptions compact />);
    const season = () => screen.getByRole('combobox', { name: 'Season' });
    await screen.findByRole('combobox', { name: 'Season' }, { timeout: SCREEN_PATIENCE_MS });
    await settledOnSeason('Season 1');
    await rendered.user.selectOptions(season(), 'Season 2');
    await settledOnSeason('Season 2');
    await rendered.user.selectOptions(season(), 'Season 1');
    await settledOnSeason('Season 1');
    await rendered.user.selectOptions(season(), 'Season 2');
    await settledOnSeason('Season 2');
    // Its tiles are Season 2's episodes.
    const tiles = [...episodesPanel().querySelectorAll('.tile:not(.tile-placeholder)')].map((tile) => tile.textContent ?? '');
    expect(tiles.length).toBeGreaterThan(0);
    expect(tiles.filter((text) => !/S2 \| E\d/.test(text))).toEqual([]);
  });

  it('while a new order loads, the Sort by dropdown shows the choice and the episodes in the earlier order are marked out of date', async () => {
    const held = holdPageReadsWith('sorterId');
    const rendered = view.render(<ShowWithOptions compact />);
    const sort = await screen.findByRole('combobox', { name: 'Sort by' }, { timeout: SCREEN_PATIENCE_MS });
    await settledOnSeason('Season 1');
    const earlier = (sort as HTMLSelectElement).selectedOptions[0]?.textContent ?? '';
    const other = [...(sort as HTMLSelectElement).options].map((option) => option.textContent).find((name) => name !== earlier) ?? '';
    expect(other).not.toBe('');

    await rendered.user.selectOptions(sort, other);
    await waitFor(() => expect(held.count).toBeGreaterThan(0), { timeout: SCREEN_PATIENCE_MS });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(other);
    expect(drawnNow()?.busy).toBe(true);
    held.release();
    await waitFor(() => expect(drawnNow()?.busy).toBe(false), { timeout: SCREEN_PATIENCE_MS });
    expect((screen.getByRole('combobox', { name: 'Sort by' }) as HTMLSelectElement).selectedOptions[0]?.textContent).toBe(other);
  });
});

/** The detail header's actions (Play, Save, Show page), not the Save buttons of the episode rows' tiles. */
function headerActions(): HTMLElement {
  const actions = document.querySelector<HTMLElement>('.detail-header .detail-actions');
  if (!actions) throw new Error('no detail header drawn');
  return actions;
}

describe("a show's episodes after a change that is not a dropdown's", () => {
  it.each([
    { where: 'in the big-tile modal', compact: true },
    { where: "on the show's page", compact: false },
  ])(
    '$where: pressing Save (a new answer object for the same season and order) never marks the episodes out of date nor says "Loading episodes"',
    async ({ compact }) => {
      const rendered = view.render(<ShowWithOptions compact={compact} />);
      await screen.findByRole('combobox', { name: 'Season' }, { timeout: SCREEN_PATIENCE_MS });
      await settledOnSeason('Season 1');

      // Every moment the episodes were marked busy or the status said something, seen as the DOM changed; a record
      // of aria-busy's earlier value catches a mark set and taken off again between two deliveries.
      const seen: string[] = [];
      const check = () => {
        if (document.querySelector('.detail-episodes[aria-busy="true"]')) seen.push('episodes aria-busy');
        const status = document.querySelector('.detail-selectors [role="status"]');
        if (status?.textContent) seen.push(`status: ${status.textContent}`);
      };
      const observer = new MutationObserver((records) => {
        for (const record of records) {
          if (record.attributeName === 'aria-busy' && record.oldValue === 'true' && (record.target as Element).classList.contains('detail-episodes')) {
            seen.push('episodes aria-busy (taken off again)');
          }
        }
        check();
      });
      observer.observe(document.body, { childList: true, subtree: true, characterData: true, attributes: true, attributeOldValue: true });
      try {
        // Save (or Unsave, as the persona has it): it writes Show.hasFollow, so Apollo makes a new page object.
        const button = within(headerActions()).getByRole('button', { name: /^Saved? / });
        const after = button.getAttribute('aria-label')?.startsWith('Saved ') ? /^Save / : /^Saved /;
        const show = (button.getAttribute('aria-label') ?? '').replace(/^Saved? /, '');
        await rendered.user.click(button);
        await within(headerActions()).findByRole('button', { name: after }, { timeout: SCREEN_PATIENCE_MS });
        // The episodes' own Save buttons follow the show's hasFollow in the cache: once they all say so, the new page
        // object has been drawn below the header too (the deferred render has caught up).
        await waitFor(
          () => {
            const names = within(episodesPanel())
              .getAllByRole('button', { name: new RegExp(`^Saved? ${show}$`) })
              .map((item) => item.getAttribute('aria-label') ?? '');
            expect(names.filter((name) => !after.test(name))).toEqual([]);
          },
          { timeout: SCREEN_PATIENCE_MS },
        );
        await settledOnSeason('Season 1');
      } finally {
        observer.disconnect();
      }
      expect(seen).toEqual([]);
    },
  );
});
