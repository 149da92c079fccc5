// @vitest-environment jsdom
/**
 * A reactivation lands the viewer on Home, with access, whenever the userSubscriptionChanged push comes: before the
 * REST reply, while the app handles the reply, after Home is shown, or never (the socket down; here no live
 * subscription at all). The app's clients and the mock world in node; the world's events are held back (its
 * WorldEvents.hold) and let go when the test says, and the reply to POST /billing/subscribe is handed to the app
 * when the test says. Whatever the order, the only page the viewer is taken to is Home, and Home stays.
 *
 * Before the change (a push-only follow-up): a push after the reply left the cached DEACTIVATED subscription for
 * Home's gate, which sent the viewer back to Reactivate (and the push then on to Account); without a push the viewer
 * stayed on Reactivate.
 */
import { act, fireEvent } from '@testing-library/react';
import { useEffect, useRef } from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReactivationView } from '../../../../app/features/billing/reactivation/ReactivationView.tsx';
import { GatedOutlet } from '../../../../app/frame/GatedOutlet.tsx';
import { useUserSubscription } from '../../../../app/kit/useUserSubscription.ts';
import { PATHS } from '../../../../app/lib/routing/route-table.ts';
import { UserSubscriptionDocument } from '../../../../generated/graphql/documents/UserSubscriptionDocument.ts';
import { SCREEN_PATIENCE_MS, setupViewTests } from '../../../support/render.tsx';

const view = setupViewTests({}, { worldPerTest: true });
const PATIENCE = { timeout: SCREEN_PATIENCE_MS, interval: 20 };

/** The pages the viewer was shown, in order (a page is recorded once, however often it renders). */
let visited: string[] = [];

function Visits() {
  const { pathname } = useLocation();
  const last = useRef<string | null>(null);
  useEffect(() => {
    if (last.current !== pathname) visited.push(pathname);
    last.current = pathname;
  }, [pathname]);
  return null;
}

/** What keeps the app's subscription live in the shell (its navigation asks with `live`). */
function LiveSubscription() {
  useUserSubscription({ live: true });
  return null;
}

function App({ live }: { live: boolean }) {
  return (
    <>
      {live ? <LiveSubscription /> : null}
      <Visits />
      <Routes>
        <Route element={<GatedOutlet />}>
          <Route path={PATHS.home} element={<p>Home page</p>} />
          <Route path={PATHS.account} element={<p>Account page</p>} />
          <Route path={PATHS.reactivate} element={<ReactivationView title="Welcome back" />} />
        </Route>
      </Routes>
    </>
  );
}

/** Counts the userSubscriptionChanged pushes the app's socket receives (the app's own handler runs after this one). */
function countPushes(): { received: () => number } {
  let received = 0;
  const Socket = globalThis.WebSocket;
  class CountingSocket extends Socket {
    constructor(...args: ConstructorParameters<typeof WebSocket>) {
      super(...args);
      this.addEventListener('message', (event: MessageEvent) => {
        if (String(event.data).includes('"userSubscriptionChanged"')) received += 1;
      });
    }
  }
  vi.stubGlobal('WebSocket', CountingSocket);
  return { received: () => received };
}

const observers: MutationObserver[] = [];

/** Every toast the shell shows from now on (a toast leaves after a few seconds of wall time: a busy machine misses it). */
function recordToasts(): string[] {
  const seen: string[] = [];
  const observer = new MutationObserver((records) => {
    for (const record of records) {
      for (const node of record.addedNodes) if (node instanceof HTMLElement && node.classList.contains('toast')) seen.push(node.textContent ?? '');
    }
  });
  observer.observe(document.body, { childList: true, subtree: true });
  observers.push(observer);
  return seen;
}

/** Hands the reply to POST /billing/subscribe to the app only once `before(reply)` has settled. */
function holdSubscribeReply(before: () => Promise<void>): { replied: () => boolean } {
  let replied = false;
  const fetch = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const response = await fetch(input, init);
    const url = input instanceof Request ? input.url : String(input);
    if (new URL(url).pathname === '/billing/subscribe') {
      await before();
      replied = true;
    }
    return response;
  });
  return { replied: () => replied };
}

afterEach(() => {
  visited = [];
  for (const observer of observers.splice(0)) observer.disconnect();
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

type Order = 'before the reply' | 'while the reply is handled' | 'after Home is shown' | 'never';

async function reactivate(order: Order) {
  const mocks = view.startWorld({ persona: 'deactivated' });
  const world = mocks.backend.world;
  const pushes = countPushes();
  // The push is kept back from the start, except when it is to come before the reply (then the reply waits for it).
  const held = order === 'before the reply' ? null : world.events.hold();
  const reply = holdSubscribeReply(async () => {
    if (order === 'before the reply') await vi.waitFor(() => expect(pushes.received()).toBe(1), PATIENCE);
    if (order === 'while the reply is handled') held?.release();
  });
  const toasts = recordToasts();
  const rendered = view.render(<App live={order !== 'never'} />, { path: PATHS.reactivate, strict: true });
  const text = () => rendered.container.textContent ?? '';
  await vi.waitFor(() => expect(text()).toContain('Welcome back,'), PATIENCE);
  if (order !== 'never') await vi.waitFor(() => expect(world.events.listenerCount('userSubscriptionChanged')).toBeGreaterThan(0), PATIENCE);

  const button = Array.from(rendered.container.querySelectorAll('button')).find((candidate) => candidate.textContent === 'Reactivate');
  if (!button) throw new Error(`no Reactivate in: ${text()}`);
  fireEvent.click(button);
  // The page the gate shows (not the one it renders out of sight), and where the viewer was taken.
  const shown = () => ({ page: rendered.container.querySelector('.shell-page[data-gate="render"]')?.textContent ?? null, visited });
  const home = { page: 'Home page', visited: [PATHS.reactivate, PATHS.home] };
  await vi.waitFor(() => expect(shown()).toEqual(home), PATIENCE);
  expect(reply.replied()).toBe(true);

  if (order === 'after Home is shown') {
    // The late push, and everything it makes React do, before looking again.
    await act(async () => {
      held?.release();
      await vi.waitFor(() => expect(pushes.received()).toBe(1), PATIENCE);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  } else if (order !== 'never') {
    await act(async () => {
      await vi.waitFor(() => expect(pushes.received()).toBe(1), PATIENCE);
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
  }
  held?.discard();

  expect(shown()).toEqual(home);
  expect(toasts).toEqual(['You have successfully updated your subscription.']);
  expect(rendered.graphql.apollo.readQuery({ query: UserSubscriptionDocument })?.userSubscription).toMatchObject({ state: 'REGULAR', hasContentAccess: true });
}

describe('Reactivate lands the viewer on Home, with access, whenever the subscription push comes', () => {
  it.each<Order>(['before the reply', 'while the reply is handled', 'after Home is shown', 'never'])('the push comes %s', async (order) => {
    await reactivate(order);
  });
});
