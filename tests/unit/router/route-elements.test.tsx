import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteId } from '../../../app/lib/routing/route-table.ts';
import { ROUTE_ELEMENTS } from '../../../app/router.tsx';

/** The routes whose pages have not landed yet: each stays a placeholder until its area lands. */
const STILL_PLACEHOLDERS: RouteId[] = [];

describe('route elements', () => {
  it('give every route of the table an element, and no other', () => {
    expect(Object.keys(ROUTE_ELEMENTS).sort()).toEqual(ROUTE_TABLE.map((entry) => entry.id).sort());
  });

  it('list the placeholder routes explicitly: only these draw the placeholder page', () => {
    const placeholders = ROUTE_TABLE.filter((entry) => ROUTE_ELEMENTS[entry.id].kind === 'placeholder').map((entry) => entry.id);
    expect(placeholders).toEqual(STILL_PLACEHOLDERS);
  });
});
