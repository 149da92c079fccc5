/**
 * Lighthouse's figures on a quiet machine, estimated from a run on a busy one. Lighthouse (mobile) simulates its phone
 * from the page's trace: each main-thread task takes its wall time × 4 (× 2 for a task that lays out), so at a load
 * average of 20 on two cores a task's wall time, and with it the Total Blocking Time, swings several-fold between runs
 * of one build. A task's CPU time (the trace's `tdur`) grows far less with the load. This runs Lighthouse's own
 * simulation again (its lantern FCP, LCP, TBT and speed index, from the run's trace and network log) with each task
 * timed by its CPU time, and scores it with Lighthouse's own curves and weights (mobile): the figure that says which
 * of two builds is faster when the raw scores only say how busy the machine was. It estimates: the speed index starts
 * from the visual progress seen (screenshots), which the load still stretches, and the aims are the raw figures of a
 * run on a quiet machine.
 */
import type { Artifacts, Result } from 'lighthouse';
import * as Lantern from 'lighthouse/core/lib/lantern/lantern.js';
import { Audit } from 'lighthouse/core/audits/audit.js';
import { LanternFirstContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-first-contentful-paint.js';
import { LanternInteractive } from 'lighthouse/core/computed/metrics/lantern-interactive.js';
import { LanternLargestContentfulPaint } from 'lighthouse/core/computed/metrics/lantern-largest-contentful-paint.js';
import { LanternTotalBlockingTime } from 'lighthouse/core/computed/metrics/lantern-total-blocking-time.js';
import { LanternSpeedIndex } from 'lighthouse/core/computed/metrics/lantern-speed-index.js';

/** Lighthouse 12's mobile scoring: each metric's control points (its p10 scores 0.9, its median 0.5) and weight. */
export const MOBILE_SCORING = {
  fcpMs: { p10: 1800, median: 3000, weight: 10 },
  speedIndexMs: { p10: 3387, median: 5800, weight: 10 },
  lcpMs: { p10: 2500, median: 4000, weight: 25 },
  tbtMs: { p10: 200, median: 600, weight: 30 },
} as const;
const CLS_WEIGHT = 25;

export interface CpuTimedFigures {
  performance: number;
  fcpMs: number;
  lcpMs: number;
  tbtMs: number;
  speedIndexMs: number;
  /** The tasks the TBT is made of, most blocking first (their blocking times sum to `tbtMs`). */
  blockingTasks: BlockingTask[];
}

/** A main-thread task as the simulation counts it in the Total Blocking Time. */
export interface BlockingTask {
  /** When it began in the run itself (ms after navigation start; unthrottled, the wall clock). */
  startMs: number;
  /** Its CPU time in the run (ms): the simulated phone takes 4× as long. */
  cpuMs: number;
  /** Its share of the TBT (ms): Lighthouse's mean of its optimistic and pessimistic estimates. */
  blockingMs: number;
  /** What it ran, longest first: scripts evaluated, functions called (script file, function), microtasks, style and layout. */
  ran: string;
}

/** One simulated task: its trace event (the run's own times, µs), its child events and its simulated window (ms). */
export interface SimulatedTask {
  event: { ts: number; dur?: number; tdur?: number };
  childEvents: { name: string; dur?: number; args?: { data?: { url?: string; functionName?: string } } }[];
  timing: { startTime: number; endTime: number; duration: number };
}

/** The child events that say what a task ran, by their trace names. */
const NAMED_WORK = new Map([
  ['EvaluateScript', 'evaluate'],
  ['v8.evaluateModule', 'evaluate module'],
  ['FunctionCall', 'call'],
  ['TimerFire', 'timer'],
  ['FireAnimationFrame', 'animation frame'],
  ['RunMicrotasks', 'microtasks'],
  ['ParseHTML', 'parse HTML'],
  ['UpdateLayoutTree', 'style'],
  ['Layout', 'layout'],
  ['Paint', 'paint'],
  ['MajorGC', 'GC'],
  ['MinorGC', 'GC'],
]);

/** What a task ran: its named child events over a millisecond, longest first, with their (wall) ms in the run. */
function describeTask(task: SimulatedTask): string {
  return task.childEvents
    .filter((child) => NAMED_WORK.has(child.name) && (child.dur ?? 0) >= 1000)
    .sort((a, b) => (b.dur ?? 0) - (a.dur ?? 0))
    .slice(0, 5)
    .map((child) => {
      const data = child.args?.data;
      const where = [data?.url?.split('/').pop(), data?.functionName].filter(Boolean).join(' ');
      return `${NAMED_WORK.get(child.name)}${where ? ` ${where}` : ''} ${((child.dur ?? 0) / 1000).toFixed(0)}`;
    })
    .join(', ');
}

/**
 * The tasks of a simulation's two estimates that count in its Total Blocking Time, as Lantern counts them: each task
 * over 50 ms of simulated time between the estimate's FCP and TTI, clipped to that window, less 50 ms; a task's share is
 * the mean of the two estimates' (Lighthouse weighs them half and half). `navigationUs` is the run's navigation start.
 */
export function blockingTasksOf(
  estimates: readonly { tasks: Iterable<SimulatedTask>; fcpMs: number; ttiMs: number }[],
  navigationUs: number,
): BlockingTask[] {
  const shares = new Map<SimulatedTask['event'], { task: SimulatedTask; blockingMs: number }>();
  for (const { tasks, fcpMs, ttiMs } of estimates) {
    for (const task of tasks) {
      const { startTime, endTime, duration } = task.timing;
      if (duration < BLOCKING_FROM_MS || endTime < fcpMs || startTime > ttiMs) continue;
      const clipped = Math.min(endTime, ttiMs) - Math.max(startTime, fcpMs);
      if (clipped < BLOCKING_FROM_MS) continue;
      const entry = shares.get(task.event) ?? { task, blockingMs: 0 };
      entry.blockingMs += (clipped - BLOCKING_FROM_MS) / estimates.length;
      shares.set(task.event, entry);
    }
  }
  return [...shares.values()]
    .sort((a, b) => b.blockingMs - a.blockingMs)
    .map(({ task, blockingMs }) => ({
      startMs: (task.event.ts - navigationUs) / 1000,
      cpuMs: (task.event.tdur ?? task.event.dur ?? 0) / 1000,
      blockingMs,
      ran: describeTask(task),
    }));
}

/** A task's simulated time beyond this counts as blocking (Lighthouse's Total Blocking Time). */
const BLOCKING_FROM_MS = 50;

/** The performance score (0–100) of these metric values and CLS audit score, as Lighthouse weighs them on mobile. */
export function performanceScore(values: Record<keyof typeof MOBILE_SCORING, number>, clsScore: number): number {
  let total = CLS_WEIGHT * clsScore;
  for (const [metric, { p10, median, weight }] of Object.entries(MOBILE_SCORING)) {
    total += weight * Audit.computeLogNormalScore({ p10, median }, values[metric as keyof typeof MOBILE_SCORING]);
  }
  return Math.round(total);
}

// The simulation reads a task's duration from its graph node; while `cpuTimed` is set it reads the task's CPU time.
let cpuTimed = false;
const cpuNode = (Lantern as unknown as { Graph: { CPUNode: { prototype: object } } }).Graph.CPUNode.prototype;
const wallDuration = Object.getOwnPropertyDescriptor(cpuNode, 'duration')?.get;
if (wallDuration) {
  Object.defineProperty(cpuNode, 'duration', {
    get(this: { _event: { tdur?: number } }) {
      const wall = wallDuration.call(this) as number;
      const cpu = this._event.tdur;
      return cpuTimed && typeof cpu === 'number' ? Math.min(wall, cpu) : wall;
    },
  });
}

/** A Lantern estimate: its time and each graph node's simulated window. */
interface Estimate {
  timeInMs: number;
  nodeTimings: Map<{ type: string; event: SimulatedTask['event']; childEvents: SimulatedTask['childEvents'] }, SimulatedTask['timing']>;
}

/** The run's figures re-simulated with each task's CPU time (call with the artifacts and result of one Lighthouse run). */
export async function cpuTimedFigures(artifacts: Artifacts, lhr: Result): Promise<CpuTimedFigures> {
  if (!wallDuration) throw new Error("lighthouse-cpu-timed: Lighthouse's lantern CPU node has no duration getter to re-time");
  const data = { trace: artifacts.Trace, devtoolsLog: artifacts.DevtoolsLog, gatherContext: artifacts.GatherContext, settings: lhr.configSettings, URL: artifacts.URL, simulator: null };
  // A computed-artifact cache of its own, so nothing Lighthouse computed from wall times is reused.
  const context = { computedCache: new Map() };
  cpuTimed = true;
  try {
    const request = <T>(metric: { request(data: never, context: never): Promise<T> }) => metric.request(data as never, context as never);
    const fcpMs = (await request<{ timing: number }>(LanternFirstContentfulPaint)).timing;
    const lcpMs = (await request<{ timing: number }>(LanternLargestContentfulPaint)).timing;
    const tbt = await request<{ timing: number } & Record<'optimisticEstimate' | 'pessimisticEstimate', Estimate>>(LanternTotalBlockingTime);
    const speedIndexMs = (await request<{ timing: number }>(LanternSpeedIndex)).timing;
    const clsScore = lhr.audits['cumulative-layout-shift']?.score ?? 0;
    // The window of each estimate, as Lantern takes it: the optimistic TBT counts from the pessimistic FCP to the
    // optimistic TTI, the pessimistic one from the optimistic FCP to the pessimistic TTI.
    const fcp = await request<Record<'optimisticEstimate' | 'pessimisticEstimate', Estimate>>(LanternFirstContentfulPaint);
    const tti = await request<Record<'optimisticEstimate' | 'pessimisticEstimate', Estimate>>(LanternInteractive);
    const cpuTasks = (estimate: Estimate) =>
      [...estimate.nodeTimings].filter(([node]) => node.type === 'cpu').map(([node, timing]): SimulatedTask => ({ event: node.event, childEvents: node.childEvents, timing }));
    const navigationUs = artifacts.Trace.traceEvents.find((event) => event.name === 'navigationStart')?.ts ?? 0;
    const blockingTasks = blockingTasksOf(
      [
        { tasks: cpuTasks(tbt.optimisticEstimate), fcpMs: fcp.pessimisticEstimate.timeInMs, ttiMs: tti.optimisticEstimate.timeInMs },
        { tasks: cpuTasks(tbt.pessimisticEstimate), fcpMs: fcp.optimisticEstimate.timeInMs, ttiMs: tti.pessimisticEstimate.timeInMs },
      ],
      navigationUs,
    );
    const tbtMs = tbt.timing;
    return { performance: performanceScore({ fcpMs, lcpMs, tbtMs, speedIndexMs }, clsScore), fcpMs, lcpMs, tbtMs, speedIndexMs, blockingTasks };
  } finally {
    cpuTimed = false;
  }
}
