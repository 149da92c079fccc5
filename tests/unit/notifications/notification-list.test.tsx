// @vitest-environment jsdom
/**
 * The notification overlay's live list through the app's own Apollo client (batching, persisted queries,
 * graphql-ws) and the mock world in node: what the world creates, acknowledges, changes and withdraws
 * reaches the list over the socket; a local acknowledgement reaches the world; unmounting ends the
 * subscription and drops the cached list.
 */
import { screen } from '@testing-library/react';
import { useEffect } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useNotificationList, type NotificationList } from '../../../app/features/notifications/useNotificationList.ts';
import { NotificationsDocument } from '../../../generated/graphql/documents/NotificationsDocument.ts';
import { createNotification, deleteNotification } from '../../../mocks/graphql/notifications.ts';
import { parseFaults } from '../../../mocks/scenarios/faults.ts';
import { NOTIFICATION_SAMPLES } from '../../../mocks/scenarios/notification-samples.ts';
import { runningClock } from '../../support/clock.ts';
import { captureErrorReports, type ErrorReport } from '../../support/error-reports.ts';
import { SCREEN_PATIENCE_MS, setupViewTests, type RenderedView } from '../../support/render.tsx';

// Each test changes the world (creates, acknowledges and deletes notifications): a world of its own.
const view = setupViewTests({}, { worldPerTest: true });
const PATIENCE = { timeout: SCREEN_PATIENCE_MS, interval: 20 };

let latest: NotificationList;
/** The ids each committed list held, in order. */
let drawn: string[] = [];
let reports: () => ErrorReport[] = () => [];

function Probe() {
  const list = useNotificationList(true);
  useEffect(() => {
    latest = list;
    drawn.push(list.list.map((item) => item.id).join(' '));
  }, [list]);
  return <p data-testid="list">{list.list.map((item) => `${item.id}:${item.acknowledgedAt ? 'read' : 'new'}`).join(' ')}</p>;
}

const text = () => screen.queryByTestId('list')?.textContent ?? '';
const world = () => view.backend.world;
const listeners = () => world().events.listenerCount('notificationChanged');

afterEach(() => {
  drawn = [];
  vi.restoreAllMocks();
});

/** The list in the app's providers over a fresh core-subscriber world on a running clock. */
function renderList(): RenderedView {
  reports = captureErrorReports();
  view.startWorld({ persona: 'core-subscriber', now: runningClock() });
  return view.render(<Probe />, { strict: true });
}

