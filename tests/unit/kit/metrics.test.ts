import { beforeEach, describe, expect, it, vi } from 'vitest';
import type * as MetricsModule from '../../../app/kit/metrics.ts';

type Metrics = typeof MetricsModule;

async function freshMetrics(): Promise<Metrics> {
  vi.resetModules();
  return import('../../../app/kit/metrics.ts');
}

describe('time to first tile', () => {
  beforeEach(() => {
    performance.clearMarks();
    performance.clearMeasures();
  });

  it('measures from the core loading to the first tile on screen', async () => {
    const metrics = await freshMetrics();
    metrics.markCoreLoaded();
    metrics.markFirstTile();
    const [measure] = performance.getEntriesByName(metrics.TIME_TO_FIRST_TILE_MEASURE, 'measure');
    const [core] = performance.getEntriesByName(metrics.CORE_LOADED_MARK, 'mark');
    expect(measure?.startTime).toBe(core?.startTime);
    expect(measure?.duration).toBeGreaterThanOrEqual(0);
  });

  it('is taken once per page load: later tiles do not move it', async () => {
    const metrics = await freshMetrics();
    metrics.markCoreLoaded();
    metrics.markFirstTile();
    metrics.markFirstTile();
    expect(performance.getEntriesByName(metrics.FIRST_TILE_MARK, 'mark')).toHaveLength(1);
    expect(performance.getEntriesByName(metrics.TIME_TO_FIRST_TILE_MEASURE, 'measure')).toHaveLength(1);
  });

  it('still marks the first tile when the core mark is missing (no measure then)', async () => {
    const metrics = await freshMetrics();
    metrics.markFirstTile();
    expect(performance.getEntriesByName(metrics.FIRST_TILE_MARK, 'mark')).toHaveLength(1);
    expect(performance.getEntriesByName(metrics.TIME_TO_FIRST_TILE_MEASURE, 'measure')).toHaveLength(0);
  });
});
