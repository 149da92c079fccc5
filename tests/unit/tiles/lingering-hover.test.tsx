// @vitest-environment jsdom
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useLingeringHover } from '../../../app/tiles/hooks/useLingeringHover.ts';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

let container: HTMLDivElement;
let root: Root;

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
  container = document.createElement('div');
  document.body.append(container);
  root = createRoot(container);
  act(() => root.render(<><Tile /><button type="button">elsewhere</button></>));
});

afterEach(() => {
  act(() => root.unmount());
  container.remove();
  vi.useRealTimers();
});

const shown = () => container.querySelector('article')?.getAttribute('data-shown');
const button = (name: string) => Array.from(container.querySelectorAll('button')).find((item) => item.textContent === name);

describe('a tile hover preview (unmounted 300 ms after leaving)', () => {
  it('shows at once when focus enters, and stays while focus moves between its own controls', () => {
    act(() => button('link')?.focus());
    expect(shown()).toBe('true');
    act(() => button('save')?.focus());
    act(() => vi.advanceTimersByTime(1000));
    expect(shown()).toBe('true');
  });

  it('lingers for 300 ms after focus leaves, then goes', () => {
    act(() => button('link')?.focus());
    act(() => button('elsewhere')?.focus());
    act(() => vi.advanceTimersByTime(299));
    expect(shown()).toBe('true');
    act(() => vi.advanceTimersByTime(1));
    expect(shown()).toBe('false');
  });

  it('coming back within the delay keeps it up', () => {
    act(() => button('link')?.focus());
    act(() => button('elsewhere')?.focus());
    act(() => vi.advanceTimersByTime(200));
    act(() => button('save')?.focus());
    act(() => vi.advanceTimersByTime(500));
    expect(shown()).toBe('true');
  });
});
