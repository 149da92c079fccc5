// @vitest-environment jsdom
/**
 * The upgrade-preview experiment assignment through the shell's navigation hook, the app's
 * own Apollo client (batching, persisted queries) and the mock world in node (MSW): who gets it, how
 * often it is sent, and where the result is stored.
 */
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { useNavigate, type NavigateFunction } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PATHS } from '../../../app/lib/routing/route-table.ts';
import { useNavigationState } from '../../../app/frame/useNavigationState.ts';
import { EXPERIMENTS } from '../../../common/experiments.ts';
import { PreferencesDocument } from '../../../generated/graphql/documents/PreferencesDocument.ts';
import type { FaultSettings } from '../../../mocks/scenarios/faults.ts';
import type { PersonaId } from '../../../mocks/scenarios/personas.ts';
import { runningClock } from '../../support/clock.ts';
import { captureErrorReports, type ErrorReport } from '../../support/error-reports.ts';
import { SCREEN_PATIENCE_MS, setupViewTests, type RenderedView } from '../../support/render.tsx';

// Each test has its persona, faults and the assignment it stores: a world of its own.
const view = setupViewTests({}, { worldPerTest: true });
const EXPERIMENT = EXPERIMENTS.upgradePreviewRemoval.name;

let rendered: RenderedView;
let navigate: NavigateFunction;
/** Operations the mock world executed, by name (a persisted-query miss that the client re-sends is not counted). */
let executed: string[];
/** Operation names of every request, persisted-query misses included. */
let sent: string[];
/** GraphQL requests sent but not answered yet. */
let pending: number;
const onNetworkIssue = vi.fn();
const onSessionExpired = vi.fn();
let reports: () => ErrorReport[] = () => [];

function Probe() {
  const nav = useNavigationState();
  const go = useNavigate();
  useEffect(() => {
    navigate = go;
  }, [go]);
  return <p data-testid="probe" data-ready={String(nav.ready)}>{`${nav.variant}: ${nav.entries.map((entry) => entry.label).join(', ')}`}</p>;
}

/** This test's world, with every GraphQL request it is sent and answers counted. */
function start(persona: PersonaId, faults?: FaultSettings): void {
  const mocks = view.startWorld({ persona, faults, now: runningClock() });
  const requests = new Map<string, Array<{ operationName?: string }>>();
  mocks.server.events.on('request:start', async ({ request, requestId }) => {
    if (!request.url.endsWith('/graphql')) return;
    pending += 1;
    const body: unknown = await request.clone().json();
    const operations = (Array.isArray(body) ? body : [body]) as Array<{ operationName?: string }>;
    requests.set(requestId, operations);
    for (const operation of operations) sent.push(operation.operationName ?? '?');
  });
  mocks.server.events.on('response:mocked', async ({ request, response, requestId }) => {
    if (!request.url.endsWith('/graphql')) return;
    pending -= 1;
    const operations = requests.get(requestId);
    if (!operations) return;
    const body: unknown = await response.clone().json();
    const results = (Array.isArray(body) ? body : [body]) as Array<{ errors?: Array<{ extensions?: { code?: string } }> }>;
    operations.forEach((operation, index) => {
      const persistedMiss = results[index]?.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND');
      if (!persistedMiss) executed.push(operation.operationName ?? '?');
    });
  });
}

function render(path: string): void {
  rendered = view.render(<Probe />, { path, strict: true, onNetworkIssue, onSessionExpired });
}

const count = (operationName: string) => executed.filter((name) => name === operationName).length;
const text = () => screen.queryByTestId('probe')?.textContent ?? '';
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Waits until every request sent so far (and any sent by effects meanwhile) has been answered. */
async function settle(): Promise<void> {
  for (let quiet = 0; quiet < 2; ) {
    await sleep(100);
    quiet = pending === 0 ? quiet + 1 : 0;
  }
}
const cachedVariant = () =>
  rendered.graphql.apollo.cache.readQuery({ query: PreferencesDocument })?.preferences.find((preference) => preference.name === EXPERIMENT)?.value;

/** How long to wait for the app under test: generous, because the machine may be busy (a bound on a hang, not a speed target). */
const PATIENCE = { timeout: SCREEN_PATIENCE_MS, interval: 20 };

/** Renders at `path` and waits until the navigation is ready and (for fast access) the preferences came back. */
async function renderReady(path: string, { preferences }: { preferences: boolean }): Promise<void> {
  render(path);
  await vi.waitFor(() => {
    expect(screen.queryByTestId('probe')?.dataset['ready']).toBe('true');
    if (preferences) expect(count('Preferences')).toBeGreaterThan(0);
  }, PATIENCE);
  await settle();
}

