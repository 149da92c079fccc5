/**
 * Notifications in the mock world, the way the app reaches them: the control API sends and withdraws them,
 * GraphQL lists, acknowledges and performs request actions, and every change arrives over graphql-ws as
 * notificationChanged.
 */
import { print } from 'graphql';
import { createClient, type Client } from 'graphql-ws';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import * as operations from '../../generated/graphql/all-documents.ts';
import type { NotificationChangedSubscription } from '../../generated/graphql/operations.ts';
import { NOTIFICATION_SAMPLES } from '../../mocks/scenarios/notification-samples.ts';
import { personas } from '../../mocks/scenarios/personas.ts';
import { createWorld } from '../../mocks/scenarios/create-world.ts';
import { startMockServer, type RunningMockServer } from '../../mocks/server.ts';
import { runningClock, TEST_NOW } from '../support/clock.ts';
import { sessionWorld } from './support/session-world.ts';

const cookie = 'airwave_session=anything';
let server: RunningMockServer;

beforeAll(async () => {
  server = await startMockServer({ port: 0, now: runningClock() });
});
afterAll(() => server.close());

/** A program's socket: the session cookie and the server's token (it has no browser Origin). */
class SignedInWebSocket extends WebSocket {
  constructor(address: string | URL, protocols?: string | string[]) {
    super(address, protocols, { headers: { cookie, 'x-mock-token': server.token } });
  }
}

type Change = NotificationChangedSubscription['notificationChanged'];

/** Subscribes to notificationChanged and collects what arrives; resolves once the server holds the subscription. */
async function listen(): Promise<{ client: Client; changes: Change[]; next: () => Promise<Change> }> {
  const client = createClient({ url: `${server.url.replace('http', 'ws')}/graphql-subscriptions`, webSocketImpl: SignedInWebSocket });
  const changes: Change[] = [];
  client.subscribe<NotificationChangedSubscription>(
    { query: print(operations.NotificationChangedDocument) },
    { next: (result) => result.data && changes.push(result.data.notificationChanged), error: () => undefined, complete: () => undefined },
  );
  await vi.waitUntil(async () => (await sessionWorld(server.backend, cookie)).events.listenerCount('notificationChanged') > 0, { timeout: 10_000 });
  let taken = 0;
  const next = async () => {
    await vi.waitUntil(() => changes.length > taken, { timeout: 5_000 });
    return changes[taken++] as Change;
  };
  return { client, changes, next };
}

/** Ends the subscription and waits until the server let it go, so the next test starts with none. */
async function close(client: Client): Promise<void> {
  await client.dispose();
  await vi.waitUntil(async () => (await sessionWorld(server.backend, cookie)).events.listenerCount('notificationChanged') === 0, { timeout: 10_000 });
}

