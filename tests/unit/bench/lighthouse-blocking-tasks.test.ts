import { describe, expect, it } from 'vitest';
import { blockingTasksOf, type SimulatedTask } from '../../../scripts/bench/lighthouse-cpu-timed.ts';

/** A simulated task: it began `startMs` after navigation in the run (1,000,000 µs), took `cpuMs` of CPU there, and [start, end] simulated. */
function task(startMs: number, cpuMs: number, start: number, end: number, childEvents: SimulatedTask['childEvents'] = []): SimulatedTask {
  return { event: { ts: 1_000_000 + startMs * 1000, dur: cpuMs * 2000, tdur: cpuMs * 1000 }, childEvents, timing: { startTime: start, endTime: end, duration: end - start } };
}

describe("the CPU-timed TBT's tasks (blockingTasksOf, as Lantern counts them)", () => {
  it('counts each task over 50 ms clipped to FCP–TTI, less 50 ms, as the mean of the two estimates, most blocking first', () => {
    const write = task(730, 89, 2500, 2850, [
      { name: 'RunMicrotasks', dur: 221_000 },
      { name: 'FunctionCall', dur: 115_000, args: { data: { url: 'http://localhost/assets/settings-abc.js', functionName: 'S' } } },
      { name: 'Layout', dur: 500 },
    ]);
    const render = task(551, 27, 2300, 2400);
    const short = task(300, 10, 2000, 2040);
    const beforeFcp = task(100, 30, 1000, 1200);
    const straddling = task(900, 40, 2900, 3060);
    const tasks = [write, render, short, beforeFcp, straddling];
    const found = blockingTasksOf(
      [
        { tasks, fcpMs: 2000, ttiMs: 3000 },
        { tasks, fcpMs: 1900, ttiMs: 3100 },
      ],
      1_000_000,
    );
    expect(found.map((entry) => [entry.startMs, entry.cpuMs, entry.blockingMs])).toEqual([
      [730, 89, 300],
      // 100 ms before the first estimate's TTI (50 blocking), 160 ms before the second's (110): 80.
      [900, 40, 80],
      [551, 27, 50],
    ]);
    expect(found[0]?.ran).toBe('microtasks 221, call settings-abc.js S 115');
  });

  it('counts nothing when every task is under 50 ms of simulated time or outside the window', () => {
    const tasks = [task(10, 12, 2000, 2049), task(20, 40, 500, 900), task(30, 40, 5000, 5200)];
    expect(blockingTasksOf([{ tasks, fcpMs: 1000, ttiMs: 4000 }], 0)).toEqual([]);
  });
});
