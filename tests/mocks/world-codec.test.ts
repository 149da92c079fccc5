/**
 * What the shared store's world codec (mocks/worlds/codec.ts) vouches for without encoding a world: after an operation
 * that only recalled memoised answers, nothing persisted changed; anything else that happened to the world in between
 * makes it encode and compare (the store's side: tests/mocks/redis-store.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { CollectedAnalyticsEvent } from '../../common/analytics/collected.ts';
import type { CollectedErrorReport } from '../../common/errors/collected.ts';
import { forgetAnswers, recallAnswer, rememberAnswer } from '../../mocks/core/answer-cache.ts';
import { createMockBackend } from '../../mocks/backend.ts';
import { getCatalog, type SeededWorld } from '../../mocks/scenarios/create-world.ts';
import { worldCodec } from '../../mocks/worlds/codec.ts';
import { TEST_NOW } from '../support/clock.ts';

const KEY = 'user_details\u0000the second';
const TRACKED: CollectedAnalyticsEvent = { receivedAt: TEST_NOW.toISOString(), type: 'track', event: 'Page Viewed', properties: {}, integrations: {}, anonymousId: 'a', messageId: 'm', violations: [] };
const REPORT: CollectedErrorReport = { receivedAt: TEST_NOW.toISOString(), eventId: 'e', type: 'Error', message: 'failed', level: 'error', url: null, extra: {}, release: null, sdk: null };

/** A world with one memoised answer under KEY. */
function worldWithAnswer(): SeededWorld {
  const world = createMockBackend({ now: () => TEST_NOW }).world;
  rememberAnswer(world, KEY, { status: 200, text: '{}' });
  return world;
}

const cases: Array<[string, boolean, (world: SeededWorld) => void]> = [
  ['an answer recalled, nothing else', true, (world) => void recallAnswer(world, KEY)],
  ['two answers recalled', true, (world) => void [recallAnswer(world, KEY), recallAnswer(world, KEY)]],
  ['nothing at all (no handler proved to have been skipped)', false, () => undefined],
  ['a recall that found nothing (a handler ran)', false, (world) => void recallAnswer(world, 'another key')],
  ['an answer recalled and another stored', false, (world) => void [recallAnswer(world, KEY), rememberAnswer(world, 'another key', { status: 200, text: '{}' })]],
  ['an answer recalled and the answers forgotten (a write)', false, (world) => void [recallAnswer(world, KEY), forgetAnswers(world)]],
  ['an answer recalled and an event emitted', false, (world) => void [recallAnswer(world, KEY), world.events.emit('accountChanged', {})]],
  ['an answer recalled and an analytics event collected', false, (world) => void [recallAnswer(world, KEY), world.tracked.push(TRACKED)]],
  ['an answer recalled and an error report collected', false, (world) => void [recallAnswer(world, KEY), world.errors.push(REPORT)]],
  ['an answer recalled and the faults replaced', false, (world) => void [recallAnswer(world, KEY), (world.faults = {})]],
  ['an answer recalled and the catalog remade for another hour', false, (world) => void [recallAnswer(world, KEY), (world.catalog = getCatalog(world.seed, new Date(TEST_NOW.getTime() + 86_400_000)))]],
];

describe('the world codec vouches that an operation changed nothing only when it only recalled memoised answers', () => {
  it.each(cases)('%s → unchanged: %s', (_name, unchanged, operation) => {
    const world = worldWithAnswer();
    const after = worldCodec.unchangedFrom?.(world);
    operation(world);
    expect(after?.()).toBe(unchanged);
  });
});
