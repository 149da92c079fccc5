import { expectTypeOf, test } from 'vitest';
import type { RouteId } from '../../app/lib/routing/route-table.ts';
import { ROUTE_ELEMENTS, type RouteElement } from '../../app/router.tsx';

test('the element table needs an entry for every route id', () => {
  // A Partial (or a switch with a default) would let a new route silently render the placeholder page.
  expectTypeOf(ROUTE_ELEMENTS).toEqualTypeOf<Record<RouteId, RouteElement>>();
});