describe("the notification overlay's live list", () => {
  it('follows the world over the socket: CREATED, UPDATED (acknowledged elsewhere), DELETED', async () => {
    renderList();
    // The persona has read everything: the list starts empty, and listens.
    await vi.waitFor(() => expect(listeners()).toBeGreaterThan(0), PATIENCE);
    expect(text()).toBe('');

    const first = createNotification(world(), 'MESSAGE', NOTIFICATION_SAMPLES.MESSAGE);
    await vi.waitFor(() => expect(text()).toBe(`${first.id}:new`), PATIENCE);
    const second = createNotification(world(), 'SURVEY', NOTIFICATION_SAMPLES.SURVEY);
    await vi.waitFor(() => expect(text()).toBe(`${second.id}:new ${first.id}:new`), PATIENCE);

    // Acknowledged on another device: UPDATED replaces it, now read (or, once a refetch of the unacknowledged
    // list answers, no longer listed).
    first.acknowledgedAt = world().clock.now().toISOString();
    world().events.emit('notificationChanged', { type: 'UPDATED', notificationId: first.id });
    await vi.waitFor(() => expect(text()).toMatch(new RegExp(`^${second.id}:new( ${first.id}:read)?$`)), PATIENCE);

    deleteNotification(world(), second.id);
    await vi.waitFor(() => expect(text()).not.toContain(second.id), PATIENCE);
    expect(text()).not.toContain(':new');
    expect(reports()).toEqual([]);
  });

  it('a notification withdrawn while the list is asked for again stays gone when that older answer arrives', async () => {
    reports = captureErrorReports();
    // Every answer to the list is held back after it was read: the refetch a CREATED asks for is read with the
    // notification in it, and arrives after the notification was withdrawn.
    const mocks = view.startWorld({ persona: 'core-subscriber', now: runningClock(), faults: parseFaults('Notifications:delay=1500') });
    let answers = 0;
    const asked = new Set<string>();
    mocks.server.events.on('request:start', async ({ request, requestId }) => {
      if (request.url.endsWith('/graphql') && (await request.clone().text()).includes('"Notifications"')) asked.add(requestId);
    });
    mocks.server.events.on('response:mocked', ({ requestId }) => {
      if (asked.has(requestId)) answers += 1;
    });
    view.render(<Probe />, { strict: true });
    await vi.waitFor(() => expect(answers).toBeGreaterThan(0), PATIENCE);
    await vi.waitFor(() => expect(listeners()).toBeGreaterThan(0), PATIENCE);
    const answered = answers;

    const withdrawn = createNotification(world(), 'NAVIGATION', NOTIFICATION_SAMPLES.NAVIGATION);
    await vi.waitFor(() => expect(text()).toBe(`${withdrawn.id}:new`), PATIENCE);
    deleteNotification(world(), withdrawn.id);
    await vi.waitFor(() => expect(text()).toBe(''), PATIENCE);
    const afterWithdrawal = drawn.length;
    // The refetch's answer, read before the withdrawal, arrives...
    await vi.waitFor(() => expect(answers).toBeGreaterThan(answered), PATIENCE);
    // ...and a later change is drawn after it: the withdrawn notification was never drawn again in between.
    const later = createNotification(world(), 'MESSAGE', NOTIFICATION_SAMPLES.MESSAGE);
    // (A withdrawn notification's id is never handed out again.)
    expect(later.id).not.toBe(withdrawn.id);
    await vi.waitFor(() => expect(text()).toBe(`${later.id}:new`), PATIENCE);
    expect(drawn.slice(afterWithdrawal).filter((ids) => ids.split(' ').includes(withdrawn.id))).toEqual([]);
    expect(reports()).toEqual([]);
  });

  it('acknowledging marks it read at once and in the world; a request action goes through performNotificationAction', async () => {
    renderList();
    await vi.waitFor(() => expect(listeners()).toBeGreaterThan(0), PATIENCE);
    const message = createNotification(world(), 'MESSAGE', NOTIFICATION_SAMPLES.MESSAGE);
    const request = createNotification(world(), 'REQUEST', NOTIFICATION_SAMPLES.REQUEST);
    await vi.waitFor(() => expect(text()).toBe(`${request.id}:new ${message.id}:new`), PATIENCE);

    const shown = latest.list.find((item) => item.id === message.id);
    if (!shown) throw new Error('the message is listed');
    latest.acknowledge(shown);
    await vi.waitFor(() => expect(text()).toContain(`${message.id}:read`), PATIENCE);
    await vi.waitFor(() => expect(world().account.notifications.find((item) => item.id === message.id)?.acknowledgedAt).not.toBeNull(), PATIENCE);

    const listedRequest = latest.list.find((item) => item.id === request.id);
    if (!listedRequest) throw new Error('the request is listed');
    await latest.perform(listedRequest, 'secure_account');
    await vi.waitFor(() => expect(text()).toContain(`${request.id}:read`), PATIENCE);
    expect(world().account.notifications.find((item) => item.id === request.id)?.content['performedActionId']).toBe('secure_account');
    await expect(latest.perform(listedRequest, 'nope')).rejects.toThrow("Unknown action 'nope'.");
  });

  it('unmounting ends the subscription and drops the cached list', async () => {
    const { unmount, graphql } = renderList();
    await vi.waitFor(() => expect(listeners()).toBeGreaterThan(0), PATIENCE);
    await vi.waitFor(() => expect(graphql.apollo.cache.readQuery({ query: NotificationsDocument, variables: { unacknowledgedOnly: true, first: 10 } })).not.toBeNull(), PATIENCE);
    unmount();
    await vi.waitFor(() => expect(listeners()).toBe(0), PATIENCE);
    expect(graphql.apollo.cache.readQuery({ query: NotificationsDocument, variables: { unacknowledgedOnly: true, first: 10 } })).toBeNull();
  });
});