async function control(method: string, path: string, body?: unknown) {
  const response = await fetch(`${server.url}/__mocks${path}`, {
    method,
    // The caller's world: the session's, the one its socket and GraphQL calls reach.
    headers: { 'content-type': 'application/json', 'x-mock-token': server.token, cookie },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function graphql<T>(query: string, variables: Record<string, unknown> = {}): Promise<{ data?: T; errors?: Array<{ message: string }> }> {
  const response = await fetch(`${server.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify({ query, variables }),
  });
  return (await response.json()) as { data?: T; errors?: Array<{ message: string }> };
}

describe('notifications in the mock world', () => {
  it('the seeded personas the browser tests browse with have read every notification (nothing covers their pages)', () => {
    for (const persona of ['core-subscriber', 'trial', 'free-plan', 'visitor'] as const) {
      const world = createWorld({ persona, now: () => new Date(TEST_NOW) });
      expect(world.account.notifications.filter((item) => item.acknowledgedAt === null), persona).toEqual([]);
    }
    // The default persona still has one of each kind in its history.
    const core = createWorld({ persona: 'core-subscriber', now: () => new Date(TEST_NOW) });
    expect(new Set(core.account.notifications.map((item) => item.type)).size).toBe(5);
    expect(personas['core-subscriber'].description).toMatch(/five kinds/);
  });

  it('a sent notification of each kind is pushed live as CREATED and listed as the newest unacknowledged', async () => {
    const { client, next } = await listen();
    try {
      for (const type of ['MESSAGE', 'NAVIGATION', 'SURVEY', 'EMAIL_VERIFICATION', 'REQUEST'] as const) {
        const sent = await control('POST', '/notifications', { type });
        expect(sent.status).toBe(201);
        expect(sent.body['liveListeners']).toBeGreaterThan(0);
        const change = await next();
        expect(change.type).toBe('CREATED');
        expect(change.notification?.type).toBe(type);
        expect(change.notification?.acknowledgedAt).toBeNull();
        const list = await graphql<{ notifications: { edges: Array<{ node: { id: string; type: string } }> } }>(print(operations.NotificationsDocument), {
          unacknowledgedOnly: true,
          first: 10,
        });
        expect(list.data?.notifications.edges[0]?.node).toMatchObject({ id: change.notificationId, type });
      }
    } finally {
      await close(client);
    }
  });

  it("a request's content is what was sent (HTML as it is: the client sanitizes), and its action changes the world", async () => {
    const { client, next } = await listen();
    try {
      const body = '<p>Hi<script>window.__hacked = 1</script><img src="x" onerror="window.__hacked = 2"></p>';
      const sent = await control('POST', '/notifications', { type: 'REQUEST', content: { body, isDismissible: false } });
      const created = await next();
      expect(created.notification).toMatchObject({ __typename: 'RequestNotification', body, isDismissible: false });
      const id = (sent.body['notification'] as { id: string }).id;

      const actionId = (NOTIFICATION_SAMPLES.REQUEST['actions'] as Array<{ actionId: string }>)[0]?.actionId ?? '';
      const performed = await graphql<{ performNotificationAction: { id: string; acknowledgedAt: string | null } }>(print(operations.PerformNotificationActionDocument), {
        notificationId: id,
        actionId,
      });
      expect(performed.data?.performNotificationAction.acknowledgedAt).not.toBeNull();
      const updated = await next();
      expect(updated).toMatchObject({ type: 'UPDATED', notificationId: id });
      const state = await control('GET', '/notifications');
      const record = (state.body['notifications'] as Array<{ id: string; content: Record<string, unknown> }>).find((item) => item.id === id);
      expect(record?.content['performedActionId']).toBe(actionId);

      const unknown = await graphql(print(operations.PerformNotificationActionDocument), { notificationId: id, actionId: 'nope' });
      expect(unknown.errors?.[0]?.message).toBe("Unknown action 'nope'.");
    } finally {
      await close(client);
    }
  });

  it('acknowledging pushes UPDATED with acknowledgedAt set; withdrawing pushes DELETED', async () => {
    const { client, next } = await listen();
    try {
      await control('POST', '/notifications', { type: 'MESSAGE', content: { title: 'Read me' } });
      const { notificationId: id, notification } = await next();
      expect(notification).toMatchObject({ __typename: 'MessageNotification', title: 'Read me' });

      const acknowledged = await graphql<{ acknowledgeNotifications: Array<{ id: string; acknowledgedAt: string | null }> }>(
        print(operations.AcknowledgeNotificationsDocument),
        { notificationIds: [id] },
      );
      expect(acknowledged.data?.acknowledgeNotifications[0]?.acknowledgedAt).not.toBeNull();
      const updated = await next();
      expect(updated).toMatchObject({ type: 'UPDATED', notificationId: id });
      expect(updated.notification?.acknowledgedAt).not.toBeNull();

      expect((await control('DELETE', `/notifications/${id}`)).status).toBe(200);
      expect(await next()).toEqual({ type: 'DELETED', notificationId: id, notification: null });
      expect((await control('DELETE', `/notifications/${id}`)).status).toBe(404);
      // A withdrawn notification's id is never handed out again (a client remembers one by its id).
      await control('POST', '/notifications', { type: 'MESSAGE', content: { title: 'Another' } });
      expect((await next()).notificationId).not.toBe(id);
    } finally {
      await close(client);
    }
  });

  it('refuses an unknown kind or content that is not an object, saying what to send', async () => {
    const kind = await control('POST', '/notifications', { type: 'POPUP' });
    expect(kind.status).toBe(400);
    expect(kind.body['error']).toMatch(/one of MESSAGE, NAVIGATION, SURVEY, EMAIL_VERIFICATION, REQUEST/);
    const content = await control('POST', '/notifications', { type: 'MESSAGE', content: 'hello' });
    expect(content.status).toBe(400);
    expect(content.body['error']).toMatch(/"content" must be an object/);
  });
});