beforeEach(() => {
  executed = [];
  pending = 0;
  sent = [];
  onNetworkIssue.mockClear();
  onSessionExpired.mockClear();
  reports = captureErrorReports();
});

afterEach(() => {
  vi.restoreAllMocks();
});

/** Moves to the Guide, then to Saved with the probe mounted anew (a new mount within the same page load and client). */
async function navigateAndRemount(): Promise<void> {
  navigate(PATHS.guide);
  await settle();
  navigate(PATHS.saved);
  rendered.rerender(<Probe key="remounted" />);
  await settle();
}

describe('upgrade-preview experiment assignment', () => {
  it('an uncredentialed fast-access visitor gets it exactly once, stored in the mock world and the cached Preferences', async () => {
    start('visitor');
    render(PATHS.home);
    await vi.waitFor(() => expect(count('AssignExperiment')).toBe(1), PATIENCE);
    const assigned = view.backend.world.account.preferences[EXPERIMENT];
    expect(['control', 'treatment']).toContain(assigned);
    await vi.waitFor(() => expect(cachedVariant()).toBe(assigned), PATIENCE);
    expect(text()).toBe('emailFirst: Home, Guide');

    // StrictMode's double effects, re-renders, navigation and a remount do not send it again.
    await navigateAndRemount();
    expect(count('AssignExperiment')).toBe(1);
    expect(count('Preferences')).toBeGreaterThan(0);
    expect(reports()).toEqual([]);
  });

  it('is not sent on the Upgrade Preview page, and is sent once the visitor leaves it', async () => {
    start('visitor');
    await renderReady(PATHS.upgradePreview, { preferences: true });
    expect(count('AssignExperiment')).toBe(0);
    expect(view.backend.world.account.preferences[EXPERIMENT]).toBeUndefined();

    navigate(PATHS.home);
    await vi.waitFor(() => expect(count('AssignExperiment')).toBe(1), PATIENCE);
    await settle();
    expect(count('AssignExperiment')).toBe(1);
  });

  it('is not sent again when the visitor visits the Upgrade Preview page and comes back while it is in flight', async () => {
    // The answer is held 3 s, so the visit and the way back (two short waits) fall inside it even on a busy
    // machine, where 300 ms could pass before the test looks.
    start('visitor', { AssignExperiment: [{ kind: 'delay', ms: 3000 }] });
    render(PATHS.home);
    await vi.waitFor(() => expect(sent).toContain('AssignExperiment'), PATIENCE);
    navigate(PATHS.upgradePreview);
    await sleep(50);
    navigate(PATHS.home);
    await sleep(50);
    expect(count('AssignExperiment')).toBe(0);
    await settle();
    expect(count('AssignExperiment')).toBe(1);
    expect(cachedVariant()).toBe(view.backend.world.account.preferences[EXPERIMENT]);
    expect(cachedVariant()).toBeDefined();
  });

  it('is not sent when the visitor already has a stored assignment (read from Preferences)', async () => {
    start('visitor');
    view.backend.world.account.preferences = { ...view.backend.world.account.preferences, [EXPERIMENT]: 'treatment' };
    await renderReady(PATHS.home, { preferences: true });
    expect(cachedVariant()).toBe('treatment');
    expect(count('AssignExperiment')).toBe(0);
  });

  it.each([
    ['core-subscriber', 'a credentialed paying subscriber', false],
    ['free-plan', 'a credentialed fast-access user', true],
  ] as const)('is not sent for %s (%s)', async (persona, _who, fastAccess) => {
    start(persona);
    await renderReady(PATHS.home, { preferences: fastAccess });
    expect(count('AssignExperiment')).toBe(0);
    expect(view.backend.world.account.preferences[EXPERIMENT]).toBeUndefined();
  });

  it('a failed assignment breaks nothing: no report, no connection modal, no retry in this page load', async () => {
    start('visitor', { AssignExperiment: [{ kind: 'graphql-error', message: 'Assignment unavailable' }] });
    render(PATHS.home);
    await vi.waitFor(() => expect(count('AssignExperiment')).toBe(1), PATIENCE);
    await settle();
    expect(text()).toBe('emailFirst: Home, Guide');
    expect(cachedVariant()).toBeUndefined();

    await navigateAndRemount();
    expect(count('AssignExperiment')).toBe(1);
    expect(reports()).toEqual([]);
    expect(onNetworkIssue).not.toHaveBeenCalled();
    expect(onSessionExpired).not.toHaveBeenCalled();
    expect(document.body.hasAttribute('data-js-error')).toBe(false);
  });
});
