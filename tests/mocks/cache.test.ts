/**
 * Memoised answers (mocks/core/answer-cache.ts) never show a client anything the world would not
 * answer afresh: every change made through REST, GraphQL or the control API, a persona switch, faults
 * and the clock moving show in the next answer, and a memoised answer equals a fresh execution.
 */
import { print, type DocumentNode } from 'graphql';
import { describe, expect, it } from 'vitest';
import * as operations from '../../generated/graphql/all-documents.ts';
import { answerBytes, answerCount, forgetAnswers, MAX_BYTES, MAX_ENTRIES, recallAnswer, rememberAnswer } from '../../mocks/core/answer-cache.ts';
import { createMockBackend, type MockBackend } from '../../mocks/backend.ts';
import { SESSION_COOKIE, type MockRequest, type MockResponse } from '../../mocks/core/exchange.ts';
import type { World } from '../../mocks/db/world.ts';
import type { PersonaId } from '../../mocks/scenarios/personas.ts';
import { APP_CAPABILITIES, run, TEST_NOW, TEST_ORIGIN } from './support/graphql-world.ts';
import { pageQueryVariables } from '../../common/page-query.ts';

const HOME = { pageType: 'HOME', first: 99, initialTiles: 8, capabilities: [...APP_CAPABILITIES] } as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

interface Clocked {
  backend: MockBackend;
  setNow(ms: number): void;
}

function clockedBackend(persona: PersonaId = 'core-subscriber'): Clocked {
  let now = TEST_NOW.getTime();
  // The request's time budget is wall time (5 s by default): on a loaded machine, Home's first build can pass it and be
  // answered 503, unmemoised. What these tests check is the memo, so the budget is out of their way.
  return { backend: createMockBackend({ persona, now: () => new Date(now), timeBudgetMs: 10 * 60_000 }), setNow: (ms) => (now = ms) };
}

function request(method: string, pathAndQuery: string, body?: unknown, headers: Record<string, string> = {}): MockRequest {
  const url = new URL(pathAndQuery, TEST_ORIGIN);
  return {
    method,
    origin: TEST_ORIGIN,
    path: url.pathname,
    query: url.searchParams,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
    cookies: { [SESSION_COOKIE]: 'cache-test' },
    body,
  };
}

async function handled(backend: MockBackend, mockRequest: MockRequest): Promise<MockResponse> {
  const response = await backend.handle(mockRequest);
  if (!response) throw new Error(`The backend did not take ${mockRequest.path}`);
  return response;
}

/** The stored bytes of an answer (the same object when it came from the memo). */
function encoded(response: MockResponse): Uint8Array | undefined {
  return response.body.kind === 'json' ? response.body.encoded : undefined;
}

/** The bytes a client receives. */
function sent(response: MockResponse): string {
  if (response.body.kind !== 'json') throw new Error(`Expected JSON, got ${response.body.kind}`);
  return response.body.encoded ? new TextDecoder().decode(response.body.encoded) : JSON.stringify(response.body.value);
}

function graphql(backend: MockBackend, document: DocumentNode, variables: Record<string, unknown> = {}, headers: Record<string, string> = {}) {
  return handled(backend, request('POST', '/graphql', { query: print(document), variables }, headers));
}

async function homeText(backend: MockBackend, headers: Record<string, string> = {}): Promise<string> {
  return sent(await graphql(backend, operations.PageDocument, HOME, headers));
}

/** What the world answers when nothing is memoised: the document executed directly. */
async function fresh(world: World, document: DocumentNode, variables: Record<string, unknown>): Promise<string> {
  const result = await run(world, document, variables);
  return JSON.stringify({ ...(result.errors ? { errors: result.errors.map((error) => error.toJSON()) } : {}), data: result.data });
}

async function userDetails(backend: MockBackend, headers: Record<string, string> = {}): Promise<MockResponse> {
  return handled(backend, request('GET', '/billing/user_details', undefined, headers));
}

