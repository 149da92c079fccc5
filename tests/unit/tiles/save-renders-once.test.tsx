// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback, type ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { FavoriteChannelButton, SaveShowButton } from '../../../app/tiles/index.ts';
import { setupViewTests } from '../../support/render.tsx';

// A show page draws a Save control on each of its tiles (38 on a show's page) and one in its header. Each control is
// told the value it was drawn with once it is on screen (a show's hasFollow, a channel's isFavorite: the same value
// then, a new one when another device changes it); a value that changes nothing must draw nothing, or every control
// is drawn a second time as the page arrives, in the same long task.

const view = setupViewTests();

/** Renders `ui` in a React profiler; `phases` are its commits ('mount', 'update') as they come. */
function renderCounted(ui: (value: boolean) => ReactElement, value: boolean) {
  const phases: string[] = [];
  const onRender: ProfilerOnRenderCallback = (_id, phase) => phases.push(phase);
  const counted = (next: boolean) => (
    <Profiler id="control" onRender={onRender}>
      {ui(next)}
    </Profiler>
  );
  const rendered = view.render(counted(value));
  return { phases, rerender: (next: boolean) => rendered.rerender(counted(next)) };
}

/** Whatever React has left to do after the commits so far (the controls' effects, and what they set) is done. */
const settle = () => act(async () => undefined);

const save = (hasFollow: boolean) => <SaveShowButton show={{ id: 'show:shw-yellowstone', showId: 'shw-yellowstone', hasFollow }} title="Yellowstone" />;
const favorite = (isFavorite: boolean) => (
  <FavoriteChannelButton channel={{ id: 'channel:ch-abc', channelId: 'ch-abc', displayName: 'ABC', isFavorite, images: { small: null } }} />
);
const controls = [
  { control: 'Save', ui: save, off: 'Save Yellowstone', on: 'Saved Yellowstone' },
  { control: 'Favorite', ui: favorite, off: 'Favorite ABC', on: 'Favorited ABC' },
];

describe('a Save or Favorite control arriving with its page', () => {
  it.each(controls.flatMap((entry) => [false, true].map((value) => ({ ...entry, value }))))('$control (value $value) is drawn once', async ({ ui, value, off, on }) => {
    const { phases } = renderCounted(ui, value);
    await settle();
    expect(phases).toEqual(['mount']);
    expect(screen.getByRole('button', { name: value ? on : off })).toBeDefined();
  });

  it.each(controls)('$control is drawn again when its value changes (another device saved it)', async ({ ui, off, on }) => {
    const { phases, rerender } = renderCounted(ui, false);
    await settle();
    expect(screen.getByRole('button', { name: off })).toBeDefined();
    rerender(true);
    await settle();
    expect(screen.getByRole('button', { name: on })).toBeDefined();
    expect(phases[0]).toBe('mount');
    expect(phases.length).toBeGreaterThan(1);
  });
});
