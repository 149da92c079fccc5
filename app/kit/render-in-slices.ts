import { startTransition, type ReactNode } from 'react';
import type { Root } from 'react-dom/client';

/**
 * Renders the app's first tree as a transition: React renders it in slices of a few milliseconds and lets the browser
 * run between them (input, the first read's answer arriving, painting), instead of in one task as long as the whole
 * shell and page take to render. The tree is the same and commits once, whole; only the rendering is cut up. A
 * render in one long task is what Lighthouse's Total Blocking Time counts (each task's time over 50 ms, on a phone's
 * slower CPU), and the first render of the shell and the page was the longest task before the first screen's answer.
 */
export function renderInSlices(root: Root, app: ReactNode): void {
  startTransition(() => root.render(app));
}
