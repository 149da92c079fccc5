import { describe, expect, it } from 'vitest';
import { ROW_EDGE_TOLERANCE_PX } from '../../../../app/lib/constants.ts';
import { rowEndInView, rowScrollEdges, rowScrollPositionAt } from '../../../../app/lib/tiles/row-scroll.ts';

describe('row scrolling', () => {
  it('counts a row as at its edge within the 16 px tolerance', () => {
    expect(ROW_EDGE_TOLERANCE_PX).toBe(16);
    expect(rowScrollEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 3000 })).toEqual({ start: false, end: true });
    expect(rowScrollEdges({ scrollLeft: 16, clientWidth: 1000, scrollWidth: 3000 })).toEqual({ start: false, end: true });
    expect(rowScrollEdges({ scrollLeft: 17, clientWidth: 1000, scrollWidth: 3000 })).toEqual({ start: true, end: true });
    expect(rowScrollEdges({ scrollLeft: 1984, clientWidth: 1000, scrollWidth: 3000 })).toEqual({ start: true, end: false });
    expect(rowScrollEdges({ scrollLeft: 1983, clientWidth: 1000, scrollWidth: 3000 })).toEqual({ start: true, end: true });
    expect(rowScrollEdges({ scrollLeft: 0, clientWidth: 1000, scrollWidth: 1000 })).toEqual({ start: false, end: false });
  });

  it("counts a row's end as in view only once the row is laid out, within the 16 px tolerance", () => {
    // Not laid out (drawn inside a page still hidden): nothing is known of its end, so its Next stays hidden.
    expect(rowEndInView({ scrollLeft: 0, clientWidth: 0, scrollWidth: 0 })).toBe(false);
    expect(rowEndInView({ scrollLeft: 0, clientWidth: 0, scrollWidth: 1360 })).toBe(false);
    // Laid out: a row whose content fits, or one scrolled to within the tolerance of its end.
    expect(rowEndInView({ scrollLeft: 0, clientWidth: 1318, scrollWidth: 1318 })).toBe(true);
    expect(rowEndInView({ scrollLeft: 0, clientWidth: 1318, scrollWidth: 1334 })).toBe(true);
    expect(rowEndInView({ scrollLeft: 0, clientWidth: 1318, scrollWidth: 1335 })).toBe(false);
    expect(rowEndInView({ scrollLeft: 0, clientWidth: 1318, scrollWidth: 1360 })).toBe(false);
    expect(rowEndInView({ scrollLeft: 42, clientWidth: 1318, scrollWidth: 1360 })).toBe(true);
  });

  it('animates a scroll from start to end over its duration, eased at both ends', () => {
    expect(rowScrollPositionAt(0, 800, 0, 1000)).toBe(0);
    expect(rowScrollPositionAt(0, 800, 500, 1000)).toBe(400);
    expect(rowScrollPositionAt(0, 800, 1000, 1000)).toBe(800);
    expect(rowScrollPositionAt(0, 800, 1500, 1000)).toBe(800);
    // Slow start and slow end: a tenth of the time covers less than a tenth of the way.
    expect(rowScrollPositionAt(0, 800, 100, 1000)).toBeLessThan(80);
    expect(rowScrollPositionAt(0, 800, 900, 1000)).toBeGreaterThan(720);
    // Backwards too; no duration jumps straight there.
    expect(rowScrollPositionAt(800, 0, 500, 1000)).toBe(400);
    expect(rowScrollPositionAt(800, 0, 0, 0)).toBe(0);
  });
});
