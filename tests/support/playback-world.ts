/**
 * The mock world in node (MSW) as the player's unit tests meet it: the playback contract at ORIGIN, a signed-in
 * cookie, and an encrypted on-demand title inside its window at the test instant (a title of a channel that is not
 * fast-access, whose streams carry ClearKey).
 */
import { afterAll, beforeAll } from 'vitest';
import { setupNodeMocks } from '../../mocks/node.ts';
import { TEST_NOW } from './clock.ts';

export const ORIGIN = 'http://airwave.test';
export const SIGNED_IN_COOKIE = 'airwave_session=anything';

/** Starts the node mocks for the file (core subscriber, on the test clock) and finds the encrypted title. */
export function usePlaybackWorld() {
  const mocks = setupNodeMocks({ origin: ORIGIN, persona: 'core-subscriber', now: () => TEST_NOW });
  beforeAll(() => mocks.server.listen({ onUnhandledRequest: 'error' }));
  afterAll(() => mocks.server.close());
  const { catalog } = mocks.backend.world;
  const encryptedVod = catalog.vod.find((vod) => {
    const show = catalog.shows.find((candidate) => candidate.showId === vod.showId);
    const channel = catalog.channels.find((candidate) => candidate.channelId === show?.channelId);
    return channel && !channel.isFastViewable && Date.parse(vod.availableFrom) <= TEST_NOW.getTime() && TEST_NOW.getTime() <= Date.parse(vod.availableUntil);
  });
  return { ...mocks, catalog, encryptedVod };
}
