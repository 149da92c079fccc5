// @vitest-environment jsdom
/** A page that throws while rendering: the error page in its place, one report, and the next path renders afresh. */
import { act, screen } from '@testing-library/react';
import { Outlet, useNavigate, useRoutes, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { RouteErrorBoundary } from '../../../app/kit/ErrorPage.tsx';
import { captureErrorReports, type ErrorReport } from '../../support/error-reports.ts';
import { setupViewTests } from '../../support/render.tsx';

const view = setupViewTests();

let navigate: NavigateFunction;
let reports: () => ErrorReport[] = () => [];

function Broken(): never {
  throw new Error('tile list exploded');
}

function Shell() {
  navigate = useNavigate();
  return (
    <div>
      <nav>Main navigation</nav>
      <RouteErrorBoundary>
        <Outlet />
      </RouteErrorBoundary>
    </div>
  );
}

function App() {
  return useRoutes([
    {
      element: <Shell />,
      children: [
        { path: '/player/broken', element: <Broken /> },
        { path: '/player/mytv', element: <h1>Home</h1> },
      ],
    },
  ]);
}

beforeEach(() => {
  // React logs caught render errors to the console; the boundary's own report is what this test reads.
  reports = captureErrorReports({ silenceOthers: true });
});

afterEach(() => {
  vi.restoreAllMocks();
});

it('shows the error page inside the shell, reports once, and renders the next path afresh', () => {
  view.render(<App />, { path: '/player/broken' });
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Something went wrong');
  expect(screen.getByText('Error code: Airwave-4', { exact: false })).toBeDefined();
  expect(screen.getByRole('navigation').textContent).toBe('Main navigation');
  expect(reports()).toHaveLength(1);
  expect(reports()[0]?.[0]).toContain('tile list exploded');
  expect(reports()[0]?.[1]).toMatchObject({ source: 'route' });

  act(() => navigate('/player/mytv'));
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Home');
});
