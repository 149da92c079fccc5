// @vitest-environment jsdom
import { act, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLingeringHover } from '../../../app/tiles/hooks/useLingeringHover.ts';
import { setupViewTests } from '../../support/render.tsx';

const view = setupViewTests();

function Tile() {
  const hover = useLingeringHover(300);
  return (
    <article {...hover.handlers} data-shown={hover.shown}>
      <button type="button">link</button>
      <button type="button">save</button>
    </article>
  );
}

beforeEach(() => {
  vi.useFakeTimers();
  view.render(
    <>
      <Tile />
      <button type="button">elsewhere</button>
    </>,
  );
});

afterEach(() => {
  vi.useRealTimers();
});

const shown = () => screen.getByRole('article').getAttribute('data-shown');
const wait = (ms: number) => act(() => vi.advanceTimersByTime(ms));
/** Moves focus the way Tab would (user-event's own waits need timers that run: these are vitest's, held still). */
const focus = (name: string) => act(() => screen.getByRole('button', { name }).focus());

describe('a tile hover preview (unmounted 300 ms after leaving)', () => {
  it('shows at once when focus enters, and stays while focus moves between its own controls', () => {
    focus('link');
    expect(shown()).toBe('true');
    focus('save');
    wait(1000);
    expect(shown()).toBe('true');
  });

  it('lingers for 300 ms after focus leaves, then goes', () => {
    focus('link');
    focus('elsewhere');
    wait(299);
    expect(shown()).toBe('true');
    wait(1);
    expect(shown()).toBe('false');
  });

  it('coming back within the delay keeps it up', () => {
    focus('link');
    focus('elsewhere');
    wait(200);
    focus('save');
    wait(500);
    expect(shown()).toBe('true');
  });
});
