import { renderToStaticMarkup } from 'react-dom/server';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ROUTE_TABLE, type RouteId } from '../../../app/lib/routing/routes.ts';
import { ROUTE_ELEMENTS, routeElement } from '../../../app/routes.tsx';

/** The routes whose pages have not landed yet: each stays a placeholder until its area lands. */
const STILL_PLACEHOLDERS: RouteId[] = [
  'user-channels',
];

describe('route elements', () => {
  it('give every route of the table an element, and no other', () => {
    expect(Object.keys(ROUTE_ELEMENTS).sort()).toEqual(ROUTE_TABLE.map((entry) => entry.id).sort());
  });

  it('list the placeholder routes explicitly: only these draw the placeholder page', () => {
    const placeholders = ROUTE_TABLE.filter((entry) => ROUTE_ELEMENTS[entry.id].kind === 'placeholder').map((entry) => entry.id);
    expect(placeholders).toEqual(STILL_PLACEHOLDERS);
  });

  it('draw a placeholder route as its title', () => {
    const entry = ROUTE_TABLE.find((route) => route.id === 'user-channels');
    if (!entry) throw new Error('user-channels is in the route table');
    const router = createMemoryRouter([{ path: `/player/${entry.path}`, element: routeElement(entry) }], {
      initialEntries: ['/player/user/channels'],
    });
    const html = renderToStaticMarkup(<RouterProvider router={router} />);
    expect(html).toContain('<h1 id="page-title">Channel Configurator</h1>');
  });
});
