// @vitest-environment jsdom
import type { ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderInSlices } from '../../../app/kit/render-in-slices.ts';
import { nextTask } from '../../support/next-task.ts';

// The app's first render (app/main.tsx) is cut into slices so that no single task holds the main thread for the whole
// shell and page: React renders a few milliseconds' worth of components, lets the browser run what waits, and goes on.
// Time is an input here: React's scheduler reads performance.now(), which the test moves on by hand as components
// render, so the slices do not depend on this machine's speed.

const PARTS = 4;
/** Each part "takes" this long on the test's clock: more than a slice (React yields after 5 ms of rendering). */
const PART_MS = 10;

afterEach(() => {
  vi.restoreAllMocks();
});

/** Renders PARTS components with `render`; returns how many had rendered each time other work got to run. */
async function renderedBetweenTasks(render: (root: ReturnType<typeof createRoot>, parts: ReactNode) => void): Promise<number[]> {
  let clock = 0;
  vi.spyOn(performance, 'now').mockImplementation(() => clock);
  let rendered = 0;
  function Part() {
    clock += PART_MS;
    rendered += 1;
    return <p>part</p>;
  }
  const container = document.createElement('div');
  const root = createRoot(container);
  render(
    root,
    Array.from({ length: PARTS }, (_, index) => <Part key={index} />),
  );
  const seen: number[] = [];
  await new Promise<void>((done) => {
    const look = () => {
      seen.push(rendered);
      if (container.querySelectorAll('p').length === PARTS) done();
      else nextTask(look);
    };
    nextTask(look);
  });
  root.unmount();
  return seen;
}

describe("the app's first render", () => {
  it('is rendered in slices: other work runs between the components, and the tree commits whole', async () => {
    const seen = await renderedBetweenTasks((root, parts) => renderInSlices(root, parts));
    // Some other task ran while only part of the tree had been rendered.
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(true);
    expect(seen.at(-1)).toBe(PARTS);
  });

  it('(the same tree rendered plainly takes one task: nothing runs between its components)', async () => {
    const seen = await renderedBetweenTasks((root, parts) => root.render(parts));
    expect(seen.some((count) => count > 0 && count < PARTS)).toBe(false);
    expect(seen.at(-1)).toBe(PARTS);
  });
});