function tilesOfChannel(home: string, channelId: string): Array<{ isFavorite: boolean }> {
  const found: Array<{ isFavorite: boolean }> = [];
  JSON.parse(home, (key, value: unknown) => {
    if (key === 'channel' && value !== null && typeof value === 'object' && (value as { channelId?: string }).channelId === channelId) {
      found.push(value as { isFavorite: boolean });
    }
    return value;
  });
  return found;
}

describe('memoised answers', () => {
  it('serve a repeated query from memory, the same bytes as a fresh execution', async () => {
    const { backend } = clockedBackend();
    const first = await graphql(backend, operations.PageDocument, HOME);
    expect(answerCount(backend.world)).toBeGreaterThan(0);
    const second = await graphql(backend, operations.PageDocument, HOME);
    expect(second.body.kind === 'json' && second.body.encoded).toBe(first.body.kind === 'json' && first.body.encoded);
    expect(sent(second)).toBe(await fresh(backend.world, operations.PageDocument, HOME));
  });

  it('serve the app’s own first reads from memory on a repeat within the same clock second, and a world event empties it', async () => {
    const { backend, setNow } = clockedBackend();
    // What the app sends: its Page documents with the variables its pages build (a live airing's progress included).
    const reads: Array<[DocumentNode, Record<string, unknown>]> = [
      [operations.PageDocument, pageQueryVariables('HOME')],
      [operations.PageDocument, pageQueryVariables('GUIDE')],
      [operations.UserDocument, {}],
      [operations.UserSubscriptionDocument, {}],
    ];
    expect(print(operations.PageDocument)).toContain('percentageCompleted');
    const start = TEST_NOW.getTime() + 123;
    setNow(start);
    const first = await Promise.all(reads.map(([document, variables]) => graphql(backend, document, variables)));
    setNow(start + 876);
    const repeated = await Promise.all(reads.map(([document, variables]) => graphql(backend, document, variables)));
    // The very bytes stored the first time: the answer was not built again.
    repeated.forEach((response, index) => expect(encoded(response)).toBe(encoded(first[index] as MockResponse)));

    // A world event (a favorite toggled) empties the memo: the next read is built afresh and shows the change.
    const channelId = backend.world.catalog.channels.find((channel) => !backend.world.account.favoriteChannelIds.includes(channel.channelId))?.channelId;
    if (!channelId) throw new Error('No unfavorited channel');
    await graphql(backend, operations.CreateFavoriteChannelDocument, { channelId });
    expect(answerCount(backend.world)).toBe(0);
    const [home] = reads;
    if (!home) throw new Error('no Home read');
    const after = await graphql(backend, ...home);
    expect(encoded(after)).not.toBe(encoded(first[0] as MockResponse));
    expect(sent(after)).toBe(await fresh(backend.world, ...home));
  });

  it('show a channel favorited over GraphQL in the next Home page', async () => {
    const { backend } = clockedBackend();
    const before = await homeText(backend);
    const channelId = backend.world.catalog.channels.find(
      (channel) => !backend.world.account.favoriteChannelIds.includes(channel.channelId) && tilesOfChannel(before, channel.channelId).length > 0,
    )?.channelId;
    if (!channelId) throw new Error('No unfavorited channel on Home');
    expect(tilesOfChannel(before, channelId).every((channel) => !channel.isFavorite)).toBe(true);

    const created = await graphql(backend, operations.CreateFavoriteChannelDocument, { channelId });
    expect(sent(created)).not.toContain('"errors"');
    const after = await homeText(backend);
    expect(tilesOfChannel(after, channelId).every((channel) => channel.isFavorite)).toBe(true);
    expect(after).toBe(await fresh(backend.world, operations.PageDocument, HOME));
  });

  it('show a show followed over GraphQL in the next answer', async () => {
    const { backend } = clockedBackend();
    const showId = backend.world.catalog.shows.find((show) => !backend.world.account.followedShowIds.includes(show.showId))?.showId ?? '';
    const saved = { pageType: 'SAVED', first: 99, initialTiles: 8, capabilities: [...APP_CAPABILITIES], isSavedPage: true };
    const before = sent(await graphql(backend, operations.PageDocument, saved));
    await graphql(backend, operations.CreateFollowDocument, { showId });
    const after = sent(await graphql(backend, operations.PageDocument, saved));
    expect(after).not.toBe(before);
    expect(after).toBe(await fresh(backend.world, operations.PageDocument, saved));
  });

  it('show a referral credit applied over REST in the next user_details', async () => {
    const { backend } = clockedBackend();
    const creditsOf = async () => (JSON.parse(sent(await userDetails(backend))) as { result: { promotionalCredits: number } }).result.promotionalCredits;
    const before = await creditsOf();
    const applied = await handled(backend, request('POST', '/billing/apply_coupon', { token: 'FRIEND-JR42' }));
    expect(JSON.parse(sent(applied))).toMatchObject({ success: true });
    expect(await creditsOf()).toBeGreaterThan(before);
  });

  it('show a REST subscription in the next GraphQL userSubscription and user_details', async () => {
    const { backend } = clockedBackend('free-plan');
    const subscriptionBefore = sent(await graphql(backend, operations.UserSubscriptionDocument));
    const detailsBefore = sent(await userDetails(backend));
    const intent = JSON.parse(sent(await handled(backend, request('POST', '/billing/setup_intent?limit_to=card')))) as { result: { setupIntentId: string } };
    const paymentMethod = intent.result.setupIntentId.replace(/^seti_/, 'pm_');
    const subscribed = await handled(
      backend,
      request('POST', '/billing/subscribe', { zip: '78701', payment_method: paymentMethod, subscription_plan: 'airwave-argon' }),
    );
    expect(JSON.parse(sent(subscribed))).toMatchObject({ success: true });
    const subscriptionAfter = sent(await graphql(backend, operations.UserSubscriptionDocument));
    expect(subscriptionAfter).not.toBe(subscriptionBefore);
    expect(subscriptionAfter).toBe(await fresh(backend.world, operations.UserSubscriptionDocument, {}));
    const detailsAfter = sent(await userDetails(backend));
    expect(detailsAfter).not.toBe(detailsBefore);
    forgetAnswers(backend.world);
    expect(sent(await userDetails(backend))).toBe(detailsAfter);
  });

  it('follow a persona switch, by control and by x-mock-scenario', async () => {
    const { backend } = clockedBackend();
    const subscriber = sent(await userDetails(backend));
    const viaHeader = sent(await userDetails(backend, { 'x-mock-scenario': 'free-plan' }));
    expect(viaHeader).not.toBe(subscriber);
    await handled(backend, request('PUT', '/__mocks/persona', { persona: 'free-plan' }));
    expect(sent(await userDetails(backend))).toBe(viaHeader);
    await handled(backend, request('PUT', '/__mocks/persona', { persona: 'core-subscriber' }));
    expect(sent(await userDetails(backend))).toBe(subscriber);
  });

  it('give way to faults set by control or by x-mock-faults', async () => {
    const { backend } = clockedBackend();
    await homeText(backend);
    await userDetails(backend);
    expect((await userDetails(backend, { 'x-mock-faults': 'getUserDetails:status=500' })).status).toBe(500);
    const faulted = await graphql(backend, operations.PageDocument, HOME, { 'x-mock-faults': 'Page:graphql-error' });
    expect(JSON.parse(sent(faulted))).toMatchObject({ data: null, errors: [{ extensions: { code: 'MOCK_FAULT' } }] });
    await handled(backend, request('PUT', '/__mocks/faults', { faults: 'getUserDetails:billing-error=1201' }));
    expect(JSON.parse(sent(await userDetails(backend)))).toMatchObject({ success: false });
    await handled(backend, request('PUT', '/__mocks/faults', { faults: '' }));
    expect(JSON.parse(sent(await userDetails(backend)))).toMatchObject({ success: true });
  });

  it('are emptied by any operation that is not a memoised read, whether or not it emits an event', async () => {
    const { backend } = clockedBackend();
    await userDetails(backend);
    expect(answerCount(backend.world)).toBe(1);
    await handled(backend, request('POST', '/billing/validate_zip', { zip: '78701' }));
    expect(answerCount(backend.world)).toBe(0);
    await graphql(backend, operations.UserDocument);
    expect(answerCount(backend.world)).toBe(1);
    await graphql(backend, operations.UpdatePreferenceDocument, { name: 'autoplay', value: 'off' });
    expect(answerCount(backend.world)).toBe(0);
  });

  it('follow the clock: within a second the answer is the fresh one, across a schedule slot it changes', async () => {
    const { backend, setNow } = clockedBackend();
    const documents: Array<[DocumentNode, Record<string, unknown>]> = [
      [operations.PageDocument, HOME],
      [operations.PageDocument, { ...HOME, pageType: 'GUIDE', first: 20, initialTiles: 4 }],
      [operations.UserDocument, {}],
      [operations.UserSubscriptionDocument, {}],
      [operations.NotificationsDocument, { first: 20 }],
    ];
    // Eight clock settings over a week, at odd minutes and seconds of the day.
    const settings = Array.from({ length: 8 }, (_, step) => TEST_NOW.getTime() + step * (DAY - 17 * HOUR + 7 * MINUTE + 13_000));
    for (const start of settings) {
      for (const [document, variables] of documents) {
        setNow(start);
        await graphql(backend, document, variables);
        setNow(start + 999);
        expect(sent(await graphql(backend, document, variables))).toBe(await fresh(backend.world, document, variables));
      }
      setNow(start);
      const details = sent(await userDetails(backend));
      setNow(start + 999);
      expect(sent(await userDetails(backend))).toBe(details);
      forgetAnswers(backend.world);
      expect(sent(await userDetails(backend))).toBe(details);
    }
    // The second before and the second an airing on Home ends.
    setNow(TEST_NOW.getTime());
    const ends = [...(await homeText(backend)).matchAll(/"isLive":true,[^{}]*?"availabilityEndsAt":"([^"]+)"/g)].map((match) => Date.parse(match[1] ?? ''));
    const end = Math.min(...ends.filter((ms) => ms > TEST_NOW.getTime()));
    setNow(end - 1000);
    const airing = await homeText(backend);
    setNow(end);
    const ended = await homeText(backend);
    expect(ended).not.toBe(airing);
    expect(ended).toBe(await fresh(backend.world, operations.PageDocument, HOME));
  });
});

describe('memoised answers stay within their memory bounds', () => {
  it('a client asking for a large page every second keeps only the newest copies, never more than the byte bound', () => {
    const { backend } = clockedBackend();
    const page = 'x'.repeat(760 * 1024);
    for (let second = 0; second < 120; second += 1) rememberAnswer(backend.world, `Page|${second}s`, { status: 200, text: page });
    expect(answerBytes(backend.world)).toBeLessThanOrEqual(MAX_BYTES);
    expect(recallAnswer(backend.world, 'Page|119s')?.text).toBe(page);
    expect(recallAnswer(backend.world, 'Page|0s')).toBeUndefined();
    forgetAnswers(backend.world);
    expect(answerBytes(backend.world)).toBe(0);
  });

  it('many small answers are bounded by count, the oldest going first', () => {
    const { backend } = clockedBackend();
    for (let index = 0; index <= MAX_ENTRIES; index += 1) rememberAnswer(backend.world, `q${index}`, { status: 200, text: '{}' });
    expect(answerCount(backend.world)).toBe(MAX_ENTRIES);
    expect(recallAnswer(backend.world, 'q0')).toBeUndefined();
    expect(recallAnswer(backend.world, `q${MAX_ENTRIES}`)).toBeDefined();
  });
});
